// What every script in this folder does with its command line: a wrong call (an option it does not
// know, an option without its value, a word where none is taken) is told in one line naming the
// script, with exit status 2, never as a thrown error's stack trace, and never ignored.
import { parseArgs } from 'node:util';

/** Ends the script on a wrong call: `script: message` on stderr, exit status 2. */
export function fail(script, message) {
  console.error(`${script}: ${message}`);
  process.exit(2);
}

/** node:util's parseArgs (strict), its errors ended with `fail` instead of thrown. */
export function readCommandLine(script, config) {
  try {
    return parseArgs({ ...config, strict: true });
  } catch (e) {
    fail(script, e instanceof Error ? e.message : String(e));
  }
}
