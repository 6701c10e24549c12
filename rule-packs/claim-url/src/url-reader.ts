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
    // A link whose text is an address (`[https://x.io/a](https://x.io/a)`) is two addresses: the
    // text's ends at the `](` that closes it, the target's starts after.
    const close = linkTextEnd(m[0]);
    if (close < 0) pushUrl(found, source, m.index, m[0]);
    else {
      pushUrl(found, source, m.index, m[0].slice(0, close));
      const target = m[0].slice(close + 2);
      if (/^(?:https?:\/\/|www\.)/i.test(target)) pushUrl(found, source, m.index + close + 2, target);
    }
  }
  return found;
}

function pushUrl(found: FoundUrl[], source: string, start: number, raw: string): void {
  const end = start + trimmedLength(raw);
  const text = source.slice(start, end);
  // A scheme or `www.` with nothing after it is not an address.
  if (/^(?:https?:\/\/|www\.)$/i.test(text) || !/[.]/.test(text.replace(/^https?:\/\//i, ''))) return;
  found.push({ text, span: [start, end] });
}

/** Where `](` closes a link text the match began in (no `[` opened inside the match before it), or -1. */
function linkTextEnd(raw: string): number {
  const close = raw.indexOf('](');
  return close >= 0 && !raw.slice(0, close).includes('[') ? close : -1;
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
