import type { EvalSummary, Share } from './eval-summary.js';

/** The summary as a plain-text table, for a terminal or a CI log. */
export function formatEvalSummary(s: EvalSummary): string {
  const pct = (x: Share) => (x.rate === null ? '—' : `${(x.rate * 100).toFixed(1)} %`);
  const row = (label: string, x: Share) => `${label.padEnd(28)}${`${x.count}/${x.of}`.padStart(9)}  ${pct(x).padStart(8)}`;
  const lines = [
    `evaluation: ${s.cases} cases`,
    row('agreement with expected', s.agreement),
    row('answer-level recall', s.recall),
    row('clean answers passing', s.clean_pass),
    row('false positives (human)', s.false_positives),
    `${'latency'.padEnd(28)}p50 ${s.latency_ms.p50.toFixed(3)} ms · p95 ${s.latency_ms.p95.toFixed(3)} ms · max ${s.latency_ms.max.toFixed(3)} ms`,
    '',
    'by claim type:',
    ...Object.entries(s.by_claim_type).map(([k, v]) => row(`  ${k}`, v)),
    'by language:',
    ...Object.entries(s.by_language).map(([k, v]) => row(`  ${k}`, v)),
  ];
  if (s.false_positives.cases.length) lines.push('', `false positives: ${s.false_positives.cases.join(', ')}`);
  if (s.missed.length) lines.push('', `missed (should be flagged, passed): ${s.missed.join(', ')}`);
  if (s.disagreements.length) {
    lines.push('', 'disagreements (case: expected → got, reason):');
    for (const d of s.disagreements) lines.push(`  ${d.case_id}: ${d.expected} → ${d.got}${d.reason ? ` (${d.reason})` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
