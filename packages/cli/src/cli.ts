import { main } from './main.js';
import { exitQuietlyWhenPipeCloses } from './closed-pipe.js';
import { exitOnceWritten } from './exit-once-written.js';
import { standardOutput } from './report-output.js';
import { watchStandardStreams } from './standard-streams.js';

// The bin: everything lives in main.ts so tests can run the CLI in-process. No top-level await:
// the bundle runs as a CommonJS body (scripts/bundle.mjs), which has none. Node's stdout and stderr
// streams are made only if something writes to them (report-output.ts says why).
const madeStreams = watchStandardStreams((name, stream) => {
  if (name === 'stdout') exitQuietlyWhenPipeCloses(stream);
});
main(process.argv, standardOutput()).then((code) => exitOnceWritten(code, madeStreams()));
