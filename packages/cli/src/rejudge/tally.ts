import type { ScenarioReport } from '@factlint/kernel';

/** Counts over a rejudge run: what the summary prints and `--summary-json` writes. */
export interface Tally {
  judged: number;
  errors: number;
  flagged: number;
  severity: Record<string, number>;
  verdict: Record<string, number>;
  facts: Record<string, number>;
  claims: Record<string, number>;
  /** Lines judged per worker thread (by thread id; 0 is the main thread): how the work was shared. */
  byThread: Record<string, number>;
  /** The first few malformed lines, for the summary. */
  firstErrors: { line: number; error: string }[];
}

const KEPT_ERRORS = 5;

export function emptyTally(): Tally {
  return { judged: 0, errors: 0, flagged: 0, severity: {}, verdict: {}, facts: {}, claims: {}, byThread: {}, firstErrors: [] };
}

export function countReport(t: Tally, r: ScenarioReport, flagged: boolean): void {
  t.judged++;
  if (flagged) t.flagged++;
  bump(t.severity, r.severity);
  bump(t.verdict, r.verdict ?? 'no context');
  for (const f of r.facts) bump(t.facts, f.outcome);
  for (const c of r.claims) bump(t.claims, c.status);
}

export function countError(t: Tally, line: number, error: string): void {
  t.errors++;
  if (t.firstErrors.length < KEPT_ERRORS) t.firstErrors.push({ line, error });
}

/** Adds `from` into `into` (batches come back from the workers with their own tallies). */
export function mergeTally(into: Tally, from: Tally): void {
  into.judged += from.judged;
  into.errors += from.errors;
  into.flagged += from.flagged;
  for (const key of ['severity', 'verdict', 'facts', 'claims', 'byThread'] as const) {
    for (const [k, n] of Object.entries(from[key])) bump(into[key], k, n);
  }
  for (const e of from.firstErrors) if (into.firstErrors.length < KEPT_ERRORS) into.firstErrors.push(e);
}

/** Counts `lines` lines judged on thread `thread`. */
export function countThread(t: Tally, thread: number, lines: number): void {
  if (lines > 0) bump(t.byThread, String(thread), lines);
}

function bump(counts: Record<string, number>, key: string, n = 1): void {
  counts[key] = (counts[key] ?? 0) + n;
}
