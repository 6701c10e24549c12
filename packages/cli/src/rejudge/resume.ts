import { closeSync, createReadStream, existsSync, openSync, readSync, statSync, truncateSync } from 'node:fs';
import { InputError, type ScenarioReport } from '@factlint/kernel';
import { readLines } from './line-reader.js';
import { countError, countReport, emptyTally, type Tally } from './tally.js';

/** What an earlier, interrupted run left in the output file. */
export interface KeptOutput {
  /** The input line number of the last complete record (0 when there is none). */
  lastLine: number;
  records: number;
  /** Bytes of a torn last record, cut off the file. */
  droppedBytes: number;
  /** The kept records counted, so the summary and the exit code cover the whole output. */
  tally: Tally;
}

/**
 * `--resume`: keeps every complete record of `out` (a line ending in `\n`), cuts off a torn last
 * one, and says after which input line to go on. Records are written in input order, so every
 * non-blank input line up to the last complete record's `line` has its record, and none after it.
 */
export async function keepCompletedOutput(out: string, fails: (r: ScenarioReport) => boolean): Promise<KeptOutput> {
  const kept: KeptOutput = { lastLine: 0, records: 0, droppedBytes: 0, tally: emptyTally() };
  if (!existsSync(out)) return kept;
  const size = statSync(out).size;
  const complete = completeLength(out, size);
  kept.droppedBytes = size - complete;
  if (complete > 0) {
    let n = 0;
    for await (const text of readLines(createReadStream(out, { end: complete - 1 }))) {
      n++;
      const record = parseRecord(text);
      if (!record || record.line <= kept.lastLine) {
        throw new InputError([
          {
            file: out,
            path: '',
            line: n,
            column: 1,
            message: 'not a rejudge output record in input order ({"line": n, …}): --resume continues only a file rejudge wrote',
          },
        ]);
      }
      kept.lastLine = record.line;
      kept.records++;
      if (typeof record.error === 'string') countError(kept.tally, record.line, record.error);
      else countReport(kept.tally, record as unknown as ScenarioReport, fails(record as unknown as ScenarioReport));
    }
  }
  if (kept.droppedBytes > 0) truncateSync(out, complete);
  return kept;
}

/** A record rejudge writes: `{"line": n, "error": "…"}`, or `{"line": n, …scenario report}`. */
function parseRecord(text: string): ({ line: number; error?: unknown } & Record<string, unknown>) | undefined {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || !Number.isInteger(value.line)) return undefined;
  const isError = typeof value.error === 'string';
  const isReport =
    typeof value.id === 'string' && typeof value.severity === 'string' && Array.isArray(value.claims) && Array.isArray(value.facts);
  return isError || isReport ? (value as { line: number }) : undefined;
}

/** The length of the file up to and including its last `\n`. */
function completeLength(file: string, size: number): number {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    for (let end = size; end > 0; end -= buffer.length) {
      const start = Math.max(0, end - buffer.length);
      const read = readSync(fd, buffer, 0, end - start, start);
      const i = buffer.subarray(0, read).lastIndexOf(0x0a);
      if (i !== -1) return start + i + 1;
    }
    return 0;
  } finally {
    closeSync(fd);
  }
}
