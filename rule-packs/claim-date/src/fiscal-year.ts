import type { Span } from '@factlint/kernel';
import { CategorySet, isAsciiDigitCode, perLocale, perObject, writingOf } from '@factlint/text';
import type { LocaleData } from '@factlint/text';
import { firstPerContext, type AnalysedText } from '@factlint/pipeline';

/*
 * Fiscal against calendar years (the card's FY2024 = 2024 false negative): a year the context marks
 * as a fiscal year (`FY2024`, `fiscal year 2024`, a year followed by a CJK fiscal-year marker) is another period than a year the
 * answer explicitly calls a calendar year (`calendar year 2024`).
 * A plain `2024` is not held to the difference: readers accept it. The markers are the locale's
 * `dates.fiscal_year` and `dates.calendar_year` words.
 */

export interface MarkedYear {
  year: number;
  /** The year with its marker, as written. */
  span: Span;
}

const DIGIT = /[0-9\uFF10-\uFF19]/;
const SPACE = /[ \t\u00A0\u202F-]/;
const YEAR_DIGITS = 4;

function digitValue(ch: string): number {
  const code = ch.charCodeAt(0);
  return code >= 0xff10 ? code - 0xff10 : code - 48;
}

/** Four digits starting at `at` and not followed or preceded by another digit: the year, or null. */
function yearAt(source: string, at: number): number | null {
  if (at < 0 || at + YEAR_DIGITS > source.length || DIGIT.test(source[at - 1] ?? '') || DIGIT.test(source[at + YEAR_DIGITS] ?? ''))
    return null;
  let year = 0;
  for (let i = at; i < at + YEAR_DIGITS; i++) {
    if (!DIGIT.test(source[i]!)) return null;
    year = year * 10 + digitValue(source[i]!);
  }
  return year;
}

function fold(text: string, locale: LocaleData): string {
  return writingOf(locale).spaced ? text.toLowerCase() : text;
}

const LETTER_OR_DIGIT = new CategorySet(['L', 'N']);

/** Every occurrence of `marker` in `folded` that stands as a word (spaced scripts) or anywhere (unspaced). */
function occurrences(folded: string, marker: string, locale: LocaleData): number[] {
  const out: number[] = [];
  const m = fold(marker, locale);
  for (let at = folded.indexOf(m); at >= 0; at = folded.indexOf(m, at + 1)) {
    if (writingOf(locale).spaced && LETTER_OR_DIGIT.at(folded, at - 1)) continue;
    out.push(at);
  }
  return out;
}

/** The years a text marks as fiscal years, read once per text. */
export const fiscalYears = perObject((text: AnalysedText, locale: LocaleData): readonly MarkedYear[] => {
  const found: MarkedYear[] = [];
  const { before, after } = locale.dates.fiscal_year;
  if (before.length + after.length > 0) {
    const source = text.source;
    const folded = fold(source, locale);
    for (const marker of before) {
      for (const at of occurrences(folded, marker, locale)) {
        let i = at + marker.length;
        while (i < source.length && SPACE.test(source[i]!)) i++;
        const year = yearAt(source, i);
        if (year !== null) found.push({ year, span: [at, i + YEAR_DIGITS] });
      }
    }
    for (const marker of after) {
      for (const at of occurrences(folded, marker, locale)) {
        // The marker may follow the digits directly (a CJK year with its fiscal marker) or after the year's own unit is read.
        let i = at;
        while (i > 0 && SPACE.test(source[i - 1]!)) i--;
        const year = yearAt(source, i - YEAR_DIGITS);
        if (year !== null) found.push({ year, span: [i - YEAR_DIGITS, at + marker.length] });
      }
    }
  }
  return found;
});

/** The first fiscal year of each year in the context. */
export const firstFiscalYear = firstPerContext((text, locale) => fiscalYears(text, locale).map((f) => [f.year, f] as const));

/** The locale's calendar-year markers, folded once. */
const calendarMarkers = perLocale((locale: LocaleData) => ({
  before: locale.dates.calendar_year.before.map((m) => fold(m, locale)),
  after: locale.dates.calendar_year.after.map((m) => fold(m, locale)),
}));

/** Whether the year claim at `span` is explicitly called a calendar year. */
export function calendarMarked(source: string, span: Span, locale: LocaleData): boolean {
  const { before, after } = calendarMarkers(locale);
  if (before.length + after.length === 0) return false;
  const spaced = writingOf(locale).spaced;
  let start = span[0];
  while (start > 0 && SPACE.test(source[start - 1]!)) start--;
  const head = fold(source.slice(Math.max(0, start - 24), start), locale);
  for (const m of before) {
    if (!head.endsWith(m)) continue;
    if (!spaced || !LETTER_OR_DIGIT.at(head, head.length - m.length - 1)) return true;
  }
  let digitsEnd = span[0];
  while (digitsEnd < span[1] && !isDigitCode(source.charCodeAt(digitsEnd))) digitsEnd++;
  while (digitsEnd < span[1] && isDigitCode(source.charCodeAt(digitsEnd))) digitsEnd++;
  const tail = fold(source.slice(digitsEnd, span[1] + 24), locale);
  const tailAfterSpan = fold(source.slice(span[1], span[1] + 24), locale).trimStart();
  return after.some((m) => tail.startsWith(m) || tailAfterSpan.startsWith(m));
}

/** `DIGIT` by code: an ASCII or a full-width digit. */
function isDigitCode(code: number): boolean {
  return isAsciiDigitCode(code) || (code >= 0xff10 && code <= 0xff19);
}
