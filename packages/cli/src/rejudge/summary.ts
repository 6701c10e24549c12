import type { Tally } from './tally.js';

/** How the run went: wall time, threads, CPU time over all threads, peak memory. */
export interface RunFigures {
  seconds: number;
  threads: number;
  cpuSeconds: number;
  peakRssMb: number;
}

/** The summary rejudge prints on stderr when it is done. */
export function formatSummary(t: Tally, f: RunFigures): string {
  const done = t.judged + t.errors;
  const counts = (label: string, c: Record<string, number>) => {
    const parts = Object.entries(c)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`);
    return parts.length ? `  ${label.padEnd(9)} ${parts.join(', ')}\n` : '';
  };
  let out = `rejudged ${done} line${done === 1 ? '' : 's'} in ${f.seconds.toFixed(1)} s (${Math.round(done / Math.max(f.seconds, 0.001))}/s, ${f.threads || 'no'} worker thread${f.threads === 1 ? '' : 's'}, ${(f.cpuSeconds / Math.max(f.seconds, 0.001)).toFixed(1)} cores busy, peak RSS ${Math.round(f.peakRssMb)} MB)\n`;
  out += counts('severity', t.severity) + counts('verdict', t.verdict) + counts('facts', t.facts) + counts('claims', t.claims);
  out += `  flagged   ${t.flagged} of ${t.judged}\n`;
  if (t.errors) {
    out += `  errors    ${t.errors} line${t.errors === 1 ? '' : 's'} could not be judged (records with "error" in the output)\n`;
    for (const e of t.firstErrors) out += `    line ${e.line}: ${e.error}\n`;
  }
  return out;
}
