import type { LocaleData, UnitMatch } from '@factlint/text';
import {
  headerCellAt,
  headerLabelIn,
  isAsciiDigitAt,
  readOncePerHeaderCell,
  isWordCharAt,
  perLocale,
  relativeDateEndAt,
  skipSpaces,
  skipSpacesBack,
  WordMatcher,
  writingOf,
  unicodePatternOnFirstUse,
  CategorySet,
} from '@factlint/text';
import type { AnalysedText } from '@factlint/pipeline';
import { sourceLineStartAt } from '@factlint/pipeline';
import type { Figure } from './numeric-figures.js';

/*
 * The period an amount is given per (the locale's `numbers.periods`): `10 000 kr i måneden` is per
 * month, `120 000 kroner i året` per year, and one is the other ×12. Only a period word before a
 * figure that qualifies it or its noun (`Quarterly revenue was $4.2 billion`; in a script without
 * spaces, a few characters before it), or at most PERIOD_GAP words after it (`1 250 kroner i støtte
 * per måned`), with no figure or clause mark between, counts: a period named further off may be
 * another figure's. Bases (`per share`, `in total`) and superlatives (`the most, at`) are read the
 * same way.
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

/** What an amount is counted over when it is not a period (the locale's `numbers.bases`: per share, in total). */
export interface Base {
  id: string;
  /** The base is the whole (`in total`, the base's `sum`): the amount sums parts. */
  sum: boolean;
}

interface PerWords<T> {
  after: WordMatcher<T>;
  before: WordMatcher<T>;
}

/** The words of each entry of a periods, bases or superlatives map, after and before the figure, each giving the entry's value. */
function perWords<T>(entries: [T, { after: string[]; before: string[] }][], locale: LocaleData): PerWords<T> {
  const words = (side: 'after' | 'before') =>
    new WordMatcher(
      entries.flatMap(([value, p]) => p[side].map((form) => ({ form, value }))),
      writingOf(locale),
    );
  return { after: words('after'), before: words('before') };
}

const periodWords = perLocale((locale: LocaleData) =>
  perWords(
    Object.entries(locale.numbers.periods).map(([id, p]): [Period, typeof p] => [{ id, perYear: p.per_year }, p]),
    locale,
  ),
);
const baseWords = perLocale((locale: LocaleData) =>
  perWords(
    Object.entries(locale.numbers.bases).map(([id, p]): [Base, typeof p] => [{ id, sum: p.sum }, p]),
    locale,
  ),
);

/** The entry whose word stands after the figure, or before it. */
function nearWord<T>(figure: Figure, source: string, words: PerWords<T>, locale: LocaleData): T | null {
  const after = words.after.size > 0 ? wordAfter(source, figure.span[1], words.after) : undefined;
  const before = words.before.size > 0 && figure.span[0] > 0 ? wordBefore(source, figure.span[0], words.before, locale) : undefined;
  return (after ?? before)?.value ?? null;
}

/**
 * The period the figure is given per, or null. Read anew on every call: the comparator keeps what it
 * read per context figure (by position in its index) and per claim (on the claim's side), where a
 * weak map keyed by each new answer figure cost more than the reading.
 */
export function periodOf(figure: Figure, text: AnalysedText, locale: LocaleData): Period | null {
  const source = text.source;
  const words = periodWords(locale);
  return (
    nearWord(figure, source, words, locale) ??
    prefixedBefore(figure.span[0], source, locale) ??
    openingPeriod(source, figure.span[0], words.before, locale) ??
    headerPeriod(text, figure.span[0], locale)
  );
}

/**
 * The period the header of the Markdown table column holding the figure names (`| Per år |`, a
 * yearly-amount header over a column of yen), as a header's unit is its cells' unit: only a header
 * that is a period word and nothing else but a parenthesis after it, read once for its column.
 */
function headerPeriod(text: AnalysedText, at: number, locale: LocaleData): Period | null {
  const cell = headerCellAt(text.source, at, sourceLineStartAt(text, at));
  return cell && headerCellPeriod(text.source, cell, locale);
}

const headerCellPeriod = readOncePerHeaderCell((source, [from, to], locale): Period | null => {
  const words = periodWords(locale);
  const [start, end] = headerLabelIn(source, from, to);
  if (end <= start) return null;
  for (const matcher of [words.before, words.after]) {
    const hit = matcher.matchAt(source, start);
    if (hit?.end === end) return hit.value;
  }
  return null;
});

/**
 * The period a clause opens with, before its comma (`Over a year, that comes to €11,400`): only
 * words that qualify the figure (as `wordBefore` reads them) between the comma and the figure.
 */
function openingPeriod(source: string, to: number, before: WordMatcher<Period>, locale: LocaleData): Period | null {
  if (before.size === 0 || !writingOf(locale).spaced) return null;
  let words = 0;
  for (let at = skipSpacesBack(source, to); at > 0 && to - at <= PERIOD_REACH; at--) {
    const code = source.charCodeAt(at - 1);
    if (code === COMMA) {
      const hit = before.matchEndingAt(source, skipSpacesBack(source, at - 1));
      return hit && qualifiesTheFigure(source.slice(at, to), locale) ? hit.value : null;
    }
    if (STOPS.has(code) || isAsciiDigitAt(source, at - 1)) return null;
    if (code === 0x20 && ++words > PERIOD_GAP + 1) return null;
  }
  return null;
}

/** Each period's `prefixes`, lower-cased, longest first. */
const periodPrefixes = perLocale((locale: LocaleData) =>
  Object.entries(locale.numbers.periods)
    .flatMap(([id, p]) => p.prefixes.map((prefix) => ({ prefix: prefix.toLowerCase(), period: { id, perYear: p.per_year } })))
    .sort((a, b) => b.prefix.length - a.prefix.length),
);

/**
 * The period a compound before the figure opens with (`prefixes`): the noun right before it, with
 * only `figure_links` between, in a script with spaces (a yearly salary's compound is per year); in
 * one without, the prefix glued right before the figure after no digit (a digit before it makes a date).
 */
function prefixedBefore(start: number, source: string, locale: LocaleData): Period | null {
  const prefixes = periodPrefixes(locale);
  if (prefixes.length === 0 || start === 0) return null;
  if (!writingOf(locale).spaced) {
    for (const { prefix, period } of prefixes) {
      const from = start - prefix.length;
      if (from >= 0 && source.startsWith(prefix, from) && !isAsciiDigitAt(source, from - 1)) return period;
    }
    return null;
  }
  const noun = nounBefore(source, labelStart(source, start), figureLinks(locale));
  if (noun === undefined) return null;
  // `Årslønnen for sykepleiere er`: the compound may stand before a complement of its own.
  return prefixedPeriod(noun.word, prefixes) ?? prefixedPeriod(nounOfComplement(source, noun.start, locale), prefixes);
}

/** The period of the first prefix `noun` opens and runs on past (a compound), or null. */
function prefixedPeriod(noun: string | undefined, prefixes: readonly { prefix: string; period: Period }[]): Period | null {
  if (noun === undefined) return null;
  for (const { prefix, period } of prefixes) if (noun.length > prefix.length && noun.startsWith(prefix)) return period;
  return null;
}

/** The lower-cased word before `to`, past link words only (at most PERIOD_GAP words), or undefined at a clause mark or digit. */
function nounBefore(source: string, to: number, links: ReadonlySet<string>): { word: string; start: number } | undefined {
  let end = skipSpacesBack(source, to);
  for (let word = 0; word <= PERIOD_GAP && end > 0; word++) {
    const start = wordStartBefore(source, end);
    if (start === end) return undefined;
    const w = source.slice(start, end).toLowerCase();
    if (!links.has(w)) return { word: w, start };
    end = skipSpacesBack(source, start);
  }
  return undefined;
}

/**
 * Where the last word of a noun's complement starts at `from` (`sykepleiere` of `for sykepleiere`):
 * the lower-cased word before the word that opens the complement (`noun_complements`), at most
 * COMPLEMENT_WORDS words back, or undefined.
 */
function nounOfComplement(source: string, from: number, locale: LocaleData): string | undefined {
  const complements = nounComplements(locale);
  if (complements.size === 0) return undefined;
  let end = skipSpacesBack(source, from);
  for (let word = 0; word < COMPLEMENT_WORDS && end > 0; word++) {
    const start = wordStartBefore(source, end);
    if (start === end) return undefined;
    if (complements.has(source.slice(start, end).toLowerCase())) {
      const nounEnd = skipSpacesBack(source, start);
      const nounStart = wordStartBefore(source, nounEnd);
      return nounStart < nounEnd ? source.slice(nounStart, nounEnd).toLowerCase() : undefined;
    }
    end = skipSpacesBack(source, start);
  }
  return undefined;
}

/** Where the run of word characters that ends at `end` starts (`end` itself when none does). */
function wordStartBefore(source: string, end: number): number {
  let start = end;
  while (start > 0 && isWordCharAt(source, start - 1)) start--;
  return start;
}

/** What the figure is counted over (per share, in total), or null (read anew, as periodOf). */
export function baseOf(figure: Figure, text: AnalysedText, locale: LocaleData): Base | null {
  return nearWord(figure, text.source, baseWords(locale), locale);
}

/** Which end of its kind an amount is named: 1 the largest (`the most, at £2.9 million`), -1 the smallest (`£289, the lowest`). */
export type Extreme = 1 | -1;

const extremeWords = perLocale((locale: LocaleData) => {
  const { max, min } = locale.numbers.superlatives;
  return perWords<Extreme>(
    [
      [1, max],
      [-1, min],
    ],
    locale,
  );
});

/**
 * The end of its kind the figure is named, or null. Read as a period word is, and also across the
 * comma of an apposition after the figure (`£289, the lowest`) or the parenthesis it is put in
 * (`spent the most (£2.98 million)`). Read anew on every call, as periodOf: it is asked once per
 * claim that has a twin in money, where a weak map keyed by each answer figure cost more.
 */
export function extremeOf(figure: Figure, source: string, locale: LocaleData): Extreme | null {
  const words = extremeWords(locale);
  if (words.after.size + words.before.size === 0) return null;
  const end = figure.span[1];
  const after = words.after.size > 0 ? wordAfter(source, source.charCodeAt(end) === COMMA ? end + 1 : end, words.after) : undefined;
  if (after) return after.value;
  if (words.before.size === 0) return null;
  let start = skipSpacesBack(source, figure.span[0]);
  if (source.charCodeAt(start - 1) === OPEN_PARENTHESIS) start--;
  return (
    (start > 0 ? wordBefore(source, start, words.before, locale)?.value : undefined) ?? acrossComma(source, start, words.before, locale)
  );
}

const COMMA = 0x2c;
const OPEN_PARENTHESIS = 0x28;

/** `the most, at £1.2 million`: the word before the comma of an apposition, with one link word at most after the comma. */
function acrossComma<T>(source: string, to: number, before: WordMatcher<T>, locale: LocaleData): T | null {
  let at = skipSpacesBack(source, to);
  const wordStart = wordStartBefore(source, at);
  if (wordStart < at && figureLinks(locale).has(source.slice(wordStart, at).toLowerCase())) at = skipSpacesBack(source, wordStart);
  if (source.charCodeAt(at - 1) !== COMMA) return null;
  return before.matchEndingAt(source, skipSpacesBack(source, at - 1))?.value ?? null;
}

/**
 * Whether the figure at `start`..`end` is the count inside a period or base word (`1日あたり` per day,
 * `1株当たり` per share): part of that word, not a claim of its own.
 */
export function insidePerWord(source: string, start: number, end: number, locale: LocaleData): boolean {
  return coversFigure(periodWords(locale), source, start, end) || coversFigure(baseWords(locale), source, start, end);
}

function coversFigure<T>(words: PerWords<T>, source: string, start: number, end: number): boolean {
  const hit = words.before.matchAt(source, start) ?? words.after.matchAt(source, start);
  return hit !== undefined && hit.end >= end;
}

/** The locale's `numbers.rate_base_words`, before a base's figure and after it. */
const rateBaseWords = perLocale((locale: LocaleData) => ({
  before: WordMatcher.ofForms(locale.numbers.rate_base_words.before, writingOf(locale)),
  after: WordMatcher.ofForms(locale.numbers.rate_base_words.after, writingOf(locale)),
}));

/** What a rate is counted over (`6 litres per 100 km`: 100 km; `9 per 1,000 inhabitants`: 1,000). */
export interface RateBase {
  amount: number;
  unit: UnitMatch | null;
}

/**
 * Where the figure at `start`..`end` is the base of a rate (`1,000` of `9 per 1,000 inhabitants`,
 * `100 km` of `6.2 L/100 km`, a CJK per-hundred-thousand-people): `before` with the start of the
 * rate word (or slash) before it, or, where the base is written first, `after` with the end of the
 * word after it; null for any other figure. The base is what the rate counts over, no claim of its own.
 */
export function rateBaseWord(
  source: string,
  start: number,
  end: number,
  locale: LocaleData,
): { side: 'before' | 'after'; at: number } | null {
  const words = rateBaseWords(locale);
  if (start > 0) {
    const to = skipSpacesBack(source, start);
    // A unit, a slash and the base's figure (`L/100 km`): the slash reads as `per`.
    if (source.charCodeAt(to - 1) === SLASH && isLetterBefore(source, to - 1)) return { side: 'before', at: to - 1 };
    if (words.before.size > 0) {
      const hit = words.before.matchEndingAt(source, to);
      if (hit && !isWordCharAt(source, hit.start - 1)) return { side: 'before', at: hit.start };
    }
  }
  if (words.after.size === 0) return null;
  const hit = words.after.matchAt(source, skipSpaces(source, end));
  return hit ? { side: 'after', at: hit.end } : null;
}

const SLASH = 0x2f;

/** A letter (a unit's last) right before `at`, no digit: `L/100`, not the `3/4` of a fraction. */
function isLetterBefore(source: string, at: number): boolean {
  return at > 0 && isWordCharAt(source, at - 1) && !isAsciiDigitAt(source, at - 1);
}

/** Whether the rate figure ending at `from` owns the base whose rate word starts at `to`: at most PERIOD_GAP words (its noun) between, no figure or clause mark. */
export function ratedBefore(source: string, from: number, to: number): boolean {
  return to >= from && to - from <= PERIOD_REACH && plainWords(source, from, to);
}

/** Whether a base whose word ends at `from` is the rate figure's starting at `to`, a few characters on in a script without spaces. */
export function ratedAfter(source: string, from: number, to: number): boolean {
  return to >= from && to - from <= PERIOD_REACH_BEFORE && plainWords(source, from, to);
}

/** No clause mark (nor an ideographic comma or full stop), no digit and at most PERIOD_GAP spaces between `from` and `to`. */
function plainWords(source: string, from: number, to: number): boolean {
  let spaces = 0;
  for (let i = from; i < to; i++) {
    const code = source.charCodeAt(i);
    if (STOPS.has(code) || WIDE_STOPS.has(code) || isAsciiDigitAt(source, i)) return false;
    if (code === 0x20 && ++spaces > PERIOD_GAP + 1) return false;
  }
  return true;
}

/** The ideographic comma and full stop and the full-width comma: clause marks of a script without spaces. */
const WIDE_STOPS = new Set([0x3001, 0x3002, 0xff0c]);

/** A period (or other) word at most PERIOD_GAP words after `from`, before any digit or clause mark. */
export function wordAfter<T>(source: string, from: number, after: WordMatcher<T>): { value: T } | undefined {
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

/** How far before a figure its period word may end in a script without spaces (`年額にすると60万円`), where no words are counted. */
const PERIOD_REACH_BEFORE = 12;

/** The locale's `numbers.figure_links`, lower-cased. */
const figureLinks = perLocale((locale: LocaleData) => new Set(locale.numbers.figure_links.map((w) => w.toLowerCase())));

/** The locale's `numbers.noun_complements`, lower-cased. */
const nounComplements = perLocale((locale: LocaleData) => new Set(locale.numbers.noun_complements.map((w) => w.toLowerCase())));

/** The words a noun's complement holds after the word that opens it (`for` `the unit`). */
const COMPLEMENT_WORDS = 2;

/**
 * A period word ending before `to` with no digit or clause mark between. In a spaced script it
 * qualifies the figure only right before it or before the figure's noun, with nothing but the
 * locale's `figure_links` after that noun (`an annual fee of $300`, `Quarterly revenue was $4.2
 * billion`): in `The annual report shows $4 billion` it qualifies the report. In a script without
 * spaces, at most PERIOD_REACH_BEFORE characters away. With `anyWords`, any PERIOD_GAP words may
 * stand between (`beat the Panthers 4-2`).
 */
export function wordBefore<T>(
  source: string,
  to: number,
  before: WordMatcher<T>,
  locale: LocaleData,
  anyWords = false,
): { value: T } | undefined {
  const spaced = writingOf(locale).spaced;
  const reach = spaced ? PERIOD_REACH : PERIOD_REACH_BEFORE;
  let words = 0;
  for (let end = labelStart(source, to); end > 0 && to - end <= reach; end--) {
    const hit = before.matchEndingAt(source, end);
    // A per-day form that opens with the digit one also ends the count of eleven days: a form that
    // opens with a digit is whole only after none.
    if (hit && !spaced && isAsciiDigitAt(source, hit.start - 1)) return undefined;
    if (hit && opensRelativeDate(source, hit, locale)) return undefined;
    if (hit) return !spaced || anyWords || qualifiesTheFigure(source.slice(end, to), locale) ? hit : undefined;
    const code = source.charCodeAt(end - 1);
    if (STOPS.has(code) || isAsciiDigitAt(source, end - 1)) return undefined;
    // A noun's complement (`rent for the unit is`) may add its words to the gap.
    if (spaced && code === 0x20 && ++words > PERIOD_GAP + 1 + COMPLEMENT_WORDS) return undefined;
  }
  return undefined;
}

/**
 * Whether a relative date starts inside the word and runs on past it (`a year ago` in `over a
 * year ago`): the word then dates the figure, it gives no period. Read only for a word found.
 */
function opensRelativeDate(source: string, hit: { start: number; end: number }, locale: LocaleData): boolean {
  for (let i = hit.start; i < hit.end; i++) {
    if (i > hit.start && isWordCharAt(source, i - 1)) continue;
    if (relativeDateEndAt(source, i, locale) > hit.end) return true;
  }
  return false;
}

const COLON = 0x3a;

/**
 * Where the words before the figure at `to` end, past the spaces and the colon of a label the
 * figure is the value of (`Monthly rent: €950` is per month; a colon further off ends the search).
 */
function labelStart(source: string, to: number): number {
  const end = skipSpacesBack(source, to);
  return source.charCodeAt(end - 1) === COLON ? skipSpacesBack(source, end - 1) : end;
}

/**
 * The words between a period word and its figure: one noun at most, then link words only (Markdown
 * marks are no words); or a noun of two words with at least one link after it (`annual membership
 * fee is`), where the second word cannot be a verb of the sentence (`annual report shows`); or a
 * noun of one word with a complement of its own and at least one link after it (`annual rent for
 * the unit is`). Never more than PERIOD_GAP words but for the complement's.
 */
function qualifiesTheFigure(between: string, locale: LocaleData): boolean {
  const links = figureLinks(locale);
  const words = between
    .split(/\s+/)
    .filter((w) => LETTER.foundIn(w))
    .map((w) => w.replace(NOT_LETTER_AT_ENDS(), '').toLowerCase());
  const linked = words.map((w) => links.has(w));
  const firstLink = linked.indexOf(true);
  const noun = firstLink < 0 ? words.length : firstLink;
  if (noun <= 2 && !(noun === 2 && firstLink < 0) && words.length <= PERIOD_GAP) return linked.every((l, i) => i < noun || l);
  return complementThenLinks(words, linked, nounComplements(locale));
}

/** `rent for the unit is`: a noun, a complement word and at most COMPLEMENT_WORDS more, then links only, at least one. */
function complementThenLinks(words: readonly string[], linked: readonly boolean[], complements: ReadonlySet<string>): boolean {
  if (words.length < 3 || !complements.has(words[1]!)) return false;
  const end = linked.indexOf(true, 2);
  return end > 2 && end - 2 <= COMPLEMENT_WORDS && linked.every((l, i) => i < end || l);
}

const LETTER = new CategorySet(['L']);
const NOT_LETTER_AT_ENDS = unicodePatternOnFirstUse(String.raw`^[^\p{L}]+|[^\p{L}]+$`, 'g');

/**
 * The longer period is a whole number of the shorter (a quarter three months, a week seven days):
 * the conversion is exact. A week in a month or a year, or a day in a year, is not.
 */
export function exactBetween(a: Period, b: Period): boolean {
  const ratio = a.perYear > b.perYear ? a.perYear / b.perYear : b.perYear / a.perYear;
  return Math.abs(ratio - Math.round(ratio)) <= 1e-9 * ratio;
}
