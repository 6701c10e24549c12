// What every script in this folder does with its command line: a wrong call (an option it does not
// know, an option without its value, a word where none is taken) is told in one line naming the
// script, with exit status 2, never as a thrown error's stack trace, and never ignored; `--help`
// prints the comment the script opens with, which says how it is called. The script is the one
// Node runs (`process.argv[1]`), named by its file (`warm-ab` for scripts/warm-ab.mjs).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

/** Ends the script on a wrong call: `script: message` on stderr, exit status 2. */
export function fail(message) {
  console.error(`${basename(process.argv[1], '.mjs')}: ${message}`);
  process.exit(2);
}

/** With `--help` (or `-h`) on the command line: the running script's opening comment on stdout, and exit 0. */
export function helpWhenAsked() {
  const args = process.argv.slice(2);
  if (!args.includes('--help') && !args.includes('-h')) return;
  const lines = readFileSync(process.argv[1], 'utf8').split('\n');
  const opening = [];
  for (const line of lines.slice(lines[0]?.startsWith('#!') ? 1 : 0)) {
    if (!line.startsWith('//')) break;
    opening.push(line.replace(/^\/\/ ?/, ''));
  }
  console.log(opening.join('\n'));
  process.exit(0);
}

/** node:util's parseArgs (strict), its errors ended with `fail` instead of thrown; `--help` answered first. */
export function readCommandLine(config) {
  helpWhenAsked();
  try {
    return parseArgs({ ...config, strict: true });
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
  }
}
