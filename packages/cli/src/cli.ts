import { main } from './main.js';
import { exitQuietlyWhenPipeCloses } from './closed-pipe.js';

// The bin: everything lives in main.ts so tests can run the CLI in-process.
exitQuietlyWhenPipeCloses(process.stdout);
process.exitCode = await main(process.argv);
