import type { Readable } from 'node:stream';
import { InputError, MAX_DATA_FILE_BYTES } from '@factlint/kernel';
import { STDIN_NAME } from './scenario-files.js';

/**
 * All of standard input as UTF-8 text (`verify -`), held to the size limit of a scenario file: past
 * it the rest is not read and the run stops with an input error.
 */
export async function readStandardInput(input: Readable = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > MAX_DATA_FILE_BYTES) {
      input.destroy();
      throw new InputError([
        { file: STDIN_NAME, path: '', message: `more than ${MAX_DATA_FILE_BYTES} bytes; at most ${MAX_DATA_FILE_BYTES} are read` },
      ]);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
