import type { LocaleData } from '@factlint/text';
import { isAsciiDigitAt, perLocale, perObject, skipSpaces, skipSpacesBack, WordMatcher, writingOf } from '@factlint/text';
import type { Figure } from './numeric-figures.js';

/*
 * The period an amount is given per (the locale's `numbers.periods`): `10 000 kr i måneden` is per
 * month, `120 000 kroner i året` per year, and one is the other ×12. Only a period word a few
 * characters before a figure, or at most PERIOD_GAP words after it (`1 250 kroner i støtte per måned`),
 * with no figure or clause mark between, counts: a period named further off may be another figure's.
 */

const PERIOD_GAP = 3;
/** Nor further than this many characters (an unspaced script has no word ends to count). */
const PERIOD_REACH = 40;
/** Clause marks, by code unit: a period word is not looked for past one. */
const STOPS = new Set([',', ';', ':', '.', '!', '?', '(', ')', '\n'].map((c) => c.charCodeAt(0)));
const WHITE_SPACE = /\s/;

/** White space, a clause mark or a digit at `i`: where a word of the period search ends (ASCII tested by code). */
function endsWordAt(source: string, i: number): boolean {
  const code = source.charCodeAt(i);
  if (code >= 0x80) return WHITE_SPACE.test(source[i]!);
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || STOPS.has(code) || isAsciiDigitAt(source, i);
}

export interface Period {
  id: string;
  perYear: number;
}

interface PeriodWords {
  after: WordMatcher<Period>;
  before: WordMatcher<Period>;
}

const periodWords = perLocale((locale: LocaleData): PeriodWords => {
  const entries = Object.entries(locale.numbers.periods);
  const words = (side: 'after' | 'before') =>
    new WordMatcher(
      entries.flatMap(([id, p]) => p[side].map((form) => ({ form, value: { id, perYear: p.per_year } }))),
      writingOf(locale),
    );
  return { after: words('after'), before: words('before') };
});

/** The period the figure is given per, or null (a figure is read from one source in one locale). */
export const periodOf = perObject((figure: Figure, source: string, locale: LocaleData): Period | null => {
  const words = periodWords(locale);
  const after = words.after.size > 0 ? periodAfter(source, figure.span[1], words.after) : undefined;
  const before = words.before.size > 0 && figure.span[0] > 0 ? periodBefore(source, figure.span[0], words.before) : undefined;
  return (after ?? before)?.value ?? null;
});

/** A period word at most PERIOD_GAP words after `from`, before any digit or clause mark. */
function periodAfter(source: string, from: number, after: WordMatcher<Period>): { value: Period } | undefined {
  let at = skipSpaces(source, from);
  const limit = Math.min(source.length, from + PERIOD_REACH);
  for (let word = 0; word <= PERIOD_GAP && at < limit; word++) {
    const hit = after.matchAt(source, at, true);
    if (hit) return hit;
    let end = at;
    while (end < limit && !endsWordAt(source, end)) end++;
    if (end === at) return undefined;
    at = skipSpaces(source, end);
  }
  return undefined;
}

/** How far before a figure its period word may end (`年額にすると60万円`, `an annual fee of $300`). */
const PERIOD_REACH_BEFORE = 12;

/** A period word ending at most PERIOD_REACH_BEFORE characters before `to`, with no digit or clause mark between. */
function periodBefore(source: string, to: number, before: WordMatcher<Period>): { value: Period } | undefined {
  for (let end = skipSpacesBack(source, to); end > 0 && to - end <= PERIOD_REACH_BEFORE; end--) {
    const hit = before.matchEndingAt(source, end);
    if (hit) return hit;
    const code = source.charCodeAt(end - 1);
    if (STOPS.has(code) || isAsciiDigitAt(source, end - 1)) return undefined;
  }
  return undefined;
}

/** A year is a whole number of these periods both ways (a month, a quarter): the conversion is exact. */
export function exactBetween(a: Period, b: Period): boolean {
  const ratio = a.perYear > b.perYear ? a.perYear / b.perYear : b.perYear / a.perYear;
  return Number.isInteger(a.perYear) && Number.isInteger(b.perYear) && Number.isInteger(ratio);
}
