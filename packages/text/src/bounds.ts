import { writingOf } from './writing.js';
import type { Span } from '@factlint/kernel';
import type { LocaleData } from './locale-data.js';
import { perLocale } from './locale-cache.js';
import { skipSpaces, skipSpacesBack } from './characters.js';
import { WordMatcher } from './word-matcher.js';
import { pastMultiplierWord } from './ratios.js';

/* Bound words (`hedges.bounds` of a locale): "just over 819 000", "i underkant av 140 000", a word for "a little less" after the figure. */

export type BoundSide = 'above' | 'below';

export interface BoundHit {
  /** The quantity lies above the figure (`litt over 819 000`) or below it (`i underkant av 140 000`). */
  side: BoundSide;
  text: string;
  span: Span;
}

/** A bound word's side, or null for a word that states the figure flatly (`bounds.flat`). */
const boundLexicon = perLocale((locale: LocaleData) => {
  const entries = (where: 'before' | 'after') =>
    (['above', 'below', 'flat'] as const).flatMap((side) =>
      locale.hedges.bounds[side][where].map((form) => ({ form, value: side === 'flat' ? null : side })),
    );
  return {
    before: new WordMatcher<BoundSide | null>(entries('before'), writingOf(locale)),
    after: new WordMatcher<BoundSide | null>(entries('after'), writingOf(locale)),
  };
});

/**
 * The bound word standing right before a figure (spaces between) or right after it, or after the
 * multiplier word that follows it ("3 times or more" holds for 3.5 times), or null. `text` is read
 * as written, with the figure at `span` (its unit included).
 */
export function readBound(text: string, span: Span, locale: LocaleData): BoundHit | null {
  const lexicon = boundLexicon(locale);
  const hit =
    lexicon.before.matchEndingAt(text, skipSpacesBack(text, span[0])) ??
    lexicon.after.matchAt(text, skipSpaces(text, pastMultiplierWord(text, span[1], locale)));
  return hit?.value ? { side: hit.value, text: text.slice(hit.start, hit.end), span: [hit.start, hit.end] } : null;
}
