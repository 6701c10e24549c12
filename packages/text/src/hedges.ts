import { writingOf } from './writing.js';
import type { LocaleData } from './locale-data.js';
import type { HedgeMatch } from './matches.js';
import { perLocale } from './locale-cache.js';
import type { ReadingText } from './reading-text.js';
import { WordMatcher, type WordHit } from './word-matcher.js';
import { skipSpaces, skipSpacesBack } from './characters.js';

/* Words that mark a figure as approximate, right before it (`about`) or right after it (`or so`). */

export interface HedgeLexicon {
  before: WordMatcher<true>;
  after: WordMatcher<true>;
}

export const hedgeLexicon = perLocale(
  (locale: LocaleData): HedgeLexicon => ({
    before: WordMatcher.ofForms(locale.hedges.before, writingOf(locale)),
    after: WordMatcher.ofForms(locale.hedges.after, writingOf(locale)),
  }),
);

export function hedgeBefore(text: string, start: number, lexicon: HedgeLexicon, floor: number): WordHit<true> | undefined {
  const hit = lexicon.before.matchEndingAt(text, skipSpacesBack(text, start));
  return hit && hit.start >= floor ? hit : undefined;
}

export function hedgeAfter(text: string, end: number, lexicon: HedgeLexicon): WordHit<true> | undefined {
  return lexicon.after.matchAt(text, skipSpaces(text, end));
}

export function toHedgeMatch(reading: ReadingText, hit: WordHit<true>): HedgeMatch {
  const span = reading.span(hit.start, hit.end);
  return { text: reading.source.slice(span[0], span[1]), span };
}

/**
 * Whether a hedge of the locale stands right before `[start, end)` of `text` or right after it
 * (`about 2000`, `around 1990`, or a hedge written after a year): for a reading that is no figure's
 * (a year), whose hedge the number reader does not keep.
 */
export function hedgedAt(text: string, start: number, end: number, locale: LocaleData): boolean {
  const lexicon = hedgeLexicon(locale);
  return hedgeBefore(text, start, lexicon, 0) !== undefined || hedgeAfter(text, end, lexicon) !== undefined;
}
