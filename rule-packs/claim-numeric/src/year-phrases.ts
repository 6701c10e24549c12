import { partitionPoint, perLocale, perObject, type LocaleData } from '@factlint/text';
import type { AnalysedText } from '@factlint/pipeline';

/*
 * Words that say a year by its distance from another: the locale's relative years (`last year`,
 * 前年) and narrated years (`a year earlier`, `året før`), each by how many years away it is. The
 * reader's scan finds them with the other relative dates (`scan.relativeDates`): they are looked up
 * there, with no pass of their own over the text.
 */

export interface YearPhrase {
  start: number;
  end: number;
  /** How many years from the year it counts from. */
  value: number;
}

/** The locale's relative and narrated years that name another year, lower-cased, to their distance. */
const yearDistances = perLocale((locale: LocaleData): ReadonlyMap<string, number> => {
  const distances = new Map<string, number>();
  for (const offsets of [locale.dates.relative_years, locale.dates.narrated_years]) {
    for (const [words, offset] of Object.entries(offsets)) if (offset !== 0) distances.set(words.toLowerCase(), Math.abs(offset));
  }
  return distances;
});

/** A text's year phrases, in order, read once per text from its relative dates. */
export const yearPhrasesOf = perObject((text: AnalysedText, locale: LocaleData): YearPhrase[] => {
  const distances = yearDistances(locale);
  const phrases: YearPhrase[] = [];
  for (const relative of text.scan.relativeDates) {
    const value = distances.get(relative.text.toLowerCase());
    if (value !== undefined) phrases.push({ start: relative.span[0], end: relative.span[1], value });
  }
  return phrases;
});

/** Whether a year phrase starts in `[from, to)` of the text. */
export function yearPhraseIn(text: AnalysedText, locale: LocaleData, from: number, to: number): boolean {
  const phrases = yearPhrasesOf(text, locale);
  const k = partitionPoint(phrases.length, (i) => phrases[i]!.start < from);
  return k < phrases.length && phrases[k]!.start < to;
}
