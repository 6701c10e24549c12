import { writingOf } from './writing.js';
import type { LocaleData } from './locale-data.js';
import type { HedgeMatch } from './matches.js';
import { perLocale } from './locale-cache.js';
import type { ReadingText } from './reading-text.js';
import { WordMatcher, type WordHit } from './word-matcher.js';
import { codeUnitAt, skipSpaces, skipSpacesBack } from './characters.js';

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

/**
 * The hedge right before `start` (spaces between), not before `floor`. Nearly every figure has none,
 * and the code unit before says so before the matcher is called (as after it, in hedgeAfter): the
 * calls that found nothing were some 1 % of the Japanese reader's instructions.
 */
export function hedgeBefore(text: string, start: number, lexicon: HedgeLexicon, floor: number): WordHit<true> | undefined {
  const end = skipSpacesBack(text, start);
  if (!lexicon.before.mayEndWith(codeUnitAt(text, end - 1))) return undefined;
  const hit = lexicon.before.matchEndingAt(text, end);
  return hit && hit.start >= floor ? hit : undefined;
}

export function hedgeAfter(text: string, end: number, lexicon: HedgeLexicon): WordHit<true> | undefined {
  const at = skipSpaces(text, end);
  return lexicon.after.mayStartWith(codeUnitAt(text, at)) ? lexicon.after.matchAt(text, at) : undefined;
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
