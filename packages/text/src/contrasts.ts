import type { Span } from '@factlint/kernel';
import { writingOf } from './writing.js';
import type { LocaleData } from './locale-data.js';
import { perLocale } from './locale-cache.js';
import { lowerCaseAligned } from './normalize.js';
import { isWordCharAt } from './characters.js';

/*
 * Phrases that name one of two contrasted groups ("over 25" against "under 25", "before 1 May"
 * against "after 1 May", "with children" against "without"), from the locale's `contrasts` pairs, and the
 * clauses of a sentence (the locale's `sentences.clause_separators`). A general reader: the facts
 * judge uses it to keep a figure about one group from the other group's fact.
 */

interface ContrastWord {
  word: string;
  pair: number;
  side: 0 | 1;
}

const contrastWords = perLocale((locale: LocaleData): ContrastWord[] =>
  locale.contrasts.pairs
    .flatMap(([a, b], pair) => [
      ...a.map((word) => ({ word: lowerCaseAligned(word), pair, side: 0 as const })),
      ...b.map((word) => ({ word: lowerCaseAligned(word), pair, side: 1 as const })),
    ])
    // Longest first, so "older than" is found before "older".
    .sort((x, y) => y.word.length - x.word.length),
);

/** Where a contrast word stands in a phrase: as a whole word in a spaced script, anywhere in an unspaced one. */
function findContrastWord(phrase: string, locale: LocaleData): (ContrastWord & { at: number }) | undefined {
  const lower = lowerCaseAligned(phrase);
  const spaced = writingOf(locale).spaced;
  for (const w of contrastWords(locale)) {
    for (let at = lower.indexOf(w.word); at >= 0; at = lower.indexOf(w.word, at + 1)) {
      if (spaced && (isWordCharAt(lower, at - 1) || isWordCharAt(lower, at + w.word.length))) continue;
      // Written out: a spread followed by a field it lacks gets a hidden class of its own on every run once optimised.
      return { word: w.word, pair: w.pair, side: w.side, at };
    }
  }
  return undefined;
}

/**
 * The phrases that name the contrasted group of `phrase`: "over 25" → ["under 25", …]. Empty
 * when the phrase holds no contrast word of the locale.
 */
export function contrastCounterparts(phrase: string, locale: LocaleData): string[] {
  const found = findContrastWord(phrase, locale);
  if (!found) return [];
  const [a, b] = locale.contrasts.pairs[found.pair]!;
  const others = found.side === 0 ? b : a;
  return others.map((other) => phrase.slice(0, found.at) + other + phrase.slice(found.at + found.word.length));
}

const clauseSeparators = perLocale((locale: LocaleData): string[] => locale.sentences.clause_separators.map(lowerCaseAligned));

/*
 * The last text lower-cased. Callers ask for the clauses of one text sentence after sentence (and
 * claim after claim): lower-casing the whole text on every call made a long text quadratic. A
 * string cannot key a WeakMap, so one text is remembered; the next text replaces it.
 */
let lastText: string | undefined;
let lastLower = '';

function lowerOf(text: string): string {
  if (text !== lastText) {
    lastLower = lowerCaseAligned(text);
    lastText = text;
  }
  return lastLower;
}

/** The clauses of `span` in `text`: cut at the locale's clause separators (a punctuation mark between two digits cuts nothing). */
export function clauseSpans(text: string, span: Span, locale: LocaleData): Span[] {
  const separators = clauseSeparators(locale);
  const lower = lowerOf(text);
  const spaced = writingOf(locale).spaced;
  const cuts = [span[0]];
  for (let i = span[0]; i < span[1]; i++) {
    for (const sep of separators) {
      if (!lower.startsWith(sep, i)) continue;
      const isWord = isWordCharAt(sep, 0);
      if (isWord && spaced && (isWordCharAt(lower, i - 1) || isWordCharAt(lower, i + sep.length))) continue;
      if (!isWord && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + sep.length] ?? '')) continue;
      if (i > cuts[cuts.length - 1]!) cuts.push(i);
      break;
    }
  }
  return cuts.map((start, k) => [start, cuts[k + 1] ?? span[1]] as Span);
}
