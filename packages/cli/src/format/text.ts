import pc from 'picocolors';
import type { ClaimResult, FactRecord, ScenarioReport, Severity } from '@factlint/kernel';

type Paint = (s: string) => string;

const SEVERITY_PAINT: Record<Severity, Paint> = {
  pass: pc.green,
  low: pc.cyan,
  medium: pc.yellow,
  high: pc.red,
  critical: (s) => pc.bold(pc.red(s)),
  UNGRADED: pc.dim,
  ERROR: (s) => pc.bold(pc.magenta(s)),
};

const STATUS_PAINT: Record<string, Paint> = {
  supported: pc.green,
  derived: pc.green,
  approximate: pc.cyan,
  unsupported: pc.yellow,
  contradicted: pc.red,
  not_extracted: pc.dim,
  correct: pc.green,
  not_stated: pc.dim,
  ambiguous: pc.yellow,
  wrong: pc.red,
};

/** The human-readable report: a verdict line per scenario, then its claims and facts. */
export function formatText(reports: readonly ScenarioReport[]): string {
  const out: string[] = [];
  for (const r of reports) {
    const head = `${SEVERITY_PAINT[r.severity](r.severity.padEnd(8))} ${pc.bold(r.id)}${r.name ? pc.dim(` — ${r.name}`) : ''}`;
    const grounding = r.verdict
      ? `verdict ${r.verdict}, grounding ${r.grounding_score === null ? 'n/a' : r.grounding_score.toFixed(2)}, coverage ${(r.coverage ?? 0).toFixed(2)}, ${r.claims_total} claim${r.claims_total === 1 ? '' : 's'}`
      : 'grounding: no context';
    out.push(`${head}\n  ${pc.dim(`${grounding} · ${r.latency_ms} ms`)}`);
    if (r.claims.length) out.push(claimTable(r.claims));
    if (r.facts.length) out.push(factTable(r.facts));
    for (const j of r.judges) {
      if (j.error) out.push(`  ${SEVERITY_PAINT.ERROR('ERROR')} ${j.judge} (${j.source}): ${j.error}`);
      else if (j.judge !== 'grounding' && j.judge !== 'facts' && j.ran) out.push(`  checker ${j.judge} (${j.source}): ${j.severity}${j.note ? ` — ${j.note}` : ''}`);
    }
    for (const w of r.warnings) out.push(`  ${pc.yellow('warning')} ${w}`);
    out.push('');
  }
  out.push(summaryLine(reports));
  return out.join('\n') + '\n';
}

function claimTable(claims: readonly ClaimResult[]): string {
  const rows = claims.map((c) => [
    paintStatus(c.status),
    c.type,
    JSON.stringify(c.text),
    c.formula ?? (c.evidence[0] ? `${c.evidence[0].doc}: ${JSON.stringify(clip(c.evidence[0].text, 50))}` : c.nearest_context_value !== null ? `context has ${c.nearest_context_value}` : ''),
    pc.dim(c.reason),
  ]);
  return table(['status', 'type', 'claim', 'evidence', 'reason'], rows);
}

function factTable(facts: readonly FactRecord[]): string {
  const rows = facts.map((f) => [
    paintStatus(f.outcome),
    clip(f.id ?? f.claim, 40),
    String(f.declared) + (f.unit ? ` ${f.unit}` : ''),
    f.values.join(', ') + (f.hedged ? ' (hedged)' : '') + (f.capped ? ' (capped)' : ''),
    pc.dim(f.reason),
  ]);
  return table(['outcome', 'fact', 'declared', 'stated', 'reason'], rows);
}

function paintStatus(s: string): string {
  return (STATUS_PAINT[s] ?? ((x: string) => x))(s);
}

function table(header: string[], rows: string[][]): string {
  const all = [header.map((h) => pc.dim(h)), ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => visible(r[i] ?? '').length)));
  return all.map((r) => '  ' + r.map((cell, i) => cell + ' '.repeat(Math.max(0, widths[i]! - visible(cell).length))).join('  ').trimEnd()).join('\n');
}

// Strip ANSI colour codes to measure what the terminal shows.
const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
function visible(s: string): string {
  return s.replace(ANSI, '');
}

function clip(s: string, n: number): string {
  return s.length > n ? s.slice(0, n - 1) + '…' : s;
}

export function summaryLine(reports: readonly ScenarioReport[]): string {
  const counts = new Map<string, number>();
  for (const r of reports) counts.set(r.severity, (counts.get(r.severity) ?? 0) + 1);
  const parts = [...counts.entries()].map(([k, v]) => `${v} ${k}`);
  return `${reports.length} scenario${reports.length === 1 ? '' : 's'}: ${parts.join(', ') || 'none'}`;
}
