import MarkdownIt, { type Token } from 'markdown-it';
import type { SpanMark } from './html-text.js';

/*
 * An answer rendered from Markdown with its claims still marked at the right characters.
 *
 * Spans are offsets into the Markdown source, and rendering moves every character. So the span
 * boundaries go into the source first, as placeholder tokens markdown-it passes through as text
 * (Private Use Area characters around the mark's number); after rendering, each placeholder becomes
 * a `<mark>` tag. A mark never straddles an element: where one closes inside a mark (a block ends,
 * a bold run that began before the claim ends), the mark is closed before it and opened again at
 * the next text, so the page is always well-formed.
 */

const OPEN = '\uE000';
const CLOSE = '\uE001';
const END = '\uE002';
const PLACEHOLDER_CHARS = /[\uE000-\uE002]/g;
const PLACEHOLDERS = /[\uE000\uE001]\d+\uE002/g;
// markdown-it percent-encodes a link destination as it parses it: the placeholders in UTF-8.
const ENCODED_PLACEHOLDERS = /%EE%80%8([01])(\d+)%EE%80%82/gi;

// Raw HTML in an answer is shown as text (`html: false`); every newline is a line break, as factlint
// reads answers (two lines are never one sentence); bare URLs stay text, as the model wrote them.
const markdown = new MarkdownIt({ html: false, breaks: true, linkify: false });

/** Elements a mark may not contain or cross: a mark closes before them and reopens inside. */
const BLOCKS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'div',
  'dl',
  'dt',
  'dd',
]);
const VOID = new Set(['br', 'hr', 'img']);

/** `text` as Markdown (raw HTML disabled), with every mark wrapped around its span's characters. */
export function renderMarkdownWithMarks(text: string, marks: readonly SpanMark[]): string {
  // An answer's own Private Use Area characters would read as placeholders: shown as U+FFFD (same
  // length, so every span still points at the same characters).
  const source = text.replace(PLACEHOLDER_CHARS, '\uFFFD');
  const env = {};
  const tokens = markdown.parse(withPlaceholders(source, marks), env);
  for (const t of tokens) if (t.children) moveOutOfAttributes(t.children);
  return placeMarks(markdown.renderer.render(tokens, markdown.options, env), marks);
}

/** The source with `OPEN n END` at each mark's start and `CLOSE n END` at its end. */
function withPlaceholders(source: string, marks: readonly SpanMark[]): string {
  const cuts: { at: number; text: string; opens: boolean; n: number; other: number }[] = [];
  marks.forEach((m, n) => {
    const start = Math.max(0, m.span[0]);
    const end = Math.min(source.length, m.span[1]);
    if (start >= end) return;
    cuts.push({ at: start, text: `${OPEN}${n}${END}`, opens: true, n, other: end });
    cuts.push({ at: end, text: `${CLOSE}${n}${END}`, opens: false, n, other: start });
  });
  // At one offset: closes first, inner (later start) before outer; then opens, outer (later end)
  // before inner. So marks that nest in the source nest in the page.
  cuts.sort((a, b) => a.at - b.at || Number(a.opens) - Number(b.opens) || b.other - a.other || (a.opens ? a.n - b.n : b.n - a.n));
  let out = '';
  let from = 0;
  for (const c of cuts) {
    out += source.slice(from, c.at) + c.text;
    from = c.at;
  }
  return out + source.slice(from);
}

/**
 * A claim that is a link's destination (`[report](https://…)`) has its placeholders inside the
 * `href`, where no mark can go: they move around the link's text, so the link that carries the
 * URL is what is marked.
 */
function moveOutOfAttributes(children: Token[]): void {
  children.forEach((token, i) => {
    const attr = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : null;
    if (!attr) return;
    const value = String(token.attrGet(attr) ?? '').replace(
      ENCODED_PLACEHOLDERS,
      (_, kind: string, n: string) => `${kind === '0' ? OPEN : CLOSE}${n}${END}`,
    );
    const moved: string[] = value.match(PLACEHOLDERS) ?? [];
    if (moved.length === 0) return;
    token.attrSet(attr, value.replace(PLACEHOLDERS, ''));
    if (token.type === 'image') {
      const after = new (token.constructor as new (type: string, tag: string, nesting: number) => Token)('text', '', 0);
      after.content = moved.join('');
      children.splice(i + 1, 0, after);
      return;
    }
    const close = children.findIndex((t, j) => j > i && t.type === 'link_close');
    const inside = children.slice(i + 1, close < 0 ? children.length : close).filter((t) => t.type === 'text');
    const present = inside.map((t) => t.content).join('');
    const missing = moved.filter((p) => !present.includes(p)); // an autolink shows its URL, placeholders and all
    const first = inside[0];
    const last = inside.at(-1);
    if (!first || !last) return;
    first.content = missing.filter((p) => p.startsWith(OPEN)).join('') + first.content;
    last.content += missing.filter((p) => p.startsWith(CLOSE)).join('');
  });
}

type Open = { kind: 'element'; name: string; tag: string } | { kind: 'mark'; n: number };

/** Turns the placeholders of rendered HTML into `<mark>` tags, closing and reopening where elements require. */
function placeMarks(html: string, marks: readonly SpanMark[]): string {
  const out: string[] = [];
  const stack: Open[] = [];
  const active: number[] = []; // marks whose span we are inside, in the order they began
  const closeMarksAbove = (depth: number) => {
    while (stack.length > depth && stack.at(-1)!.kind === 'mark') {
      stack.pop();
      out.push('</mark>');
    }
  };
  const piece = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|\uE000(\d+)\uE002|\uE001(\d+)\uE002|[^<\uE000\uE001]+/g;
  for (const m of html.matchAll(piece)) {
    const [whole, slash, tagName, opened, closed] = m;
    if (opened !== undefined) {
      active.push(Number(opened));
    } else if (closed !== undefined) {
      const n = Number(closed);
      active.splice(active.indexOf(n), 1);
      const at = stack.findIndex((o) => o.kind === 'mark' && o.n === n);
      if (at < 0) continue; // never opened: its span held no text
      // Close everything above it; reopen the elements (marks reopen at the next text).
      const above = stack.splice(at);
      for (const o of [...above].reverse()) out.push(o.kind === 'mark' ? '</mark>' : `</${o.name}>`);
      for (const o of above.slice(1)) {
        if (o.kind === 'element') {
          stack.push(o);
          out.push(o.tag);
        }
      }
    } else if (tagName !== undefined) {
      const name = tagName.toLowerCase();
      if (slash) {
        const at = stack.map((o) => o.kind === 'element' && o.name === name).lastIndexOf(true);
        closeMarksAbove(at + 1);
        if (at >= 0) stack.length = at;
        out.push(whole);
      } else {
        if (BLOCKS.has(name)) closeMarksAbove(innermostElementDepth(stack));
        out.push(whole);
        if (!VOID.has(name)) stack.push({ kind: 'element', name, tag: whole });
      }
    } else if (whole.trim() === '') {
      out.push(whole); // the newline between two blocks never opens a mark
    } else {
      const open = new Set(stack.flatMap((o) => (o.kind === 'mark' ? [o.n] : [])));
      for (const n of active) {
        if (open.has(n)) continue;
        stack.push({ kind: 'mark', n });
        out.push(marks[n]!.open);
      }
      out.push(whole);
    }
  }
  for (const o of stack.reverse()) out.push(o.kind === 'mark' ? '</mark>' : `</${o.name}>`);
  return out.join('');
}

function innermostElementDepth(stack: readonly Open[]): number {
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.kind === 'element') return i + 1;
  return 0;
}
