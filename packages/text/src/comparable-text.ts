import type { Span } from '@factlint/kernel';
import { normalizeText } from './normalize.js';
import { isWhiteSpaceAt, isWordCharAt } from './characters.js';
import { perObject } from './locale-cache.js';
import { countBelow } from './sorted-search.js';

/*
 * A text folded for comparison by the QUOTE and ENTITY plugins: the readers' normalisation (width,
 * dashes, quotes, spaces; U+30FC kept), every run of white space as one space, and a lower-cased
 * copy. Both copies have the same length, so one offset map serves both and every match maps back
 * to a span of the original string.
 */
export interface ComparableText {
  /** Folded, white space collapsed, case kept (acronyms are compared case-sensitively). */
  cased: string;
  /** `cased`, lower-cased character by character. */
  lower: string;
  /** The original span of `[start, end)` in the folded text. */
  span(start: number, end: number): Span;
  /**
   * The first character of the folded text that stands at or after `offset` of the original string
   * (the folded length when none): the way back of `span`, for offsets found in the original.
   */
  offsetOf(offset: number): number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included, is the point.
const ASCII_ONLY = /^[\x00-\x7f]*$/;

export function comparableText(source: string): ComparableText {
  const folded = normalizeText(source);
  const text = folded.text;
  const { cased, origin } = collapsedWhiteSpace(text);
  // The offset in `folded.text` of comparable character k.
  const at = (k: number) => (origin === null ? k : origin[k]!);
  return {
    cased,
    lower: lowerByCharacter(cased),
    span(start, end) {
      if (end <= start) {
        const offset = folded.toOriginal(start >= 0 && start < cased.length ? at(start) : text.length);
        return [offset, offset];
      }
      return [folded.toOriginal(at(start)), folded.toOriginalEnd(at(end - 1) + 1)];
    },
    offsetOf(offset) {
      const inFolded = folded.fromOriginal(offset);
      return origin === null ? inFolded : countBelow(origin, inFolded);
    },
  };
}

/**
 * `text` with every run of white space as one space and none at the ends, and `origin[k]`, the
 * offset in `text` of its character k (ascending, one per character). Most sentences have single
 * spaces between words and none at their ends: then the text is its own collapsed form, and
 * `origin` is null (no copy, no map).
 */
function collapsedWhiteSpace(text: string): { cased: string; origin: Int32Array | null } {
  if (isCollapsed(text)) return { cased: text, origin: null };
  const origin = new Int32Array(text.length);
  let length = 0;
  let cased = '';
  // Runs without white space are copied whole; a run of white space becomes one space (none at the ends).
  let i = 0;
  while (i < text.length && isWhiteSpaceAt(text, i)) i++;
  while (i < text.length) {
    const start = i;
    while (i < text.length && !isWhiteSpaceAt(text, i)) origin[length++] = i++;
    cased += text.slice(start, i);
    const space = i;
    while (i < text.length && isWhiteSpaceAt(text, i)) i++;
    if (i < text.length) {
      cased += ' ';
      origin[length++] = space;
    }
  }
  return { cased, origin: origin.subarray(0, length) };
}

/** White space only as single spaces between other characters: collapsing would change nothing. */
function isCollapsed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (!isWhiteSpaceAt(text, i)) continue;
    if (text.charCodeAt(i) !== 0x20 || i === 0 || i === text.length - 1 || isWhiteSpaceAt(text, i + 1)) return false;
  }
  return true;
}

/**
 * Lower case character by character, so offsets stay aligned: a letter whose lower case is longer
 * (`İ`) keeps its case, and no letter is lowered by its neighbours (a final sigma stays σ).
 */
function lowerByCharacter(cased: string): string {
  if (ASCII_ONLY.test(cased)) return cased.toLowerCase();
  const lower: string[] = [];
  for (let i = 0; i < cased.length; i++) {
    const ch = cased[i]!;
    const low = ch.toLowerCase();
    lower.push(low.length === 1 ? low : ch);
  }
  return lower.join('');
}

/** The comparable form of a text read once per analysed text (context texts are compared many times). */
export const comparableTextOf = perObject((owner: { source: string }): ComparableText => comparableText(owner.source));

/**
 * The first occurrence of `needle` in `haystack` at or after `from` that does not cut a word of a
 * spaced script in two (`NAV` in `NAV-kontoret`, not in `NAVAL`); -1 when none. Unspaced
 * characters (kanji, kana) never need a boundary.
 */
export function indexOfWhole(haystack: string, needle: string, from = 0): number {
  if (needle.length === 0) return -1;
  for (let at = haystack.indexOf(needle, from); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (cutsNoWord(haystack, needle, at)) return at;
  }
  return -1;
}

/**
 * Whether `needle`, written in `haystack` at `at`, cuts no word of a spaced script in two: the
 * boundary test of `indexOfWhole`, for a caller that found the place another way.
 */
export function cutsNoWord(haystack: string, needle: string, at: number): boolean {
  if (isWordCharAt(needle, 0) && isWordCharAt(haystack, at - 1)) return false;
  return !(isWordCharAt(needle, needle.length - 1) && isWordCharAt(haystack, at + needle.length));
}
