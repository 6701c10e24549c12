/*
 * Inline Markdown marks — emphasis (`**`, `*`, `__`, `_`), code spans (backticks) and the link syntax
 * around a link's text (`[`, `](url)`) — never change what a sentence says, but they stand between a
 * hedge and its figure (`rundt **12 000 kr**`), a negation and the figure it denies, a number word and
 * the anchor it multiplies. `blankInlineMarks` replaces them by spaces, so the text keeps its length
 * and every offset read in it is an offset of the original.
 */

const SPACE = 32;

function isBlankCode(code: number | undefined): boolean {
  return code === undefined || code === SPACE || code === 9 || code === 10 || code === 13 || code === 0xa0 || code === 0x3000;
}

function isAlnumCode(code: number | undefined): boolean {
  if (code === undefined) return false;
  return /[\p{L}\p{N}]/u.test(String.fromCharCode(code));
}

/** The text with inline Markdown marks replaced by spaces (same length); the text itself when it has none. */
export function blankInlineMarks(text: string): string {
  if (!/[*_`\]]/.test(text)) return text;
  const out = text.split('');
  blankLinks(text, out);
  for (let i = 0; i < text.length; ) {
    const ch = text[i]!;
    if (ch !== '*' && ch !== '_' && ch !== '`') {
      i++;
      continue;
    }
    let end = i;
    while (text[end] === ch) end++;
    if (ch === '`' || isEmphasisRun(text, i, end, ch)) for (let k = i; k < end; k++) out[k] = ' ';
    i = end;
  }
  const blanked = out.join('');
  return blanked === text ? text : blanked;
}

/**
 * A run of `*` or `_` is an emphasis mark when it touches a non-blank character on one side only or
 * on both: `6 * 2` (blank both sides) is arithmetic, `* item` at a line start a bullet, and an
 * underscore between two letters or digits (`snake_case`) part of a word.
 */
function isEmphasisRun(text: string, start: number, end: number, ch: string): boolean {
  const before = start > 0 ? text.charCodeAt(start - 1) : undefined;
  const after = end < text.length ? text.charCodeAt(end) : undefined;
  if (isBlankCode(before) && isBlankCode(after)) return false;
  if (ch === '_' && isAlnumCode(before) && isAlnumCode(after)) return false;
  if (isBlankCode(after) && lineStartBefore(text, start) && end - start === 1) return false;
  return end - start <= 3;
}

function lineStartBefore(text: string, at: number): boolean {
  for (let k = at - 1; k >= 0; k--) {
    const c = text[k]!;
    if (c === '\n') return true;
    if (c !== ' ' && c !== '\t') return false;
  }
  return true;
}

/** `[text](url)` and `![alt](url)` on one line: the brackets and the `(url)` become spaces, the text stays. */
function blankLinks(text: string, out: string[]): void {
  for (let close = text.indexOf('](', 0); close >= 0; close = text.indexOf('](', close + 2)) {
    const open = text.lastIndexOf('[', close);
    const lineStart = text.lastIndexOf('\n', close) + 1;
    const end = text.indexOf(')', close + 2);
    const lineEnd = text.indexOf('\n', close);
    if (open < lineStart || end < 0 || (lineEnd >= 0 && end > lineEnd)) continue;
    if (/\s/.test(text.slice(close + 2, end))) continue;
    out[open] = ' ';
    if (open > 0 && text[open - 1] === '!') out[open - 1] = ' ';
    for (let k = close; k <= end; k++) out[k] = ' ';
  }
}
