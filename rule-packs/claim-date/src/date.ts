import 'reflect-metadata';
import { inject, injectable } from 'tsyringe';
import { TOKENS } from '@factlint/kernel';
import type { Evidence } from '@factlint/kernel';
import { addressTokensOf, bySpanStart, hedgedAt, perObject, type DateMatch, type LocaleData } from '@factlint/text';
import type {
  AnalysedText,
  ClaimJudgement,
  ClaimTypeOptions,
  ClaimTypePlugin,
  ExtractedClaim,
  GroundingContext as ContextOf,
} from '@factlint/pipeline';
import { claimJudgement, evidenceIn, firstPerContext, sentenceAt, withConfidence } from '@factlint/pipeline';
import { countedNounAfter, sentenceSubject, shareSubject, type SubjectKeys } from '@factlint/pipeline';
import { DERIVATION_LIMITS, findDerivation, type Term } from '@factlint/text';
import { calendarMarked, firstFiscalYear } from './fiscal-year.js';
import { frameYearInstead } from './label-year.js';
import { yearOfAnotherEvent } from './other-event.js';
import { relativeYearFor } from './relative-year.js';
import { ordinalYearSpans } from './ordinal-years.js';
import { nearestAcceptedDay } from './nearest-day.js';
import { rangeEndDay, rangeStartDay } from './day-ranges.js';
import { dayDatedByTheDateBefore, dayOfYearClaims, isDayOfYear, judgeDayOfYear } from './days-of-year.js';
import { yearSpanOf } from './year-spans.js';
import { sameFiscalYearInContext } from './fiscal-period.js';
import { documentDays } from './document-days.js';
import { dateOfWriting } from './writing-date.js';
import { dayAfterStatedSpan } from './days-after.js';

export const DATE = 'DATE';

/** A year written as a bare number in the context (`in 2019`) when the date reader left it as a figure. */
const YEAR_RANGE: readonly [number, number] = [1000, 2999];

interface ContextDate {
  date: Pick<DateMatch, 'value' | 'granularity' | 'year' | 'month' | 'day' | 'text' | 'span'>;
  text: AnalysedText;
  sentence: number;
}

/**
 * DATE (SPEC §4): calendar dates in every written form, eras converted to Gregorian years. Relative
 * dates ("yesterday", "last month") are not claims. A date is supported by the same date, approximate when it
 * is consistent at another granularity (a bare year against a full context date, or a finer date than
 * the context gives), derived when a year is a context year plus or minus a context number (an era year +
 * 50 years = 2023), contradicted by another date in a sentence about the same subject.
 */
/** The options this type's pack declares (pack.yaml `optionsSchema`). */
export interface DateOptions {
  derivation: boolean;
}
type GroundingContext = ContextOf<DateOptions>;

@injectable()
export class DateClaimType implements ClaimTypePlugin<DateOptions> {
  readonly id = DATE;
  readonly reasons: readonly string[] = [
    'date.exact',
    'date.same-day',
    'date.year-written-before',
    'date.other-order',
    'date.coarser',
    'date.finer',
    'date.derived-year',
    'date.derived-day',
    'date.year-as-number',
    'date.fiscal-vs-calendar',
    'date.same-fiscal-year',
    'date.document-day',
    'date.of-writing',
    'date.different-date',
    'date.hedged-year',
    'date.not-in-context',
    'date.year-range-end',
    'date.within-range',
    'date.span-holds',
    'date.other-event',
    'date.label-year',
    'date.relative-in-context',
    'date.relative-year',
  ];

  /** The options schema and defaults its pack.yaml declares: the engine that builds the type injects them. */
  constructor(@inject(TOKENS.claimTypeOptions) readonly options: ClaimTypeOptions) {}

  extract(text: AnalysedText): ExtractedClaim[] {
    const dates = text.scan.dates;
    const claims: ExtractedClaim[] = text.scan.daysOfYear.length === 0 ? [] : dayOfYearClaims(text, DATE);
    if (dates.length === 0) return claims;
    // `kari.2024@nav.no`, `https://ssb.no/2024`: a year inside an address is part of it, no date stated.
    const addresses = addressTokensOf(text);
    for (const d of dates) {
      if (addresses.holds(d.span[0], d.span[1])) continue;
      claims.push({
        type: DATE,
        text: d.text,
        span: d.span,
        value: d.value,
        unit: null,
        hedged: false,
        sentence: sentenceAt(text, d.span[0]),
        detail: d,
      });
    }
    // Days without a year came first: the claims go out in text order.
    if (claims.length > 0 && text.scan.daysOfYear.length > 0) claims.sort(bySpanStart);
    return claims;
  }
  compare(claim: ExtractedClaim, answer: AnalysedText, ctx: GroundingContext): ClaimJudgement {
    if (isDayOfYear(claim.detail)) return judgeDayOfYear(claim, claim.detail, answer, ctx);
    const d = claim.detail as DateMatch;
    const dates = contextDates(ctx);
    // A context date the answer states itself elsewhere is no rival: the answer knows it and dates something else with it.
    const stated = (value: string) => (datesStated(answer).get(value) ?? 0) > (value === d.value ? 1 : 0);
    // The claim's subject is read when a rival is first weighed: a date found as it is never needs it.
    let subject: SubjectKeys | undefined | null = null;
    // A claim whose sentence has no content word (`Paid in 1951.`) shares none with any context
    // sentence: no date is about it, and the rival searches below are not made.
    const hasSubject = () => {
      if (subject === null) subject = sentenceSubject(answer, ctx.locale, claim.sentence);
      return subject !== undefined && subject.size > 0;
    };
    const about = (c: ContextDate) => {
      if (stated(c.date.value) || !hasSubject()) return false;
      return shareSubject(subject!, sentenceSubject(c.text, ctx.locale, c.sentence));
    };

    if (d.granularity === 'year') {
      // The context's fiscal years first (read once per text): the claim's own words only matter when one matches.
      const fiscal = fiscalInstead(d.year, ctx);
      if (fiscal && calendarMarked(answer.source, claim.span, ctx.locale)) return fiscal;
    }
    // 2024年度 for the context's 2025年3月期: one fiscal year, named by its year and by its last month.
    const sameFiscal = sameFiscalYearInContext(d, answer, ctx);
    if (sameFiscal) return claimJudgement('supported', 'date.same-fiscal-year', [sameFiscal]);
    const sameYear = dates.byYear.get(d.year) ?? [];
    const anotherEvent = yearOfAnotherEvent(claim, d, answer, sameYear, ctx);
    if (anotherEvent) return withConfidence(judged('unsupported', 'date.other-event', []), anotherEvent === 'firm');
    const frame = frameYearInstead(claim, d, answer, sameYear, dates.all, ctx);
    if (frame) return judged('unsupported', 'date.label-year', [frame], String(frame.date.year));
    const exactAt = dates.byValue.get(d.value);
    const exact = exactAt === undefined ? undefined : dates.all[exactAt]!;
    if (exact) return judged('supported', exact.date.granularity === d.granularity ? 'date.exact' : 'date.year-as-number', [exact]);
    // "yesterday", "last month" or a day without its year in a document the scenario dates, written in full.
    const fromDocument = d.granularity === 'year' ? undefined : documentDays(ctx.index, ctx.locale).get(d.value);
    if (fromDocument) return claimJudgement('supported', 'date.document-day', [fromDocument]);
    // The date a dated document is written in (its year, a month of it, its day), added to a sentence
    // of it that dates nothing itself.
    const writing = dateOfWriting(d, claim.sentence, answer, ctx);
    if (writing) return claimJudgement('supported', 'date.of-writing', [writing]);
    const datedBefore = d.granularity === 'day' ? dayDatedByTheDateBefore(d, ctx) : undefined;
    if (datedBefore) return claimJudgement('supported', 'date.year-written-before', [datedBefore]);
    // `3/4/2025` read month first is 4 March; a context that gives 3 April backs the day-first reading.
    const otherAt = d.otherReading === undefined ? undefined : dates.byValue.get(d.otherReading);
    if (otherAt !== undefined) return judged('supported', 'date.other-order', [dates.all[otherAt]!]);
    const range = d.granularity === 'day' ? rangeHolding(d, sameYear, ctx.locale) : undefined;
    if (range) return judged('approximate', 'date.within-range', [range]);
    const consistent = sameYear.filter((c) => consistentDates(d, c.date));
    const consistentHere = consistent.find(about);
    if (consistentHere) return judged('approximate', granularityReason(d, consistentHere), [consistentHere]);
    // A different date as precise as the claim, in a sentence about the same thing, says more than a
    // coarser or finer date that happens to agree in some other sentence.
    const sameGrain = hasSubject()
      ? nearestRival(d, dates, (c) => c.date.granularity === d.granularity && !consistentDates(d, c.date) && about(c))
      : undefined;
    // `about 2000` for 1999, `rundt 1990` for 1991: a hedged year a year or two off is the writer's rounding.
    const hedged = d.granularity === 'year' ? hedgedYearNear(claim, d, answer, dates, ctx.locale, about) : undefined;
    if (hedged) return judged('approximate', 'date.hedged-year', [hedged]);
    // A day counted from a context day by a span of days its sentence or the claim's states.
    const counted = d.granularity === 'day' ? dayAfterStatedSpan(d, claim.sentence, answer, dates.all, ctx.locale) : undefined;
    if (counted) return counted;
    if (sameGrain && consistent.length > 0) return judged('contradicted', 'date.different-date', [sameGrain], sameGrain.date.value);
    if (consistent.length > 0) return judged('approximate', granularityReason(d, consistent[0]!), [consistent[0]!]);
    if (d.granularity === 'year' && ctx.tolerances.derivation) {
      const derived = deriveYear(d, ctx);
      if (derived) return derived;
    }
    const rangeEnd = d.granularity === 'year' ? abbreviatedRangeEnd(d.year, ctx) : undefined;
    if (rangeEnd) return claimJudgement('supported', 'date.year-range-end', [rangeEnd]);
    const rival = hasSubject() ? nearestRival(d, dates, (c) => !consistentDates(d, c.date) && about(c)) : undefined;
    // The year the answer counts from is no rival; another year about the same thing still is.
    const spanned = d.granularity === 'year' ? yearAfterStatedSpan(d.year, claim.sentence, answer, dates, ctx.locale) : undefined;
    if (spanned && (!rival || rival.date.year === spanned.from)) return spanned.judgement;
    const relative = d.granularity === 'year' ? relativeYearFor(claim, d.year, answer, rival, ctx) : undefined;
    if (relative?.dated) {
      const { fromEvidence } = relative.dated;
      return countedRelativeYear(d.year, relative.dated, fromEvidence ? [fromEvidence, relative.relative] : [relative.relative]);
    }
    if (relative?.anchor) {
      const { anchor } = relative;
      return countedRelativeYear(d.year, { year: d.year, from: anchor.year, offset: anchor.offset }, [anchor.evidence, relative.relative]);
    }
    if (relative) return claimJudgement('unsupported', 'date.relative-in-context', [relative.relative]);
    // An end of a span the answer writes ("between 1980 and 1989") is backed by a context year strictly
    // inside the span: a context year at one end (`2016` for "the 2016-2017 season") leaves the other unproven.
    const span = d.granularity === 'year' ? yearSpanOf(d, answer, ctx.locale) : undefined;
    const inside = span && dates.all.find((c) => c.date.year > span.low && c.date.year < span.high && (!rival || about(c)));
    if (inside) return judged('approximate', 'date.span-holds', [inside]);
    if (rival) return judged('contradicted', 'date.different-date', [rival], rival.date.value);
    return judged('unsupported', 'date.not-in-context', []);
  }
}

/**
 * A year the context gives relatively, counted from `counted.from` by `counted.offset`: derived when
 * the count gives the claim's year (`2015 + 1` for "next year"), contradicted when it gives another
 * (only a count that is certain: from the document's date, or from the date a narrated year follows).
 */
function countedRelativeYear(
  claimed: number,
  counted: { year: number; from: number; offset: number },
  evidence: Evidence[],
): ClaimJudgement {
  const same = counted.year === claimed;
  return claimJudgement(
    same ? 'derived' : 'contradicted',
    same ? 'date.relative-year' : 'date.different-date',
    evidence,
    same ? null : String(counted.year),
    same ? countedYear(counted.from, counted.offset) : null,
  );
}

/** `2015 + 1`, `2025 - 1`, `2025`: a year moved by a relative expression's offset. */
function countedYear(from: number, offset: number): string {
  return offset === 0 ? String(from) : offset > 0 ? `${from} + ${offset}` : `${from} - ${-offset}`;
}

/**
 * A claim that explicitly names a calendar year, where the context has that year only as a fiscal
 * year (FY2024 ran from July 2023 to June 2024): another period, so contradicted.
 */
function fiscalInstead(year: number, ctx: GroundingContext): ClaimJudgement | undefined {
  const hit = firstFiscalYear(ctx.index, ctx.locale).get(year);
  if (!hit) return undefined;
  const { text, value: fiscal } = hit;
  const written = text.source.slice(fiscal.span[0], fiscal.span[1]);
  return claimJudgement('contradicted', 'date.fiscal-vs-calendar', [{ doc: text.id, span: fiscal.span, text: written }], written);
}

/**
 * The context's range of days that holds the day `d`, of the same month and year: one the context
 * date closes ("12 to 15 July 2024") or opens (7月12日から15日まで).
 */
function rangeHolding(d: DateMatch, sameYear: readonly ContextDate[], locale: LocaleData): ContextDate | undefined {
  for (const c of sameYear) {
    if (c.date.granularity !== 'day' || c.date.month !== d.month || c.date.day === null) continue;
    if (c.date.day >= d.day!) {
      const first = rangeStartDay(c.text.source, c.date, locale);
      if (first !== undefined && first <= d.day!) return c;
    } else {
      const last = rangeEndDay(c.text, c.date, locale);
      if (last !== undefined && last >= d.day!) return c;
    }
  }
  return undefined;
}

/** The same day, month or year wherever both dates say it. */
function consistentDates(a: ContextDate['date'], b: ContextDate['date']): boolean {
  if (a.year !== b.year) return false;
  if (a.month !== null && b.month !== null && a.month !== b.month) return false;
  if (a.day !== null && b.day !== null && a.day !== b.day) return false;
  return true;
}

const RANK = { year: 0, month: 1, day: 2 } as const;

function granularityReason(d: ContextDate['date'], c: ContextDate): string {
  return RANK[d.granularity] < RANK[c.date.granularity] ? 'date.coarser' : 'date.finer';
}

function ordinal(x: ContextDate['date']): number {
  return x.year * 372 + ((x.month ?? 1) - 1) * 31 + ((x.day ?? 1) - 1);
}

/**
 * Bound on the search for a rival date: from the claim's day outward, at most this many context
 * dates on each side are looked at. Only a context where more dates than that, none about the
 * claim's subject, lie between the claim's date and its rival's reports `unsupported` instead of
 * `contradicted` — the cautious side.
 */
const RIVAL_STEPS = 64;

/** The context date `accepts` takes nearest the claim's day (of two as near, the earlier in the context). */
function nearestRival(d: ContextDate['date'], dates: ContextDates, accepts: (c: ContextDate) => boolean): ContextDate | undefined {
  const { byOrdinal, ordinals } = datesByDay(dates);
  const at = nearestAcceptedDay(ordinals, byOrdinal, ordinal(d), RIVAL_STEPS, (position) => accepts(dates.all[position]!));
  return at < 0 ? undefined : dates.all[at];
}

/** How many years a hedged year may lie from the context's (`around 1990` for 1991 or 1992). */
const HEDGED_YEAR_REACH = 2;

/**
 * The context year nearest the claim's, within HEDGED_YEAR_REACH of it, where the answer hedges the
 * year (a hedge word of the locale right before or after it): about the claim's subject where the
 * claim has one, else any.
 */
function hedgedYearNear(
  claim: ExtractedClaim,
  d: DateMatch,
  answer: AnalysedText,
  dates: ContextDates,
  locale: LocaleData,
  about: (c: ContextDate) => boolean,
): ContextDate | undefined {
  if (!hedgedAt(answer.source, claim.span[0], claim.span[1], locale)) return undefined;
  for (let off = 1; off <= HEDGED_YEAR_REACH; off++) {
    for (const year of [d.year - off, d.year + off]) {
      const found = (dates.byYear.get(year) ?? []).find((c) => c.date.granularity === 'year' && about(c));
      if (found) return found;
    }
  }
  return undefined;
}

const SHORT_YEAR_AFTER = /^ ?[-\u2013\u2014/]{1,2} ?(\d{2})(?!\d)/;

/**
 * The second year of a season or span the context writes short (`the 2007–08 season`, tokenised
 * `2007 -- 08`): `2008` is that span's end, not a different year.
 */
function abbreviatedRangeEnd(year: number, ctx: GroundingContext): Evidence | undefined {
  return firstSpanEnd(ctx.index, ctx.locale).get(year)?.value;
}

/** The first short span of the context that ends in each year. */
const firstSpanEnd = firstPerContext((text) => spanEnds(text));

/** The second years of the short spans a text writes (`2007 -- 08` → 2008), read once per text. */
const spanEnds = perObject((text: AnalysedText): ReadonlyMap<number, Evidence> => {
  const ends = new Map<number, Evidence>();
  // a year before a dash and more digits is read as a figure, not a date
  const firstYears = [
    ...text.scan.dates.filter((d) => d.granularity === 'year'),
    ...text.scan.numbers.filter((n) => n.span[1] - n.span[0] === 4),
  ];
  for (const start of firstYears) {
    const m = SHORT_YEAR_AFTER.exec(text.source.slice(start.span[1], start.span[1] + 8));
    if (!m) continue;
    const first = 'year' in start ? start.year : start.value;
    let second = first - (first % 100) + Number(m[1]);
    if (second <= first) second += 100; // 1999–00
    if (second !== first + 1 || ends.has(second)) continue;
    const end = start.span[1] + m[0].length;
    ends.set(second, { doc: text.id, span: [start.span[0], end], text: text.source.slice(start.span[0], end) });
  }
  return ends;
});

/** How often the answer states each date (counted once per answer). */
const datesStated = perObject((answer: AnalysedText): ReadonlyMap<string, number> => {
  const counts = new Map<string, number>();
  for (const x of answer.scan.dates) counts.set(x.value, (counts.get(x.value) ?? 0) + 1);
  return counts;
});

/**
 * A year that is a context year plus or minus a span of years the answer's own sentence states: "in
 * 2023, 25 years after it opened" against "opened in 1998", "extended by two years, to 2026" against
 * "ran until 2024", "in 2023 it held its 46th year" against "first held in 1978" (an ordinal counts
 * from year one). The arithmetic holds, so the year is derived, not contradicted by the year it
 * counts from.
 */
function yearAfterStatedSpan(
  year: number,
  sentence: number,
  answer: AnalysedText,
  dates: ContextDates,
  locale: LocaleData,
): { judgement: ClaimJudgement; from: number } | undefined {
  for (const span of statedSpans(answer, sentence, locale)) {
    for (const from of [year - span, year + span]) {
      const start = dates.byYear.get(from)?.[0];
      if (start === undefined) continue;
      const formula = from < year ? `${from} + ${span} = ${year}` : `${from} - ${span} = ${year}`;
      return { judgement: claimJudgement('derived', 'date.derived-year', [evidenceIn(start.text, start.date)], null, formula), from };
    }
  }
  return undefined;
}

/** The spans of years one sentence of the answer states: figures in years, and years counted by an ordinal. */
function statedSpans(answer: AnalysedText, sentence: number, locale: LocaleData): number[] {
  return [...(yearFiguresBySentence(answer).get(sentence) ?? []), ...ordinalYearSpans(answer, sentence, locale)];
}

/** The whole figures in years of a text, by sentence: read once per text, not once per year claim. */
const yearFiguresBySentence = perObject((text: AnalysedText): ReadonlyMap<number, number[]> => {
  const bySentence = new Map<number, number[]>();
  for (const n of text.scan.numbers) {
    if (n.unit?.family !== 'years' || !Number.isInteger(n.value) || n.value <= 0) continue;
    const sentence = sentenceAt(text, n.span[0]);
    const list = bySentence.get(sentence);
    if (list) list.push(n.value);
    else bySentence.set(sentence, [n.value]);
  }
  return bySentence;
});

/** A year as a context year plus or minus a context number (an anniversary, an age, a duration). */
function deriveYear(d: DateMatch, ctx: GroundingContext): ClaimJudgement | undefined {
  const { terms, evidence } = yearTerms(ctx);
  const found = findDerivation({ value: d.year, unit: null, tolerance: 0.5, year: true }, terms, 2);
  if (!found) return undefined;
  return claimJudgement(
    'derived',
    'date.derived-year',
    found.terms.map((t) => evidence[t.ref]!),
    null,
    found.formula,
  );
}

/**
 * The terms of a year derivation: context years and whole numbers, text by text. They do not
 * depend on the claim, so they are read once per context — and only as many as the search ever
 * looks at (DERIVATION_LIMITS.pairTerms).
 */
const yearTermsOf = perObject((index: GroundingContext['index'], locale: LocaleData): { terms: Term[]; evidence: Evidence[] } => {
  const terms: Term[] = [];
  const evidence: Evidence[] = [];
  const limit = DERIVATION_LIMITS.pairTerms;
  index.texts.forEach((text, t) => {
    for (const c of text.scan.dates) {
      if (terms.length >= limit) return;
      terms.push({ value: c.year, unit: null, year: true, order: t * 1e9 + c.span[0], ref: evidence.length });
      evidence.push(evidenceIn(text, c));
    }
    for (const n of text.scan.numbers) {
      if (terms.length >= limit) return;
      if (n.inRange || !Number.isInteger(n.value) || n.value <= 0) continue;
      // Only a span of years, or a bare number, moves a year: a number that counts something
      // (`11 gold`, `350 employees`, 4個) does not — 2005 + 11 medals is not 2016.
      if (n.unit !== null && n.unit.family !== 'years') continue;
      if (n.unit === null && countedNounAfter(text.source, n.span[1], locale) !== undefined) continue;
      terms.push({ value: n.value, unit: null, year: false, order: t * 1e9 + n.span[0], ref: evidence.length });
      evidence.push(evidenceIn(text, n));
    }
  });
  return { terms, evidence };
});

function yearTerms(ctx: GroundingContext): { terms: Term[]; evidence: Evidence[] } {
  return yearTermsOf(ctx.index, ctx.locale);
}

interface ContextDates {
  all: ContextDate[];
  /** A date's value → the position of its first occurrence. */
  byValue: Map<string, number>;
  /** A year → the dates in it, in context order (built once, so no claim copies them). */
  byYear: Map<number, ContextDate[]>;
  /** Positions sorted by day (ties in context order), and their days: sorted when a rival is first searched. */
  byDay?: { byOrdinal: Int32Array; ordinals: Float64Array };
}

function datesByDay(dates: ContextDates): { byOrdinal: Int32Array; ordinals: Float64Array } {
  if (!dates.byDay) {
    const order = dates.all.map((c, at) => ({ at, day: ordinal(c.date) })).sort((a, b) => a.day - b.day || a.at - b.at);
    dates.byDay = { byOrdinal: Int32Array.from(order, (o) => o.at), ordinals: Float64Array.from(order, (o) => o.day) };
  }
  return dates.byDay;
}

/** Context dates, and bare four-digit years the date reader left as figures, indexed once per context. */
const contextDatesOf = perObject((index: GroundingContext['index']): ContextDates => {
  const all: ContextDate[] = [];
  for (const { claim, text } of index.claims(DATE)) {
    if (!isDayOfYear(claim.detail)) all.push({ date: claim.detail as DateMatch, text, sentence: claim.sentence });
  }
  for (const text of index.texts) {
    for (const n of text.scan.numbers) {
      // A year inside a numeric range ("from 2019 to 2021") is still a year.
      if (n.unit !== null || n.hedge !== null || !Number.isInteger(n.value) || n.value < YEAR_RANGE[0] || n.value > YEAR_RANGE[1]) continue;
      if (!fourDigits(text.source, n.numberSpan[0], n.numberSpan[1])) continue;
      const date = {
        value: String(n.value),
        granularity: 'year' as const,
        year: n.value,
        month: null,
        day: null,
        text: n.text,
        span: n.span,
      };
      all.push({ date, text, sentence: sentenceAt(text, n.span[0]) });
    }
  }
  const byValue = new Map<string, number>();
  const byYear = new Map<number, ContextDate[]>();
  all.forEach((c, at) => {
    if (!byValue.has(c.date.value)) byValue.set(c.date.value, at);
    const year = byYear.get(c.date.year);
    if (year) year.push(c);
    else byYear.set(c.date.year, [c]);
  });
  return { all, byValue, byYear };
});

function contextDates(ctx: GroundingContext): ContextDates {
  return contextDatesOf(ctx.index);
}

/** `/^\d{4}$/` on `source[start, end)`, without cutting it out. */
function fourDigits(source: string, start: number, end: number): boolean {
  if (end - start !== 4) return false;
  for (let i = start; i < end; i++) {
    const c = source.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

function judged(
  status: ClaimJudgement['status'],
  reason: string,
  evidence: readonly ContextDate[],
  nearest: string | null = null,
): ClaimJudgement {
  return claimJudgement(
    status,
    reason,
    evidence.map((c) => evidenceIn(c.text, c.date)),
    nearest,
  );
}
