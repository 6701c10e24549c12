import { fstatSync, writeSync } from 'node:fs';
import { endAfterWriteFailure } from './closed-pipe.js';

/** Where a command's report goes: whether it is a terminal, how wide one is, and the write itself. */
export interface ReportOutput {
  readonly isTTY: boolean;
  readonly columns: number | undefined;
  write(text: string): void;
}

/** Node's `process.stdout`, made when first asked (what tests capture, and a terminal's colours and width). */
export const nodeStdout: ReportOutput = {
  get isTTY() {
    return Boolean(process.stdout.isTTY);
  },
  get columns() {
    return process.stdout.columns;
  },
  write(text) {
    process.stdout.write(text);
  },
};

/**
 * The bin's standard output. Making `process.stdout` costs a fresh verify about 50 M instructions,
 * a tenth of what it runs beyond Node's own start (docs/speed.md, thirty-fourth round): Node loads
 * its stream modules for it, and for a pipe its `net` module too. Where the descriptor is a pipe, a
 * socket or a file the report is written to it directly, all at once, as Node itself writes to
 * those on Linux and macOS (synchronously). A terminal, or anything else (a character device such
 * as /dev/null cannot be told from a terminal without Node's `tty` module, which loads `net`), goes
 * through Node's stream as before.
 */
export function standardOutput(fd = 1): ReportOutput {
  let stats: ReturnType<typeof fstatSync> | undefined;
  try {
    stats = fstatSync(fd);
  } catch {
    stats = undefined;
  }
  if (!stats || !(stats.isFIFO() || stats.isSocket() || stats.isFile())) return nodeStdout;
  return {
    isTTY: false,
    columns: undefined,
    write(text) {
      try {
        writeAll(fd, Buffer.from(text, 'utf8'));
      } catch (error) {
        endAfterWriteFailure(error as NodeJS.ErrnoException);
      }
    },
  };
}

/**
 * Every byte of `bytes` to `fd`. A descriptor another program left non-blocking refuses a write to
 * a full pipe (EAGAIN) until its reader has taken some: wait a little and try again.
 */
function writeAll(fd: number, bytes: Buffer): void {
  for (let at = 0; at < bytes.length; ) {
    try {
      at += writeSync(fd, bytes, at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(PAUSE, 0, 0, PAUSE_MS);
    }
  }
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));
const PAUSE_MS = 2;
