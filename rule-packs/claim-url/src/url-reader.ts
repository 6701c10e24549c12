import type { Span } from '@factlint/kernel';
import { allMatches } from '@factlint/text';

/*
 * Finds URLs in running text: `http(s)://…` and bare `www.…`, also inside Markdown links
 * `[text](url)` and autolinks `<url>`.
 *
 * A URL runs over printable ASCII and Latin letters (`/wiki/Zürich`); it stops at whitespace, at
 * CJK text (a URL followed directly by kana), at typographic quotes and guillemets. Punctuation
 * that ends the sentence around it (`.,;:!?'"*`) and a closing bracket with no opening one inside
 * the URL (`(see https://x.io/a)`, `[text](https://x.io/a)`) are not part of it.
 */
const URL_PATTERN = /(?:\bhttps?:\/\/|(?<![\w@./-])www\.)[!#$%&'()*+,\-./0-9:;=?@A-Z[\]_a-z~\u00C0-\u024F]+/gi;
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '*', '_']);

export interface FoundUrl {
  text: string;
  span: Span;
}

/** What every URL_PATTERN match holds: `://` after a scheme, or `www.` (a literal search, much cheaper than the pattern). */
const WWW = /www\./i;

export function findUrls(source: string): FoundUrl[] {
  const found: FoundUrl[] = [];
  // Most texts hold no address at all: the pattern (a look-behind and a word boundary tried at every
  // position) runs only on a text that has what any match must contain.
  if (!source.includes('://') && !WWW.test(source)) return found;
  for (const m of allMatches(source, URL_PATTERN)) {
    const start = m.index;
    const end = start + trimmedLength(m[0]);
    const text = source.slice(start, end);
    // A scheme or `www.` with nothing after it is not an address.
    if (/^(?:https?:\/\/|www\.)$/i.test(text) || !/[.]/.test(text.replace(/^https?:\/\//i, ''))) continue;
    found.push({ text, span: [start, end] });
  }
  return found;
}

function trimmedLength(raw: string): number {
  let end = raw.length;
  for (;;) {
    const last = raw[end - 1];
    if (last === undefined) return end;
    if (TRAILING_PUNCTUATION.has(last)) {
      end--;
    } else if ((last === ')' && unbalanced(raw, end, '(', ')')) || (last === ']' && unbalanced(raw, end, '[', ']'))) {
      end--;
    } else {
      return end;
    }
  }
}

function unbalanced(raw: string, end: number, open: string, close: string): boolean {
  let depth = 0;
  for (let i = 0; i < end; i++) {
    if (raw[i] === open) depth++;
    else if (raw[i] === close) depth--;
  }
  return depth < 0;
}
