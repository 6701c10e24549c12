import { describe, expect, it } from 'vitest';
import { allMatches } from '../src/pattern-matches.js';

/* allMatches (pattern-matches.ts) finds what `[...text.matchAll(pattern)]` finds, in sentences of the three locales. */

const SENTENCES = {
  en: 'Revenue rose 20% to $120 million in 2026, the company said on Monday.',
  nb: 'Omsetningen steg 20 prosent til 120 millioner kroner i 2026, opplyste selskapet mandag.',
  ja: '2026年の売上高は前年比20%増の120億円でした。',
};

describe('allMatches finds what matchAll finds, without copying the pattern', () => {
  const patterns: [string, RegExp][] = [
    ['words', /\p{L}+/gu],
    ['figures', /\d+(?:[.,]\d+)?/g],
    ['a group', /(\d+)(%|年|prosent)/gu],
    ['empty matches between characters', /(?:)/gu],
    ['an optional character, often empty', /\d?/g],
  ];
  const texts = [...Object.values(SENTENCES), 'Smile 😀 twice 😀😀.', ''];

  it.each(patterns)('%s', (_name, pattern) => {
    for (const text of texts) {
      const expected = [...text.matchAll(pattern)].map((m) => [m.index, ...m]);
      expect(allMatches(text, pattern).map((m) => [m.index, ...m])).toEqual(expected);
      expect(pattern.lastIndex).toBe(0);
    }
  });

  it('steps over a surrogate pair after an empty match of a Unicode pattern, as matchAll does', () => {
    expect(allMatches('😀a', /(?:)/gu).map((m) => m.index)).toEqual([0, 2, 3]);
    expect(allMatches('😀a', /(?:)/g).map((m) => m.index)).toEqual([0, 1, 2, 3]);
  });

  it('starts from the beginning whatever lastIndex the pattern was left with', () => {
    const pattern = /\d+/g;
    pattern.lastIndex = 30;
    expect(allMatches(SENTENCES.en, pattern).map((m) => m[0])).toEqual(['20', '120', '2026']);
  });

  it('refuses a pattern without the g flag, as matchAll does', () => {
    expect(() => allMatches(SENTENCES.en, /\d+/)).toThrow(/g flag/);
    expect(() => SENTENCES.en.matchAll(/\d+/)).toThrow(TypeError);
  });
});
