import type { Span } from '@factlint/kernel';
import type { LocaleData } from './locale-data.js';
import { lowerCaseAligned, matchableText, normalizeText } from './normalize.js';

/*
 * Direction words and negations (SPEC §4 polarity): a change statement or quote whose direction word
 * is swapped for its opposite (`rose` / `fell`, `increased` / `decreased`), or that gains or loses a negation, says
 * the reverse. The words are the locale's, listed with their inflected forms.
 *
 * - Spaced scripts: a form matches a whole word, case-insensitively (`rose`, not `roses`); an
 *   apostrophe inside a word belongs to it (`don't`).
 * - Unspaced scripts: forms match as substrings; where matches overlap, the longest wins (a word for
 *   "not permitted" over the "permitted" inside it); the same text listed in two pairs is reported for both.
 */

export interface PolarityWord {
  text: string;
  span: Span;
  /** Index of the pair in the locale's `polarity.pairs`. */
  pair: number;
  /** Which side of the pair: 0 the first list, 1 the second. */
  side: 0 | 1;
}

export interface NegationWord {
  text: string;
  span: Span;
}

interface Sense {
  pair: number;
  side: 0 | 1;
}

interface CompiledLexicon {
  /** Folded form to the pair sides it stands for (a negation has pair -1). */
  forms: Map<string, Sense[]>;
  /** Unspaced: forms by first character, longest first. */
  byFirst: Map<string, string[]>;
  unspaced: boolean;
}

const compiledPolarity = new WeakMap<LocaleData, { pairs: CompiledLexicon; negations: CompiledLexicon }>();
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;
const NEGATION: Sense = { pair: -1, side: 0 };

function fold(word: string): string {
  return lowerCaseAligned(normalizeText(word).text.trim());
}

function lexicon(entries: Iterable<[string, Sense]>, unspaced: boolean): CompiledLexicon {
  const forms = new Map<string, Sense[]>();
  for (const [word, sense] of entries) {
    const form = fold(word);
    if (form.length === 0) continue;
    const senses = forms.get(form) ?? [];
    if (!senses.some((s) => s.pair === sense.pair && s.side === sense.side)) senses.push(sense);
    forms.set(form, senses);
  }
  const byFirst = new Map<string, string[]>();
  for (const form of forms.keys()) {
    const list = byFirst.get(form[0]!) ?? [];
    list.push(form);
    byFirst.set(form[0]!, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.length - a.length);
  return { forms, byFirst, unspaced };
}

function compile(locale: LocaleData): { pairs: CompiledLexicon; negations: CompiledLexicon } {
  let entry = compiledPolarity.get(locale);
  if (entry) return entry;
  const unspaced = locale.script === 'unspaced';
  const pairEntries: [string, Sense][] = [];
  locale.polarity.pairs.forEach(([first, second], pair) => {
    for (const word of first) pairEntries.push([word, { pair, side: 0 }]);
    for (const word of second) pairEntries.push([word, { pair, side: 1 }]);
  });
  entry = {
    pairs: lexicon(pairEntries, unspaced),
    negations: lexicon(locale.polarity.negations.map((word) => [word, NEGATION]), unspaced),
  };
  compiledPolarity.set(locale, entry);
  return entry;
}

interface Hit {
  start: number;
  end: number;
  senses: Sense[];
}

function findForms(text: string, words: CompiledLexicon): Hit[] {
  if (words.forms.size === 0) return [];
  const { lower } = matchableText(text);
  const hits: Hit[] = [];
  if (!words.unspaced) {
    for (const match of lower.matchAll(WORD)) {
      const senses = words.forms.get(match[0]);
      if (senses) hits.push({ start: match.index, end: match.index + match[0].length, senses });
    }
    return hits;
  }
  // Longest form at each position; a shorter form inside a longer match is not reported.
  let coveredTo = 0;
  for (let i = 0; i < lower.length; i++) {
    const candidates = words.byFirst.get(lower[i]!);
    if (!candidates) continue;
    const form = candidates.find((f) => lower.startsWith(f, i));
    if (form === undefined || i + form.length <= coveredTo) continue;
    hits.push({ start: i, end: i + form.length, senses: words.forms.get(form)! });
    coveredTo = Math.max(coveredTo, i + form.length);
  }
  return hits;
}

function toOriginal(text: string, hit: Hit): Span {
  const { normalized } = matchableText(text);
  return [normalized.toOriginal(hit.start), normalized.toOriginalEnd(hit.end)];
}

/** The direction words of `text`, with the pair and side each stands for. */
export function findPolarityWords(text: string, locale: LocaleData): PolarityWord[] {
  const words: PolarityWord[] = [];
  for (const hit of findForms(text, compile(locale).pairs)) {
    const span = toOriginal(text, hit);
    for (const sense of hit.senses) words.push({ text: text.slice(span[0], span[1]), span, pair: sense.pair, side: sense.side as 0 | 1 });
  }
  return words;
}

/** The negations of `text`. */
export function findNegations(text: string, locale: LocaleData): NegationWord[] {
  return findForms(text, compile(locale).negations).map((hit) => {
    const span = toOriginal(text, hit);
    return { text: text.slice(span[0], span[1]), span };
  });
}
