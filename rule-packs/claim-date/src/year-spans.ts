import type { DateMatch, LocaleData } from '@factlint/text';
import { rangeGrammar, skipSpacesBack } from '@factlint/text';
import type { AnalysedText } from '@factlint/pipeline';

/*
 * A year that is one end of a span the answer writes ("between 1980 and 1989", "from 1939 to 1945",
 * "1980–1989"): the span's ends are no dates of the event, so a context year inside the span backs
 * them, and a year outside it still contradicts. The connectors are the locale's `ranges`: an infix
 * between the two years, or a template's middle with its prefix, if it has one, before the first
 * (`1980 and 1989` alone are two years, not a span).
 */

export interface YearSpan {
  low: number;
  high: number;
}

const squash = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
/** Dashes are folded to one before comparing, as the locale's range grammar holds them (the readers read every dash as a hyphen). */
const foldDashes = (s: string) => s.replace(/[\u2010-\u2015\u2212]/g, '-');

/** The span of years the claim's year is an end of, or undefined. */
export function yearSpanOf(
  d: Pick<DateMatch, 'span' | 'year' | 'granularity'>,
  answer: AnalysedText,
  locale: LocaleData,
): YearSpan | undefined {
  const dates = answer.scan.dates;
  const at = dates.findIndex((x) => x.span[0] === d.span[0] && x.span[1] === d.span[1]);
  if (at < 0) return undefined;
  const before = dates[at - 1];
  const after = dates[at + 1];
  if (after?.granularity === 'year' && joins(answer.source, d, after, locale) && d.year < after.year)
    return { low: d.year, high: after.year };
  if (before?.granularity === 'year' && joins(answer.source, before, d, locale) && before.year < d.year)
    return { low: before.year, high: d.year };
  return undefined;
}

/** Whether the text between two years is a span's connector (with the template's prefix before the first): the locale's range grammar, as the range reader reads it. */
function joins(source: string, first: Pick<DateMatch, 'span'>, second: Pick<DateMatch, 'span'>, locale: LocaleData): boolean {
  const { infixes, templates } = rangeGrammar(locale);
  const gap = foldDashes(squash(source.slice(first.span[1], second.span[0])));
  if (infixes.has(gap)) return true;
  const lead = skipSpacesBack(source, first.span[0]);
  return templates.some((t) => t.middle === gap && (t.prefix === undefined || t.prefix.matchEndingAt(source, lead) !== undefined));
}
