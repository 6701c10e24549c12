import { writingOf } from './writing.js';
import type { LocaleData } from './locale-data.js';
import { perLocale } from './locale-cache.js';
import { WordMatcher } from './word-matcher.js';
import type { UnitsAfterIn } from './units.js';
import { CodeUnitSet, codeUnitAt, digitRunEnd, isAsciiDigitAt, isSpaceCode, skipSpaces } from './characters.js';

/*
 * The numeral itself: digits with the locale's group and decimal separators, native numerals
 * (digits and multipliers such as a kanji ten), and scale words, composed into one value.
 *
 * Group rule: a separator groups only when the digits after it make a group of the locale's size
 * (`numbers.grouping`, from the decimal mark leftwards: `[3]`, or `[3, 2]` for lakh and crore) and
 * the first group is no longer than its place allows, so two figures side by side (a year then an
 * amount) stay two figures.
 * A run that uses a separator the locale does not allow there (a full stop followed by one digit
 * where the full stop groups thousands) is not read at all: guessing would invent a figure.
 */

export interface NumeralGrammar {
  decimal: readonly string[];
  /** Some group separator is a space (any horizontal space counts). */
  groupSpace: boolean;
  groupMarks: readonly string[];
  /** The first code unit of each group mark: at most offsets no mark starts, and one lookup says so. */
  groupMarkStarts: CodeUnitSet;
  /** Digits per group from the decimal mark leftwards, the last size repeating (`numbers.grouping`). */
  grouping: readonly number[];
  /** The sizes a group may have, and the largest. */
  groupSizes: Set<number>;
  largestGroup: number;
  /** Characters that, between digits, make a run unreadable when no rule consumed them. */
  separatorChars: CodeUnitSet;
  minus: CodeUnitSet;
  /** Minus words (`minus`, a `numbers.minus` entry longer than one code unit), before the figure with spaces between. */
  minusWords: WordMatcher<true>;
  /** Signs and words that give the figure after them as a margin either way (`numbers.margin_signs`): no sign. */
  marginSigns: WordMatcher<true>;
  /** Words between a figure and its unit that add half of one (`numbers.halves_before_unit`). */
  halvesBeforeUnit: WordMatcher<true>;
  /** Words between a whole number and its fraction besides a space (`numbers.mixed_fraction_joins`). */
  mixedFractionJoins: WordMatcher<true>;
  /** Words after a figure (or its unit) that put it below zero (`numbers.minus_after`). */
  minusAfter: WordMatcher<true>;
  accounting: boolean;
  /** Minus signs a statement writes its negatives with (`numbers.accounting_signs`). */
  accountingSigns: CodeUnitSet;
  /** Statement words that let a parenthesised figure be a negative. */
  accountingCues: WordMatcher<true>;
  scales: WordMatcher<number>;
  /** Native digits and multipliers by UTF-16 code unit (a lookup per character allocates no string). */
  nativeDigits: Map<number, number>;
  nativeMultipliers: Map<number, number>;
  /** Code units of the native digits and multipliers, for the scan. */
  nativeCodes: CodeUnitSet;
  /** Words for a digit left vague (`numbers.vague_digits`), by code unit, to the lowest digit each stands for. */
  vagueDigits: Map<number, number>;
  /** Code units a numeral may start with besides ASCII digits: the native ones and the vague digits. */
  numeralCodes: CodeUnitSet;
  words: WordMatcher<number>;
  /** Short scale letters read as scales only right after an amount with its currency before it (`£300m`). */
  currencyScales: WordMatcher<number>;
  /** Ordinary words written with a native numeral in them (Japanese writes `enough` with the kanji ten): no figure inside one. */
  ordinaryWords: WordMatcher<true>;
  /** Words after a figure that make it the start of a span of years or ages (`numbers.span_words`): no figure, no year. */
  spanWords: WordMatcher<true>;
  /** The length of the longest ordinary word: how far before a numeral one may start. */
  ordinaryReach: number;
  /** An ordinal is written as a number with a full stop (`numbers.ordinal_full_stop`). */
  ordinalFullStop: boolean;
  clockBefore: WordMatcher<true>;
  clockAfter: WordMatcher<true>;
  /** The words that join the two numbers of a fraction (`numbers.fractions`), and which number each writes first. */
  fractionJoins: readonly FractionJoin[];
  /** Words that join an hour and its minutes (`numbers.hour_minute_joins`): neither number is a figure. */
  hourMinuteJoins: readonly string[];
  /** The first two and the last two code units of the fractions' and the hour-and-minute joins (pairJoinBeside). */
  pairJoinEdges: PairJoinEdges;
}

export interface FractionJoin {
  join: string;
  denominatorFirst: boolean;
}

export const numeralGrammar = perLocale((locale: LocaleData): NumeralGrammar => {
  const writing = writingOf(locale);
  const n = locale.numbers;
  const isSpace = (s: string) => s.length === 1 && isSpaceCode(s.charCodeAt(0));
  const groupMarks = n.group.filter((g) => !isSpace(g));
  const single = (record: Record<string, number>) =>
    new Map(
      Object.entries(record)
        .filter(([k]) => k.length === 1)
        .map(([k, v]) => [k.charCodeAt(0), v]),
    );
  const codesOf = (chars: readonly string[]) => new CodeUnitSet(chars.filter((s) => s.length === 1).map((s) => s.charCodeAt(0)));
  const nativeDigits = single(n.native_digits);
  const nativeMultipliers = single(n.native_multipliers);
  const vagueDigits = single(n.vague_digits);
  const hourMinuteJoins = n.hour_minute_joins.filter((j) => j.length > 0);
  const pairJoins = [...n.fractions.map((t) => t.slice(3, -3)), ...hourMinuteJoins];
  return {
    // Lists frozen: an empty one and a full one share a hidden class, so a locale with a list where an
    // earlier one had none does not throw away the readers' optimised code (as in writing.ts).
    decimal: Object.freeze([...n.decimal]),
    groupSpace: n.group.some(isSpace),
    groupMarks: Object.freeze(groupMarks),
    groupMarkStarts: new CodeUnitSet(groupMarks.filter((m) => m.length > 0).map((m) => m.charCodeAt(0))),
    grouping: Object.freeze([...n.grouping]),
    groupSizes: new Set(n.grouping),
    largestGroup: n.grouping.reduce((a, b) => Math.max(a, b)),
    separatorChars: codesOf(['.', ',', ...n.decimal, ...groupMarks]),
    minus: codesOf(n.minus),
    minusWords: WordMatcher.ofForms(
      n.minus.filter((form) => form.length > 1),
      writing,
    ),
    marginSigns: WordMatcher.ofForms(n.margin_signs, writing),
    halvesBeforeUnit: WordMatcher.ofForms(n.halves_before_unit, writing),
    mixedFractionJoins: WordMatcher.ofForms(n.mixed_fraction_joins, writing),
    minusAfter: WordMatcher.ofForms(n.minus_after, writing),
    accounting: n.accounting_parentheses && n.accounting_cues.length > 0,
    accountingCues: WordMatcher.ofForms(n.accounting_cues, writing),
    accountingSigns: codesOf(n.accounting_signs),
    scales: new WordMatcher(
      Object.entries(n.scales).map(([form, value]) => ({ form, value })),
      writing,
    ),
    currencyScales: new WordMatcher(
      Object.entries(n.currency_scales).map(([form, value]) => ({ form, value, caseSensitive: true })),
      writing,
    ),
    nativeDigits,
    nativeMultipliers,
    nativeCodes: new CodeUnitSet([...nativeDigits.keys(), ...nativeMultipliers.keys()]),
    vagueDigits,
    numeralCodes: new CodeUnitSet([...nativeDigits.keys(), ...nativeMultipliers.keys(), ...vagueDigits.keys()]),
    words: new WordMatcher(
      Object.entries(n.words).map(([form, value]) => ({ form, value })),
      writing,
    ),
    spanWords: WordMatcher.ofForms(n.span_words, writing),
    ordinaryWords: new WordMatcher(
      n.ordinary_words.map((form) => ({ form, value: true as const, caseSensitive: true })),
      writing,
    ),
    ordinaryReach: n.ordinary_words.reduce((reach, form) => Math.max(reach, form.trim().length), 0),
    ordinalFullStop: n.ordinal_full_stop,
    clockBefore: WordMatcher.ofForms(n.clock.before, writing),
    clockAfter: WordMatcher.ofForms(n.clock.after, writing),
    fractionJoins: Object.freeze(n.fractions.map((t) => ({ join: t.slice(3, -3), denominatorFirst: t.startsWith('{b}') }))),
    hourMinuteJoins: Object.freeze(hourMinuteJoins),
    pairJoinEdges: {
      first: new CodeUnitSet(pairJoins.map((j) => j.charCodeAt(0))),
      second: new CodeUnitSet(pairJoins.filter((j) => j.length > 1).map((j) => j.charCodeAt(1))),
      last: new CodeUnitSet(pairJoins.map((j) => j.charCodeAt(j.length - 1))),
      beforeLast: new CodeUnitSet(pairJoins.filter((j) => j.length > 1).map((j) => j.charCodeAt(j.length - 2))),
      single: new CodeUnitSet(pairJoins.filter((j) => j.length === 1).map((j) => j.charCodeAt(0))),
    },
  };
});

/** The code units the pair joins (fractions, hours and minutes) open and close with; `single`: the joins of one unit. */
export interface PairJoinEdges {
  first: CodeUnitSet;
  second: CodeUnitSet;
  last: CodeUnitSet;
  beforeLast: CodeUnitSet;
  single: CodeUnitSet;
}

/**
 * Whether one of the pair joins may stand right after `end` or right before `start`, by the two
 * code units on that side: most numerals have none beside them, and no join is tried. Two units, not
 * one: a join that opens with a space (` in `) or with a counter word (the CJK person counter) stands
 * by one code unit beside almost every figure of its language.
 */
export function pairJoinBeside(text: string, start: number, end: number, edges: PairJoinEdges): boolean {
  // Read inside the text only: a read past its end deoptimised the figure reader once the evaluation
  // set ended a text on a figure, and its count came out 1 % higher.
  const length = text.length;
  if (end < length) {
    const after = text.charCodeAt(end);
    if (edges.first.has(after) && (edges.single.has(after) || (end + 1 < length && edges.second.has(text.charCodeAt(end + 1)))))
      return true;
  }
  if (start === 0) return false;
  const before = text.charCodeAt(start - 1);
  return edges.last.has(before) && (edges.single.has(before) || (start > 1 && edges.beforeLast.has(text.charCodeAt(start - 2))));
}

/** Whether a digit stands at `at`: ASCII, or a native digit or multiplier of the locale. */
export function digitAt(text: string, at: number, grammar: NumeralGrammar): boolean {
  return isAsciiDigitAt(text, at) || grammar.nativeCodes.has(text.charCodeAt(at));
}

/**
 * Whether the numeral `[start, end)` is an hour or its minutes, which make no figure: one of the
 * locale's hour-and-minute joins and a digit stand right after it, or right before it.
 */
export function inHourMinutePair(text: string, start: number, end: number, grammar: NumeralGrammar): boolean {
  for (let k = 0; k < grammar.hourMinuteJoins.length; k++) {
    const join = grammar.hourMinuteJoins[k]!;
    if (text.startsWith(join, end) && digitAt(text, end + join.length, grammar)) return true;
    if (start >= join.length && text.startsWith(join, start - join.length) && digitAt(text, start - join.length - 1, grammar)) return true;
  }
  return false;
}

/** One written part of a figure: `3.5` in `3.5 million`; with a myriad-style scale, each scaled group is a part. */
export interface NumeralPart {
  start: number;
  end: number;
  /**
   * The digits before and after the decimal separator as one integer (`3.05` → 305; a native
   * numeral or a number word: its value). Exact up to 15 digits; past that, `written` holds them.
   */
  digits: number;
  /** How many of `digits` stand after the decimal separator. */
  fractionDigits: number;
  /**
   * The figure's digits as a string (`int.frac`), only when `digits` cannot hold them exactly (more
   * than 15, or a number word's value that is no integer); '' otherwise, so a figure makes no string.
   */
  written: string;
  /** Scale word or native multiplier applied to this part (1 when none). */
  multiplier: number;
  /** Place value of the last written digit before the multiplier (a native numeral ending in a thousands multiplier → 1000). */
  place: number;
  native: boolean;
  grouped: boolean;
  /**
   * A part with a vague digit (a CJK several-tens): `digits` with that digit at its highest, 9 (its
   * lowest is `digits` itself); 0 for a part written exactly.
   */
  vagueTop: number;
}

export interface Numeral {
  start: number;
  /** After the last digit or scale word. */
  end: number;
  parts: NumeralPart[];
  hasScale: boolean;
}

/**
 * The numeral read, or the offset to go on at when what stands there is no figure (a run of digits
 * and separators of no locale's shape). An offset, not an object with an offset: telling the two
 * apart is then a type test, where `'skipTo' in read` was a lookup on two shapes at every figure.
 */
export type NumeralRead = Numeral | number;

/**
 * A numeral part with no multiplier yet (the reader multiplies it in as it reads the scale words
 * after the digits). Every part is made here or copied from one made here (a spread keeps its
 * layout), so all have one object layout, which the line below sets up.
 */
export function numeralPart(
  start: number,
  end: number,
  digits: number,
  fractionDigits: number,
  written: string,
  place: number,
  native: boolean,
  grouped: boolean,
  vagueTop: number,
): NumeralPart {
  return { start, end, digits, fractionDigits, written, multiplier: 1, place, native, grouped, vagueTop };
}

// V8 lays out a number field for small integers while it has held nothing else, and lays the
// object out anew when the first number past 2^30 or the first fraction is stored in it: the first
// multiplier of a trillion (a native one, or a scale word) in the process's life. Laid out anew
// after the readers had been optimised, the parts went on being made in the old layout and moved
// to the new one at their first read: the bench's Japanese reader ran at 81 µs per 1,000
// characters after the English and Norwegian ones, 64 alone (its texts had the first such
// multiplier). A part made at load whose number fields held something else first has them laid
// out for any value, a small integer still stored as one; the reader after the others: 66–69 µs.
Object.assign(numeralPart(0, 0, 0, 0, '', 1, false, false, 0), { digits: null, multiplier: null, place: null, vagueTop: null });

export function isNativeNumeralCode(grammar: NumeralGrammar, code: number): boolean {
  return grammar.numeralCodes.has(code);
}

function readAsciiPart(text: string, i: number, g: NumeralGrammar): NumeralPart | number {
  let j = digitRunEnd(text, i);
  let digits = appendDigitsOf(0, text, i, j);
  let count = j - i;
  let grouped = false;
  // Most figures have no group separator after their first digits: no list of groups is made for them.
  if (j - i <= g.largestGroup && groupSeparatorAt(text, j, g, undefined) !== undefined) {
    const groups = groupsAfter(text, j, g);
    const fitting = longestFittingGroups(j - i, groups, g.grouping);
    for (let k = 0; k < fitting; k++) {
      digits = appendDigitsOf(digits, text, groups[k]![0], groups[k]![1]);
      count += groups[k]![1] - groups[k]![0];
    }
    if (fitting > 0) {
      j = groups[fitting - 1]![1];
      grouped = true;
    }
  }
  const intEnd = j;
  let fractionDigits = 0;
  for (let k = 0; k < g.decimal.length; k++) {
    const d = g.decimal[k]!;
    if (text.startsWith(d, j) && isAsciiDigitAt(text, j + d.length)) {
      const k = digitRunEnd(text, j + d.length);
      fractionDigits = k - j - d.length;
      digits = appendDigitsOf(digits, text, j + d.length, k);
      j = k;
      break;
    }
  }
  if (g.separatorChars.has(codeUnitAt(text, j)) && isAsciiDigitAt(text, j + 1)) {
    while (isAsciiDigitAt(text, j) || (g.separatorChars.has(codeUnitAt(text, j)) && isAsciiDigitAt(text, j + 1))) j++;
    return j;
  }
  const written = count + fractionDigits > EXACT_DIGITS ? digitsAsWrittenIn(text, i, intEnd, j - fractionDigits, j) : '';
  return numeralPart(i, j, digits, fractionDigits, written, 1, false, grouped, 0);
}

/** The most decimal digits an integer held in a double is exact for (10^15 < 2^53). */
const EXACT_DIGITS = 15;

/** `whole` with the ASCII digits of `text[from, to)` written after it. */
function appendDigitsOf(whole: number, text: string, from: number, to: number): number {
  for (let k = from; k < to; k++) whole = whole * 10 + (text.charCodeAt(k) - 48);
  return whole;
}

/**
 * `int.frac` of a figure too long for its digits to be one exact integer: the digits of
 * `text[i, intEnd)` (its group separators are no digits) and the fraction `text[fracStart, fracEnd)`.
 */
function digitsAsWrittenIn(text: string, i: number, intEnd: number, fracStart: number, fracEnd: number): string {
  let written = '';
  for (let k = i; k < intEnd; k++) if (isAsciiDigitAt(text, k)) written += text.charAt(k);
  return fracEnd > fracStart ? `${written}.${text.slice(fracStart, fracEnd)}` : written;
}

/** The digit groups after `j`, each after one separator (one kind per run) and of a size the locale allows. */
function groupsAfter(text: string, j: number, g: NumeralGrammar): [number, number][] {
  const groups: [number, number][] = [];
  let mark: string | undefined;
  for (;;) {
    const sep = groupSeparatorAt(text, j, g, mark);
    if (!sep) break;
    const k = j + sep.length;
    const end = digitRunEnd(text, k, g.largestGroup + 1);
    if (!g.groupSizes.has(end - k) || isAsciiDigitAt(text, end)) break;
    groups.push([k, end]);
    j = end;
    mark = sep;
  }
  return groups;
}

/**
 * How many of `groups` (from the left) make a figure the grouping allows: counted from the right,
 * the n-th group has the n-th size of `grouping` (the last size repeating), and the first run of
 * digits is no longer than the size of its place. The most groups that fit; 0 when none does.
 */
function longestFittingGroups(first: number, groups: readonly [number, number][], grouping: readonly number[]): number {
  for (let n = groups.length; n > 0; n--) {
    let fits = first >= 1 && first <= groupSizeAt(grouping, n);
    for (let place = 0; fits && place < n; place++) {
      const group = groups[n - 1 - place]!;
      fits = group[1] - group[0] === groupSizeAt(grouping, place);
    }
    if (fits) return n;
  }
  return 0;
}

/** The size of the group at `place` (0: the one before the decimal mark), the last size repeating. */
function groupSizeAt(grouping: readonly number[], place: number): number {
  return grouping[Math.min(place, grouping.length - 1)]!;
}

/** The group separator at `j` (a space, or one of the marks); once a run used one, only that one. */
function groupSeparatorAt(text: string, j: number, g: NumeralGrammar, mark: string | undefined): string | undefined {
  if (g.groupSpace && isSpaceCode(codeUnitAt(text, j))) {
    const sep = text.charAt(j);
    return mark === undefined || mark === sep ? sep : undefined;
  }
  if (!g.groupMarkStarts.has(codeUnitAt(text, j))) return undefined;
  for (let k = 0; k < g.groupMarks.length; k++) {
    const m = g.groupMarks[k]!;
    if (text.startsWith(m, j) && (mark === undefined || mark === m)) return m;
  }
  return undefined;
}

function readNativePart(text: string, i: number, g: NumeralGrammar): NumeralPart | undefined {
  let total = 0;
  let pending = 0;
  let pendingDigits = 0;
  let lastMultiplier = 1;
  // A vague digit: its lowest digit while it waits for its multiplier (-1: none waits), and what its
  // highest adds once it has one.
  let vague = -1;
  let vagueRaise = 0;
  let j = i;
  for (; j < text.length; j++) {
    const code = text.charCodeAt(j);
    const digit = g.nativeDigits.get(code);
    if (digit !== undefined) {
      pending = pending * 10 + digit;
      pendingDigits++;
      continue;
    }
    const lowest = g.vagueDigits.get(code);
    if (lowest !== undefined) {
      if (pendingDigits > 0 || vague >= 0 || vagueRaise > 0 || !vagueDigitAt(text, j, total > 0, g)) break;
      vague = lowest;
      pending = lowest;
      pendingDigits = 1;
      continue;
    }
    const multiplier = g.nativeMultipliers.get(code);
    if (multiplier === undefined) break;
    total += (pendingDigits ? pending : 1) * multiplier;
    if (vague >= 0) vagueRaise = (MAX_DIGIT - vague) * multiplier;
    vague = -1;
    pending = 0;
    pendingDigits = 0;
    lastMultiplier = multiplier;
  }
  if (j === i) return undefined;
  // A vague digit in the ones place after a multiplier (ten and some) says only that the number is
  // above the multiplier's: from one up.
  if (vague >= 0) {
    if (total > 0) pending = 1;
    vagueRaise = MAX_DIGIT - pending;
  }
  const value = total + pending;
  const place = pendingDigits ? 1 : lastMultiplier;
  return numeralPart(i, j, value, 0, valueWritten(value), place, true, false, vagueRaise > 0 ? value + vagueRaise : 0);
}

const MAX_DIGIT = 9;

/**
 * Whether the vague digit at `at` stands for a digit: a multiplier or a scale word right after it
 * (several tens, several ten-thousands), or one before it in the numeral (`afterMultiplier`: ten
 * and some); never inside an ordinary word of the locale (a word for "the number of people" ends in
 * it, and a hundred people after it is no several hundred).
 */
function vagueDigitAt(text: string, at: number, afterMultiplier: boolean, g: NumeralGrammar): boolean {
  if (!afterMultiplier && !g.nativeMultipliers.has(codeUnitAt(text, at + 1)) && g.scales.matchAt(text, at + 1) === undefined) return false;
  return !insideOrdinaryWord(text, at, g);
}

/**
 * Whether one of the locale's ordinary words written with a numeral covers `at`: one lookup of the
 * word list at each offset a word covering `at` may start at, not a test of every word there.
 */
export function insideOrdinaryWord(text: string, at: number, grammar: NumeralGrammar): boolean {
  if (!grammar.ordinaryWords.size) return false;
  for (let from = at; from >= 0 && from > at - grammar.ordinaryReach; from--) {
    const hit = grammar.ordinaryWords.matchAt(text, from);
    if (hit !== undefined && hit.end > at) return true;
  }
  return false;
}

/**
 * Reads the numeral starting at `i` (an ASCII digit or a native numeral character), with scale
 * words and compound parts (one ten-thousand and two thousand, written `1<scale>2000`). `units`
 * lets a unit form that begins with a scale word (a ten-thousand-yen unit) take precedence over it.
 */
/**
 * `**4.2** billion`: where a run of Markdown emphasis marks closed right after the digits ends,
 * when a scale word or a native multiplier follows it (the marks do not part a figure from its
 * scale); else `end` itself.
 */
function pastClosingEmphasis(text: string, end: number, g: NumeralGrammar): number {
  if (!EMPHASIS_MARKS.has(codeUnitAt(text, end))) return end;
  let at = end + 1;
  while (EMPHASIS_MARKS.has(codeUnitAt(text, at))) at++;
  return g.nativeMultipliers.has(codeUnitAt(text, at)) || g.scales.matchAt(text, skipSpaces(text, at)) !== undefined ? at : end;
}

/** Markdown's emphasis and code marks: `*`, `_`, a backtick. */
const EMPHASIS_MARKS = new CodeUnitSet([0x2a, 0x5f, 0x60]);

export function readNumeral(text: string, i: number, g: NumeralGrammar, units: UnitsAfterIn): NumeralRead | undefined {
  // Made with its first part: nearly every numeral has one, and an empty list grown by a push takes
  // room for sixteen.
  let parts: NumeralPart[] | undefined;
  let hasScale = false;
  let at = i;
  let previousScale = Infinity;
  for (;;) {
    const first = parts === undefined;
    let part: NumeralPart | number | undefined;
    if (isAsciiDigitAt(text, at)) part = readAsciiPart(text, at, g);
    else part = readNativePart(text, at, g);
    if (part === undefined) break;
    if (typeof part === 'number') {
      if (first) return part;
      break;
    }
    // A native multiplier right after ASCII digits (three, then a thousands multiplier).
    let end = pastClosingEmphasis(text, part.end, g);
    if (!part.native) {
      const m = g.nativeMultipliers.get(codeUnitAt(text, end));
      if (m !== undefined && !units.longerAt(end, 1)) {
        part.multiplier *= m;
        end++;
      }
    }
    const scalePos = skipSpaces(text, end);
    const scale = g.scales.matchAt(text, scalePos);
    // A unit that starts with a scale word wins only on a simple figure: in a compound figure the
    // scale word belongs to the last part, and the unit after it is read on its own.
    if (scale && !(first && units.longerAt(scalePos, scale.end - scale.start))) {
      part.multiplier *= scale.value;
      end = scale.end;
      hasScale = true;
    }
    // A later part continues the figure only below the scale before it (its value is needed for nothing else).
    if (!first && !(part.multiplier < previousScale && partValue(part, part.multiplier) < previousScale)) break;
    part.end = end;
    if (parts === undefined) parts = [part];
    else parts.push(part);
    at = end;
    // Only a scaled part continues, and only without a space; `3 million 2024` stays two figures.
    if (part.multiplier === 1 || !(isAsciiDigitAt(text, at) || isNativeNumeralCode(g, codeUnitAt(text, at)))) break;
    previousScale = part.multiplier;
  }
  if (parts === undefined) return undefined;
  return { start: i, end: parts[parts.length - 1]!.end, parts, hasScale };
}

/**
 * The `written` of a part whose value is `value` (a native numeral's, a number word's): '' when the
 * value is an integer of at most 15 digits, which `digits` holds exactly.
 */
export function valueWritten(value: number): string {
  return Number.isInteger(value) && value >= 0 && value < 1e15 ? '' : String(value);
}

/** A part's value times `multiplier`. */
function partValue(part: NumeralPart, multiplier: number): number {
  return decimalValue(part.digits, part.fractionDigits, part.written, multiplier);
}

/**
 * `digits` with its last `fractionDigits` after the decimal mark, times `multiplier`: the double the
 * number parser gives for the written figure, exact for power-of-ten multipliers (`3.5` × 10⁴ is
 * 35000, not 34999.99…). `written` is the figure as a string when `digits` is not exact ('' otherwise).
 */
export function decimalValue(digits: number, fractionDigits: number, written: string, multiplier: number): number {
  const exponent = tenExponent(multiplier);
  if (Number.isInteger(exponent)) {
    // Digits and 10^k both exact, the one multiplication or division IEEE rounds correctly gives the parser's double.
    const k = exponent - fractionDigits;
    if (written === '' && k >= -EXACT_POWER_LIMIT && k <= EXACT_POWER_LIMIT)
      return k >= 0 ? digits * POWERS_OF_TEN[k + EXACT_POWER_LIMIT]! : digits / POWERS_OF_TEN[EXACT_POWER_LIMIT - k]!;
    return Number(`${written || digitsAsDecimal(digits, fractionDigits)}e${exponent}`);
  }
  return (written !== '' ? Number(written) : digits / powerOfTen(fractionDigits)) * multiplier;
}

/** `digits` written out with its last `fractionDigits` after a decimal point (`305`, 2 → `3.05`). */
function digitsAsDecimal(digits: number, fractionDigits: number): string {
  if (fractionDigits === 0) return String(digits);
  const all = String(digits).padStart(fractionDigits + 1, '0');
  return `${all.slice(0, -fractionDigits)}.${all.slice(-fractionDigits)}`;
}

/**
 * `Math.log10(multiplier)`: an integer when the multiplier is a power of ten. Most figures have no
 * multiplier, and 1 is answered without the call, which cost more than the rest of a plain figure's
 * value.
 */
function tenExponent(multiplier: number): number {
  return multiplier === 1 ? 0 : Math.log10(multiplier);
}

/**
 * `10^k` exactly as the number parser reads `1e<k>`, from a table for the exponents figures have
 * (exact for |k| ≤ 22): `10 ** k` can differ from it in the last bit (`10 ** -4` is
 * 0.00009999999999999999), and writing the string to parse it was a string and a parse per call.
 */
const EXACT_POWER_LIMIT = 22;
const POWERS_OF_TEN = Array.from({ length: 2 * EXACT_POWER_LIMIT + 1 }, (_, k) => Number(`1e${k - EXACT_POWER_LIMIT}`));
export function powerOfTen(k: number): number {
  return k >= -EXACT_POWER_LIMIT && k <= EXACT_POWER_LIMIT ? POWERS_OF_TEN[k + EXACT_POWER_LIMIT]! : Number(`1e${k}`);
}

/** The numeral's value with an extra factor (a unit such as a ten-thousand-yen form). */
export function numeralValue(numeral: Numeral, factor = 1): number {
  let value = 0;
  for (let k = 0; k < numeral.parts.length; k++) {
    const p = numeral.parts[k]!;
    value += partValue(p, p.multiplier * factor);
  }
  return value;
}

/** Whether a part of the numeral has a vague digit (its value is a span: numeralValue its low end, numeralTop its high end). */
export function isVague(numeral: Numeral): boolean {
  for (let k = 0; k < numeral.parts.length; k++) if (numeral.parts[k]!.vagueTop > 0) return true;
  return false;
}

/** The numeral's value with each vague digit at its highest, with an extra factor (see numeralValue). */
export function numeralTop(numeral: Numeral, factor = 1): number {
  let value = 0;
  for (let k = 0; k < numeral.parts.length; k++) {
    const p = numeral.parts[k]!;
    value +=
      p.vagueTop > 0 ? decimalValue(p.vagueTop, 0, valueWritten(p.vagueTop), p.multiplier * factor) : partValue(p, p.multiplier * factor);
  }
  return value;
}

/** Place value of the last written digit, times its multiplier and the factor. */
export function numeralPrecision(numeral: Numeral, factor = 1): number {
  const last = numeral.parts[numeral.parts.length - 1]!;
  const multiplier = last.multiplier * factor * last.place;
  const exponent = tenExponent(multiplier);
  if (Number.isInteger(exponent)) return powerOfTen(exponent - last.fractionDigits);
  return multiplier / 10 ** last.fractionDigits;
}

export function significantDigits(value: number, precision: number, hasFraction: boolean): number {
  const count = Math.round(Math.abs(value) / precision);
  // A safe integer is counted without writing it out (a string per figure); beyond, its digits are as String writes them.
  if (count <= Number.MAX_SAFE_INTEGER) return countedDigits(count, hasFraction);
  const digits = String(count);
  let length = digits.length;
  // Trailing zeros of a whole figure are no significant digits (`12,000` has two).
  if (!hasFraction) while (length > 0 && digits.charCodeAt(length - 1) === 48) length--;
  return Math.max(1, length);
}

/** significantDigits of a whole count of at most MAX_SAFE_INTEGER, whose decimal digits are exact: no string is made. */
function countedDigits(count: number, hasFraction: boolean): number {
  let n = count;
  // Trailing zeros of a whole figure are no significant digits; a zero itself still counts one.
  if (!hasFraction) while (n > 0 && n % 10 === 0) n /= 10;
  let length = 1;
  // Powers of ten up to 1e16 are exact doubles: the comparison is exact for every safe integer.
  for (let power = 10; power <= n; power *= 10) length++;
  return length;
}
