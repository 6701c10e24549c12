import {
  findNegations,
  findPolarityWords,
  partitionPoint,
  polarityStartsOf,
  PerObjectMap,
  perObject,
  writingOf,
  type LocaleData,
  type NegationWord,
  type PolarityWord,
} from '@factlint/text';
import type { AnalysedText } from './claim-type.js';
import { directionWordsRead, polarityWordStartsRead, sentenceAt } from './analysed-text.js';

/**
 * The direction a sentence states: +1 when it uses only first-side words of the locale's polarity
 * pairs (increase, profit, approved), -1 when only second-side words (decrease, loss, rejected), 0
 * when it uses none or both. Locale packs list each pair's rising or favourable side first.
 */
export type Direction = -1 | 0 | 1;

/** A sentence's direction overall, and per polarity pair (pair index → direction, only pairs it uses). */
export interface SentencePolarity {
  direction: Direction;
  pairs: ReadonlyMap<number, Direction>;
}

/**
 * The direction words of a whole text, read once per text (callers slice by sentence): those
 * analyseText read from its one pass over the text, or else a search of the text.
 */
export const polarityWordsOf = perObject(
  (text: AnalysedText, locale: LocaleData): readonly PolarityWord[] => directionWordsRead(text) ?? findPolarityWords(text.source, locale),
);

const NEUTRAL: SentencePolarity = { direction: 0, pairs: new Map() };
const polarityByText = new PerObjectMap<AnalysedText, SentencePolarity[]>();

/** The negations of a text, read once per text at the places analyseText's one pass found a word may begin, where it read the text. */
export const negationWordsOf = perObject((text: AnalysedText, locale: LocaleData): readonly NegationWord[] => {
  const wordStarts = polarityWordStartsRead(text);
  return findNegations(text.source, locale, wordStarts && polarityStartsOf(wordStarts, text.source));
});

/** Whether a negation of the text (negationWordsOf) stands in `[from, to)` of its source. */
export function negatesWithin(text: AnalysedText, from: number, to: number, locale: LocaleData): boolean {
  const negations = negationWordsOf(text, locale);
  const k = partitionPoint(negations.length, (i) => negations[i]!.span[0] < from);
  return k < negations.length && negations[k]!.span[0] < to;
}

/**
 * The direction words of a text that state a direction: polarityWordsOf less those a negation
 * denies (negatedBefore), read once per text. The same list when no word is denied.
 */
export const statedDirectionWordsOf = perObject((text: AnalysedText, locale: LocaleData): readonly PolarityWord[] => {
  const words = polarityWordsOf(text, locale);
  if (words.length === 0 || !writingOf(locale).negationBefore) return words;
  const negations = negationWordsOf(text, locale);
  if (negations.length === 0) return words;
  const stated = words.filter((word) => !negatedBefore(text.source, word, negations));
  return stated.length === words.length ? words : stated;
});

/** The polarity of every sentence of a text, read once per text (one pass of the polarity reader). */
export function sentencePolarities(text: AnalysedText, locale: LocaleData): readonly SentencePolarity[] {
  let found = polarityByText.get(text);
  if (found) return found;
  const words = statedDirectionWordsOf(text, locale);
  if (words.length === 0) {
    found = text.document.sentences.map(() => NEUTRAL);
    polarityByText.set(text, found);
    return found;
  }
  const bySentence = text.document.sentences.map((): PolarityWord[] => []);
  for (const word of words) {
    const s = sentenceAt(text, word.span[0]);
    if (s >= 0) bySentence[s]!.push(word);
  }
  found = bySentence.map(polarityOfWords);
  polarityByText.set(text, found);
  return found;
}

/**
 * The polarity the direction words `words` state together (NEUTRAL when there are none). Every pair
 * says what it states; only the pairs that tell a change (not an outcome) give the direction.
 */
export function polarityOfWords(words: readonly PolarityWord[]): SentencePolarity {
  if (words.length === 0) return NEUTRAL;
  const sides = new Map<number, { first: boolean; second: boolean; outcome: boolean }>();
  for (const word of words) {
    const pair = sides.get(word.pair) ?? { first: false, second: false, outcome: word.outcome };
    if (word.side === 0) pair.first = true;
    else pair.second = true;
    sides.set(word.pair, pair);
  }
  let first = false;
  let second = false;
  const byPair = new Map<number, Direction>();
  for (const [pair, side] of sides) {
    if (!side.outcome) {
      first ||= side.first;
      second ||= side.second;
    }
    byPair.set(pair, toDirection(side.first, side.second));
  }
  return { direction: toDirection(first, second), pairs: byPair };
}

/** At most this many words between a negation and the direction word it denies ("would not have raised"). */
const NEGATION_REACH = 3;

/**
 * A direction word a negation before it denies ("would not raise rates"):
 * it states no direction. Without this, "said the bank would not raise rates, and that inflation is
 * 3.1 %" read as a rise against "inflation has fallen to 3.1 %", a reversed figure. Only up to
 * NEGATION_REACH words back, within the clause (no comma, colon or semicolon between).
 */
function negatedBefore(source: string, word: PolarityWord, negations: readonly NegationWord[]): boolean {
  const start = word.span[0];
  const last = negations[partitionPoint(negations.length, (k) => negations[k]!.span[1] <= start) - 1];
  if (last === undefined) return false;
  let words = 0;
  for (let i = last.span[1]; i < start; i++) {
    const c = source.charCodeAt(i);
    if (c === COMMA || c === COLON || c === SEMICOLON || c === FULL_STOP) return false;
    if (c === SPACE && source.charCodeAt(i + 1) !== SPACE && i + 1 < start && ++words > NEGATION_REACH) return false;
  }
  return true;
}

const SPACE = 0x20;
const COMMA = 0x2c;
const FULL_STOP = 0x2e;
const COLON = 0x3a;
const SEMICOLON = 0x3b;

export function sentenceDirections(text: AnalysedText, locale: LocaleData): readonly Direction[] {
  return sentencePolarities(text, locale).map((p) => p.direction);
}

/**
 * Two sentences state opposite directions when some polarity pair has one side in one and the
 * other side in the other. Pairs are compared one by one: "revenue rose" against "the year ended …,
 * revenue was …" uses two different pairs and is no reversal.
 */
export function oppositeDirections(a: SentencePolarity | undefined, b: SentencePolarity | undefined): boolean {
  if (!a || !b) return false;
  for (const [pair, direction] of a.pairs) {
    const other = b.pairs.get(pair);
    if (direction !== 0 && other !== undefined && other !== 0 && other !== direction) return true;
  }
  return false;
}

function toDirection(first: boolean, second: boolean): Direction {
  return first === second ? 0 : first ? 1 : -1;
}
