import { CategorySet } from './unicode-categories.js';

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

const LETTER_OR_DIGIT = new CategorySet(['L', 'N']);

function isAlnumCode(code: number | undefined): boolean {
  return code !== undefined && LETTER_OR_DIGIT.has(code);
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

/**
 * `[text](url)` and `![alt](url)` on one line, the url without spaces: the brackets and the `(url)`
 * become spaces, the text stays. One pass; the searches for the closing parenthesis and the next
 * blank only move forward, so a text full of `](` stays linear.
 */
function blankLinks(text: string, out: string[]): void {
  let open = -1;
  let close = 0;
  let blank = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') open = -1;
    else if (ch === '[') open = i;
    else if (ch === ']' && text[i + 1] === '(' && open >= 0) {
      close = Math.max(close, i + 2);
      while (close < text.length && text[close] !== ')') close++;
      blank = Math.max(blank, i + 2);
      while (blank < text.length && !isBlankCode(text.charCodeAt(blank))) blank++;
      if (close >= text.length || blank < close) continue;
      out[open] = ' ';
      if (open > 0 && text[open - 1] === '!') out[open - 1] = ' ';
      for (let k = i; k <= close; k++) out[k] = ' ';
      open = -1;
      i = close;
    }
  }
}
