import type { LocaleData, PolarityWord } from '@factlint/text';
import { perObject } from '@factlint/text';
import {
  clauseStartAt,
  polarityOfWords,
  sentencePolarities,
  statedDirectionWordsOf,
  type AnalysedText,
  type SentencePolarity,
} from '@factlint/pipeline';
import { numericFigures, type Figure } from './numeric-figures.js';

/*
 * The direction a figure is stated with. A direction word speaks for the figures of its own clause;
 * in a clause with no figure it speaks for the whole sentence ("Revenue rose, reaching $5 million").
 * Read by sentence alone, "The bank raised rates to 4.5%, and inflation is now 3.1%" stated 3.1 %
 * as a rise, and "Inflation has fallen to 3.1%" contradicted it as a reversed direction.
 */

/** The clauses of a text that hold a figure, by their start, read once per text. */
const clausesWithFigures = perObject((text: AnalysedText, locale: LocaleData): ReadonlySet<number> => {
  const starts = new Set<number>();
  for (const f of numericFigures(text, locale)) starts.add(clauseStartAt(text, f.span[0], locale));
  return starts;
});

/** The polarity that speaks for `figure`: its sentence's, less the direction words of other clauses that hold figures of their own. */
export function figurePolarity(text: AnalysedText, figure: Figure, locale: LocaleData): SentencePolarity | undefined {
  const whole = sentencePolarities(text, locale)[figure.sentence];
  if (whole === undefined || whole.pairs.size === 0) return whole;
  const sentence = text.document.sentences[figure.sentence]!.span;
  const words = statedDirectionWordsOf(text, locale);
  const mine = clauseStartAt(text, figure.span[0], locale);
  const figured = clausesWithFigures(text, locale);
  let kept: PolarityWord[] | undefined;
  let elsewhere = false;
  for (const word of words) {
    if (word.span[0] < sentence[0] || word.span[0] >= sentence[1]) continue;
    const clause = clauseStartAt(text, word.span[0], locale);
    if (clause !== mine && figured.has(clause)) elsewhere = true;
    else (kept ??= []).push(word);
  }
  return elsewhere ? polarityOfWords(kept ?? []) : whole;
}
