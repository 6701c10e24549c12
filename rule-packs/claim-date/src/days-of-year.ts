import type { Evidence } from '@factlint/kernel';
import { perObject, type DateMatch, type DayOfYearMatch, type LocaleData } from '@factlint/text';
import type { AnalysedText, ClaimJudgement, ExtractedClaim, GroundingContext } from '@factlint/pipeline';
import { claimJudgement, evidenceIn, sentenceAt, sentenceSubject, shareSubject } from '@factlint/pipeline';
import { rangeEndDay, rangeStartDay } from './day-ranges.js';
import { dateWrittenBefore } from './relative-year.js';
import { documentDayOfYear } from './document-days.js';

/*
 * A day written without its year (Japanese 9月5日, Korean 5월 1일): a day of some year. A context
 * that writes the same day, with a year or without, supports it; a context day of the same range
 * of days holds it; another day in a sentence about the same subject contradicts it. Its value is
 * the ISO 8601 form for a day without a year, `--09-05`.
 */

/** A context day: a full date's month and day, or a day written without its year. */
interface ContextDay {
  /** The year, when the context writes one. */
  year?: number;
  month: number;
  day: number;
  /** The full date's value, or the yearless value (`--09-05`). */
  value: string;
  read: { span: [number, number]; text: string; day: number | null };
  text: AnalysedText;
  sentence: number;
}

/** `--09-05`: the ISO 8601 form of a day without its year. */
export function dayOfYearValue(month: number, day: number): string {
  return `--${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A text's days written without their year, as claims of the type `type`. */
export function dayOfYearClaims(text: AnalysedText, type: string): ExtractedClaim[] {
  return text.scan.daysOfYear.map((d) => ({
    type,
    text: d.text,
    span: d.span,
    value: dayOfYearValue(d.month, d.day),
    unit: null,
    hedged: false,
    sentence: sentenceAt(text, d.span[0]),
    detail: d,
  }));
}

/** Whether a claim's detail is a day written without its year (the other DATE claims hold a date). */
export function isDayOfYear(detail: unknown): detail is DayOfYearMatch {
  return (detail as DayOfYearMatch).kind === 'day-of-year';
}

/** The judgement on a day written without its year, against the days the context writes. */
export function judgeDayOfYear(claim: ExtractedClaim, d: DayOfYearMatch, answer: AnalysedText, ctx: GroundingContext): ClaimJudgement {
  const days = contextDaysOf(ctx.index);
  const same = days.find((c) => c.month === d.month && c.day === d.day);
  if (same) return judged('supported', same.year !== undefined ? 'date.same-day' : 'date.exact', same);
  // A day a dated document gives relatively or by its day of the month alone (`5日` in a story of 6 November).
  const fromDocument = documentDayOfYear(ctx.index, ctx.locale, d.month, d.day);
  if (fromDocument) return claimJudgement('supported', 'date.document-day', [fromDocument]);
  const range = days.find((c) => c.month === d.month && holds(c, d.day, ctx.locale));
  if (range) return judged('approximate', 'date.within-range', range);
  const stated = daysStated(answer);
  const subject = sentenceSubject(answer, ctx.locale, claim.sentence);
  let rival: ContextDay | undefined;
  for (const c of days) {
    if (stated.has(c.month * 100 + c.day) || !shareSubject(subject, sentenceSubject(c.text, ctx.locale, c.sentence))) continue;
    if (!rival || distance(c, d) < distance(rival, d)) rival = c;
  }
  if (rival) return claimJudgement('contradicted', 'date.different-date', [evidenceOf(rival)], rival.value);
  return claimJudgement('unsupported', 'date.not-in-context', []);
}

/**
 * The context day without its year that a full date stands for: the same month and day, in a text
 * whose date written before it has the date's year (`2024年7月26日に開幕し、8月11日に閉幕した` dates
 * the closing 2024-08-11), as `{sy}` takes the year of the date before it: the evidence for it, or
 * undefined when the context gives no such day or dates it before by another year.
 */
export function dayDatedByTheDateBefore(d: DateMatch, ctx: GroundingContext): Evidence | undefined {
  if (d.day === null) return undefined;
  for (const c of contextDaysOf(ctx.index)) {
    if (c.year !== undefined || c.month !== d.month || c.day !== d.day) continue;
    if (dateWrittenBefore(c.text, c.read.span[0])?.year === d.year) return evidenceOf(c);
  }
  return undefined;
}

/** Whether a range of days the context day opens or closes holds `day`. */
function holds(c: ContextDay, day: number, locale: LocaleData): boolean {
  if (c.day < day) return (rangeEndDay(c.text, { year: c.year, month: c.month, day: c.day, span: c.read.span }, locale) ?? 0) >= day;
  const first = rangeStartDay(c.text.source, { granularity: 'day', day: c.day, span: c.read.span }, locale);
  return first !== undefined && first <= day;
}

/** Days apart within a year (months of 31 days: only the order matters). */
function distance(c: ContextDay, d: DayOfYearMatch): number {
  return Math.abs(c.month * 31 + c.day - (d.month * 31 + d.day));
}

function judged(status: ClaimJudgement['status'], reason: string, c: ContextDay): ClaimJudgement {
  return claimJudgement(status, reason, [evidenceOf(c)], null);
}

function evidenceOf(c: ContextDay): Evidence {
  return evidenceIn(c.text, c.read);
}

/** The context's days, dated or not, in context order; read once per context. */
const contextDaysOf = perObject((index: GroundingContext['index']): ContextDay[] => {
  const days: ContextDay[] = [];
  for (const text of index.texts) {
    for (const date of text.scan.dates) if (date.day !== null) days.push(datedDay(date, text));
    for (const d of text.scan.daysOfYear) {
      days.push({
        month: d.month,
        day: d.day,
        value: dayOfYearValue(d.month, d.day),
        read: d,
        text,
        sentence: sentenceAt(text, d.span[0]),
      });
    }
  }
  return days;
});

function datedDay(date: DateMatch, text: AnalysedText): ContextDay {
  return {
    year: date.year,
    month: date.month!,
    day: date.day!,
    value: date.value,
    read: date,
    text,
    sentence: sentenceAt(text, date.span[0]),
  };
}

/** The days an answer writes itself (month × 100 + day), dated or not: none of them is a rival. */
const daysStated = perObject((answer: AnalysedText): ReadonlySet<number> => {
  const keys = new Set<number>();
  for (const date of answer.scan.dates) if (date.day !== null) keys.add(date.month! * 100 + date.day);
  for (const d of answer.scan.daysOfYear) keys.add(d.month * 100 + d.day);
  return keys;
});
