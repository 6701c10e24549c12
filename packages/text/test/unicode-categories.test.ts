import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CategorySet, type UnicodeCategory } from '../src/unicode-categories.js';
import { CATEGORIES_UNICODE, SCRIPT_RANGES } from '../src/unicode-categories-data.js';
import { SCRIPT_NAMES } from '../src/scripts.js';

// The table against the `\p{…}` patterns it stands in for, on every code point: a Node with another
// Unicode version fails here first (scripts/unicode-categories.mjs writes the table anew).
const CATEGORIES: UnicodeCategory[] = ['Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'L', 'M', 'N'];

describe('CategorySet against the patterns it replaces', () => {
  it('was read from the Unicode version this Node has', () => {
    expect(CATEGORIES_UNICODE, 'run node scripts/unicode-categories.mjs on this Node').toBe(process.versions.unicode);
  });

  it.each(CATEGORIES)('answers \\p{%s} on every code point as the pattern does', (category) => {
    const pattern = new RegExp(`^\\p{${category}}$`, 'u');
    const set = new CategorySet([category]);
    const wrong: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const character = String.fromCodePoint(cp);
      const expected = pattern.test(character);
      if (set.hasCodePoint(cp) !== expected || set.foundIn(character) !== expected) wrong.push(`U+${cp.toString(16).toUpperCase()}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('answers a union as the pattern of the union does, with extra code units', () => {
    const pattern = /^[\p{L}\p{M}\p{N}'\u2019_-]$/u;
    const set = new CategorySet(['L', 'M', 'N'], "'\u2019_-");
    const wrong: number[] = [];
    for (let code = 0; code < 0x10000; code++) if (set.has(code) !== pattern.test(String.fromCharCode(code))) wrong.push(code);
    expect(wrong).toEqual([]);
  });
});

describe('SCRIPT_RANGES against \\p{sc=…}', () => {
  it('holds the scripts the toolkit knows, no more (scripts/unicode-categories.mjs writes one per KNOWN_SCRIPTS entry)', () => {
    expect(Object.keys(SCRIPT_RANGES).sort()).toEqual([...SCRIPT_NAMES].sort());
  });

  it.each(Object.keys(SCRIPT_RANGES) as (keyof typeof SCRIPT_RANGES)[])('holds the code points of %s, every one of them', (name) => {
    const property = new RegExp(`^\\p{sc=${name}}$`, 'u');
    const ranges = new RegExp(`^[${SCRIPT_RANGES[name]}]$`, 'u');
    const wrong: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const character = String.fromCodePoint(cp);
      if (ranges.test(character) !== property.test(character)) wrong.push(`U+${cp.toString(16).toUpperCase()}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

describe('CategorySet on real text', () => {
  const lettersOrDigits = new CategorySet(['L', 'N']);
  const runsPattern = /[\p{L}\p{N}]+/gu;
  const anyCharacter = /[\p{L}\p{N}]/u;
  /** The runs a reader takes with runEnd, stepping one code unit where none starts (as keysOf does). */
  const runsByWalk = (text: string): string[] => {
    const runs: string[] = [];
    for (let i = 0; i < text.length; ) {
      const end = lettersOrDigits.runEnd(text, i);
      if (end > i) runs.push(text.slice(i, end));
      i = Math.max(end, i + 1);
    }
    return runs;
  };
  it.each([
    ['en', 'Acme Corp reported revenue of $120.0 million in 2026, up 20% on the year.'],
    ['en, Markdown', '**Revenue** rose to _$4.2 million_ ([report](https://example.com/q3)).'],
    ['nb', 'Grunnbeløpet (G) er 130 160 kroner fra 1. mai 2025, og det økte med 4,3 prosent.'],
    ['ja', '吉野家の売上高は前年比12％増の1,234億円でした。'],
    ['ja, a letter above the BMP', '𠮷野家の社長は「来年も続けます」と述べた。'],
    ['an emoji between words', 'Sales 📈 grew 12% 🎉 in Q3.'],
    ['a lone surrogate', `broken \ud83d text and \ude00 more`],
    ['no letter or digit at all', '— … 📈 !'],
  ])('reads the runs of the pattern in %s, and finds a character where it does', (_, text) => {
    expect(runsByWalk(text)).toEqual(text.match(runsPattern) ?? []);
    expect(lettersOrDigits.foundIn(text)).toBe(anyCharacter.test(text));
    // Read no further than a limit, a run ends there (a two-unit letter is not cut in half): the
    // run of the text cut at the limit, at every limit.
    for (let limit = 0; limit <= text.length; limit++) {
      const cut = text.slice(0, limit);
      for (let i = 0; i < limit; i++) {
        expect(lettersOrDigits.runEnd(text, i, limit), `from ${i} to ${limit}`).toBe(lettersOrDigits.runEnd(cut, i));
      }
    }
  });

  it.each([
    ['a BMP letter', 'kroner', 0, 1],
    ['a letter above the BMP, as one character', '𠮷野家', 0, 2],
    ['the second half of a surrogate pair', '𠮷野家', 1, 0],
    ['a digit', '2026', 0, 1],
    ['a space', 'a b', 1, 0],
    ['an emoji (no letter)', '📈 up', 0, 0],
    ['off the text', 'abc', 3, 0],
    ['before the text', 'abc', -1, 0],
  ])('unitsAt: %s', (_, text, i, units) => {
    expect(lettersOrDigits.unitsAt(text, i)).toBe(units);
  });

  it.each([
    ['a letter', 'ordningen 3', 9, true],
    ['a space', 'er ikke', 3, false],
    ['an emoji, as one character', '👉ikke', 2, false],
    ['a letter above the BMP, as one character', '𠮷ikke', 2, true],
    ['the start of the text', 'ikke', 0, false],
  ])('endsAt: %s', (_, text, i, inClass) => {
    expect(lettersOrDigits.endsAt(text, i)).toBe(inClass);
  });

  it("reads a word with its joiners as [\\p{L}\\p{M}][\\p{L}\\p{M}\\p{N}'’_-]* does", () => {
    const part = new CategorySet(['L', 'M', 'N'], "'\u2019_-");
    const word = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'\u2019_-]*/uy;
    const text = "O'Brien’s co-op_2 café (naïve) Åsmund-Ødegård 𠮷野家x";
    for (let i = 0; i < text.length; i++) {
      // At the second half of a pair V8's sticky pattern starts from the first half instead.
      if (/[\udc00-\udfff]/.test(text[i]!)) continue;
      word.lastIndex = i;
      const m = word.exec(text);
      const first = new CategorySet(['L', 'M']).unitsAt(text, i);
      expect(first > 0 ? part.runEnd(text, i + first) : -1).toBe(m ? i + m[0].length : -1);
    }
  });

  it.each([
    ['lower case in a cased word', new CategorySet(['Ll']), 'IRS filings', true],
    ['no lower case in an acronym', new CategorySet(['Ll']), 'IRS 6G', false],
    ['an uncased letter in Hangul', new CategorySet(['Lo']), '삼성전자', true],
    ['no uncased letter in Latin', new CategorySet(['Lo']), 'Samsung', false],
  ])('foundIn: %s', (_, set, text, found) => {
    expect(set.foundIn(text)).toBe(found);
  });

  it('has nothing off the BMP or for a lone surrogate', () => {
    const any = new CategorySet(['L', 'M', 'N']);
    for (const code of [-1, Number.NaN, 0x10000, 0xd800, 0xdc00]) expect(any.has(code)).toBe(false);
  });

  it('reads any string as the patterns do', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(runsByWalk(text)).toEqual(text.match(runsPattern) ?? []);
        expect(lettersOrDigits.foundIn(text)).toBe(anyCharacter.test(text));
      }),
    );
  });
});
