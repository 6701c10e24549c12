import type { ScenarioReport } from '@factlint/kernel';

/** SPEC §7: `{ "scenarios": [ … ] }`, keys stable. */
export function formatJson(reports: readonly ScenarioReport[]): string {
  return `${JSON.stringify({ scenarios: reports }, null, 2)}\n`;
}

/** One scenario report per line. */
export function formatJsonl(reports: readonly ScenarioReport[]): string {
  return reports.map((r) => JSON.stringify(r)).join('\n') + (reports.length ? '\n' : '');
}
