import { describe, expect, it } from 'vitest';
import { codeUnitAt, codeUnitCount, sliceOf, unitInside } from '../src/string-reads.js';
import { digitRunEnd, isAsciiWordCode, skipSpaces } from '../src/characters.js';

/*
 * The readers' string reads (string-reads.ts) answer as the string methods they stand for, for
 * strings of every representation V8 makes: a literal (interned), one built character by character
 * (sequential), a slice of a longer text, two texts joined, and each in one byte or two per character.
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

describe('codeUnitAt, unitInside, codeUnitCount and sliceOf read as charCodeAt, length and slice do', () => {
  it.each(cases)('%s, %s', (_lang, _kind, text) => {
    expect(codeUnitCount(text)).toBe(text.length);
    for (let i = 0; i < text.length; i++)
      expect([codeUnitAt(text, i), unitInside(text, i)]).toEqual([text.charCodeAt(i), text.charCodeAt(i)]);
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

describe('a value that is no text is refused, not read as one', () => {
  it.each([null, undefined, 42])('%s', (value) => {
    expect(() => codeUnitAt(value as unknown as string, 0)).toThrow(TypeError);
    expect(() => codeUnitCount(value as unknown as string)).toThrow(TypeError);
    expect(() => sliceOf(value as unknown as string, 0, 1)).toThrow(TypeError);
  });
});

/*
 * digitRunEnd and skipSpaces read code units through unitInside, bounded by the text: runs that
 * reach the end stop there, and offsets before or past the text come back as they went in.
 */
describe('digitRunEnd and skipSpaces stay inside the text', () => {
  it.each([
    // [text, from, digitRunEnd, skipSpaces]
    ['Revenue was 2026', 12, 16, 12],
    ['Omsetningen var 120\u00a0000 kroner', 16, 19, 16],
    ['売上高は 2026', 4, 4, 5],
    ['ends with spaces \u00a0 \u3000', 16, 16, 20],
    ['', 0, 0, 0],
    ['42', -1, -1, -1],
    ['42', 5, 5, 5],
  ])('%j from %i', (text, from, digits, spaces) => {
    expect(digitRunEnd(text, from)).toBe(digits);
    expect(skipSpaces(text, from)).toBe(spaces);
  });

  it('reads at most `limit` digits', () => {
    expect(digitRunEnd('1234567', 1, 3)).toBe(4);
  });
});

describe('isAsciiWordCode', () => {
  it('answers as /[A-Za-z0-9]/ for every code unit up to U+FFFF, and no for -1 off a text', () => {
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isAsciiWordCode(code) !== /[A-Za-z0-9]/.test(String.fromCharCode(code))) differ.push(code);
    expect(differ).toEqual([]);
    expect(isAsciiWordCode(-1)).toBe(false);
  });
});
