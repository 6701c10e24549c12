import { findPolarityWords, type LocaleData } from '@factlint/text';
import type { AnalysedText } from './claim-type.js';
import { sentenceAt } from './analysed-text.js';

/**
 * The direction a sentence states: +1 when it uses only first-side words of the locale's polarity
 * pairs (increase, profit, approved), -1 when only second-side words (decrease, loss, rejected), 0
 * when it uses none or both. Locale packs list each pair's rising or favourable side first.
 */
export type Direction = -1 | 0 | 1;

const directionsByText = new WeakMap<AnalysedText, Direction[]>();

export function sentenceDirections(text: AnalysedText, locale: LocaleData): readonly Direction[] {
  let found = directionsByText.get(text);
  if (found) return found;
  const sides = text.document.sentences.map(() => ({ first: false, second: false }));
  for (const word of findPolarityWords(text.source, locale)) {
    const s = sentenceAt(text, word.span[0]);
    if (s < 0) continue;
    if (word.side === 0) sides[s]!.first = true;
    else sides[s]!.second = true;
  }
  found = sides.map(({ first, second }) => (first === second ? 0 : first ? 1 : -1));
  directionsByText.set(text, found);
  return found;
}
