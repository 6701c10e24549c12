import type { Readable } from 'node:stream';

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * The lines of a stream, split on `\n` only (a `\r` before it is dropped), decoded as UTF-8 line by
 * line. Counting by `\n` alone is what lets `--shard` number the lines of a part of a file by
 * counting newline bytes before it: every reader of the file agrees on where a line ends.
 */
export async function* readLines(input: Readable): AsyncGenerator<string> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    const buffer = rest.length ? Buffer.concat([rest, bytes]) : bytes;
    let start = 0;
    for (let end = buffer.indexOf(NEWLINE); end !== -1; end = buffer.indexOf(NEWLINE, start)) {
      yield decodeLine(buffer, start, end);
      start = end + 1;
    }
    rest = buffer.subarray(start);
  }
  if (rest.length) yield decodeLine(rest, 0, rest.length);
}

function decodeLine(buffer: Buffer, start: number, end: number): string {
  return buffer.toString('utf8', start, end > start && buffer[end - 1] === CARRIAGE_RETURN ? end - 1 : end);
}

/** The number of `\n` bytes in a buffer. */
export function countNewlines(buffer: Buffer): number {
  let n = 0;
  for (let i = buffer.indexOf(NEWLINE); i !== -1; i = buffer.indexOf(NEWLINE, i + 1)) n++;
  return n;
}
