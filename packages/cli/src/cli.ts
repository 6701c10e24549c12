import { main } from './main.js';

// The bin: everything lives in main.ts so tests can run the CLI in-process.
process.exitCode = await main(process.argv);
