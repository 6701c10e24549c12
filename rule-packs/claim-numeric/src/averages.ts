import { isWordCharAt, perLocale, perObject, WordMatcher, writingOf, type LocaleData } from '@factlint/text';
import type { AnalysedText } from '@factlint/pipeline';
import { sentenceAt } from '@factlint/pipeline';

/*
 * The answer sentences that state an average or a total: a figure in one may be the mean of a
 * context sentence's figures (findMean), or the sum of a context list (findListSum). An average
 * word stands alone (`average`) or opens a compound (`average_prefixes`: the Norwegian prefix of a
 * compound for an average price); a total word stands alone (`total_words`).
 */

/**
 * The sentences of a text that state an average, read in one pass over the text: a search of the
 * claim's sentence per claim made a long sentence of figures quadratic.
 */
export const averageSentences = perObject((text: AnalysedText, locale: LocaleData): ReadonlySet<number> => {
  const { stating, add } = sentencesOf(text);
  const words = averageWords(locale);
  if (words.size > 0) for (const hit of words.findAll(text.source)) add(hit.start, hit.end);
  const prefixes = averagePrefixes(locale);
  if (prefixes.length > 0) forEachCompound(text.source, prefixes, add);
  return stating;
});

/** The sentences of a text that state a total, read in one pass over the text when a claim first asks. */
export const totalSentences = perObject((text: AnalysedText, locale: LocaleData): ReadonlySet<number> => {
  const { stating, add } = sentencesOf(text);
  const words = totalWords(locale);
  if (words.size > 0) for (const hit of words.findAll(text.source)) add(hit.start, hit.end);
  return stating;
});

/** A set of sentences and the function that adds the one a word from `start` to `end` stands wholly in. */
function sentencesOf(text: AnalysedText): { stating: Set<number>; add: (start: number, end: number) => void } {
  const stating = new Set<number>();
  const sentences = text.document.sentences;
  const add = (start: number, end: number): void => {
    const k = sentenceAt(text, start);
    if (k >= 0 && end <= sentences[k]!.span[1]) stating.add(k);
  };
  return { stating, add };
}

const averageWords = perLocale((locale: LocaleData) => WordMatcher.ofForms(locale.numbers.average_words, writingOf(locale)));
const totalWords = perLocale((locale: LocaleData) => WordMatcher.ofForms(locale.numbers.total_words, writingOf(locale)));

/** Each prefix lower-cased and with its first letter in capitals (a compound opening a sentence). */
const averagePrefixes = perLocale((locale: LocaleData): readonly string[] =>
  locale.numbers.average_prefixes.flatMap((p) => {
    const lower = p.toLowerCase();
    return [lower, lower.charAt(0).toUpperCase() + lower.slice(1)];
  }),
);

/** Calls `found` for each word of the text that opens with a prefix and runs on past it (a compound). */
function forEachCompound(source: string, prefixes: readonly string[], found: (start: number, end: number) => void): void {
  for (const p of prefixes) {
    for (let i = source.indexOf(p); i >= 0; i = source.indexOf(p, i + 1)) {
      if (!isWordCharAt(source, i - 1) && isWordCharAt(source, i + p.length)) found(i, i + p.length);
    }
  }
}
