import { writingOf } from './writing.js';
import type { Span } from '@factlint/kernel';
import type { LocaleData } from './locale-data.js';
import { perLocale } from './locale-cache.js';
import { prepareReadingText } from './reading-text.js';
import { readFigures } from './numbers.js';
import { numeralGrammar } from './numerals.js';
import { isWordCharAt, skipSpacesBack } from './characters.js';
import { fractionPairAt, nativeNumeralEndingAt } from './fraction-pairs.js';
import { unitLexicon, unitOpeners } from './units.js';
import type { UnitEntry } from './locale-data.js';
import { WordMatcher } from './word-matcher.js';
import { bySpanStart, firstStartingAtOrAfter } from './sorted-search.js';

/*
 * Multiples and fractions written in words or with a multiplier word (`numbers.multiplier_words`,
 * `numbers.ratio_words` of a locale): "five times", "6 times", "twice", "two thirds", "one and a half",
 * and in an unspaced script a numeral with the multiple suffix. The facts judge uses them to tell a
 * multiple of a quantity from the quantity; the reader is general.
 */

export interface RatioMatch {
  text: string;
  span: Span;
  /** The factor: 5 for "five times", 2/3 for "two thirds". */
  value: number;
  /** `multiple` for a factor of 1 or more, `fraction` below 1. */
  kind: 'multiple' | 'fraction';
}

const ratioLexicon = perLocale((locale: LocaleData) => ({
  ratios: new WordMatcher(
    Object.entries(locale.numbers.ratio_words).map(([form, value]) => ({ form, value: ratioValue(value) })),
    writingOf(locale),
  ),
  multipliers: WordMatcher.ofForms(locale.numbers.multiplier_words, writingOf(locale)),
  links: WordMatcher.ofForms(locale.numbers.ratio_links, writingOf(locale)),
}));

/** A ratio word's value: a number, or a fraction written `a/b`. */
export function ratioValue(value: number | string): number {
  if (typeof value === 'number') return value;
  const [a, b] = value.split('/').map(Number);
  return a! / b!;
}

/** Every multiple and fraction in a text, in order, with spans into the text as given. */
export function readRatios(text: string, locale: LocaleData): RatioMatch[] {
  const reading = prepareReadingText(text);
  const folded = reading.text;
  const { ratios, multipliers } = ratioLexicon(locale);
  const grammar = numeralGrammar(locale);
  if (ratios.size === 0 && multipliers.size === 0 && grammar.fractionJoins.length === 0) return [];
  // The figures are read only when a multiplier word asks for the number before it (most texts have none).
  let figureEnds: Map<number, { start: number; value: number }> | undefined;
  const figuresByEnd = () => {
    if (!figureEnds) {
      figureEnds = new Map();
      for (const f of readFigures(reading, locale))
        if (f.match.unit === null) figureEnds.set(f.end, { start: f.start, value: f.match.value });
    }
    return figureEnds;
  };

  const out: RatioMatch[] = [];
  const push = (start: number, end: number, value: number) => {
    const span = reading.span(start, end);
    out.push({ text: text.slice(span[0], span[1]), span, value, kind: value >= 1 ? 'multiple' : 'fraction' });
  };
  const fractions = grammar.fractionJoins.length > 0 && readFractions(folded, locale, grammar, push);
  for (let i = 0; i < folded.length; i++) {
    const code = folded.charCodeAt(i);
    if (!ratios.mayStartWith(code) && !multipliers.mayStartWith(code)) continue;
    const ratio = ratios.matchAt(folded, i, true);
    if (ratio) {
      // "one and a half times": a ratio word with a multiplier word after it is one multiple.
      const times = multipliers.matchAt(folded, skipSpacesForward(folded, ratio.end), true);
      push(ratio.start, times ? times.end : ratio.end, ratio.value);
      i = (times ? times.end : ratio.end) - 1;
      continue;
    }
    const times = multipliers.matchAt(folded, i, true);
    if (!times) continue;
    const before = skipSpacesBack(folded, i);
    const factor = numberEndingAt(folded, before, figuresByEnd, grammar);
    if (factor) push(factor.start, times.end, factor.value);
    i = times.end - 1;
  }
  // The fractions were read first, each kind in text order: the two kinds are merged.
  if (fractions) out.sort(bySpanStart);
  return out;
}

/** A unit counted by a fraction word before it, with its value in that unit (`half a per cent`: 0.5 %). */
export interface UnitFraction {
  start: number;
  end: number;
  value: number;
  unit: UnitEntry;
}

/**
 * Units counted by a ratio word that is no whole number before them, a unit opener allowed between
 * (`half a per cent`, `one and a half hours`, `en halv prosent`): no figures (the reader takes a
 * figure from digits and number words only), but an amount for a claim that found none to stand on.
 */
export function unitFractions(text: string, locale: LocaleData): UnitFraction[] {
  const { ratios } = ratioLexicon(locale);
  const units = unitLexicon(locale);
  const openers = unitOpeners(locale);
  const found: UnitFraction[] = [];
  for (const hit of ratios.findAll(text)) {
    if (Number.isInteger(hit.value)) continue;
    let at = skipSpacesForward(text, hit.end);
    const opener = openers.matchAt(text, at, true);
    if (opener) at = skipSpacesForward(text, opener.end);
    const unit = units.after.matchAt(text, at);
    if (unit) found.push({ start: hit.start, end: unit.end, value: hit.value, unit: unit.value });
  }
  return found;
}

/**
 * The multiple or fraction that qualifies the words at `span`: right before them ("five times G", "two
 * thirds of the rate") or right after them where the language puts it there (the CJK "G's twice"), with
 * nothing between but spaces or one link word of the locale (`of`, a genitive particle).
 */
export function ratioNextTo(text: string, span: Span, ratios: readonly RatioMatch[], locale: LocaleData): RatioMatch | undefined {
  const { links } = ratioLexicon(locale);
  // `ratios` are in text order: only the last one ending before the words and the first one after can qualify.
  const after = firstStartingAtOrAfter(ratios, span[1]);
  const before = after > 0 && ratios[after - 1]!.span[1] <= span[0] ? ratios[after - 1] : lastEndingBy(ratios, span[0], after);
  if (before) {
    const end = skipSpacesBack(text, span[0]);
    if (end === before.span[1]) return before;
    const link = links.matchEndingAt(text, end);
    if (link && link.start >= before.span[1] && skipSpacesBack(text, link.start) === before.span[1]) return before;
  }
  const next = ratios[after];
  if (next) {
    const start = skipSpacesForward(text, span[1]);
    if (start === next.span[0]) return next;
    const link = links.matchAt(text, start, true);
    if (link && link.end <= next.span[0] && skipSpacesForward(text, link.end) === next.span[0]) return next;
  }
  return undefined;
}

/** The last ratio before index `below` that ends by `offset`. */
function lastEndingBy(ratios: readonly RatioMatch[], offset: number, below: number): RatioMatch | undefined {
  for (let k = below - 1; k >= 0 && k >= below - 2; k--) if (ratios[k]!.span[1] <= offset) return ratios[k];
  return undefined;
}

/**
 * Where a multiplier word of the locale (`times`, `ganger`, the multiple suffix) that starts at `at`
 * (spaces skipped) ends, or `at` when none does: a bound word after a multiple ("3 times or more")
 * is read past it.
 */
/** The locale's multiplier words (`numbers.multiplier_words`: `times`, `ganger`), compiled once per locale. */
export function multiplierWords(locale: LocaleData): WordMatcher<true> {
  return ratioLexicon(locale).multipliers;
}

export function pastMultiplierWord(text: string, at: number, locale: LocaleData): number {
  const { multipliers } = ratioLexicon(locale);
  return multipliers.matchAt(text, skipSpacesForward(text, at), true)?.end ?? at;
}

/**
 * A number written as a word of the locale (`five`, `fem`) or a native numeral ending right before
 * `at` (spaces between), with its value: "Five G" names five times G.
 */
export function numberWordBefore(text: string, at: number, locale: LocaleData): { text: string; span: Span; value: number } | undefined {
  const grammar = numeralGrammar(locale);
  const end = skipSpacesBack(text, at);
  const word = grammar.words.matchEndingAt(text, end);
  if (word && !isWordCharAt(text, word.start - 1))
    return { text: text.slice(word.start, word.end), span: [word.start, word.end], value: word.value };
  return undefined;
}

function skipSpacesForward(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  return i;
}

/** A number ending at `end`: digits, a number word of the locale, or a native numeral. */
function numberEndingAt(
  text: string,
  end: number,
  figuresByEnd: () => ReadonlyMap<number, { start: number; value: number }>,
  grammar: ReturnType<typeof numeralGrammar>,
): { start: number; value: number } | undefined {
  const figure = figuresByEnd().get(end);
  if (figure) return figure;
  const word = grammar.words.matchEndingAt(text, end);
  if (word && !isWordCharAt(text, word.start - 1)) return { start: word.start, value: word.value };
  return nativeNumeralEndingAt(text, end, grammar);
}

/**
 * The fractions written as two numbers and a joining word (`numbers.fractions`), each offered to
 * `push` with its value; whether any was.
 */
function readFractions(
  text: string,
  locale: LocaleData,
  grammar: ReturnType<typeof numeralGrammar>,
  push: (start: number, end: number, value: number) => void,
): boolean {
  let any = false;
  const units = unitLexicon(locale);
  for (const f of grammar.fractionJoins) {
    for (let at = text.indexOf(f.join); at >= 0; at = text.indexOf(f.join, at + f.join.length)) {
      const pair = fractionPairAt(text, at, f, grammar, units);
      if (!pair) continue;
      push(pair.start, pair.end, pair.value);
      any = true;
    }
  }
  return any;
}
