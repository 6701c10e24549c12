import type { Evidence, Span } from '@factlint/kernel';
import { evidenceIn, sentenceAt, type AnalysedText, type GroundingContext } from '@factlint/pipeline';
import {
  firstStartingAtOrAfter,
  perLocale,
  WordMatcher,
  writingOf,
  type DateMatch,
  type LocaleData,
  type NumberMatch,
} from '@factlint/text';

/*
 * The date a dated context document is written in, where the answer adds it to what the document
 * tells without one: "8,65 milliarder dollar i første kvartal" in a story dated 24 April 2025 is
 * the first quarter of 2025, "Ved utgangen av april" in one dated 2 May 2025 is April 2025, and "the
 * committee has decided to cut the rate" in a release dated 19 June 2025 was decided that day. Read
 * only where the answer sentence restates a context sentence: one of its figures stands there, and
 * that sentence dates nothing itself (no date, no "last year"), so a figure the document dates
 * otherwise ("I fjor var resultatet 9,75 milliarder") keeps its own year. A month must be named there
 * by one of the locale's month words (a locale that writes months as numbers has none: not read).
 */

/**
 * The document sentence that backs `d` as the year (or a month of the year) it was written in, or
 * as its very day (`On 19 June 2025 the bank cut its rate …` for a decision dated that day), or
 * undefined.
 */
export function dateOfWriting(d: DateMatch, sentence: number, answer: AnalysedText, ctx: GroundingContext): Evidence | undefined {
  const figures = sentenceFigures(answer, sentence);
  if (figures.length === 0) return undefined;
  for (const text of ctx.index.texts) {
    if (text.date === undefined || writtenYear(text.date, d) !== d.year || (d.granularity === 'day' && text.date !== d.value)) continue;
    for (const n of text.scan.numbers) {
      if (!figures.some((f) => f.value === n.value)) continue;
      const at = sentenceAt(text, n.span[0]);
      if (at < 0 || datesItself(text, at)) continue;
      if (d.granularity === 'month' && !namesMonth(text, at, d.month!, ctx.locale)) continue;
      return evidenceIn(text, n);
    }
  }
  return undefined;
}

/** The figures of the answer's sentence `sentence`, found by a search (a long answer has many: read per claim, a walk was quadratic). */
function sentenceFigures(answer: AnalysedText, sentence: number): readonly NumberMatch[] {
  const numbers = answer.scan.numbers;
  const own = answer.document.sentences[sentence];
  if (own === undefined) return [];
  const [from, to] = own.span;
  const first = firstStartingAtOrAfter(numbers, from);
  let end = first;
  while (end < numbers.length && numbers[end]!.span[0] < to) end++;
  return numbers.slice(first, end);
}

/** The year a claim's month or year falls in as of a document dated `date`: a month after the document's is the year before. */
function writtenYear(date: string, d: DateMatch): number {
  const year = Number(date.slice(0, 4));
  return d.granularity === 'month' && d.month !== null && d.month > Number(date.slice(5, 7)) ? year - 1 : year;
}

/** Whether the document's sentence `at` holds a date or a relative date of its own. */
function datesItself(text: AnalysedText, at: number): boolean {
  const [from, to] = text.document.sentences[at]!.span;
  return someStartsIn(text.scan.dates, from, to) || someStartsIn(text.scan.relativeDates, from, to);
}

/** Whether an item of `sorted` (by span start) starts in [from, to): a search, not a walk. */
function someStartsIn(sorted: readonly { span: Span }[], from: number, to: number): boolean {
  const k = firstStartingAtOrAfter(sorted, from);
  return k < sorted.length && sorted[k]!.span[0] < to;
}

/** The locale's month words by month number (`april`: 4). */
const monthWords = perLocale((locale: LocaleData): ReadonlyMap<number, WordMatcher<true>> => {
  const forms = new Map<number, string[]>();
  for (const [form, month] of Object.entries(locale.dates.months)) (forms.get(month) ?? forms.set(month, []).get(month)!).push(form);
  return new Map([...forms].map(([month, list]) => [month, WordMatcher.ofForms(list, writingOf(locale))]));
});

/** Whether the document's sentence `at` names `month` by one of the locale's month words. */
function namesMonth(text: AnalysedText, at: number, month: number, locale: LocaleData): boolean {
  const words = monthWords(locale).get(month);
  if (!words) return false;
  const [from, to] = text.document.sentences[at]!.span;
  return words.occursIn(text.source, from, to);
}
