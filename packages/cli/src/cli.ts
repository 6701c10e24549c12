import { main } from './main.js';
import { exitQuietlyWhenPipeCloses } from './closed-pipe.js';
import { exitOnceWritten } from './exit-once-written.js';

// The bin: everything lives in main.ts so tests can run the CLI in-process. No top-level await:
// the bundle runs as a CommonJS body (scripts/bundle.mjs), which has none.
exitQuietlyWhenPipeCloses(process.stdout);
main(process.argv).then(exitOnceWritten);
