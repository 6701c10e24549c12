import type { LocaleData, PolarityWord } from '@factlint/text';
import { partitionPoint, perLocale, perObject } from '@factlint/text';
import {
  clauseStartAt,
  polarityOfWords,
  sentencePolarities,
  statedDirectionWordsOf,
  type AnalysedText,
  type SentencePolarity,
} from '@factlint/pipeline';
import { numericFigures } from './numeric-figures.js';

/*
 * The direction a figure is stated with. A direction word speaks for the figures of its own clause;
 * in a clause with no figure it speaks for the whole sentence ("Revenue rose, reaching $5 million").
 * Read by sentence alone, "The bank raised rates to 4.5%, and inflation is now 3.1%" stated 3.1 %
 * as a rise, and "Inflation has fallen to 3.1%" contradicted it as a reversed direction.
 */

/** The polarity that speaks for a figure at `figure.span[0]`: its sentence's, less the direction words of other clauses that hold figures of their own. */
export function figurePolarity(
  text: AnalysedText,
  figure: { readonly sentence: number; readonly span: readonly [number, number] },
  locale: LocaleData,
): SentencePolarity | undefined {
  const whole = sentencePolarities(text, locale)[figure.sentence];
  if (whole === undefined || whole.pairs.size === 0) return whole;
  const voices = clauseVoices(text, locale);
  // Most sentences hold one figure, or their figures one clause: they speak whole.
  if (!voices.cut.has(figure.sentence)) return whole;
  return voices.byClause.get(clauseStartAt(text, figure.span[0], locale)) ?? voices.cut.get(figure.sentence)!;
}

/**
 * Whether the direction words of a figure's sentence (outcomes aside) all name the sign of an
 * amount, no change (the locale's `polarity.sign_words`: `operating profit margin`), and there is
 * one: a figure in per cent they direct may be a share of two amounts. A change word anywhere in
 * the sentence says no. Asked only of a claim in per cent that states a direction and is found
 * nowhere in the context.
 */
export function directedBySignOnly(
  text: AnalysedText,
  figure: { readonly sentence: number; readonly span: readonly [number, number] },
  locale: LocaleData,
): boolean {
  const signs = signForms(locale);
  const sentence = text.document.sentences[figure.sentence];
  if (signs.size === 0 || sentence === undefined) return false;
  const [from, to] = sentence.span;
  const words = statedDirectionWordsOf(text, locale);
  let named = false;
  for (let k = partitionPoint(words.length, (i) => words[i]!.span[0] < from); k < words.length && words[k]!.span[0] < to; k++) {
    if (words[k]!.outcome) continue;
    if (!signs.has(words[k]!.text.toLowerCase())) return false;
    named = true;
  }
  return named;
}

const signForms = perLocale((locale: LocaleData) => new Set(locale.polarity.sign_words.map((word) => word.toLowerCase())));

/**
 * The polarity of each clause that holds a figure, by the clause's start, in the sentences with a
 * direction word and figures in more than one clause; and by sentence (`cut`), what the sentence's
 * other clauses speak with. Read once per text, a sentence at a time: asked figure by figure, each
 * figure of a long sentence of figures read every other figure's clause again (0.5 ms of a
 * 20,000-character verify whose every sentence states a change).
 */
interface ClauseVoices {
  byClause: Map<number, SentencePolarity>;
  cut: Map<number, SentencePolarity>;
}

const clauseVoices = perObject((text: AnalysedText, locale: LocaleData): ClauseVoices => {
  const voices: ClauseVoices = { byClause: new Map(), cut: new Map() };
  const wholes = sentencePolarities(text, locale);
  const figures = numericFigures(text, locale);
  const words = statedDirectionWordsOf(text, locale);
  const sentences = text.document.sentences;
  let f = 0;
  let w = 0;
  for (let s = 0; s < sentences.length && f < figures.length; s++) {
    const [start, end] = sentences[s]!.span;
    while (f < figures.length && figures[f]!.span[0] < start) f++;
    const first = f;
    while (f < figures.length && figures[f]!.span[0] < end) f++;
    const whole = wholes[s];
    if (whole === undefined || whole.pairs.size === 0 || f - first < 2) continue;
    const figureClauses: number[] = [];
    for (let k = first; k < f; k++) {
      const clause = clauseStartAt(text, figures[k]!.span[0], locale);
      if (!figureClauses.includes(clause)) figureClauses.push(clause);
    }
    while (w < words.length && words[w]!.span[0] < start) w++;
    const said: { word: PolarityWord; clause: number }[] = [];
    for (; w < words.length && words[w]!.span[0] < end; w++)
      said.push({ word: words[w]!, clause: clauseStartAt(text, words[w]!.span[0], locale) });
    for (const clause of figureClauses) voices.byClause.set(clause, voiceOf(clause, figureClauses, said, whole));
    voices.cut.set(s, voiceOf(-1, figureClauses, said, whole));
  }
  return voices;
});

/**
 * What the clause starting at `mine` speaks with: the sentence's words less those of the other
 * clauses that hold figures; the whole sentence's polarity when no such clause has a word.
 */
function voiceOf(
  mine: number,
  figureClauses: readonly number[],
  said: readonly { word: PolarityWord; clause: number }[],
  whole: SentencePolarity,
): SentencePolarity {
  if (figureClauses.length === 1 && figureClauses[0] === mine) return whole;
  const kept: PolarityWord[] = [];
  let elsewhere = false;
  for (const { word, clause } of said) {
    if (clause !== mine && figureClauses.includes(clause)) elsewhere = true;
    else kept.push(word);
  }
  return elsewhere ? polarityOfWords(kept) : whole;
}
