import { digitRunEnd, isAsciiDigitAt } from './characters.js';
import { digitAt, type FractionJoin, type NumeralGrammar } from './numerals.js';
import { unitAfter, type UnitLexicon } from './units.js';

/*
 * Fractions written as two numbers and a joining word of the locale (`numbers.fractions`: a
 * denominator-first join, or a share told as so many in so many with digits). Neither number is a
 * figure of its own, and the pair is a ratio. A join that is an ordinary preposition between two
 * figures (sold 500 in 2020, 3 in 10 minutes) makes no fraction: the pair is read as one only where
 * it can be nothing else.
 */

export interface FractionPair {
  /** Where the first written number starts and the second ends. */
  start: number;
  end: number;
  /** Where the first number ends and the second starts (the join between). */
  firstEnd: number;
  secondStart: number;
  value: number;
}

/** The fraction whose join `f` stands at `at`, or undefined where the numbers around it make none. */
export function fractionPairAt(
  text: string,
  at: number,
  f: FractionJoin,
  grammar: NumeralGrammar,
  units: UnitLexicon,
): FractionPair | undefined {
  const first = digitsEndingAt(text, at) ?? nativeNumeralEndingAt(text, at, grammar);
  if (!first || first.value === 0) return undefined;
  const secondStart = at + f.join.length;
  const second = numberStartingAt(text, secondStart, grammar);
  if (!second || second.value === 0) return undefined;
  // Each number whole: no digits or separators run on past either (1.5 in 4, 1 in 1,000, a CJK ten thousand before its join are read as written).
  if (continuesBefore(text, first.start, grammar) || continuesAfter(text, second.end, grammar)) return undefined;
  const [numerator, denominator] = f.denominatorFirst ? [second.value, first.value] : [first.value, second.value];
  if (numerator >= denominator) return undefined;
  // A denominator written last is the figure a preposition may govern: a year (sold 500 in 2020), or
  // an amount with its unit or scale (3 in 10 minutes, 1 in 4 million) is no denominator.
  if (!f.denominatorFirst && (yearShaped(text, secondStart, second.end) || followedByUnitOrScale(text, second.end, grammar, units)))
    return undefined;
  return { start: first.start, end: second.end, firstEnd: at, secondStart, value: numerator / denominator };
}

/**
 * Whether the numeral `[start, end)` is one of the two numbers of a fraction of the locale. A pair
 * has digits on both sides of its join: a numeral that ends in a scale word (`$120.0 million in
 * 2026`), or a join with a word before it (`in 2026`), is tried no further.
 */
export function inFractionPair(text: string, start: number, end: number, grammar: NumeralGrammar, units: UnitLexicon): boolean {
  const endsInDigit = digitAt(text, end - 1, grammar);
  for (let k = 0; k < grammar.fractionJoins.length; k++) {
    const f = grammar.fractionJoins[k]!;
    if (endsInDigit && text.startsWith(f.join, end)) {
      const pair = fractionPairAt(text, end, f, grammar, units);
      if (pair && pair.start === start) return true;
    }
    const joinAt = start - f.join.length;
    if (joinAt > 0 && digitAt(text, joinAt - 1, grammar) && text.startsWith(f.join, joinAt)) {
      const pair = fractionPairAt(text, joinAt, f, grammar, units);
      if (pair && pair.end === end) return true;
    }
  }
  return false;
}

/** A digit, native numeral or separator right before `start` (part of a longer number). */
function continuesBefore(text: string, start: number, grammar: NumeralGrammar): boolean {
  if (start === 0) return false;
  const code = text.charCodeAt(start - 1);
  return (
    isAsciiDigitAt(text, start - 1) ||
    grammar.nativeCodes.has(code) ||
    (grammar.separatorChars.has(code) && isAsciiDigitAt(text, start - 2))
  );
}

/** A digit, native numeral or separator and digit right after `end` (part of a longer number). */
function continuesAfter(text: string, end: number, grammar: NumeralGrammar): boolean {
  if (end >= text.length) return false;
  const code = text.charCodeAt(end);
  return grammar.nativeCodes.has(code) || (grammar.separatorChars.has(code) && isAsciiDigitAt(text, end + 1));
}

/** Four plain digits that may be a year (1000 to 2999). */
function yearShaped(text: string, start: number, end: number): boolean {
  return end - start === 4 && (text.charCodeAt(start) === 49 || text.charCodeAt(start) === 50);
}

function followedByUnitOrScale(text: string, end: number, grammar: NumeralGrammar, units: UnitLexicon): boolean {
  if (unitAfter(text, end, units) !== undefined) return true;
  let at = end;
  while (at < text.length && (text[at] === ' ' || text[at] === '\u00A0')) at++;
  return grammar.scales.matchAt(text, at, true) !== undefined;
}

/** Plain ASCII digits ending at `end`, with their value. */
export function digitsEndingAt(text: string, end: number): { start: number; value: number } | undefined {
  let start = end;
  while (start > 0 && isAsciiDigitAt(text, start - 1)) start--;
  return start === end ? undefined : { start, value: Number(text.slice(start, end)) };
}

/** Plain ASCII digits or a native numeral starting at `start`, with its value and end. */
export function numberStartingAt(text: string, start: number, grammar: NumeralGrammar): { end: number; value: number } | undefined {
  let end = digitRunEnd(text, start);
  if (end > start) return { end, value: Number(text.slice(start, end)) };
  while (end < text.length && grammar.nativeCodes.has(text.charCodeAt(end))) end++;
  const native = end > start ? nativeNumeralEndingAt(text, end, grammar) : undefined;
  return native && native.start === start ? { end, value: native.value } : undefined;
}

/** A numeral of native digits and multipliers (a CJK two, ten, twelve) ending at `end`. */
export function nativeNumeralEndingAt(text: string, end: number, grammar: NumeralGrammar): { start: number; value: number } | undefined {
  let start = end;
  while (start > 0 && grammar.nativeCodes.has(text.charCodeAt(start - 1))) start--;
  if (start === end) return undefined;
  let total = 0;
  let digit: number | null = null;
  for (let k = start; k < end; k++) {
    const ch = text.charCodeAt(k);
    const d = grammar.nativeDigits.get(ch);
    if (d !== undefined) {
      digit = digit === null ? d : digit * 10 + d;
      continue;
    }
    total += (digit ?? 1) * grammar.nativeMultipliers.get(ch)!;
    digit = null;
  }
  return { start, value: total + (digit ?? 0) };
}
