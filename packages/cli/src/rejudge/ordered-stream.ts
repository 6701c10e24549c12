import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import type { BatchResult, JudgeBatch, LineBatch } from './transcript-judge.js';
import { emptyTally, mergeTally, type Tally } from './tally.js';
import { readLines } from './line-reader.js';

export interface StreamOptions {
  input: Readable;
  output: Writable;
  judge: JudgeBatch;
  /** Lines per batch: large enough that messages to the workers cost little, small enough to keep the bar moving. */
  batchSize: number;
  /** Batches judged or waiting to be written at once: this bounds memory, whatever the input size. */
  window: number;
  /** The number of the input's first line in the whole file (a shard starts part-way): default 1. */
  firstLine?: number;
  /** Lines up to this number are read but not judged (`--resume`: their records are already written). */
  skipThrough?: number;
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
  let number = (options.firstLine ?? 1) - 1;
  let first = number + 1;
  for await (const line of readLines(input)) {
    linesRead++;
    number++;
    if (number <= (options.skipThrough ?? 0)) {
      first = number + 1;
      continue;
    }
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
