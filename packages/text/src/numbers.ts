import type { LocaleData, UnitEntry } from './locale-data.js';
import type { NumberMatch } from './matches.js';
import { prepareReadingText, type ReadingText } from './reading-text.js';
import {
  CodeUnitSet,
  codeUnitAt,
  digitRunEnd,
  isAsciiDigitAt,
  isAsciiDigitCode,
  isUnspacedLetterAt,
  isSpaceCode,
  isWordCharAt,
  isWordCode,
  skipSpaces,
  skipSpacesBack,
} from './characters.js';
import {
  inHourMinutePair,
  pairJoinBeside,
  insideOrdinaryWord,
  isNativeNumeralCode,
  numeralGrammar,
  numeralPrecision,
  numeralValue,
  powerOfTen,
  numeralPart,
  readNumeral,
  significantDigits,
  valueWritten,
  type Numeral,
  type NumeralGrammar,
  type NumeralPart,
} from './numerals.js';
import { inFractionPair } from './fraction-pairs.js';
import { unitClosedAfter, toUnitMatch, unitAfter, unitBefore, unitLexicon, UnitsAfterIn, type UnitLexicon } from './units.js';
import { hedgeAfter, hedgeBefore, hedgeLexicon, toHedgeMatch, type HedgeLexicon } from './hedges.js';
import type { WordHit } from './word-matcher.js';
import { continuesSpelledNumber } from './spelled-numbers.js';
import { opensTableRow, tableRowAbove } from './table-headers.js';
import { EVERY_OFFSET, StartsOutside, type Starts } from './starts.js';
import { CategorySet } from './unicode-categories.js';

/*
 * Figures in a text: a numeral with its sign, accounting parentheses, scale word, unit (before or
 * after) and hedge. Offsets inside this module are into the folded text; every match reports
 * spans of the original.
 */

/** A figure with the folded-text offsets the other readers (ranges, dates, scan) work with. */
export interface FigureRead {
  match: NumberMatch;
  /** The value its match states, read without making the match where it can (a bare year becomes a date unasked). */
  value: number;
  /** Folded-text offsets of the whole figure (unit and parentheses included, hedge excluded). */
  start: number;
  end: number;
  numeral: Numeral;
  /** The figure is only digits (no separator, scale, sign, unit): a candidate bare year. */
  plainDigits: boolean;
  unitEntry: UnitEntry | null;
  /** Where a hedge written before the figure starts (else `start`). */
  leadStart: number;
  /**
   * Glued to a unit read only as a compound's part (`17s` of `6min 17s`): a figure only where a
   * compound takes it in (figures glued to letters are names otherwise). Read only when asked.
   */
  partOnly?: boolean;
}

interface Context {
  locale: LocaleData;
  reading: ReadingText;
  text: string;
  grammar: NumeralGrammar;
  units: UnitLexicon;
  hedges: HedgeLexicon;
  /** The unit forms after figures looked up in this text, the last answer kept (readNumeral, buildFigure). */
  unitsAfter: UnitsAfterIn;
  /** Whether figures glued to a part-only unit are read (`partOnly`): only where compounds are made. */
  readParts: boolean;
}

/** Every figure in `text` as the locale writes numbers (dates, phones and list markers not yet removed: see scanText). */
export function readNumbers(text: string, locale: LocaleData): NumberMatch[] {
  return readFigures(prepareReadingText(text), locale).map((f) => f.match);
}

/**
 * Every figure of a text, left to right, tried at `starts` (digits, native numerals, number words at
 * a word start). `readElsewhere` (sorted by start, not overlapping) are stretches another reader has
 * already taken whole, such as dates: no figure is read starting inside one (scanText would drop
 * it), and the look back from the next figure stops at its end, as it stops at the end of the figure
 * before.
 */
export function readFigures(
  reading: ReadingText,
  locale: LocaleData,
  starts: Starts = EVERY_OFFSET,
  readElsewhere: readonly { start: number; end: number }[] = [],
): FigureRead[] {
  const walk = new FigureWalk(reading, locale, starts, readElsewhere);
  const figures: FigureRead[] = [];
  for (let f = walk.next(); f !== undefined; f = walk.next()) figures.push(f);
  return figures;
}

/**
 * readFigures one figure at a time, for a reader that is done with each figure before the text is:
 * scanText keeps a long text's figures only until their matches are made, where a list of them all
 * lived through the whole text's scan and, past a few hundred thousand characters, through enough
 * young-generation collections to be promoted (docs/speed.md, forty-fifth round).
 */
export class FigureWalk {
  private readonly ctx: Context;
  private readonly outside: StartsOutside | undefined;
  private readonly walk: Starts;
  private floor = 0;
  private at: number;

  constructor(
    reading: ReadingText,
    locale: LocaleData,
    starts: Starts = EVERY_OFFSET,
    readElsewhere: readonly { start: number; end: number }[] = [],
    readParts = false,
  ) {
    const units = unitLexicon(locale);
    this.ctx = {
      reading,
      text: reading.text,
      grammar: numeralGrammar(locale),
      locale,
      units,
      hedges: hedgeLexicon(locale),
      unitsAfter: new UnitsAfterIn(reading.text, units),
      readParts: readParts && units.parts.size > 0,
    };
    this.outside = readElsewhere.length > 0 ? new StartsOutside(starts, readElsewhere) : undefined;
    this.walk = this.outside ?? starts;
    this.at = this.walk.from(0);
  }

  /** The next figure, or undefined once the text is read to its end. */
  next(): FigureRead | undefined {
    const { ctx, outside, walk } = this;
    const length = ctx.text.length;
    let i = this.at;
    let floor = this.floor;
    while (i < length) {
      if (outside) floor = Math.max(floor, outside.takenEndBefore(i));
      const next = figureAt(ctx, i, floor);
      if (typeof next === 'number') i = walk.from(next);
      else {
        this.floor = next.end;
        // Reading goes on after the figure, or after its numeral where a unit before it ends the figure first.
        this.at = walk.from(Math.max(next.end, next.numeral.end));
        return next;
      }
    }
    this.at = i;
    this.floor = floor;
    return undefined;
  }
}

/** The figure read at `i` (reading goes on after it), or where to read on. */
function figureAt(ctx: Context, i: number, floor: number): number | FigureRead {
  const { text, grammar } = ctx;
  const code = text.charCodeAt(i);
  const ascii = isAsciiDigitCode(code);
  if (ascii || (code >= 0x3000 && isNativeNumeralCode(grammar, code))) {
    // Digits glued to a word (`A4`, `COVID-19`) are part of a name, not a figure; a dash right after
    // the figure before (`5°C–10°C`, the unit's letter before it) joins a range.
    const gluedToWord =
      isWordCharAt(text, i - 1) ||
      (JOINERS.has(codeUnitAt(text, i - 1)) &&
        isWordCharAt(text, i - 2) &&
        !isAsciiDigitAt(text, i - 2) &&
        !(i - 1 === floor && floor > 0));
    if (ascii && gluedToWord && !unitBefore(text, i, ctx.units, floor)) return skipIdentifier(text, i, grammar);
    const read = readNumeral(text, i, grammar, ctx.unitsAfter);
    if (read === undefined) return i + 1;
    if (typeof read === 'number') return Math.max(read, i + 1);
    const numeral = ascii && i > floor && grammar.decimal.includes(text.charAt(i - 1)) ? withLeadingDecimal(text, read, grammar) : read;
    return buildFigure(ctx, numeral, floor, null) ?? read.end;
  }
  if (grammar.words.mayStartWith(code) && isWordCode(code) && !isWordCharAt(text, i - 1)) {
    const word = grammar.words.matchAt(text, i, true);
    // The tail of a number spelled in several words (`fifty` of `two hundred and fifty staff`) is no figure of its own.
    if (word && continuesSpelledNumber(text, word.start, word.value, ctx.locale)) return word.end;
    if (word) {
      const numeral: Numeral = {
        start: word.start,
        end: word.end,
        parts: [numeralPart(word.start, word.end, word.value, 0, valueWritten(word.value), 1, true, false, 0)],
        hasScale: false,
      };
      return buildFigure(ctx, numeral, floor, word) ?? word.end;
    }
  }
  return i + 1;
}

/**
 * The numeral read from the digits right after a decimal mark with no digit before it (`P = .21`,
 * `(.5)`, `< .001`: journals leave out the zero) as the decimal it is: 0.21, not 21. Only where the
 * mark opens a figure: at the text's start, or after a space, an opening parenthesis, a comparison
 * or a minus sign; a mark after a word or another mark (`v2.21`, `...21`) is left alone.
 */
function withLeadingDecimal(text: string, numeral: Numeral, grammar: NumeralGrammar): Numeral {
  const mark = numeral.start - 1;
  const before = codeUnitAt(text, mark - 1);
  if (mark > 0 && !isSpaceCode(before) && !DECIMAL_OPENERS.has(before) && !grammar.minus.has(before)) return numeral;
  const part = numeral.parts[0]!;
  const count = digitRunEnd(text, part.start) - part.start;
  if (numeral.parts.length !== 1 || part.grouped || part.fractionDigits > 0 || count > EXACT_DECIMALS) return numeral;
  return { ...numeral, start: mark, parts: [{ ...part, start: mark, fractionDigits: count }] };
}

/** Marks after which a decimal mark may open a figure: `(`, `=`, `<`, `>`, `≤`, `≥`, `±`, and Markdown's emphasis marks `*` and `_` (`**.312**`). */
const DECIMAL_OPENERS = new CodeUnitSet([0x28, 0x3d, 0x3c, 0x3e, 0x2264, 0x2265, 0xb1, 0x2a, 0x5f]);
/** The most digits a decimal read so holds exactly. */
const EXACT_DECIMALS = 15;

/**
 * Whether a word of `numbers.halves_before_unit` may follow the numeral ending at `end`, by the one
 * space and the first code unit after it: most figures have none, and the search is made apart (in
 * the figure reader's code, the call cost the English reader some 1.5 % of its instructions).
 */
function halfMayFollow(text: string, end: number, grammar: NumeralGrammar): boolean {
  return isSpaceCode(codeUnitAt(text, end)) && grammar.halvesBeforeUnit.mayStartWith(codeUnitAt(text, end + 1));
}

/**
 * Where a word of `numbers.minus_after` after the figure ending at `end` ends (a Norwegian word of frost,
 * `12 degrees below zero`), or -1: looked at by the first code unit after a space first, as
 * halves are.
 */
function belowZeroEnd(text: string, end: number, grammar: NumeralGrammar): number {
  const words = grammar.minusAfter;
  const at = isSpaceCode(codeUnitAt(text, end)) ? end + 1 : end;
  if (!words.mayStartWith(codeUnitAt(text, at))) return -1;
  return words.matchAt(text, skipSpaces(text, at), true)?.end ?? -1;
}

/**
 * The numeral with a word of `numbers.halves_before_unit` after it taken in (`six and a half
 * years`: 6.5, read to its tenth; `3 and a half million`: 3.5 million): only where a unit or a scale
 * word follows the word, else the numeral as written. Asked only where halfMayFollow says one may.
 */
function withHalf(ctx: Context, numeral: Numeral): Numeral {
  if (numeral.hasScale) return numeral;
  const { text, grammar } = ctx;
  const half = grammar.halvesBeforeUnit.matchAt(text, skipSpaces(text, numeral.end), true);
  if (!half) return numeral;
  const last = numeral.parts[numeral.parts.length - 1]!;
  const parts = [...numeral.parts, { ...HALF, start: half.start, end: half.end, native: last.native }];
  const scale = grammar.scales.matchAt(text, skipSpaces(text, half.end));
  if (scale)
    return {
      start: numeral.start,
      end: scale.end,
      parts: parts.map((p) => ({ ...p, multiplier: p.multiplier * scale.value })),
      hasScale: true,
    };
  return unitAfter(text, half.end, ctx.units) ? { ...numeral, end: half.end, parts } : numeral;
}

/**
 * Whether a fraction may follow the whole number ending at `end` (`1½`, `1 1/2`, `2 ½`, or a join
 * word of the locale first): by the code units right there, so most figures are passed at once.
 */
function fractionMayFollow(text: string, end: number, grammar: NumeralGrammar): boolean {
  const code = codeUnitAt(text, end);
  if (VULGAR_FRACTIONS.has(code) || grammar.mixedFractionJoins.mayStartWith(code)) return true;
  if (!isSpaceCode(code)) return false;
  const next = codeUnitAt(text, end + 1);
  return (
    (isAsciiDigitCode(next) && codeUnitAt(text, end + 2) === SLASH) ||
    VULGAR_FRACTIONS.has(next) ||
    grammar.mixedFractionJoins.mayStartWith(next)
  );
}

/**
 * The whole number with the fraction after it taken in (`1 1/2 hours`: 1.5 hours, read to its
 * tenth; `1½`; a locale's join word between them): a mixed number is one figure, and reading its
 * parts apart made `1 1/2 hours` a figure of 2 hours. Asked only where fractionMayFollow says one may.
 */
function withFraction(ctx: Context, numeral: Numeral): Numeral {
  const last = numeral.parts[numeral.parts.length - 1]!;
  if (numeral.hasScale || numeral.parts.length !== 1 || last.fractionDigits > 0 || last.native) return numeral;
  const { text, grammar } = ctx;
  let at = skipSpaces(text, numeral.end);
  const join = grammar.mixedFractionJoins.matchAt(text, at, true);
  if (join) at = skipSpaces(text, join.end);
  const fraction = fractionAt(text, at);
  // Glued to the whole number, only a fraction character (`1½`): `11/2` is eleven halves or a date.
  if (!fraction || (at === numeral.end && !VULGAR_FRACTIONS.has(codeUnitAt(text, at)))) return numeral;
  return { ...numeral, end: fraction.end, parts: [...numeral.parts, fractionPart(fraction.value, at, fraction.end)] };
}

/**
 * A fraction below one at `at`: a fraction character, or a numerator, a slash and a small
 * denominator with no digit, slash or decimal after it (`1/2`, not the date `1/2/2024` nor `3/4.5`).
 */
function fractionAt(text: string, at: number): { value: number; end: number } | undefined {
  const vulgar = VULGAR_FRACTIONS.get(codeUnitAt(text, at));
  if (vulgar !== undefined) return isAsciiDigitAt(text, at + 1) ? undefined : { value: vulgar, end: at + 1 };
  const slash = digitRunEnd(text, at);
  if (slash === at || slash - at > 2 || codeUnitAt(text, slash) !== SLASH) return undefined;
  const end = digitRunEnd(text, slash + 1);
  if (end === slash + 1 || end - slash - 1 > 2) return undefined;
  const after = codeUnitAt(text, end);
  if (after === SLASH || ((after === FULL_STOP || after === COMMA) && isAsciiDigitAt(text, end + 1))) return undefined;
  const numerator = Number(text.slice(at, slash));
  const denominator = Number(text.slice(slash + 1, end));
  return numerator > 0 && numerator < denominator ? { value: numerator / denominator, end } : undefined;
}

/**
 * A fraction below one as a numeral part: its decimals where four or fewer write it exactly (½ is
 * 0.5, read to its tenth), else its value to two decimals' precision (a third).
 */
function fractionPart(value: number, start: number, end: number): NumeralPart {
  for (let fractionDigits = 1; fractionDigits <= 4; fractionDigits++) {
    const digits = Math.round(value * powerOfTen(fractionDigits));
    if (Math.abs(digits / powerOfTen(fractionDigits) - value) < 1e-12) return { ...HALF, start, end, digits, fractionDigits };
  }
  return { ...HALF, start, end, digits: Math.round(value * 100), fractionDigits: 2, written: String(value) };
}

/** The fraction characters of Unicode by code unit, to their values: `¼ ½ ¾`, thirds, fifths, sixths, eighths. */
const VULGAR_FRACTIONS = new Map<number, number>([
  [0xbc, 1 / 4],
  [0xbd, 1 / 2],
  [0xbe, 3 / 4],
  [0x2153, 1 / 3],
  [0x2154, 2 / 3],
  [0x2155, 1 / 5],
  [0x2156, 2 / 5],
  [0x2157, 3 / 5],
  [0x2158, 4 / 5],
  [0x2159, 1 / 6],
  [0x215a, 5 / 6],
  [0x215b, 1 / 8],
  [0x215c, 3 / 8],
  [0x215d, 5 / 8],
  [0x215e, 7 / 8],
]);
const SLASH = 0x2f;
const COMMA = 0x2c;

/** Half of one as a numeral part: the digit 5 a place after the decimal mark. */
const HALF: NumeralPart = numeralPart(0, 0, 5, 1, '', 1, false, false, 0);

/** The numeral with its last part multiplied by a scale written apart from it (`(1,200) thousand`, `£300m`). */
function scaledBy(numeral: Numeral, factor: number): Numeral {
  const last = numeral.parts[numeral.parts.length - 1]!;
  return { ...numeral, parts: [...numeral.parts.slice(0, -1), { ...last, multiplier: last.multiplier * factor }], hasScale: true };
}

/**
 * The short scale letter after `numeral` (`m`) when it closes a range whose low end has its currency
 * before it (`£40–50m`): a dash (spaces around it allowed) right before the numeral, a numeral
 * before the dash, and a currency before that.
 */
function scaleAfterCurrencyRange(ctx: Context, numeral: Numeral): { value: number; end: number } | undefined {
  const { text, grammar } = ctx;
  const short = grammar.currencyScales.matchAt(text, numeral.end);
  if (!short) return undefined;
  // The low end is the figure read before this one: read back past the walk's floor, which it set.
  const dash = skipSpacesBack(text, numeral.start) - 1;
  if (dash < 1 || !RANGE_DASHES.has(codeUnitAt(text, dash))) return undefined;
  let lowStart = skipSpacesBack(text, dash);
  if (!isAsciiDigitAt(text, lowStart - 1)) return undefined;
  while (lowStart > 0 && (isAsciiDigitAt(text, lowStart - 1) || LOW_MARKS.has(codeUnitAt(text, lowStart - 1)))) lowStart--;
  const currency = unitBefore(text, lowStart, ctx.units, 0);
  return currency?.value.family === 'currency' ? short : undefined;
}

/** A hyphen, an en dash and an em dash: what joins the ends of `£40–50m`. */
const RANGE_DASHES = new CodeUnitSet([0x2d, 0x2013, 0x2014]);
/** Marks inside the low end's digits (`£1.5–2m`, `$1,500–2,000m`). */
const LOW_MARKS = new CodeUnitSet([0x2c, 0x2e]);

/** A scale word at `at`, or a native multiplier written alone there (the kanji thousand before yen): its value and end. */
function scaleAt(text: string, at: number, grammar: NumeralGrammar): { value: number; end: number } | undefined {
  const word = grammar.scales.matchAt(text, at);
  if (word) return word;
  const multiplier = grammar.nativeMultipliers.get(text.charCodeAt(at));
  return multiplier === undefined ? undefined : { value: multiplier, end: at + 1 };
}

/**
 * Whether the figure at `at` stands in a financial statement: its line before it, or the first line
 * of the table its row belongs to, holds one of the locale's statement words. A statement labels its
 * figures first (`Net loss (1,200)`); a statement word later on the line is another sentence's
 * (`53 mmol/mol (7.0%). Your result is above target.`), whose figure in parentheses is an aside.
 */
function inStatement(text: string, at: number, grammar: NumeralGrammar): boolean {
  // Bounded so that a text of parentheses on one endless line stays linear: a statement word stands near its figure.
  const lineStart = Math.max(text.lastIndexOf('\n', at - 1) + 1, at - STATEMENT_REACH);
  if (grammar.accountingCues.occursIn(text, lineStart, at)) return true;
  if (!opensTableRow(text, lineStart)) return false;
  // A table row: the header line is the first of the run of lines that start with a pipe.
  let header = lineStart;
  for (let rows = 0; header > 0 && rows < TABLE_REACH; rows++) {
    const previous = tableRowAbove(text, header);
    if (previous < 0) break;
    header = previous;
  }
  const headerEnd = text.indexOf('\n', header);
  return grammar.accountingCues.occursIn(text, header, Math.min(headerEnd < 0 ? text.length : headerEnd, header + STATEMENT_REACH));
}

/**
 * Where a minus word of the locale (`minus 15`) before the digits at `numStart` starts, spaces
 * between; -1 when none does. Most figures have no form's last unit right before them (or before
 * the one space), and the search is made apart: inside the figure reader's code it cost the readers
 * 1–2 % of their instructions in what the optimiser made of that code, not in searching.
 */
function minusWordStart(text: string, numStart: number, floor: number, grammar: NumeralGrammar): number {
  const words = grammar.minusWords;
  const before = codeUnitAt(text, numStart - 1);
  if (!words.mayEndWith(before) && !(isSpaceCode(before) && words.mayEndWith(codeUnitAt(text, numStart - 2)))) return -1;
  return minusWordSearch(text, numStart, floor, words);
}

function minusWordSearch(text: string, numStart: number, floor: number, words: NumeralGrammar['minusWords']): number {
  const word = words.matchEndingAt(text, skipSpacesBack(text, numStart));
  return word && word.start >= floor ? word.start : -1;
}

/** Whether a margin sign or word of the locale (`numbers.margin_signs`: `±`, `plus or minus`) stands right before the digits at `digitsStart`, spaces between. */
function givenAsMargin(text: string, digitsStart: number, grammar: NumeralGrammar): boolean {
  return grammar.marginSigns.size > 0 && grammar.marginSigns.matchEndingAt(text, skipSpacesBack(text, digitsStart)) !== undefined;
}

/**
 * Whether the parenthesis at `open` follows the figure the walk read before (it ends at `floor`),
 * spaces between, or that figure and one short word that is no statement word (a counter glued to
 * it in a script without spaces): the parentheses then hold an aside that restates it (`NOK 500
 * (USD 45)`, `6 G ($780,960)`, the second a multiple of a base amount written as a letter),
 * never a negative.
 */
function restatesFigureBefore(text: string, open: number, floor: number, grammar: NumeralGrammar): boolean {
  if (floor <= 0) return false;
  const end = skipSpacesBack(text, open);
  if (end === floor) return true;
  let start = end;
  while (start > floor && end - start < RESTATING_WORD && LETTER.at(text, start - 1)) start--;
  return start < end && skipSpacesBack(text, start) === floor && !grammar.accountingCues.occursIn(text, start, end);
}

/** The longest word between a figure and the parentheses that restate it (`6 G (…)`, `3 units (…)`). */
const RESTATING_WORD = 12;
const LETTER = new CategorySet(['L']);

/** Whether a span word of the locale (`numbers.span_words`) starts at `end`, right after a figure: looked at by its first unit first, as minus words are. */
function opensSpanAt(text: string, end: number, grammar: NumeralGrammar): boolean {
  return grammar.spanWords.mayStartWith(codeUnitAt(text, end)) && grammar.spanWords.matchAt(text, end) !== undefined;
}

/** How far around a parenthesised figure a statement word is looked for, and how many table rows up its header. */
const STATEMENT_REACH = 400;
const TABLE_REACH = 200;

/**
 * An ordinal written with a full stop (numbers.ordinal_full_stop): a whole number, a full stop, a
 * space and a lower-case word ("the 2. quarter"). The caller keeps one before a unit word (the 46.
 * year): the dates' ordinal years count it.
 */
function ordinalWithFullStop(text: string, numeral: Numeral): boolean {
  const end = numeral.end;
  return (
    text.charCodeAt(end) === FULL_STOP &&
    text.charCodeAt(end + 1) === SPACE &&
    LOWER_CASE.at(text, end + 2) &&
    numeral.parts.length === 1 &&
    numeral.parts[0]!.fractionDigits === 0
  );
}

const FULL_STOP = 0x2e;
const TEMPERATURE = 'temperature';
const SPACE = 0x20;
const LOWER_CASE = new CategorySet(['Ll']);

/**
 * Whether the number at [start, end) is a time of day: a clock word right after it or right before
 * it. Nearly every figure has neither, and the code unit on each side says so before a matcher is
 * called (the two calls that found nothing were some 2 % of the Japanese reader's instructions).
 */
function clockTime(text: string, start: number, end: number, grammar: NumeralGrammar): boolean {
  const after = skipSpaces(text, end);
  if (grammar.clockAfter.mayStartWith(codeUnitAt(text, after)) && grammar.clockAfter.matchAt(text, after, true)) return true;
  if (start === 0) return false;
  const before = skipSpacesBack(text, start);
  return grammar.clockBefore.mayEndWith(codeUnitAt(text, before - 1)) && grammar.clockBefore.matchEndingAt(text, before) !== undefined;
}

const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;

/** Characters that join a word and digits into one name (`COVID-19`, `ISO/9001`), by code unit: no string per test. */
const JOINERS = new CodeUnitSet(['-', '/', '_'].map((c) => c.charCodeAt(0)));

function skipIdentifier(text: string, i: number, g: NumeralGrammar): number {
  let j = i;
  while (isAsciiDigitAt(text, j) || isWordCharAt(text, j) || (g.separatorChars.has(codeUnitAt(text, j)) && isAsciiDigitAt(text, j + 1)))
    j++;
  return j;
}

function buildFigure(ctx: Context, written: Numeral, floor: number, numberWord: WordHit<number> | null): FigureRead | undefined {
  let numeral = fractionMayFollow(ctx.text, written.end, ctx.grammar)
    ? withFraction(ctx, written)
    : halfMayFollow(ctx.text, written.end, ctx.grammar)
      ? withHalf(ctx, written)
      : written;
  const { text, grammar } = ctx;
  let numStart = numeral.start;
  const numEnd = numeral.end;
  let native = true;
  for (let k = 0; k < numeral.parts.length; k++) native &&= numeral.parts[k]!.native;
  // The two numbers of a fraction (a ratio, ratios.ts) or of an hour and its minutes are no figures.
  if (
    pairJoinBeside(text, numStart, numEnd, grammar.pairJoinEdges) &&
    (inHourMinutePair(text, numStart, numEnd, grammar) || inFractionPair(text, numStart, numEnd, grammar, ctx.units))
  )
    return undefined;

  if (grammar.ordinalFullStop && ordinalWithFullStop(text, numeral) && !ctx.units.after.matchAt(text, numEnd + 2)) return undefined;
  // A decade or an age bracket written as a suffix word after the figure: a span, which is not checked.
  if (opensSpanAt(text, numEnd, grammar)) return undefined;
  const after = unitAfter(text, numEnd, ctx.units, ctx.unitsAfter);
  // A figure glued to letters (`6G`, `3rd`) is a name or an ordinal, unless the letters are a unit,
  // one only a compound reads (`17s` of `6min 17s`: compoundAt keeps it or drops it), or a short
  // scale letter that an amount's currency before it makes a scale (`$84.2M`; below).
  const glued = !after && !numeral.hasScale && isWordCharAt(text, numEnd);
  const gluedPart = glued && ctx.readParts && ctx.units.parts.matchAt(text, numEnd) !== undefined;
  const gluedScale = glued && !gluedPart && grammar.currencyScales.matchAt(text, numEnd) !== undefined;
  if (glued && !gluedPart && !gluedScale) return undefined;

  let negative = false;
  let accounting = false;
  const minusAt = numStart - 1;
  // A dash right against the figure before (`5%–7%`, `5 %–7 %`) joins a range, as one after its
  // digits does (`4.75-5%`): no sign.
  const joinsFigureBefore = minusAt === floor && floor > 0;
  if (
    minusAt >= floor &&
    !joinsFigureBefore &&
    grammar.minus.has(codeUnitAt(text, minusAt)) &&
    !isWordCharAt(text, minusAt - 1) &&
    !numberWord
  ) {
    negative = true;
    numStart = minusAt;
    // A statement's own minus mark (the Japanese triangles) makes an accounting negative, as its parentheses do.
    accounting = grammar.accounting && grammar.accountingSigns.has(codeUnitAt(text, minusAt)) && inStatement(text, minusAt, grammar);
  } else if (!numberWord) {
    const wordStart = minusWordStart(text, numStart, floor, grammar);
    // `62% minus 28%`: a minus word right after the figure before is the operator of a worked
    // formula, not the sign of the second figure.
    if (wordStart >= 0 && !(floor > 0 && skipSpacesBack(text, wordStart) === floor)) {
      negative = true;
      numStart = wordStart;
    }
  }
  // `plus or minus 3.1 points`, `+/-3`: a margin either way, not a negative.
  if (negative && givenAsMargin(text, numeral.start, grammar)) {
    negative = false;
    accounting = false;
    numStart = numeral.start;
  }
  let before = unitBefore(text, numStart, ctx.units, floor);
  // The hedge right before the digits, asked once (`askedAtDigits`, found or not): for a unit written
  // only before figures that may stand before it (below), and as the figure's own hedge.
  const askedAtDigits = !before && ctx.units.beforeOnly;
  const hedgeAtDigits = askedAtDigits ? (hedgeBefore(text, numStart, ctx.hedges, floor) ?? null) : null;
  const hedgeInside = hedgeAtDigits ? unitBeforeHedge(ctx, hedgeAtDigits, floor) : undefined;
  if (hedgeInside) before = hedgeInside.unit;
  // A unit before the figure that a word after it completes (a CJK per-hour word, the figure, then
  // its length unit) is that unit only so; the figure then reads to the word's end.
  let closedAt = numEnd;
  if (before && ctx.units.closings.size > 0) {
    const closing = unitClosedAfter(text, numEnd, before, ctx.units);
    before = closing?.unit;
    closedAt = closing?.end ?? numEnd;
  }
  const closed = closedAt > numEnd;

  let unitHit: WordHit<UnitEntry> | undefined;
  let position: 'before' | 'after' = 'after';
  // `£40–50m`: the high end of a range whose low end has its currency before it takes the scale
  // letter as a scale, as `£50m` does (the range then gives both ends the currency).
  const rangeScale =
    (after || gluedScale) && !before && !numeral.hasScale && grammar.currencyScales.size > 0
      ? scaleAfterCurrencyRange(ctx, numeral)
      : undefined;
  if (rangeScale) {
    numeral = scaledBy(numeral, rangeScale.value);
    return new Figure(
      ctx.reading,
      numeral.start,
      rangeScale.end,
      numeral.start,
      numEnd,
      numeral,
      false,
      undefined,
      'after',
      undefined,
      false,
      false,
    );
  }
  if (before && (before.value.family === 'currency' || !after || closed)) {
    unitHit = before;
    position = 'before';
  } else if (after) unitHit = after;
  // `−$1.2 million`: the minus may stand before a currency written before the number, right against it.
  let signStart = -1;
  if (!negative && position === 'before' && unitHit && !numberWord) {
    const at = unitHit.start - 1;
    if (at >= floor && grammar.minus.has(codeUnitAt(text, at)) && !isWordCharAt(text, at - 1)) {
      negative = true;
      signStart = at;
    }
  }

  // Number words and native-only numerals (`three`, kanji) are figures only where they cannot be
  // part of an ordinary word: with a unit or scale, or (native) standing as a word of their own.
  if (numberWord && !unitHit) return undefined;
  if (native && !numberWord && insideOrdinaryWord(text, numStart, grammar)) return undefined;
  if (clockTime(text, numStart, numEnd, grammar)) return undefined;
  if (native && !numberWord && !unitHit && !numeral.hasScale) {
    const standsAlone = numEnd - numeral.start >= 2 && !isUnspacedLetterAt(text, numeral.start - 1) && !isUnspacedLetterAt(text, numEnd);
    if (!standsAlone) return undefined;
  }

  let start = signStart >= 0 ? signStart : position === 'before' && unitHit ? unitHit.start : numStart;
  let end = position === 'after' && unitHit ? unitHit.end : position === 'before' && closed ? closedAt : numEnd;
  // `£300m`: after an amount whose currency stands before it, the locale's short scale letters are
  // scales, not units (a metre after a pound sign is a million), glued or after one space
  // (`EUR 688 m`: an amount with its currency is no length).
  if (position === 'before' && unitHit?.value.family === 'currency' && !numeral.hasScale) {
    const short =
      grammar.currencyScales.matchAt(text, numEnd) ??
      (codeUnitAt(text, numEnd) === SPACE ? grammar.currencyScales.matchAt(text, numEnd + 1) : undefined);
    if (short) {
      numeral = scaledBy(numeral, short.value);
      end = short.end;
    }
  }
  // A scale letter glued to a figure with no currency before it (`4K`, `5M`) leaves a name.
  if (gluedScale && end === numEnd) return undefined;

  let grouped = false;
  for (let k = 0; k < numeral.parts.length; k++) grouped ||= numeral.parts[k]!.grouped;
  const hasFraction = numeral.parts[numeral.parts.length - 1]!.fractionDigits > 0;
  if (
    grammar.accounting &&
    !negative &&
    codeUnitAt(text, start - 1) === OPEN_PAREN &&
    start - 1 >= floor &&
    !restatesFigureBefore(text, start - 1, floor, grammar) &&
    inStatement(text, start, grammar)
  ) {
    const close = codeUnitAt(text, numEnd) === CLOSE_PAREN ? numEnd : codeUnitAt(text, end) === CLOSE_PAREN ? end : -1;
    // `(500)` is as often an aside as a negative: only a grouped, decimal or currency figure counts.
    if (close >= 0 && (grouped || hasFraction || unitHit?.value.family === 'currency')) {
      accounting = true;
      negative = true;
      start -= 1;
      end = Math.max(end, close + 1);
      // `(1,200) thousand dollars`: a scale word after the closing parenthesis scales the figure, and
      // so does a native multiplier written alone before a unit (the kanji thousand before yen).
      const scale = unitHit || numeral.hasScale ? undefined : scaleAt(text, skipSpaces(text, close + 1), grammar);
      if (scale) {
        numeral = scaledBy(numeral, scale.value);
        end = scale.end;
      }
      // `(1,200) dollars`: the unit after the closing parenthesis (and its scale word) belongs to the figure.
      const outside = unitHit ? undefined : unitAfter(text, scale ? scale.end : close + 1, ctx.units);
      if (outside) {
        unitHit = outside;
        position = 'after';
        end = outside.end;
      }
    }
  }

  // `15 degrees below zero`: a word after the figure (or its temperature unit) puts it below zero;
  // after another unit (`22 days below zero`) it tells what was counted, not the figure's sign.
  if (!negative && (!unitHit || unitHit.value.family === TEMPERATURE)) {
    const below = belowZeroEnd(text, end, grammar);
    if (below >= 0) {
      negative = true;
      end = below;
    }
  }

  let hedgeHit =
    hedgeInside?.hedge ??
    (start === numStart && askedAtDigits ? (hedgeAtDigits ?? undefined) : hedgeBefore(text, start, ctx.hedges, floor));
  const hedgeAfterHit = hedgeHit ? undefined : hedgeAfter(text, end, ctx.hedges);
  hedgeHit ??= hedgeAfterHit;

  const plainDigits = !negative && !unitHit && !numeral.hasScale && !native && numeral.parts.length === 1 && !grouped && !hasFraction;
  const figure = new Figure(
    ctx.reading,
    start,
    end,
    numStart,
    numEnd,
    numeral,
    plainDigits,
    unitHit,
    position,
    hedgeHit,
    negative,
    accounting,
  );
  if (gluedPart) figure.partOnly = true;
  return figure;
}

/**
 * A unit written only before figures (`position: before`: a CJK temperature scale or per-hour word)
 * right before `hedge`, the hedge before a numeral (the scale, then about, then the figure): both
 * are the figure's. Only a locale with such units asks.
 */
function unitBeforeHedge(
  ctx: Context,
  hedge: WordHit<true>,
  floor: number,
): { unit: WordHit<UnitEntry>; hedge: WordHit<true> } | undefined {
  const unit = unitBefore(ctx.text, hedge.start, ctx.units, floor);
  return unit?.value.position === 'before' ? { unit, hedge } : undefined;
}

/** The value of a figure of `magnitude` with its sign, `-0` read as 0. */
function signed(magnitude: number, negative: boolean): number {
  const value = negative ? -magnitude : magnitude;
  return value === 0 ? 0 : value;
}

/**
 * A figure whose match (its value, texts and original spans) is made when first asked for: about
 * half the figures of a Japanese text lie inside a date (a full date written with counters holds
 * three: year, month and day) and are dropped unasked.
 */
class Figure implements FigureRead {
  private made: NumberMatch | undefined;
  readonly unitEntry: UnitEntry | null;
  readonly leadStart: number;
  partOnly = false;

  constructor(
    private readonly reading: ReadingText,
    readonly start: number,
    readonly end: number,
    private readonly numStart: number,
    private readonly numEnd: number,
    readonly numeral: Numeral,
    readonly plainDigits: boolean,
    private readonly unitHit: WordHit<UnitEntry> | undefined,
    private readonly position: 'before' | 'after',
    private readonly hedgeHit: WordHit<true> | undefined,
    private readonly negative: boolean,
    private readonly accounting: boolean,
  ) {
    this.unitEntry = unitHit?.value ?? null;
    this.leadStart = hedgeHit && hedgeHit.end <= start ? hedgeHit.start : start;
  }

  get value(): number {
    return this.made ? this.made.value : signed(numeralValue(this.numeral, this.unitHit?.value.factor ?? 1), this.negative);
  }

  get match(): NumberMatch {
    if (this.made) return this.made;
    const { reading, numeral, unitHit, hedgeHit, negative } = this;
    const factor = unitHit?.value.factor ?? 1;
    const magnitude = numeralValue(numeral, factor);
    const precision = numeralPrecision(numeral, factor);
    const hasFraction = numeral.parts[numeral.parts.length - 1]!.fractionDigits > 0;
    const span = reading.span(this.start, this.end);
    this.made = {
      kind: 'number',
      text: reading.source.slice(span[0], span[1]),
      span,
      numberSpan: reading.span(this.numStart, this.numEnd),
      value: signed(magnitude, negative),
      precision,
      significantDigits: significantDigits(magnitude, precision, hasFraction),
      negative,
      accounting: this.accounting,
      unit: unitHit ? toUnitMatch(reading, unitHit, this.position) : null,
      hedge: hedgeHit ? toHedgeMatch(reading, hedgeHit) : null,
      inRange: false,
    };
    return this.made;
  }
}
