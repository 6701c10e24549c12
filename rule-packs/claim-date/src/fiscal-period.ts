import type { Span } from '@factlint/kernel';
import type { DateMatch, LocaleData } from '@factlint/text';
import { perObject } from '@factlint/text';
import { evidenceIn, firstPerContext, type AnalysedText, type GroundingContext } from '@factlint/pipeline';
import type { Evidence } from '@factlint/kernel';
import { firstFiscalYear, fiscalYears } from './fiscal-year.js';

/*
 * A fiscal year named by the month it ends in (a Japanese results period, 2025年3月期: the year to
 * March 2025) and the same fiscal year named by its year (2024年度: April 2024 to March 2025). The
 * locale's `dates.fiscal_year.period_end` words mark the first; `named_by` says which calendar
 * year names a fiscal year that does not end in December.
 */

/** The fiscal year a month closes: its own year when it is December or the locale names by the end, else the year before. */
function fiscalYearEndingIn(year: number, month: number, locale: LocaleData): number {
  return month === 12 || locale.dates.fiscal_year.named_by === 'end' ? year : year - 1;
}

/** Whether a period-end word of the locale stands right after `end` in `source`. */
function periodEndAt(source: string, end: number, locale: LocaleData): boolean {
  return locale.dates.fiscal_year.period_end.some((word) => source.startsWith(word, end));
}

/** The fiscal years a text names by the month they end in, read once per text: the year each names, and where. */
const periodEnds = perObject((text: AnalysedText, locale: LocaleData): readonly (readonly [number, DateMatch])[] => {
  if (locale.dates.fiscal_year.period_end.length === 0) return [];
  const found: (readonly [number, DateMatch])[] = [];
  for (const d of text.scan.dates) {
    if (d.granularity === 'month' && d.month !== null && periodEndAt(text.source, d.span[1], locale))
      found.push([fiscalYearEndingIn(d.year, d.month, locale), d]);
  }
  return found;
});

const firstPeriodEnd = firstPerContext((text, locale) => periodEnds(text, locale));

/**
 * The context's naming of the same fiscal year as the claim, the other way: for a year the answer
 * marks as fiscal (2024年度), a period the context names by its last month (2025年3月期); for a
 * period the answer names by its last month, a fiscal year the context names by its year.
 */
export function sameFiscalYearInContext(
  d: Pick<DateMatch, 'granularity' | 'year' | 'month' | 'span'>,
  answer: AnalysedText,
  ctx: GroundingContext,
): Evidence | undefined {
  const { locale } = ctx;
  if (locale.dates.fiscal_year.period_end.length === 0) return undefined;
  if (d.granularity === 'year' && fiscalYears(answer, locale).some((f) => covers(f.span, d.span))) {
    const hit = firstPeriodEnd(ctx.index, locale).get(d.year);
    return hit ? evidenceIn(hit.text, hit.value) : undefined;
  }
  if (d.granularity === 'month' && d.month !== null && periodEndAt(answer.source, d.span[1], locale)) {
    const hit = firstFiscalYear(ctx.index, locale).get(fiscalYearEndingIn(d.year, d.month, locale));
    if (!hit) return undefined;
    const span = hit.value.span;
    return { doc: hit.text.id, span, text: hit.text.source.slice(span[0], span[1]) };
  }
  return undefined;
}

function covers(outer: Span, inner: Span): boolean {
  return outer[0] <= inner[0] && inner[1] <= outer[1];
}
