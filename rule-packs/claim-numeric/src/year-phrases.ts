import { partitionPoint, perLocale, perObject, WordMatcher, writingOf, type LocaleData, type WordHit } from '@factlint/text';
import type { AnalysedText } from '@factlint/pipeline';

/*
 * Words that say a year by its distance from another: the locale's relative years (`last year`,
 * 前年) and narrated years (`a year earlier`, `året før`), each by how many years away it is.
 */

/** The locale's relative and narrated years that name another year, by distance, compiled once per locale. */
const yearPhrases = perLocale(
  (locale: LocaleData) =>
    new WordMatcher(
      [...Object.entries(locale.dates.relative_years), ...Object.entries(locale.dates.narrated_years)]
        .filter(([, offset]) => offset !== 0)
        .map(([form, offset]) => ({ form, value: Math.abs(offset) })),
      writingOf(locale),
    ),
);

/** A text's year phrases, in order, read once per text. */
export const yearPhrasesOf = perObject((text: AnalysedText, locale: LocaleData): WordHit<number>[] =>
  yearPhrases(locale).findAll(text.source),
);

/** Whether a year phrase starts in `[from, to)` of the text. */
export function yearPhraseIn(text: AnalysedText, locale: LocaleData, from: number, to: number): boolean {
  const hits = yearPhrasesOf(text, locale);
  if (hits.length === 0) return false;
  const k = partitionPoint(hits.length, (i) => hits[i]!.start < from);
  return k < hits.length && hits[k]!.start < to;
}
