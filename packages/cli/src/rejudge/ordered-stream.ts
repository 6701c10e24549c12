import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { createInterface } from 'node:readline';
import type { BatchResult, JudgeBatch, LineBatch } from './transcript-judge.js';
import { emptyTally, mergeTally, type Tally } from './tally.js';

export interface StreamOptions {
  input: Readable;
  output: Writable;
  judge: JudgeBatch;
  /** Lines per batch: large enough that messages to the workers cost little, small enough to keep the bar moving. */
  batchSize: number;
  /** Batches judged or waiting to be written at once: this bounds memory, whatever the input size. */
  window: number;
  /** After each batch is written: lines read so far and the running tally. */
  onBatch?: (linesRead: number, tally: Tally) => void;
}

/**
 * Streams lines through `judge` in batches, several at a time, and writes the results in input
 * order. Reading waits while `window` batches are unwritten, and writing waits for the output to
 * drain, so memory stays constant on any input size.
 */
export async function judgeInOrder(options: StreamOptions): Promise<Tally> {
  const { input, output, judge, batchSize, window } = options;
  const tally = emptyTally();
  const pending: Promise<BatchResult>[] = [];
  let linesRead = 0;

  const writeOldest = async () => {
    const result = await pending.shift()!;
    mergeTally(tally, result.tally);
    if (result.output && !output.write(result.output)) await once(output, 'drain');
    options.onBatch?.(linesRead, tally);
  };

  let batch: string[] = [];
  let first = 1;
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    linesRead++;
    batch.push(line);
    if (batch.length < batchSize) continue;
    pending.push(submit(judge, { first, lines: batch }));
    first += batch.length;
    batch = [];
    if (pending.length >= window) await writeOldest();
  }
  if (batch.length) pending.push(submit(judge, { first, lines: batch }));
  while (pending.length) await writeOldest();
  return tally;
}

/** A batch's promise, marked handled: a failure surfaces when its turn to be written comes. */
function submit(judge: JudgeBatch, batch: LineBatch): Promise<BatchResult> {
  const result = judge(batch);
  result.catch(() => undefined);
  return result;
}
