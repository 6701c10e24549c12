import type { Span } from '@factlint/kernel';
import type { LocaleData } from './locale-data.js';
import { numeralGrammar } from './numerals.js';
import { skipSpaces } from './characters.js';
import { perLocale } from './locale-cache.js';

/*
 * Numbers spelled as the locale's number words wherever they stand (`three-year deal`, `two dozen
 * other countries`, `seven games`), a scale word after one multiplying it (`two dozen` = 24).
 * The figure reader takes a number word only beside a unit or scale, so that "one of them" is no
 * figure; this reader is for support only: a figure an answer writes in digits that its source
 * spells out is the same figure.
 */

export interface SpelledNumber {
  value: number;
  span: Span;
}

const cache = perLocale(() => new WeakMap<object, SpelledNumber[]>());

/** Every spelled number of `text`, in order. */
export function readSpelledNumbers(text: string, locale: LocaleData): SpelledNumber[] {
  const grammar = numeralGrammar(locale);
  const out: SpelledNumber[] = [];
  for (const word of grammar.words.findAll(text)) {
    const scale = grammar.scales.matchAt(text, skipSpaces(text, word.end));
    out.push(
      scale ? { value: word.value * scale.value, span: [word.start, scale.end] } : { value: word.value, span: [word.start, word.end] },
    );
  }
  return out;
}

/** The spelled numbers of a text read once (keyed by an object that stands for the text). */
export function spelledNumbersOf(key: object, text: string, locale: LocaleData): SpelledNumber[] {
  const byText = cache(locale);
  let found = byText.get(key);
  if (!found) {
    found = readSpelledNumbers(text, locale);
    byText.set(key, found);
  }
  return found;
}
