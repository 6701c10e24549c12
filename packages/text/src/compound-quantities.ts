import { writingOf } from './writing.js';
import type { LocaleData, UnitEntry } from './locale-data.js';
import type { NumberMatch } from './matches.js';
import { perLocale } from './locale-cache.js';
import type { ReadingText } from './reading-text.js';
import type { FigureRead } from './numbers.js';
import { isVague, significantDigits } from './numerals.js';
import { WordMatcher, type WordHit } from './word-matcher.js';
import { partUnitAfter, toUnitMatch, unitLexicon, type UnitLexicon } from './units.js';
import { skipSpaces } from './characters.js';
import { hedgeAfter as hedgeAfterAt, hedgeLexicon, toHedgeMatch } from './hedges.js';

/*
 * A quantity written in parts of convertible units from the largest down ("1 year and 6 months",
 * "2 hours 30 minutes", a CJK year and months with nothing between) is one figure in its smallest
 * unit (18 months, 150 minutes): each part alone is no figure of its own, and against "18 months"
 * it was read as another number of years. Parts are joined by spaces, a comma or one of the
 * locale's `numbers.number_word_joiners`; each later part is less than one of the unit before it
 * (6 months < 1 year). A word of the locale's `numbers.unit_halves` right after a unit adds half
 * of that unit (a CJK two hours and a half: 2.5 hours). An amount of money is written so in parts
 * of one currency, each a smaller coin than the one before (3 pounds 50 pence, a yen amount and
 * its hundredths): one amount in that currency, its parts joined by no comma (a comma lists amounts).
 * A unit too ambiguous alone (`compound_only`: the `h` and `s` of `1 h 50 min` and `6 min 17 s`) is
 * read here only, as one of the parts, never with a comma; a figure glued to one (`17s`) is none
 * unless a compound takes it (scan.ts drops it).
 * After a unit of the locale's `numbers.unit_decimals`, one or two digits glued to it with no unit
 * of their own are its decimals (a CJK sprint time: 9 seconds 97 is 9.97 seconds).
 */

const COMMA = 0x2c;

const joinersOf = perLocale((locale: LocaleData) => WordMatcher.ofForms(locale.numbers.number_word_joiners, writingOf(locale)));

const halvesOf = perLocale((locale: LocaleData) => WordMatcher.ofForms(locale.numbers.unit_halves, writingOf(locale)));

/** The unit forms after which glued digits are decimals (`numbers.unit_decimals`), as written. */
const decimalUnitsOf = perLocale((locale: LocaleData): ReadonlySet<string> => new Set(locale.numbers.unit_decimals));

/** The most digits a unit's decimals are written with (hundredths of a second). */
const MOST_UNIT_DECIMALS = 2;

/**
 * A compound quantity starting at `free[k]`, and how many figures it takes; undefined when none
 * starts there. A figure that ends a range (`rangeEnds`, by start) is no part of one.
 */
export function compoundAt(
  reading: ReadingText,
  locale: LocaleData,
  free: readonly FigureRead[],
  k: number,
  rangeEnds: ReadonlyMap<number, unknown> | undefined,
): { match: NumberMatch; parts: number } | undefined {
  const first = free[k]!;
  const lexicon = unitLexicon(locale);
  const firstPart = partOf(reading.text, first, lexicon);
  const firstUnit = first.unitEntry ?? firstPart?.value;
  // Only a unit that converts (`base`) or a currency takes parts, and only the former a half: counts and per cent never do.
  const money = firstUnit?.family === CURRENCY;
  if ((firstUnit?.base === undefined && !money) || first.match.negative || rangeEnds?.has(first.start) || isVague(first.numeral))
    return undefined;
  let last = first;
  let lastUnit = firstUnit!;
  let lastPart = firstPart;
  let parts = 1;
  // The total so far: in the unit of the part read last, or for money in the currency.
  let total = first.value;
  let end = firstPart?.end ?? first.end;
  // A hedge written after the last part (a CJK one hour thirty minutes or so) is the whole quantity's.
  let hedgeAfter: NumberMatch['hedge'] = null;
  while (hedgeAfter === null && k + parts < free.length) {
    const next = free[k + parts]!;
    const hedge = next.match.hedge;
    // A hedge before a later part parts it from the one before; one after it closes the quantity.
    if ((hedge !== null && next.leadStart < next.start) || next.match.negative || rangeEnds?.has(next.start) || isVague(next.numeral))
      break;
    const nextPart = partOf(reading.text, next, lexicon);
    const nextUnit = next.unitEntry ?? nextPart?.value ?? null;
    if (money) {
      if (!smallerCoin(lastUnit, next) || !joinsParts(reading.text, end, next.start, locale, false)) break;
      total += next.value;
    } else {
      // A comma joins parts only where both are units of their own (`3h, 10s` is a list of names).
      const comma = lastPart === undefined && nextPart === undefined;
      const ratio = unitsPer(lastUnit, nextUnit);
      if (ratio === undefined || next.value >= ratio || !joinsParts(reading.text, end, next.start, locale, comma)) break;
      total = total * ratio + next.value;
    }
    last = next;
    lastUnit = nextUnit!;
    lastPart = nextPart;
    end = nextPart?.end ?? next.end;
    hedgeAfter = hedge;
    parts++;
  }
  // A unit read only as a part (`compound_only`) is none where the figure stands alone.
  if (parts === 1 && firstPart) return undefined;
  const decimals = money || hedgeAfter ? undefined : unitDecimalsAt(free[k + parts], last, end, locale);
  if (decimals) {
    total += decimals.value;
    end = decimals.figure.end;
    parts++;
  }
  const halves = halvesOf(locale);
  const half = halves.size > 0 && !money && !decimals && !hedgeAfter ? halves.matchAt(reading.text, end) : undefined;
  if (parts === 1 && !half) return undefined;
  let precision = decimals ? Math.min(last.match.precision, decimals.precision) : last.match.precision;
  if (half) {
    total += 0.5 * (lastUnit.factor ?? 1);
    end = half.end;
    precision = Math.min(precision, 0.5 * (lastUnit.factor ?? 1));
    // A hedge after the half (a CJK one hour and a half or so) is the whole quantity's, as after a last part.
    if (first.match.hedge === null) hedgeAfter = hedgeAfterHalf(reading, locale, end);
  }
  const span = reading.span(first.start, end);
  const match: NumberMatch = {
    kind: 'number',
    text: reading.source.slice(span[0], span[1]),
    span,
    numberSpan: [first.match.numberSpan[0], last.match.numberSpan[1]],
    value: total,
    precision,
    significantDigits: significantDigits(total, precision, !Number.isInteger(total)),
    negative: false,
    accounting: false,
    unit: money ? first.match.unit : lastPart ? toUnitMatch(reading, lastPart, 'after') : last.match.unit,
    hedge: first.match.hedge ?? hedgeAfter,
    inRange: false,
  };
  return { match, parts };
}

/** The hedge written right after the half word ending at `end`, as the quantity's hedge; null when none is. */
function hedgeAfterHalf(reading: ReadingText, locale: LocaleData, end: number): NumberMatch['hedge'] {
  const hit = hedgeAfterAt(reading.text, end, hedgeLexicon(locale));
  return hit ? toHedgeMatch(reading, hit) : null;
}

/** The unit of a bare figure read only as a compound's part (`1 h`, `17 s`), when one follows it. */
function partOf(text: string, f: FigureRead, lexicon: UnitLexicon): WordHit<UnitEntry> | undefined {
  return f.unitEntry === null ? partUnitAfter(text, f.end, lexicon) : undefined;
}

/**
 * The decimals of the unit of `last` written right after it (`97` of a 9-seconds-97 sprint time):
 * one or two bare digits glued to a unit of `numbers.unit_decimals` that ends at `end`, with no
 * unit, sign or hedge of their own. Their value in that unit, and the place of their last digit.
 */
function unitDecimalsAt(
  next: FigureRead | undefined,
  last: FigureRead,
  end: number,
  locale: LocaleData,
): { figure: FigureRead; value: number; precision: number } | undefined {
  if (next === undefined || next.start !== end || !next.plainDigits || next.match.hedge !== null) return undefined;
  const digits = next.numeral.end - next.numeral.start;
  if (digits > MOST_UNIT_DECIMALS) return undefined;
  const unit = last.match.unit;
  if (unit === null || unit.position !== 'after' || !decimalUnitsOf(locale).has(unit.text)) return undefined;
  const scale = 10 ** digits;
  return { figure: next, value: next.value / scale, precision: 1 / scale };
}

/** How many of `small` one `large` is, when both convert exactly and `small` is the smaller; else undefined. */
function unitsPer(large: UnitEntry, small: UnitEntry | null): number | undefined {
  if (small === null || large.base === undefined || small.base !== large.base) return undefined;
  const ratio = (large.factor_to_base ?? 0) / (small.factor_to_base ?? 0);
  return Number.isFinite(ratio) && ratio > 1 ? ratio : undefined;
}

/**
 * Whether `next` is a smaller coin of the currency of `larger` and less than one of it (`50 pence`
 * after `3 pounds`): values of a currency carry their coin's factor.
 */
function smallerCoin(larger: UnitEntry, next: FigureRead): boolean {
  const coin = next.unitEntry;
  const one = larger.factor ?? 1;
  return coin !== null && coin.id === larger.id && (coin.factor ?? 1) < one && next.value < one;
}

const CURRENCY = 'currency';

/**
 * Whether the folded text between two parts is spaces, a comma (where `comma` allows it), or a
 * joiner word of the locale, and nothing else: a comma and a joiner together (`2 years, and 6
 * months later`) join two clauses.
 */
function joinsParts(text: string, from: number, to: number, locale: LocaleData, comma: boolean): boolean {
  // `to` is where the next part starts, never a space: skipping spaces stops there at the latest.
  let i = skipSpaces(text, from);
  if (i < to && text.charCodeAt(i) === COMMA) return comma && skipSpaces(text, i + 1) === to;
  if (i < to) {
    const joiner = joinersOf(locale).matchAt(text, i, true);
    if (!joiner || joiner.end > to) return false;
    i = skipSpaces(text, joiner.end);
  }
  return i === to;
}
