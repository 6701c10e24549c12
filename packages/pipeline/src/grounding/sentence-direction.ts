import { findPolarityWords, PerObjectMap, perObject, type LocaleData, type PolarityWord } from '@factlint/text';
import type { AnalysedText } from './claim-type.js';
import { directionWordsRead, sentenceAt } from './analysed-text.js';

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

/** The polarity of every sentence of a text, read once per text (one pass of the polarity reader). */
export function sentencePolarities(text: AnalysedText, locale: LocaleData): readonly SentencePolarity[] {
  let found = polarityByText.get(text);
  if (found) return found;
  const words = polarityWordsOf(text, locale);
  if (words.length === 0) {
    found = text.document.sentences.map(() => NEUTRAL);
    polarityByText.set(text, found);
    return found;
  }
  const sides = text.document.sentences.map(() => new Map<number, { first: boolean; second: boolean }>());
  for (const word of words) {
    const s = sentenceAt(text, word.span[0]);
    if (s < 0) continue;
    const pair = sides[s]!.get(word.pair) ?? { first: false, second: false };
    if (word.side === 0) pair.first = true;
    else pair.second = true;
    sides[s]!.set(word.pair, pair);
  }
  found = sides.map((pairs) => {
    if (pairs.size === 0) return NEUTRAL;
    let first = false;
    let second = false;
    const byPair = new Map<number, Direction>();
    for (const [pair, s] of pairs) {
      first ||= s.first;
      second ||= s.second;
      byPair.set(pair, toDirection(s.first, s.second));
    }
    return { direction: toDirection(first, second), pairs: byPair };
  });
  polarityByText.set(text, found);
  return found;
}

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
