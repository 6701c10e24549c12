import pc from 'picocolors';
import type { ClaimResult, FactRecord, ScenarioReport, Severity } from '@factlint/kernel';

type Paint = (s: string) => string;
type Colors = ReturnType<typeof pc.createColors>;

export interface TextOptions {
  /** Colour the output (default: when the terminal supports it; `NO_COLOR` and `FORCE_COLOR` are honoured). */
  color?: boolean;
}

function severityPaint(c: Colors): Record<Severity, Paint> {
  return {
    pass: c.green,
    low: c.cyan,
    medium: c.yellow,
    high: c.red,
    critical: (s) => c.bold(c.red(s)),
    UNGRADED: c.dim,
    ERROR: (s) => c.bold(c.magenta(s)),
  };
}

function statusPaint(c: Colors): Record<string, Paint> {
  return {
    supported: c.green,
    derived: c.green,
    approximate: c.cyan,
    unsupported: c.yellow,
    contradicted: c.red,
    not_extracted: c.dim,
    correct: c.green,
    not_stated: c.dim,
    ambiguous: c.yellow,
    wrong: c.red,
    met: c.green,
    violated: c.red,
    not_applicable: c.dim,
  };
}

/** The human-readable report: a verdict line per scenario, then its claims and facts, then a count line. */
export function formatText(reports: readonly ScenarioReport[], options: TextOptions = {}): string {
  const c = pc.createColors(options.color ?? pc.isColorSupported);
  const severity = severityPaint(c);
  const status = statusPaint(c);
  const paintStatus = (s: string) => (status[s] ?? ((x: string) => x))(s);
  const out: string[] = [];
  for (const r of reports) {
    const head = `${severity[r.severity](r.severity.padEnd(8))} ${c.bold(r.id)}${r.name ? c.dim(` — ${r.name}`) : ''}`;
    const grounding = r.verdict
      ? `verdict ${r.verdict}, grounding ${r.grounding_score === null ? 'n/a' : r.grounding_score.toFixed(2)}, coverage ${(r.coverage ?? 0).toFixed(2)}, ${r.claims_total} claim${r.claims_total === 1 ? '' : 's'}`
      : 'grounding: no context';
    out.push(`${head}\n  ${c.dim(`${grounding} · ${r.latency_ms} ms`)}`);
    if (r.claims.length) out.push(claimTable(r.claims, paintStatus, c));
    if (r.facts.length) out.push(factTable(r.facts, paintStatus, c));
    for (const j of r.judges) {
      if (j.error) out.push(`  ${severity.ERROR('ERROR')} ${j.judge} (${j.source}): ${j.error}`);
      else if (j.judge !== 'grounding' && j.judge !== 'facts' && j.ran) {
        out.push(`  checker ${j.judge} (${j.source}): ${severity[j.severity](j.severity)}${j.note ? ` — ${j.note}` : ''}`);
        for (const item of j.checklist ?? []) out.push(`    ${paintStatus(item.status)} ${item.item}${item.optional ? c.dim(' (optional)') : ''}`);
      }
    }
    for (const w of r.warnings) out.push(`  ${c.yellow('warning')} ${w}`);
    out.push('');
  }
  out.push(summaryLine(reports));
  return out.join('\n') + '\n';
}

function claimTable(claims: readonly ClaimResult[], paintStatus: Paint, c: Colors): string {
  const rows = claims.map((claim) => [
    paintStatus(claim.status),
    claim.type,
    JSON.stringify(clip(claim.text, 40)),
    clip(valueText(claim.value, claim.unit), 30) + (claim.hedged ? ' ~' : ''),
    evidenceText(claim),
    c.dim(claim.reason),
  ]);
  return table(['status', 'type', 'claim', 'value', 'evidence', 'reason'], rows, c);
}

/** The formula for a derivation, else the first evidence passage, else what the context has instead. */
function evidenceText(claim: ClaimResult): string {
  if (claim.formula) return claim.formula;
  const first = claim.evidence[0];
  if (first) return `${first.doc}: ${JSON.stringify(clip(first.text, 50))}${claim.evidence.length > 1 ? ` +${claim.evidence.length - 1}` : ''}`;
  if (claim.nearest_context_value !== null) return `context has ${claim.nearest_context_value}`;
  return '';
}

function factTable(facts: readonly FactRecord[], paintStatus: Paint, c: Colors): string {
  const rows = facts.map((f) => [
    paintStatus(f.outcome),
    clip(f.id ?? f.claim, 40),
    valueText(f.declared, f.unit),
    f.values.join(', ') + (f.hedged ? ' (hedged)' : '') + (f.capped ? ' (capped)' : ''),
    c.dim(f.reason),
  ]);
  return table(['outcome', 'fact', 'declared', 'stated', 'reason'], rows, c);
}

function valueText(value: number | string | null, unit: string | null): string {
  if (value === null) return '';
  return unit ? `${value} ${unit}` : String(value);
}

function table(header: string[], rows: string[][], c: Colors): string {
  const all = [header.map((h) => c.dim(h)), ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => columns(r[i] ?? ''))));
  return all.map((r) => '  ' + r.map((cell, i) => cell + ' '.repeat(Math.max(0, widths[i]! - columns(cell)))).join('  ').trimEnd()).join('\n');
}

// ANSI colour codes take no room on the terminal.
const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
// East Asian wide and fullwidth characters take two terminal columns (Unicode UAX #11, main blocks).
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/gu;

/** How many terminal columns `s` takes. */
function columns(s: string): number {
  const plain = s.replace(ANSI, '');
  let n = 0;
  for (const _ of plain) n++;
  return n + (plain.match(WIDE)?.length ?? 0);
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
