import type { LocaleData } from '@factlint/text';
import { CategorySet, isAsciiDigitAt, countBelow, perLocale, perObject, writingOf } from '@factlint/text';
import type { AnalysedText } from './claim-type.js';

/*
 * Clauses: the parts of a sentence between the locale's clause separators (`,`, `;`, `while`, an
 * ideographic comma). "Revenue at the Eastgate branch was $4.2 million, while the Westmoor branch
 * reported $3.1 million" has two, each binding one figure to one branch. A punctuation separator between two
 * digits (`4,200`, `31,25`) divides nothing; a word separator matches a whole word (spaced scripts).
 */

interface CompiledSeparators {
  punctuation: string[];
  /** Lower-cased word separators. */
  words: string[];
  /** Some separator is empty: it stands everywhere. */
  everywhere: boolean;
}

/** `[\p{L}\p{M}\p{N}]`, a letter, mark or digit: a separator that starts with one is a word. */
const WORD_CHAR = new CategorySet(['L', 'M', 'N']);

const separators = perLocale((locale: LocaleData): CompiledSeparators => {
  const punctuation: string[] = [];
  const words: string[] = [];
  for (const s of locale.sentences.clause_separators) (WORD_CHAR.at(s, 0) ? words : punctuation).push(s.toLowerCase());
  return { punctuation, words, everywhere: [...punctuation, ...words].some((x) => x.length === 0) };
});

/** Offsets where a clause ends in a text (separators and sentence ends), ascending; read once per text. */
const clauseCuts = perObject((text: AnalysedText, locale: LocaleData): number[] => {
  const cuts: number[] = [];
  const { punctuation, words, everywhere } = separators(locale);
  const source = text.source;
  const lower = words.length > 0 ? source.toLowerCase() : source;
  const spaced = writingOf(locale).spaced;
  // The places some separator is written, found by `indexOf` (a native scan per separator, not a
  // test at every character), each then decided once.
  const places: number[] = [];
  if (everywhere) for (let i = 0; i < source.length; i++) places.push(i);
  else {
    for (const p of punctuation) for (let i = source.indexOf(p); i >= 0; i = source.indexOf(p, i + 1)) places.push(i);
    for (const w of words) for (let i = lower.indexOf(w); i >= 0 && i < source.length; i = lower.indexOf(w, i + 1)) places.push(i);
    places.sort((a, b) => a - b);
  }
  // The sentence starts come in order, and so do the places: merged as they go, not sorted after.
  const sentences = text.document.sentences;
  let s = 0;
  for (let k = 0; k < places.length; k++) {
    const i = places[k]!;
    if (i === places[k - 1] || !cutsAt(source, lower, i, punctuation, words, spaced)) continue;
    while (s < sentences.length && sentences[s]!.span[0] < i) cuts.push(sentences[s++]!.span[0]);
    cuts.push(i);
  }
  while (s < sentences.length) cuts.push(sentences[s++]!.span[0]);
  return cuts;
});

/**
 * Whether a clause ends at `i`: a punctuation separator (not between two digits), else a word
 * separator standing as a whole word (spaced scripts).
 */
function cutsAt(
  source: string,
  lower: string,
  i: number,
  punctuation: readonly string[],
  words: readonly string[],
  spaced: boolean,
): boolean {
  for (const p of punctuation) if (source.startsWith(p, i)) return !(isAsciiDigitAt(source, i - 1) && isAsciiDigitAt(source, i + 1));
  if (words.length === 0 || (spaced && wordCharAt(source, i - 1))) return false;
  for (const w of words) {
    if (!lower.startsWith(w, i)) continue;
    if (spaced && wordCharAt(source, i + w.length)) continue;
    return true;
  }
  return false;
}

/** `WORD_CHAR` on the code unit at `i` (false outside the text). */
const wordCharAt = (source: string, i: number): boolean => WORD_CHAR.at(source, i);

/** The clause holding `offset`: `[start, end)` in the text's source. */
export function clauseAt(text: AnalysedText, offset: number, locale: LocaleData): [number, number] {
  const cuts = clauseCuts(text, locale);
  const k = clauseNumberAt(cuts, offset);
  return [clauseStart(cuts, k), clauseEnd(cuts, k, text)];
}

/** Which clause of a text with these cuts holds `offset`: 0 before the first cut, k after the k-th. */
function clauseNumberAt(cuts: readonly number[], offset: number): number {
  return countBelow(cuts, offset, true);
}

function clauseStart(cuts: readonly number[], k: number): number {
  return k === 0 ? 0 : cuts[k - 1]!;
}

function clauseEnd(cuts: readonly number[], k: number, text: AnalysedText): number {
  return k < cuts.length ? cuts[k]! : text.source.length;
}

/**
 * The start of the clause holding `offset`: clauseAt's start, with no span made. Two offsets share
 * a clause when their starts are equal, and a clause's cached keys are found by it: asked for every
 * candidate a claim is weighed against, where a span per candidate was garbage at once.
 */
export function clauseStartAt(text: AnalysedText, offset: number, locale: LocaleData): number {
  const cuts = clauseCuts(text, locale);
  return clauseStart(cuts, clauseNumberAt(cuts, offset));
}
