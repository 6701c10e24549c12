import type { Span } from '@factlint/kernel';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and for quoted attribute values alike: answers are untrusted. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A span to wrap: `open` is a complete, already-escaped opening tag; it is closed with `</mark>`. */
export interface SpanMark {
  span: Span;
  open: string;
}

/**
 * The text, escaped, with every mark wrapped around its span. Marks that nest (a quote holding a
 * number) become nested elements; marks that cross are split where they cross, so the output is
 * always well-formed. Spans outside the text are clipped; empty spans are dropped.
 */
export function highlightSpans(text: string, marks: readonly SpanMark[]): string {
  const usable = marks
    .map((m, order) => ({ ...m, start: Math.max(0, m.span[0]), end: Math.min(text.length, m.span[1]), order }))
    .filter((m) => m.start < m.end)
    // Outer marks first, so that a mark opened earlier encloses the ones inside it.
    .sort((a, b) => a.start - b.start || b.end - a.end || a.order - b.order);
  if (usable.length === 0) return escapeHtml(text);
  const cuts = [...new Set([0, text.length, ...usable.flatMap((m) => [m.start, m.end])])].sort((a, b) => a - b);
  const out: string[] = [];
  let open: typeof usable = [];
  let next = 0; // index of the first mark not yet started
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!;
    const to = cuts[i + 1]!;
    const active = open.filter((m) => m.end >= to);
    while (next < usable.length && usable[next]!.start === from) active.push(usable[next++]!);
    active.sort((a, b) => a.start - b.start || b.end - a.end || a.order - b.order);
    let keep = 0;
    while (keep < open.length && keep < active.length && open[keep] === active[keep]) keep++;
    out.push('</mark>'.repeat(open.length - keep));
    for (const m of active.slice(keep)) out.push(m.open);
    out.push(escapeHtml(text.slice(from, to)));
    open = active;
  }
  out.push('</mark>'.repeat(open.length));
  return out.join('');
}

/** A short excerpt of `text` around `span`, the span marked; `…` where the text was cut. */
export function excerptAround(text: string, span: Span, open: string, reach = 120): string {
  const start = Math.max(0, Math.min(span[0], text.length));
  const end = Math.max(start, Math.min(span[1], text.length));
  const from = Math.max(0, start - reach);
  const to = Math.min(text.length, end + reach);
  return (
    (from > 0 ? '…' : '') +
    escapeHtml(text.slice(from, start)) +
    open +
    escapeHtml(text.slice(start, end)) +
    '</mark>' +
    escapeHtml(text.slice(end, to)) +
    (to < text.length ? '…' : '')
  );
}
