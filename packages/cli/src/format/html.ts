import type { Scenario, ScenarioReport } from '@factlint/kernel';

/** Placeholder until the HTML report lands (issue 6): a minimal but valid page listing the JSON. */
export function formatHtml(reports: readonly ScenarioReport[], _scenarios: readonly Scenario[]): string {
  const json = JSON.stringify({ scenarios: reports }, null, 2).replace(/</g, '\\u003c');
  return `<!doctype html><meta charset="utf-8"><title>factlint report</title><pre>${escapeHtml(json)}</pre>\n`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
