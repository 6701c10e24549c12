import { type Writing, writingOf } from './writing.js';
import type { LocaleData } from './locale-data.js';
import type { DateMatch, DayOfYearMatch, RelativeDateMatch } from './matches.js';
import { perLocale } from './locale-cache.js';
import { prepareReadingText, type ReadingText } from './reading-text.js';
import { WordMatcher, type WordHit } from './word-matcher.js';
import {
  CodeUnitSet,
  digitRunEnd,
  isAsciiDigitAt,
  isAsciiDigitCode,
  isSpaceAt,
  isSpaceCode,
  isWordCharAt,
  lowerCode,
  skipSpaces,
  skipSpacesBack,
} from './characters.js';
import { readFigures, type FigureRead } from './numbers.js';
import { EVERY_OFFSET, type Starts } from './starts.js';
import { allMatches } from './pattern-matches.js';
import { byStart } from './sorted-search.js';
import { rangeGrammar } from './ranges.js';
import { numeralGrammar } from './numerals.js';

/*
 * Dates written in full (day, month or year granularity) from the locale's templates, bare years,
 * and relative date words. Templates are compiled into token lists by this code; a pack supplies
 * no regular expression.
 */

/** A year written alone counts as a date only in this span (`2024`, not `1200` or `4000`). */
const BARE_YEAR_MIN = 1800;
const BARE_YEAR_MAX = 2100;

/**
 * A template's tokens, by number: every template is read at every digit and month name of every
 * text, and a switch over small integers on tokens of one shape is a jump, where one over strings
 * on tokens of four shapes was a chain of comparisons (a tenth of reading a Japanese text).
 */
const YEAR = 0;
const MONTH = 1;
const DAY = 2;
const ERA_YEAR = 3;
const MONTH_NAME = 4;
const ERA = 5;
const SAME_YEAR = 6;
const SPACE = 7;
const LITERAL = 8;
const JOINER = 9;
type TokenKind =
  | typeof YEAR
  | typeof MONTH
  | typeof DAY
  | typeof ERA_YEAR
  | typeof MONTH_NAME
  | typeof ERA
  | typeof SAME_YEAR
  | typeof SPACE
  | typeof LITERAL
  | typeof JOINER;
const PLACEHOLDER_KINDS: Record<string, TokenKind> = {
  y: YEAR,
  m: MONTH,
  d: DAY,
  ey: ERA_YEAR,
  month: MONTH_NAME,
  era: ERA,
  sy: SAME_YEAR,
  to: JOINER,
};
/** `text`: a literal's text, lower-cased ('' for the other kinds). */
interface Token {
  kind: TokenKind;
  text: string;
}

/** A template with what must follow the digits it opens on: a literal right after a first year, month or day. */
interface Opening {
  tokens: Token[];
  literalAfterRun: string | undefined;
  /** A space must follow the run (`{d} {month}`): a figure's digits are mostly followed by no space, or by no month after it. */
  spaceAfterRun: boolean;
  /**
   * The earlier template of the list that shares the most first tokens with this one (-1: none
   * shares any), and how many: where it failed inside them, this one fails too (`{d} {month}, {y}`
   * after `{d} {month} {y}` at a figure with no month after it).
   */
  sharedWith: number;
  shared: number;
  /** A range template takes its first date from this template's reading: it is kept at each offset. */
  kept: boolean;
}

/**
 * A range template (`{to}`) as it opens: `tokens` its first date, `rest` its second after the joiner.
 * Its first date is the reading of a template of one date with the same tokens, when the list has
 * one (`firstFrom`, its place in that list; else -1): that date is not read again. When its first
 * date is the digits alone or with a literal (`{d}{to}`, `{d}.{to}`), the joiner must start
 * `joinerAfterRun` units after the run (else -1).
 */
interface RangeOpening {
  tokens: Token[];
  rest: Token[];
  firstFrom: number;
  joinerAfterRun: number;
  spaceAfterRun: boolean;
  /** As Opening's, over the templates of one date: where that one failed inside its shared tokens, this first date fails too. */
  sharedWith: number;
  shared: number;
}

interface DateGrammar {
  templates: Token[][];
  /**
   * The templates (in the order written) that may open on a run of so many digits (0: no digit, the
   * last entry: five or more), as `opensOnRun` says. Sorted out once per locale instead of at every
   * start of every text.
   */
  openingOnRun: Opening[][];
  /** The range templates (`{to}`) that may open on a run of so many digits, beside `openingOnRun`. */
  rangesOnRun: RangeOpening[][];
  /** What must follow a run of so many digits for any template to read it, beside `openingOnRun` (RunFollowers). */
  followingRun: (RunFollowers | undefined)[];
  months: WordMatcher<number>;
  eras: WordMatcher<number>;
  eraFirstYear: WordMatcher<true>;
  relative: WordMatcher<true>;
  /** `{sy}`: "the same year" (0), or a narrated year ("the following year": 1) from `narrated_years`. */
  sameYear: WordMatcher<number>;
  /** `{to}`: what joins a range's two ends in the locale's `ranges` (its infixes and its templates' words). */
  joiners: WordMatcher<true>;
  /** The numbers' span words (`numbers.span_words`): a year alone before one opens a span, no date. */
  spanWords: WordMatcher<true>;
}

const PLACEHOLDER = /\{(y|m|d|ey|month|era|sy|to)\}/g;

function compileTemplate(template: string): Token[] {
  const tokens: Token[] = [];
  const literal = (text: string) => {
    for (const piece of text.split(/(\s+)/)) {
      if (!piece) continue;
      if (/^\s+$/.test(piece)) tokens.push({ kind: SPACE, text: '' });
      else tokens.push({ kind: LITERAL, text: piece.toLowerCase() });
    }
  };
  let last = 0;
  for (const m of allMatches(template, PLACEHOLDER)) {
    literal(template.slice(last, m.index));
    tokens.push({ kind: PLACEHOLDER_KINDS[m[1]!]!, text: '' });
    last = m.index + m[0].length;
  }
  literal(template.slice(last));
  return tokens;
}

export const dateGrammar = perLocale((locale: LocaleData): DateGrammar => {
  const writing = writingOf(locale);
  const d = locale.dates;
  const templates = d.formats.map(compileTemplate);
  const months = new WordMatcher(
    Object.entries(d.months).map(([form, value]) => ({ form, value })),
    writing,
  );
  const eras = new WordMatcher(
    Object.entries(d.eras).map(([form, value]) => ({ form, value })),
    writing,
  );
  const sameYear = new WordMatcher(
    [
      ...d.same_year.map((form) => ({ form, value: 0 })),
      ...Object.entries(d.narrated_years).map(([form, offset]) => ({ form, value: offset })),
    ],
    writing,
  );
  const wordsOpenOnDigits = [months, eras, sameYear].some((words) =>
    [...'0123456789'].some((digit) => words.mayStartWith(digit.charCodeAt(0))),
  );
  const openers = [0, 1, 2, 3, 4, 5].map((run) => openings(templates.filter((tokens) => opensOnRun(tokens, run, wordsOpenOnDigits))));
  return {
    templates,
    openingOnRun: openers.map(({ plain }) => plain),
    rangesOnRun: openers.map(({ ranges }) => ranges),
    followingRun: openers.map(({ plain, ranges }) => runFollowersOf(plain, ranges)),
    months,
    eras,
    eraFirstYear: WordMatcher.ofForms(d.era_first_year, writing),
    // A relative or narrated year is a relative date whether or not `relative` lists it too.
    relative: new WordMatcher(
      [
        ...new Set([
          ...d.relative,
          ...Object.keys(d.relative_years),
          ...Object.keys(d.relative_days),
          ...Object.keys(d.relative_months),
          ...Object.keys(d.narrated_years),
        ]),
      ].map((form) => ({
        form,
        value: true as const,
      })),
      writing,
    ),
    sameYear,
    joiners: WordMatcher.ofForms(rangeJoiners(locale), writing),
    spanWords: numeralGrammar(locale).spanWords,
  };
});

/** Where the relative date (`a year ago`, `the following year`) that starts at `i` ends, or -1. */
export function relativeDateEndAt(text: string, i: number, locale: LocaleData): number {
  return dateGrammar(locale).relative.matchAt(text, i, true)?.end ?? -1;
}

/** What joins a range's two ends: the locale's range infixes (dashes as the reading text folds them) and its templates' middle words. */
function rangeJoiners(locale: LocaleData): string[] {
  const ranges = rangeGrammar(locale);
  return [...new Set([...ranges.infixes, ...ranges.templates.map((t) => t.middle)])].filter((form) => form.length > 0);
}

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
 * Whether a template's first token can open on a run of `run` digits (0: none): a year exactly four,
 * a month or day one or two; a month name, era or "the same year" only where no digit is (unless
 * some such word begins with a digit).
 */
function opensOnRun(tokens: readonly Token[], run: number, wordsOpenOnDigits: boolean): boolean {
  const first = tokens[0]?.kind;
  if (first === YEAR) return run === 4;
  if (first === MONTH || first === DAY) return run === 1 || run === 2;
  if (first === MONTH_NAME || first === ERA || first === SAME_YEAR) return run === 0 || wordsOpenOnDigits;
  return true;
}

/**
 * The templates that open on one run of digits, as they open: when a first token reads digits, a
 * literal or a space right after them must follow the run (the digits are counted once per position instead of
 * each template reading them again); other first tokens are left to `matchTemplate`. Range templates
 * are split at their joiner and listed apart.
 */
function openings(list: Token[][]): { plain: Opening[]; ranges: RangeOpening[] } {
  const opensOnDigits = (first: Token | undefined) => first?.kind === YEAR || first?.kind === MONTH || first?.kind === DAY;
  const literalAfter = ([first, second]: Token[]) => (opensOnDigits(first) && second?.kind === LITERAL ? second.text : undefined);
  const spaceAfter = ([first, second]: Token[]) => opensOnDigits(first) && second?.kind === SPACE;
  const plain: Opening[] = list
    .filter((tokens) => !tokens.some((token) => token.kind === JOINER))
    .map((tokens, o, all) => ({
      tokens,
      literalAfterRun: literalAfter(tokens),
      spaceAfterRun: spaceAfter(tokens),
      kept: false,
      ...mostShared(tokens, all.slice(0, o)),
    }));
  const ranges = list
    .filter((template) => template.some((token) => token.kind === JOINER))
    .map((template): RangeOpening => {
      const joiner = template.findIndex((token) => token.kind === JOINER);
      const tokens = template.slice(0, joiner);
      const firstFrom = plain.findIndex((other) => sameTokens(other.tokens, tokens));
      if (firstFrom >= 0) plain[firstFrom]!.kept = true;
      const literal = literalAfter(tokens);
      const digitsAlone = (tokens[0]?.kind === DAY || tokens[0]?.kind === MONTH) && tokens.length === (literal === undefined ? 1 : 2);
      return {
        tokens,
        rest: template.slice(joiner + 1),
        firstFrom,
        joinerAfterRun: digitsAlone ? (literal?.length ?? 0) : -1,
        spaceAfterRun: spaceAfter(tokens),
        ...mostShared(
          tokens,
          plain.map((other) => other.tokens),
        ),
      };
    });
  return { plain, ranges };
}

/**
 * What one of the templates that open on a run of digits needs right after the run: the first unit
 * of a literal (lower-cased, as literalAt compares), or a space. Most digits a reader starts at open
 * a figure (`25%`, `3.5 million`) and no date: after their run none of those follows, and no template
 * need be tried there.
 */
interface RunFollowers {
  codes: CodeUnitSet;
  space: boolean;
}

/**
 * The RunFollowers of the templates that open on one run, or undefined when one of them may read on
 * with anything after the run: a template whose first token is no digits, or a range template whose
 * first date is read by its own tokens (one whose first date is a plain template's reading fails
 * where that template fails).
 */
function runFollowersOf(plain: readonly Opening[], ranges: readonly RangeOpening[]): RunFollowers | undefined {
  const followers: RunFollowers = { codes: new CodeUnitSet(), space: false };
  for (const { literalAfterRun, spaceAfterRun } of plain) {
    if (literalAfterRun !== undefined && literalAfterRun.length > 0) followers.codes.add(literalAfterRun.charCodeAt(0));
    else if (spaceAfterRun) followers.space = true;
    else return undefined;
  }
  for (const { firstFrom, spaceAfterRun } of ranges) if (firstFrom < 0 && !spaceAfterRun) return undefined;
  return followers;
}

/**
 * The code units that must follow a run of digits for some template to read it, whatever the run's
 * length, or undefined when some template may go on after anything, a space, or a literal opening
 * with a cased letter (which lowerCode folds other units into): the start pass marks a digit run as
 * a date's start only where one of these follows it (reader-starts.ts).
 */
export function dateRunFollowers(locale: LocaleData): CodeUnitSet | undefined {
  const following = dateGrammar(locale).followingRun;
  const codes = new CodeUnitSet();
  for (let run = 1; run < following.length; run++) {
    const followers = following[run];
    if (followers === undefined || followers.space) return undefined;
    for (const code of followers.codes.codes()) {
      const unit = String.fromCharCode(code);
      if (unit.toUpperCase() !== unit || unit.toLowerCase() !== unit) return undefined;
      codes.add(code);
    }
  }
  return codes;
}

/** Whether what follows a run of digits ending at `at` may let a template read on (RunFollowers). */
function mayFollowRun(text: string, at: number, followers: RunFollowers): boolean {
  if (at >= text.length) return false;
  const code = text.charCodeAt(at);
  return followers.codes.has(code) || followers.codes.has(lowerCode(code)) || (followers.space && isSpaceCode(code));
}

/** Of `earlier`, the template sharing the most first tokens with `tokens`, and how many (-1 and 0: none shares any). */
function mostShared(tokens: readonly Token[], earlier: readonly (readonly Token[])[]): { sharedWith: number; shared: number } {
  let sharedWith = -1;
  let shared = 0;
  for (let o = 0; o < earlier.length; o++) {
    const other = earlier[o]!;
    let n = 0;
    while (n < tokens.length && n < other.length && tokens[n]!.kind === other[n]!.kind && tokens[n]!.text === other[n]!.text) n++;
    if (n > shared) {
      sharedWith = o;
      shared = n;
    }
  }
  return { sharedWith, shared };
}

function sameTokens(a: readonly Token[], b: readonly Token[]): boolean {
  return a.length === b.length && a.every((token, k) => token.kind === b[k]!.kind && token.text === b[k]!.text);
}

/** Whether one of the locale's range joiners starts at `at`, spaces before it skipped. */
function joinerAt(text: string, at: number, g: DateGrammar): boolean {
  return g.joiners.matchAt(text, skipSpaces(text, at), true) !== undefined;
}

/** The reading of each `kept` template of the list in use at the current offset: reused, not made per offset. */
const keptReadings: (Parsed | undefined)[] = [];

/**
 * The token at which each template of the list in use at the current offset failed (its length
 * when it read a date): a later template that shares its tokens up to past there fails there too,
 * and is not read (Opening.sharedWith). The token matchTemplate failed at last is `failedToken`.
 */
const failedTokens: number[] = [];
let failedToken = 0;

function failedAt(t: number): undefined {
  failedToken = t;
  return undefined;
}

/** Whether the template that shares its first `shared` tokens with the opener `with` is known to fail (with -1: not known). */
function failsAsEarlier(withOpener: number, shared: number): boolean {
  return withOpener >= 0 && failedTokens[withOpener]! < shared;
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
      case YEAR: {
        const end = readDigits(text, at, 4, 4);
        if (end < 0 || digitsValue < 1000 || digitsValue > 2999) return failedAt(t);
        year = digitsValue;
        at = end;
        break;
      }
      case MONTH:
      case DAY: {
        const end = readDigits(text, at, 1, 2);
        if (end < 0) return failedAt(t);
        if (token.kind === MONTH) month = digitsValue;
        else day = digitsValue;
        at = end;
        break;
      }
      case ERA_YEAR: {
        const first = g.eraFirstYear.matchAt(text, at);
        if (first) {
          eraYear = 1;
          at = first.end;
          break;
        }
        const end = readDigits(text, at, 1, 2);
        if (end < 0 || digitsValue < 1) return failedAt(t);
        eraYear = digitsValue;
        at = end;
        break;
      }
      case MONTH_NAME: {
        const hit = monthAt(at);
        if (!hit) return failedAt(t);
        month = hit.value;
        at = hit.end;
        break;
      }
      case ERA: {
        const hit = g.eras.matchAt(text, at, true);
        if (!hit) return failedAt(t);
        eraStart = hit.value;
        at = hit.end;
        break;
      }
      case SAME_YEAR: {
        const hit = g.sameYear.matchAt(text, at, true);
        if (!hit) return failedAt(t);
        sameYear = hit.value;
        at = hit.end;
        break;
      }
      case SPACE: {
        const from = at;
        while (at < text.length && isSpaceCode(text.charCodeAt(at))) at++;
        if (at === from) return failedAt(t);
        break;
      }
      case LITERAL: {
        if (!literalAt(text, at, token.text)) return failedAt(t);
        at += token.text.length;
        break;
      }
    }
  }
  failedToken = tokens.length;
  return { end: at, year, month, day, eraStart, eraYear, sameYear };
}

/** A range of two dates, or of two days without their year, and where it ends. */
interface RangeRead {
  end: number;
  dates: [DateRead, DateRead] | undefined;
  days: [DayOfYearRead, DayOfYearRead] | undefined;
}

/**
 * The longest range a range template reads at `start`: a first date (the reading of a kept template
 * of one date, or its own tokens), a joiner, then the second date. Each takes the year and month the
 * other writes where it writes none; the first must come before the second (`5–3 June` is no range,
 * and its last date stands alone), and both must be days of the calendar.
 */
function rangeAt(
  reading: ReadingText,
  start: number,
  run: number,
  ranges: readonly RangeOpening[],
  g: DateGrammar,
  monthAt: MonthAt,
  locale: LocaleData,
): RangeRead | undefined {
  const text = reading.text;
  let best: RangeRead | undefined;
  for (let r = 0; r < ranges.length; r++) {
    const { tokens, rest, firstFrom, joinerAfterRun, spaceAfterRun, sharedWith, shared } = ranges[r]!;
    if (joinerAfterRun >= 0 && !joinerAt(text, start + run + joinerAfterRun, g)) continue;
    if (spaceAfterRun && !isSpaceAt(text, start + run)) continue;
    const head =
      firstFrom >= 0
        ? keptReadings[firstFrom]
        : failsAsEarlier(sharedWith, shared)
          ? undefined
          : matchTemplate(text, start, tokens, g, monthAt);
    if (!head || head.sameYear !== undefined) continue;
    const hit = g.joiners.matchAt(text, skipSpaces(text, head.end), true);
    if (!hit) continue;
    const secondStart = skipSpaces(text, hit.end);
    const second = matchTemplate(text, secondStart, rest, g, monthAt);
    if (!second || (best && second.end <= best.end) || second.sameYear !== undefined) continue;
    const writing = writingOf(locale);
    if (!endsCleanly(text, second.end, writing) || runsOnAsWord(text, second.end, writing)) continue;
    const first: Parsed = {
      end: head.end,
      year: head.year,
      month: head.month,
      day: head.day,
      eraStart: head.eraStart,
      eraYear: head.eraYear,
    };
    if (writtenWithoutYear(second)) second.year = yearOf(first);
    else if (writtenWithoutYear(first)) first.year = yearOf(second);
    second.month ??= first.month;
    first.month ??= second.month;
    if (writtenWithoutYear(first) && writtenWithoutYear(second)) {
      if (isMonthDay(first) && isMonthDay(second) && first.month! * 100 + first.day! < second.month! * 100 + second.day!)
        best = { end: second.end, dates: undefined, days: [dayOfYear(reading, start, first), dayOfYear(reading, secondStart, second)] };
      continue;
    }
    const firstDate = toDateMatch(reading, start, first.end, first);
    const secondDate = toDateMatch(reading, secondStart, second.end, second);
    if (firstDate && secondDate && firstDate.value < secondDate.value) {
      best = {
        end: second.end,
        dates: [
          { match: firstDate, start, end: first.end },
          { match: secondDate, start: secondStart, end: second.end },
        ],
        days: undefined,
      };
    }
  }
  return best;
}

/** Days in a month of the Gregorian calendar (no Date object per date read). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The Gregorian year a reading writes, from its era when it has one. */
function yearOf(p: Parsed): number | undefined {
  return p.eraStart !== undefined ? p.eraStart + (p.eraYear ?? 1) - 1 : p.year;
}

function toDateMatch(reading: ReadingText, start: number, end: number, p: Parsed): DateMatch | undefined {
  const era = p.eraStart !== undefined;
  const year = yearOf(p);
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

/** Folded-text offsets of a day written without its year. */
export interface DayOfYearRead {
  match: DayOfYearMatch;
  start: number;
  end: number;
}

/**
 * Dates written with the locale's templates (longest at each position, left to right), tried at `starts`.
 * A template without a year (a month and a day alone) reads a day written without its year, which goes to
 * `withoutYear` when it is given.
 */
export function readTemplateDates(
  reading: ReadingText,
  locale: LocaleData,
  starts: Starts = EVERY_OFFSET,
  withoutYear?: DayOfYearRead[],
): DateRead[] {
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
    const run = digitRunEnd(text, i) - i;
    // A digit read by no template: whatever it opens is no date (a digit inside a run opens none either).
    const followers = run > 0 ? g.followingRun[Math.min(run, g.followingRun.length - 1)] : undefined;
    if (followers !== undefined && !mayFollowRun(text, i + run, followers)) {
      i = starts.from(i + 1);
      continue;
    }
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
    let yearless: Parsed | undefined;
    // The end of the longest reading that is no date of the calendar (a 31st of April): no shorter one stands for it.
    let impossibleEnd = i;
    const openers = g.openingOnRun[Math.min(run, g.openingOnRun.length - 1)]!;
    for (let o = 0; o < openers.length; o++) {
      const { tokens, literalAfterRun, spaceAfterRun, kept, sharedWith, shared } = openers[o]!;
      if (kept) keptReadings[o] = undefined;
      // The run's digits read, the token after them fails: failedTokens says so to the templates that share both.
      failedTokens[o] = 1;
      if (literalAfterRun !== undefined && !literalAt(text, i + run, literalAfterRun)) continue;
      if (spaceAfterRun && !isSpaceAt(text, i + run)) continue;
      if (failsAsEarlier(sharedWith, shared)) {
        failedTokens[o] = failedTokens[sharedWith]!;
        continue;
      }
      const parsed = matchTemplate(text, i, tokens, g, monthAt);
      failedTokens[o] = failedToken;
      if (kept) keptReadings[o] = parsed;
      if (!parsed || (best && parsed.end < best.parsed.end)) continue;
      if (writtenWithoutYear(parsed)) {
        if ((!yearless || parsed.end > yearless.end) && endsCleanly(text, parsed.end, writingOf(locale)) && isMonthDay(parsed))
          yearless = parsed;
        continue;
      }
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
      if (!endsCleanly(text, parsed.end, writingOf(locale)) || opensSpan(text, parsed, g)) continue;
      const match = toDateMatch(reading, i, parsed.end, parsed);
      if (match) best = { parsed, match };
      else impossibleEnd = Math.max(impossibleEnd, parsed.end);
    }
    if (best && best.parsed.end < impossibleEnd) best = undefined;
    const ranges = g.rangesOnRun[Math.min(run, g.rangesOnRun.length - 1)]!;
    const range = ranges.length === 0 ? undefined : rangeAt(reading, i, run, ranges, g, monthAt, locale);
    if (range && range.end > Math.max(impossibleEnd, best?.parsed.end ?? i, yearless?.end ?? i)) {
      if (range.dates) out.push(range.dates[0], range.dates[1]);
      else if (range.days) withoutYear?.push(range.days[0], range.days[1]);
      i = starts.from(range.end);
    } else if (best) {
      out.push({ match: best.match, start: i, end: best.parsed.end });
      i = starts.from(best.parsed.end);
    } else if (yearless && yearless.end >= impossibleEnd) {
      withoutYear?.push(dayOfYear(reading, i, yearless));
      i = starts.from(yearless.end);
    } else i = starts.from(i + 1);
  }
  return out;
}

/** A year alone followed by a span word (a decade written as a suffix on the year: numbers.span_words), which is not checked. */
function opensSpan(text: string, p: Parsed, g: DateGrammar): boolean {
  return p.month === undefined && g.spanWords.mayStartWith(text.charCodeAt(p.end)) && g.spanWords.matchAt(text, p.end) !== undefined;
}

/** A template that writes no year of any kind (no year, era or "the same year"). */
function writtenWithoutYear(p: Parsed): boolean {
  return p.year === undefined && p.eraStart === undefined && p.sameYear === undefined;
}

/** A leap year: a day without its year is checked against the longest February. */
const LEAP_YEAR = 2024;

/** A month and a day that some year has (29 February included). */
function isMonthDay(p: Parsed): boolean {
  if (p.month === undefined || p.month < 1 || p.month > 12 || p.day === undefined) return false;
  return p.day >= 1 && p.day <= daysInMonth(LEAP_YEAR, p.month);
}

function dayOfYear(reading: ReadingText, start: number, p: Parsed): DayOfYearRead {
  const span = reading.span(start, p.end);
  const match: DayOfYearMatch = { kind: 'day-of-year', text: reading.source.slice(span[0], span[1]), span, month: p.month!, day: p.day! };
  return { match, start, end: p.end };
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
  // Digits run on a date that ends in digits; after a closing letter (a year mark before a range of months) they start the next phrase.
  if (isAsciiDigitAt(text, end) && isAsciiDigitAt(text, end - 1)) return false;
  if (
    isWordCharAt(text, end - 1) &&
    isWordCharAt(text, end) &&
    !(writing.phraseLetter.test(text.charAt(end - 1)) && writing.particleAt(text, end))
  )
    return false;
  // Read only inside the text: a read past the end would throw the readers' optimised code away.
  const next = end < text.length ? text.charAt(end) : '';
  // `June 30,000`: digits after a comma run the day on into a grouped number.
  if ((next === '.' || next === '-' || next === '/' || next === ',') && isAsciiDigitAt(text, end + 1)) return false;
  return true;
}

/**
 * A range's last end that runs on into a word of an unspaced content script: after a joiner a day
 * written alone is as often a count of days as a day of the month (a unit word that goes on past the
 * day's mark, as the locale packs' READMEs show), and only a particle or a sign after it says
 * it is a day of the month.
 */
function runsOnAsWord(text: string, end: number, writing: Writing): boolean {
  return end < text.length && writing.contentLetter.test(text.charAt(end - 1)) && writing.contentLetter.test(text.charAt(end));
}

/** A figure that is a year written alone: four plain digits in the bare-year span, no unit, no hedged count. */
export function isBareYear(figure: FigureRead, text: string, locale: LocaleData): boolean {
  const v = figure.value;
  if (!(figure.plainDigits && figure.end - figure.start === 4 && v >= BARE_YEAR_MIN && v <= BARE_YEAR_MAX)) return false;
  // `2027-02-30` is a broken date, not the year 2027 (a second year, `2019-2024`, is fine).
  const e = figure.end;
  const next = e < text.length ? text.charAt(e) : '';
  const joined = (next === '-' || next === '/' || next === '.') && isAsciiDigitAt(text, e + 1);
  if (joined && !(isAsciiDigitAt(text, e + 3) && isAsciiDigitAt(text, e + 4))) return false;
  return !(figure.leadStart < figure.start && isHedgedCount(figure, text, locale));
}

const hedgedYearFollowersOf = perLocale((locale: LocaleData) => WordMatcher.ofForms(locale.dates.hedged_year_followers, writingOf(locale)));

/**
 * Whether a figure of year form after a hedge counts something (`nearly 2000 runners`): a rounded
 * count is hedged far more often than a year, and reading it as the year 2000 accused the answer of
 * a date. Only where the hedge stands inside a clause (a letter or digit before it: a hedged year
 * opens its clause, `Around 2000 the firm moved`), or opens it in a locale that says a clause-opening
 * time is followed by its subject (`dates.hedged_counts_open_clauses`), and a lower-case word follows the figure that is
 * none a year goes on with (`dates.hedged_year_followers`: `in about 2000 to Oslo` is a year).
 */
function isHedgedCount(figure: FigureRead, text: string, locale: LocaleData): boolean {
  const followers = hedgedYearFollowersOf(locale);
  if (followers.size === 0) return false;
  // A hedge that opens its clause may open a year (`Around 2000 the firm moved`): read on only where the
  // locale puts the subject after a clause-opening time, so a follower word tells a year there too.
  if (!locale.dates.hedged_counts_open_clauses && !isWordCharAt(text, skipSpacesBack(text, figure.leadStart) - 1)) return false;
  const word = skipSpaces(text, figure.end);
  if (word === figure.end || !isWordCharAt(text, word)) return false;
  const first = text.charAt(word);
  return first !== first.toUpperCase() && followers.matchAt(text, word, true) === undefined;
}

/** A bare year (isBareYear) as a date: the figure is its four digits alone, so its span is the year's. */
export function bareYearDate(reading: ReadingText, figure: FigureRead): DateRead {
  const span = reading.span(figure.start, figure.end);
  const year = figure.value;
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
    if (!covered && isBareYear(f, reading.text, locale)) years.push(bareYearDate(reading, f));
  }
  return [...dates, ...years].sort(byStart);
}

/**
 * The year a relative date expression names, by its words lower-cased: how many years from the year
 * it counts from, and whether that is the date written before it (`narrated_years`: "the following
 * year") or the time of writing (`relative_years`: "next year"). A form in both lists is narrated.
 */
export const yearOffsetsOf = perLocale((locale: LocaleData): ReadonlyMap<string, { offset: number; narrated: boolean }> => {
  const offsets = new Map<string, { offset: number; narrated: boolean }>();
  for (const [words, offset] of Object.entries(locale.dates.relative_years)) offsets.set(words.toLowerCase(), { offset, narrated: false });
  for (const [words, offset] of Object.entries(locale.dates.narrated_years)) offsets.set(words.toLowerCase(), { offset, narrated: true });
  return offsets;
});

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
