import { describe, expect, it } from 'vitest';
import { codeUnitAt, codeUnitCount, sliceOf } from '../src/string-reads.js';
import { allMatches } from '../src/pattern-matches.js';

/*
 * The readers' string reads (string-reads.ts) and pattern matches (pattern-matches.ts) answer as the
 * string methods they stand for, for strings of every representation V8 makes: a literal (interned),
 * one built character by character (sequential), a slice of a longer text, two texts joined, and
 * each in one byte or two per character.
 */

const SENTENCES = {
  en: 'Revenue rose 20% to $120 million in 2026, the company said on Monday.',
  nb: 'Omsetningen steg 20 prosent til 120 millioner kroner i 2026, opplyste selskapet mandag.',
  ja: '2026年の売上高は前年比20%増の120億円でした。',
};

/** The same text in each representation: equal strings, different hidden classes. */
function representations(text: string): [string, string][] {
  const long = `${text} ${text}`;
  return [
    ['literal', text],
    ['built by character', text.split('').join('')],
    ['slice of a longer text', long.slice(text.length + 1)],
    ['joined', text.slice(0, 20) + text.slice(20)],
  ];
}

const cases = Object.entries(SENTENCES).flatMap(([lang, text]) => representations(text).map(([kind, s]) => [lang, kind, s] as const));

describe('codeUnitAt, codeUnitCount and sliceOf read as charCodeAt, length and slice do', () => {
  it.each(cases)('%s, %s', (_lang, _kind, text) => {
    expect(codeUnitCount(text)).toBe(text.length);
    for (let i = 0; i < text.length; i++) expect(codeUnitAt(text, i)).toBe(text.charCodeAt(i));
    expect(sliceOf(text, 3, 12)).toBe(text.slice(3, 12));
    expect(sliceOf(text, 0, text.length)).toBe(text);
  });

  it('gives -1 off the text on either side, where charCodeAt gives NaN', () => {
    for (const [, , text] of cases) {
      expect([codeUnitAt(text, -1), codeUnitAt(text, text.length), codeUnitAt(text, text.length + 5)]).toEqual([-1, -1, -1]);
    }
    expect(codeUnitAt('', 0)).toBe(-1);
  });
});

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

describe('a value that is no text is refused, not read as one', () => {
  it.each([null, undefined, 42])('%s', (value) => {
    expect(() => codeUnitAt(value as unknown as string, 0)).toThrow(TypeError);
    expect(() => codeUnitCount(value as unknown as string)).toThrow(TypeError);
    expect(() => sliceOf(value as unknown as string, 0, 1)).toThrow(TypeError);
  });
});
