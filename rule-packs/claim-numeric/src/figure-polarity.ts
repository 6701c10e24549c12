import type { LocaleData, PolarityWord } from '@factlint/text';
import { partitionPoint, perObject } from '@factlint/text';
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

/** The polarity that speaks for `figure`: its sentence's, less the direction words of other clauses that hold figures of their own. */
export function figurePolarity(text: AnalysedText, figure: Figure, locale: LocaleData): SentencePolarity | undefined {
  const whole = sentencePolarities(text, locale)[figure.sentence];
  if (whole === undefined || whole.pairs.size === 0) return whole;
  const sentence = text.document.sentences[figure.sentence]!.span;
  // A sentence whose only figure this is, is its own: its clauses are not cut (most are so).
  const figures = numericFigures(text, locale);
  const first = partitionPoint(figures.length, (i) => figures[i]!.span[0] < sentence[0]);
  const next = figures[first + 1];
  if (next === undefined || next.span[0] >= sentence[1]) return whole;
  const mine = clauseStartAt(text, figure.span[0], locale);
  // Every figure of a clause is stated with the same polarity: read once per clause, where each
  // figure of a long sentence of figures read every other figure's clause again.
  const byClause = polarityByClause(text);
  const known = byClause.get(mine);
  if (known !== undefined) return known;
  const polarity = clausePolarity(text, locale, figures, first, sentence, mine, whole);
  byClause.set(mine, polarity);
  return polarity;
}

/** The polarity each clause of a text that holds a figure speaks with, by the clause's start (clauseStartAt), as read so far. */
const polarityByClause = perObject((_text: AnalysedText) => new Map<number, SentencePolarity>());

/** The polarity the figures of the clause starting at `mine` are stated with, in a sentence of several figures. */
function clausePolarity(
  text: AnalysedText,
  locale: LocaleData,
  figures: readonly Figure[],
  first: number,
  sentence: readonly [number, number],
  mine: number,
  whole: SentencePolarity,
): SentencePolarity {
  const others: number[] = [];
  for (let k = first; k < figures.length; k++) {
    const at = figures[k]!.span[0];
    if (at >= sentence[1]) break;
    const clause = clauseStartAt(text, at, locale);
    if (clause !== mine && !others.includes(clause)) others.push(clause);
  }
  if (others.length === 0) return whole;
  const words = statedDirectionWordsOf(text, locale);
  let kept: PolarityWord[] | undefined;
  let elsewhere = false;
  // The sentence's words, found by a search: a long text has many sentences with direction words.
  for (let k = partitionPoint(words.length, (i) => words[i]!.span[0] < sentence[0]); k < words.length; k++) {
    const word = words[k]!;
    if (word.span[0] >= sentence[1]) break;
    if (others.includes(clauseStartAt(text, word.span[0], locale))) elsewhere = true;
    else (kept ??= []).push(word);
  }
  return elsewhere ? polarityOfWords(kept ?? []) : whole;
}
