import { partitionPoint, perObject, yearOffsetsOf, type LocaleData } from '@factlint/text';
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

/** A text's year phrases, in order, read once per text from its relative dates. */
export const yearPhrasesOf = perObject((text: AnalysedText, locale: LocaleData): YearPhrase[] => {
  const offsets = yearOffsetsOf(locale);
  const phrases: YearPhrase[] = [];
  for (const relative of text.scan.relativeDates) {
    const year = offsets.get(relative.text.toLowerCase());
    // `this year` names no other year.
    if (year !== undefined && year.offset !== 0)
      phrases.push({ start: relative.span[0], end: relative.span[1], value: Math.abs(year.offset) });
  }
  return phrases;
});

/** Whether a year phrase starts in `[from, to)` of the text. */
export function yearPhraseIn(text: AnalysedText, locale: LocaleData, from: number, to: number): boolean {
  const phrases = yearPhrasesOf(text, locale);
  const k = partitionPoint(phrases.length, (i) => phrases[i]!.start < from);
  return k < phrases.length && phrases[k]!.start < to;
}
