import pc from 'picocolors';
import { colourWanted } from './terminal.js';
import type { ClaimResult, FactRecord, ScenarioReport, Severity } from '@factlint/kernel';

type Paint = (s: string) => string;
type Colors = ReturnType<typeof pc.createColors>;

export interface TextOptions {
  /** Colour the output (default: on a terminal that shows colour; `NO_COLOR`, `FORCE_COLOR` and `TERM=dumb` honoured). */
  color?: boolean;
  /** Terminal columns the tables must fit in (default 100). */
  width?: number;
}

/** The width for text output when the terminal's is unknown (a pipe, a file). */
export const DEFAULT_WIDTH = 100;

/** A table cell: its text, and how to paint it once it has been clipped to its column. */
interface Cell {
  text: string;
  paint?: Paint;
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
  const c = pc.createColors(options.color ?? colourWanted(Boolean(process.stdout.isTTY)));
  const width = options.width ?? DEFAULT_WIDTH;
  const severity = severityPaint(c);
  const status = statusPaint(c);
  const paintStatus = (s: string) => (status[s] ?? ((x: string) => x))(s);
  const statusPaintOf = (s: string): Paint | undefined => status[s];
  const out: string[] = [];
  for (const r of reports) {
    const head = `${severity[r.severity](r.severity.padEnd(8))} ${c.bold(r.id)}${r.name ? c.dim(` — ${r.name}`) : ''}`;
    const grounding = r.verdict
      ? `verdict ${r.verdict}, grounding ${r.grounding_score === null ? 'n/a' : r.grounding_score.toFixed(2)}, coverage ${(r.coverage ?? 0).toFixed(2)}, ${r.claims_total} claim${r.claims_total === 1 ? '' : 's'}`
      : 'grounding: no context';
    out.push(`${head}\n  ${c.dim(`${grounding} · ${r.latency_ms} ms`)}`);
    if (r.claims.length) out.push(claimTable(r.claims, statusPaintOf, c, width));
    if (r.facts.length) out.push(factTable(r.facts, statusPaintOf, c, width));
    for (const j of r.judges) {
      if (j.error) out.push(`  ${severity.ERROR('ERROR')} ${j.judge} (${j.source}): ${j.error}`);
      else if (j.judge !== 'grounding' && j.judge !== 'facts' && j.ran) {
        out.push(`  checker ${j.judge} (${j.source}): ${severity[j.severity](j.severity)}${j.note ? ` — ${j.note}` : ''}`);
        for (const item of j.checklist ?? [])
          out.push(`    ${paintStatus(item.status)} ${item.item}${item.optional ? c.dim(' (optional)') : ''}`);
      }
    }
    for (const w of r.warnings) out.push(`  ${c.yellow('warning')} ${w}`);
    out.push('');
  }
  out.push(summaryLine(reports));
  return `${out.join('\n')}\n`;
}

function claimTable(claims: readonly ClaimResult[], paintOf: (s: string) => Paint | undefined, c: Colors, width: number): string {
  const rows = claims.map((claim): Cell[] => [
    { text: claim.status, paint: paintOf(claim.status) },
    { text: claim.type },
    { text: JSON.stringify(clip(claim.text, 40)) },
    { text: clip(valueText(claim.value, claim.unit), 30) + (claim.hedged ? ' ~' : '') },
    { text: evidenceText(claim) },
    { text: claim.reason, paint: c.dim },
  ]);
  return table(['status', 'type', 'claim', 'value', 'evidence', 'reason'], rows, c, width, [KEEP, KEEP, 8, 8, 8, 16]);
}

/** The formula for a derivation, else the first evidence passage, else what the context has instead. */
function evidenceText(claim: ClaimResult): string {
  if (claim.formula) return claim.formula;
  const first = claim.evidence[0];
  if (first)
    return `${first.doc}: ${JSON.stringify(clip(first.text, 50))}${claim.evidence.length > 1 ? ` +${claim.evidence.length - 1}` : ''}`;
  if (claim.nearest_context_value !== null) return `context has ${claim.nearest_context_value}`;
  return '';
}

function factTable(facts: readonly FactRecord[], paintOf: (s: string) => Paint | undefined, c: Colors, width: number): string {
  const rows = facts.map((f): Cell[] => [
    { text: f.outcome, paint: paintOf(f.outcome) },
    { text: clip(f.id ?? f.claim, 40) },
    { text: valueText(f.declared, f.unit) },
    { text: f.values.join(', ') + (f.hedged ? ' (hedged)' : '') + (f.capped ? ' (capped)' : '') },
    { text: f.reason, paint: c.dim },
  ]);
  return table(['outcome', 'fact', 'declared', 'stated', 'reason'], rows, c, width, [KEEP, 12, KEEP, 8, 16]);
}

function valueText(value: number | string | null, unit: string | null): string {
  if (value === null) return '';
  return unit ? `${value} ${unit}` : String(value);
}

const INDENT = 2;
const GAP = 2;
/** A column that is never narrowed: a status or a type clipped would say nothing. */
const KEEP = Number.POSITIVE_INFINITY;

/**
 * Rows under a header, fitted to `width` terminal columns: while the table is too wide, the widest
 * column above its floor gives up a column, and cells are clipped with `…` (before colouring, so no
 * escape code is ever cut). A terminal narrower than every floor wraps.
 */
function table(header: string[], rows: Cell[][], c: Colors, width: number, floors: readonly number[]): string {
  const all: Cell[][] = [header.map((h) => ({ text: h, paint: c.dim })), ...rows];
  // A fold, not Math.max(...cells): a report listing over ~125,000 claims has more cells than a call takes arguments.
  const widths = header.map((_, i) => all.reduce((widest, r) => Math.max(widest, columns(r[i]?.text ?? '')), 0));
  const floor = header.map((_, i) => Math.min(widths[i]!, floors[i] ?? KEEP));
  let excess = INDENT + widths.reduce((a, b) => a + b, 0) + GAP * (widths.length - 1) - width;
  while (excess > 0) {
    let widest = -1;
    widths.forEach((w, i) => {
      if (w > floor[i]! && (widest < 0 || w > widths[widest]!)) widest = i;
    });
    if (widest < 0) break;
    widths[widest]!--;
    excess--;
  }
  return all
    .map(
      (r) =>
        ' '.repeat(INDENT) +
        r
          .map((cell, i) => {
            const text = clipColumns(cell.text, widths[i]!);
            return (cell.paint ? cell.paint(text) : text) + ' '.repeat(Math.max(0, widths[i]! - columns(text)));
          })
          .join(' '.repeat(GAP))
          .trimEnd(),
    )
    .join('\n');
}

/** `s` cut to at most `n` terminal columns, with `…` where it was cut. */
function clipColumns(s: string, n: number): string {
  if (columns(s) <= n) return s;
  let out = '';
  let used = 0;
  for (const ch of s) {
    const w = columns(ch);
    if (used + w > n - 1) break;
    out += ch;
    used += w;
  }
  return `${out}…`;
}

// ANSI colour codes take no room on the terminal.
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes begin with ESC.
const ANSI = /\u001b\[[0-9;]*m/g;
// East Asian wide and fullwidth characters take two terminal columns (Unicode UAX #11, main blocks).
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/gu;

/** How many terminal columns `s` takes. */
function columns(s: string): number {
  const plain = s.replace(ANSI, '');
  let n = 0;
  for (const _ of plain) n++;
  return n + (plain.match(WIDE)?.length ?? 0);
}

function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

export function summaryLine(reports: readonly ScenarioReport[]): string {
  const counts = new Map<string, number>();
  for (const r of reports) counts.set(r.severity, (counts.get(r.severity) ?? 0) + 1);
  const parts = [...counts.entries()].map(([k, v]) => `${v} ${k}`);
  return `${reports.length} scenario${reports.length === 1 ? '' : 's'}: ${parts.join(', ') || 'none'}`;
}
