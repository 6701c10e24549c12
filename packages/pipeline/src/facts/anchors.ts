import { appendAll, type FactSpec, type Span } from '@factlint/kernel';
import {
  allMatches,
  findAnchor,
  isAsciiDigitAt,
  type LocaleData,
  perLocale,
  spansByStart,
  writingOf,
  unicodePatternOnFirstUse,
} from '@factlint/text';

export interface FactAnchors {
  anchors: string[];
  source: 'declared' | 'claim';
}

/** The words an answer uses when it talks about the fact: declared, else read off the claim (SPEC §5). */
export function factAnchors(fact: FactSpec, locale: LocaleData): FactAnchors {
  if (fact.anchors && fact.anchors.length > 0)
    return { anchors: unique(fact.anchors.map((a) => a.trim()).filter(Boolean)), source: 'declared' };
  return { anchors: anchorsFromClaim(fact.claim, locale), source: 'claim' };
}

/** A comma that ends a segment: not between two digits (`2,041`) and not inside brackets. */
const COMMAS = new Set([',', '\uFF0C', '\u3001']);
const OPENERS = new Set(['(', '\uFF08', '[']);
const CLOSERS = new Set([')', '\uFF09', ']']);

function firstSegment(claim: string): string {
  let depth = 0;
  for (let i = 0; i < claim.length; i++) {
    const ch = claim[i]!;
    if (OPENERS.has(ch)) depth++;
    else if (CLOSERS.has(ch)) depth = Math.max(0, depth - 1);
    else if (COMMAS.has(ch) && depth === 0 && !(isAsciiDigitAt(claim, i - 1) && isAsciiDigitAt(claim, i + 1))) return claim.slice(0, i);
  }
  return claim;
}

/** A bracketed code: one token with a letter and no lower-case letter, `(G)`, `(6G)`, `（AAP）`. */
const BRACKETED_CODE = unicodePatternOnFirstUse(String.raw`[(\uFF08]([\p{Lu}\p{N}]*\p{Lu}[\p{Lu}\p{N}]*)[)\uFF09]`, 'g');
const SPACED_WORD = unicodePatternOnFirstUse(String.raw`\p{L}{5,}`, 'g');
/*
 * In a locale with a script written without spaces a word has no spaces around it; a run of one
 * content script's letters (`content_words` in `locale.scripts`: ideographs, katakana) or of five
 * cased letters is the nearest thing to a content word, while runs of a script of inflections and
 * particles are not anchors.
 */
const unspacedWords = perLocale((locale: LocaleData): RegExp => {
  const { contentScripts, casedCharacters } = writingOf(locale);
  return new RegExp([...contentScripts.map((letters) => `[${letters}]{2,}`), `[${casedCharacters}]{5,}`].join('|'), 'gu');
});

export function anchorsFromClaim(claim: string, locale: LocaleData): string[] {
  const segment = firstSegment(claim);
  const words = allMatches(segment, writingOf(locale).spaced ? SPACED_WORD() : unspacedWords(locale)).map((m) => m[0]);
  const codes = allMatches(segment, BRACKETED_CODE()).map((m) => m[1]!);
  return unique([...words, ...codes]);
}

/** Where any of the anchors stands in a text. */
export function anchorSpans(text: string, anchors: readonly string[], locale: LocaleData): Span[] {
  const out: Span[] = [];
  for (const anchor of anchors) appendAll(out, findAnchor(text, anchor, locale));
  return out.sort(spansByStart);
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
