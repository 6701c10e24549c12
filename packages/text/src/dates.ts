import { type Writing, writingOf } from './writing.js';
import type { LocaleData } from './locale-data.js';
import type { DateMatch, RelativeDateMatch } from './matches.js';
import { perLocale } from './locale-cache.js';
import { prepareReadingText, type ReadingText } from './reading-text.js';
import { WordMatcher, type WordHit } from './word-matcher.js';
import { digitRunEnd, isAsciiDigitAt, isAsciiDigitCode, isSpaceCode, isWordCharAt, lowerCode } from './characters.js';
import { readFigures, type FigureRead } from './numbers.js';
import { EVERY_OFFSET, type Starts } from './starts.js';

/*
 * Dates written in full (day, month or year granularity) from the locale's templates, bare years,
 * and relative date words. Templates are compiled into token lists by this code; a pack supplies
 * no regular expression.
 */

/** A year written alone counts as a date only in this span (`2024`, not `1200` or `4000`). */
const BARE_YEAR_MIN = 1800;
const BARE_YEAR_MAX = 2100;

type Token = { kind: 'y' | 'm' | 'd' | 'ey' } | { kind: 'month' | 'era' | 'sy' } | { kind: 'space' } | { kind: 'literal'; text: string };

interface DateGrammar {
  templates: Token[][];
  months: WordMatcher<number>;
  eras: WordMatcher<number>;
  eraFirstYear: WordMatcher<true>;
  relative: WordMatcher<true>;
  /** `{sy}`: "the same year" (0), or a narrated year ("the following year": 1) from `narrated_years`. */
  sameYear: WordMatcher<number>;
}

const PLACEHOLDER = /\{(y|m|d|ey|month|era|sy)\}/g;

function compileTemplate(template: string): Token[] {
  const tokens: Token[] = [];
  const literal = (text: string) => {
    for (const piece of text.split(/(\s+)/)) {
      if (!piece) continue;
      if (/^\s+$/.test(piece)) tokens.push({ kind: 'space' });
      else tokens.push({ kind: 'literal', text: piece.toLowerCase() });
    }
  };
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    literal(template.slice(last, m.index));
    tokens.push({ kind: m[1] as 'y' });
    last = m.index + m[0].length;
  }
  literal(template.slice(last));
  return tokens;
}

export const dateGrammar = perLocale((locale: LocaleData): DateGrammar => {
  const writing = writingOf(locale);
  const d = locale.dates;
  return {
    templates: d.formats.map(compileTemplate),
    months: new WordMatcher(
      Object.entries(d.months).map(([form, value]) => ({ form, value })),
      writing,
    ),
    eras: new WordMatcher(
      Object.entries(d.eras).map(([form, value]) => ({ form, value })),
      writing,
    ),
    eraFirstYear: new WordMatcher(
      d.era_first_year.map((form) => ({ form, value: true as const })),
      writing,
    ),
    // A relative or narrated year is a relative date whether or not `relative` lists it too.
    relative: new WordMatcher(
      [...new Set([...d.relative, ...Object.keys(d.relative_years), ...Object.keys(d.narrated_years)])].map((form) => ({
        form,
        value: true as const,
      })),
      writing,
    ),
    sameYear: new WordMatcher(
      [
        ...d.same_year.map((form) => ({ form, value: 0 })),
        ...Object.entries(d.narrated_years).map(([form, offset]) => ({ form, value: offset })),
      ],
      writing,
    ),
  };
});

interface Parsed {
  end: number;
  year?: number;
  month?: number;
  day?: number;
  eraStart?: number;
  eraYear?: number;
  /** The year is the one of the date before moved by this many years (`the same year` 0, `the following year` 1). */
  sameYear?: number;
}

/** The end of a run of `min` to `max` ASCII digits at `at` (not followed by another digit), or -1; its value in `digitsValue`. */
let digitsValue = 0;
function readDigits(text: string, at: number, min: number, max: number): number {
  let j = at;
  let value = 0;
  while (j - at < max && isAsciiDigitAt(text, j)) {
    value = value * 10 + text.charCodeAt(j) - 48;
    j++;
  }
  if (j - at < min || isAsciiDigitAt(text, j)) return -1;
  digitsValue = value;
  return j;
}

/** The month name at an offset; several templates ask at the same offset, so the last answer is kept. */
type MonthAt = (at: number) => WordHit<number> | undefined;

/** `literal` (lower case) at `at`, compared code unit by code unit with the text lower-cased. */
function literalAt(text: string, at: number, literal: string): boolean {
  if (at + literal.length > text.length) return false;
  for (let k = 0; k < literal.length; k++) {
    const c = text.charCodeAt(at + k);
    const p = literal.charCodeAt(k);
    if (c !== p && lowerCode(c) !== p) return false;
  }
  return true;
}

/**
 * Whether a template can open at `at` on a run of `run` digits (0: no digit) as its first token
 * reads them: a year takes exactly four, a month or day one or two, and a literal right after them
 * must follow the run. The digits are counted once per position instead of each template reading
 * them again; other first tokens are left to `matchTemplate`.
 */
function mayOpen(text: string, at: number, tokens: readonly Token[], run: number): boolean {
  const first = tokens[0]?.kind;
  if (first === 'y') {
    if (run !== 4) return false;
  } else if (first === 'm' || first === 'd') {
    if (run !== 1 && run !== 2) return false;
  } else return true;
  const second = tokens[1];
  return second?.kind !== 'literal' || literalAt(text, at + run, second.text);
}

// Most templates fail within a token or two at most positions, so nothing is allocated until one matches.
function matchTemplate(text: string, start: number, tokens: Token[], g: DateGrammar, monthAt: MonthAt): Parsed | undefined {
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  let eraStart: number | undefined;
  let eraYear: number | undefined;
  let sameYear: number | undefined;
  let at = start;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    switch (token.kind) {
      case 'y': {
        const end = readDigits(text, at, 4, 4);
        if (end < 0 || digitsValue < 1000 || digitsValue > 2999) return undefined;
        year = digitsValue;
        at = end;
        break;
      }
      case 'm':
      case 'd': {
        const end = readDigits(text, at, 1, 2);
        if (end < 0) return undefined;
        if (token.kind === 'm') month = digitsValue;
        else day = digitsValue;
        at = end;
        break;
      }
      case 'ey': {
        const first = g.eraFirstYear.matchAt(text, at);
        if (first) {
          eraYear = 1;
          at = first.end;
          break;
        }
        const end = readDigits(text, at, 1, 2);
        if (end < 0 || digitsValue < 1) return undefined;
        eraYear = digitsValue;
        at = end;
        break;
      }
      case 'month': {
        const hit = monthAt(at);
        if (!hit) return undefined;
        month = hit.value;
        at = hit.end;
        break;
      }
      case 'era': {
        const hit = g.eras.matchAt(text, at, true);
        if (!hit) return undefined;
        eraStart = hit.value;
        at = hit.end;
        break;
      }
      case 'sy': {
        const hit = g.sameYear.matchAt(text, at, true);
        if (!hit) return undefined;
        sameYear = hit.value;
        at = hit.end;
        break;
      }
      case 'space': {
        const from = at;
        while (at < text.length && isSpaceCode(text.charCodeAt(at))) at++;
        if (at === from) return undefined;
        break;
      }
      case 'literal': {
        if (!literalAt(text, at, token.text)) return undefined;
        at += token.text.length;
        break;
      }
    }
  }
  return { end: at, year, month, day, eraStart, eraYear, sameYear };
}

/** Days in a month of the Gregorian calendar (no Date object per date read). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function toDateMatch(reading: ReadingText, start: number, end: number, p: Parsed): DateMatch | undefined {
  const era = p.eraStart !== undefined;
  const year = era ? p.eraStart! + (p.eraYear ?? 1) - 1 : p.year;
  if (year === undefined) return undefined;
  const month = p.month ?? null;
  const day = p.day ?? null;
  if (month !== null && (month < 1 || month > 12)) return undefined;
  if (day !== null && (month === null || day < 1 || day > daysInMonth(year, month))) return undefined;
  const granularity = day !== null ? 'day' : month !== null ? 'month' : 'year';
  const value =
    granularity === 'day' ? `${year}-${pad(month!)}-${pad(day!)}` : granularity === 'month' ? `${year}-${pad(month!)}` : String(year);
  const span = reading.span(start, end);
  return { kind: 'date', text: reading.source.slice(span[0], span[1]), span, value, granularity, year, month, day, era };
}

/** Folded-text offsets of a date, for overlap checks. */
export interface DateRead {
  match: DateMatch;
  start: number;
  end: number;
}

/** Dates written with the locale's templates (longest at each position, left to right), tried at `starts`. */
export function readTemplateDates(reading: ReadingText, locale: LocaleData, starts: Starts = EVERY_OFFSET): DateRead[] {
  const g = dateGrammar(locale);
  const text = reading.text;
  const out: DateRead[] = [];
  if (!g.templates.length) return out;
  let askedAt = -1;
  let answer: WordHit<number> | undefined;
  const monthAt: MonthAt = (at) => {
    if (at !== askedAt) {
      askedAt = at;
      answer = g.months.matchAt(text, at, true);
    }
    return answer;
  };
  for (let i = starts.from(0); i < text.length; ) {
    const code = text.charCodeAt(i);
    // Only a digit or the first letter of a month or era name can start a date.
    if (!isAsciiDigitCode(code) && !g.months.mayStartWith(code) && !g.eras.mayStartWith(code) && !g.sameYear.mayStartWith(code)) {
      i = starts.from(i + 1);
      continue;
    }
    const startsWithDigit = isAsciiDigitAt(text, i) && !isAsciiDigitAt(text, i - 1);
    const insideWord = isWordCharAt(text, i) && isWordCharAt(text, i - 1);
    const startsWithWord =
      !startsWithDigit &&
      !insideWord &&
      (monthAt(i) !== undefined || g.eras.matchAt(text, i, true) !== undefined || g.sameYear.matchAt(text, i, true) !== undefined);
    if ((!startsWithDigit && !startsWithWord) || (startsWithDigit && isWordCharAt(text, i - 1))) {
      i = starts.from(i + 1);
      continue;
    }
    let best: { parsed: Parsed; match: DateMatch } | undefined;
    const run = digitRunEnd(text, i) - i;
    for (let t = 0; t < g.templates.length; t++) {
      const tokens = g.templates[t]!;
      if (!mayOpen(text, i, tokens, run)) continue;
      const parsed = matchTemplate(text, i, tokens, g, monthAt);
      if (!parsed || (best && parsed.end < best.parsed.end)) continue;
      if (best && parsed.end === best.parsed.end) {
        keepOtherReading(best.match, reading, i, parsed, locale);
        continue;
      }
      // `the same year` takes the year of the date written before it, `the following year` that year
      // plus one; with none before, it is no date.
      if (parsed.sameYear !== undefined) {
        const before = out[out.length - 1]?.match.year;
        parsed.year = before === undefined ? undefined : before + parsed.sameYear;
      }
      if (!endsCleanly(text, parsed.end, writingOf(locale))) continue;
      const match = toDateMatch(reading, i, parsed.end, parsed);
      if (match) best = { parsed, match };
    }
    if (best) {
      out.push({ match: best.match, start: i, end: best.parsed.end });
      i = starts.from(best.parsed.end);
    } else i = starts.from(i + 1);
  }
  return out;
}

/**
 * A second template that reads the same characters as another date (`3/4/2025` month first and
 * day first) is kept beside the first reading: the comparator accepts either, since the text alone
 * cannot tell which order its writer used.
 */
function keepOtherReading(first: DateMatch, reading: ReadingText, start: number, parsed: Parsed, locale: LocaleData): void {
  if (parsed.sameYear !== undefined || first.otherReading !== undefined) return;
  if (!endsCleanly(reading.text, parsed.end, writingOf(locale))) return;
  const other = toDateMatch(reading, start, parsed.end, parsed);
  if (other && other.value !== first.value && other.granularity === first.granularity) first.otherReading = other.value;
}

/**
 * A date must not run on into more digits or letters (`2024-01-05-7`, `March 2024a`); one ending in
 * a phrase letter may run on into a particle of the locale (`2026년 5월 1일부터`).
 */
function endsCleanly(text: string, end: number, writing: Writing): boolean {
  if (isAsciiDigitAt(text, end)) return false;
  if (
    isWordCharAt(text, end - 1) &&
    isWordCharAt(text, end) &&
    !(writing.phraseLetter.test(text.charAt(end - 1)) && writing.particleAt(text, end))
  )
    return false;
  // Read only inside the text: a read past the end would throw the readers' optimised code away.
  const next = end < text.length ? text.charAt(end) : '';
  if ((next === '.' || next === '-' || next === '/') && isAsciiDigitAt(text, end + 1)) return false;
  return true;
}

/** A figure that is a year written alone: four plain digits in the bare-year span, no unit. */
export function isBareYear(figure: FigureRead, text: string): boolean {
  const v = figure.match.value;
  if (!(figure.plainDigits && figure.end - figure.start === 4 && v >= BARE_YEAR_MIN && v <= BARE_YEAR_MAX)) return false;
  // `2027-02-30` is a broken date, not the year 2027 (a second year, `2019-2024`, is fine).
  const e = figure.end;
  const next = e < text.length ? text.charAt(e) : '';
  const joined = (next === '-' || next === '/' || next === '.') && isAsciiDigitAt(text, e + 1);
  return !(joined && !(isAsciiDigitAt(text, e + 3) && isAsciiDigitAt(text, e + 4)));
}

export function bareYearDate(reading: ReadingText, figure: FigureRead): DateRead {
  const span = figure.match.numberSpan;
  const year = figure.match.value;
  return {
    match: {
      kind: 'date',
      text: reading.source.slice(span[0], span[1]),
      span,
      value: String(year),
      granularity: 'year',
      year,
      month: null,
      day: null,
      era: false,
    },
    start: figure.start,
    end: figure.end,
  };
}

/** Every date: the locale's templates, and bare years (`in 2024`) outside them. */
export function readDates(text: string, locale: LocaleData): DateMatch[] {
  const reading = prepareReadingText(text);
  return collectDates(reading, locale, readFigures(reading, locale)).map((d) => d.match);
}

export function collectDates(reading: ReadingText, locale: LocaleData, figures: readonly FigureRead[]): DateRead[] {
  const dates = readTemplateDates(reading, locale);
  // Both lists are sorted by start: one sweep finds the figures a template date covers.
  const years: DateRead[] = [];
  let d = 0;
  for (const f of figures) {
    while (d < dates.length && dates[d]!.end <= f.start) d++;
    const covered = d < dates.length && dates[d]!.start < f.end;
    if (!covered && isBareYear(f, reading.text)) years.push(bareYearDate(reading, f));
  }
  return [...dates, ...years].sort((a, b) => a.start - b.start);
}

/** Relative date expressions ("yesterday", "last month"): they name no checkable date. */
export function readRelativeDates(text: string, locale: LocaleData): RelativeDateMatch[] {
  return readRelativeDatesIn(prepareReadingText(text), locale);
}

export function readRelativeDatesIn(reading: ReadingText, locale: LocaleData, starts: Starts = EVERY_OFFSET): RelativeDateMatch[] {
  return dateGrammar(locale)
    .relative.findAll(reading.text, starts)
    .map((hit) => {
      const span = reading.span(hit.start, hit.end);
      return { kind: 'relative-date' as const, text: reading.source.slice(span[0], span[1]), span };
    });
}
