import { describe, expect, it } from 'vitest';
import {
  CodeUnitAnswers,
  CodeUnitSet,
  codeUnitAnswers,
  foldAsciiCase,
  isAsciiDigitCode,
  isAsciiLetterCode,
  isAsciiLowerCode,
  isAsciiUpperCode,
  isWhiteSpaceAt,
  lowerCode,
} from '../src/characters.js';

describe('CodeUnitAnswers: a question about a code unit, answered once per unit and remembered', () => {
  it('answers as the pattern does for every code unit, the first time and again', () => {
    const pattern = /[\p{sc=Han}\p{sc=Katakana}\u30FC]/u;
    const answers = codeUnitAnswers(pattern);
    const wrong: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let code = 0; code < 0x10000; code++) {
        const ch = String.fromCharCode(code);
        if (answers.at(`a${ch}`, 1) !== pattern.test(ch)) wrong.push(code);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps one set of answers per pattern object', () => {
    const pattern = /[\p{L}\p{M}]/u;
    expect(codeUnitAnswers(pattern)).toBe(codeUnitAnswers(pattern));
    expect(codeUnitAnswers(/[\p{L}\p{M}]/u)).not.toBe(codeUnitAnswers(pattern));
  });

  it('asks the question once per code unit, and answers no off the text', () => {
    const asked: number[] = [];
    const digit = new CodeUnitAnswers((code) => {
      asked.push(code);
      return code >= 0x30 && code <= 0x39;
    });
    const text = 'Q3 2024';
    const read = [...text].map((_, i) => digit.at(text, i));
    expect(read).toEqual([false, true, false, true, true, true, true]);
    expect(asked).toEqual(['Q', '3', ' ', '2', '0', '4'].map((c) => c.charCodeAt(0)));
    expect([digit.at(text, -1), digit.at(text, text.length), digit.has(Number.NaN), digit.has(-1)]).toEqual([false, false, false, false]);
  });
});

describe('CodeUnitSet: code units as a bitmap', () => {
  it('holds what it was given and what is added, lists them ascending, and holds nothing off the text', () => {
    const set = new CodeUnitSet(['k', 'r', '。'].map((c) => c.charCodeAt(0)));
    set.add('\u00A0'.charCodeAt(0));
    set.add(0xffff);
    expect(set.codes()).toEqual([0x6b, 0x72, 0xa0, 0x3002, 0xffff]);
    expect(['k', 'K', '。', '\u00A0'].map((c) => set.has(c.charCodeAt(0)))).toEqual([true, false, true, true]);
    expect([set.has('kr'.charCodeAt(2)), set.has(-1), new CodeUnitSet().codes()]).toEqual([false, false, []]);
  });

  // The bitmap reaches only as far as the highest unit added: a unit past it is outside the set,
  // and adding one past it keeps what was there.
  it.each([
    ['ASCII only, asked about Latin-1, kana and the last unit', 'ab', 'æ…カ\uFFFF', [false, false, false, false]],
    ['kana, then ASCII', 'カa', 'aカｶ', [true, true, false]],
    ['the last unit, then the first', '\uFFFF\u0000', '\u0000\uFFFF\u0001', [true, true, false]],
  ])('%s', (_name, added, asked, expected) => {
    const set = new CodeUnitSet();
    for (const ch of added) set.add(ch.charCodeAt(0));
    expect([...asked].map((ch) => set.has(ch.charCodeAt(0)))).toEqual(expected);
    expect(set.codes()).toEqual([...added].map((ch) => ch.charCodeAt(0)).sort((a, b) => a - b));
  });

  it('lists every unit of a word of every bit, of the highest and lowest bit alone, and of random sets', () => {
    const sets: number[][] = [Array.from({ length: 32 }, (_, i) => i), [31, 32, 63, 64, 0xffe0, 0xffff], [0x1f, 0x3f, 0x801f]];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
    for (let k = 0; k < 200; k++) sets.push(Array.from({ length: 1 + (next() % 300) }, () => next() % (k % 2 ? 0x10000 : 0x100)));
    for (const codes of sets) {
      const expected = [...new Set(codes)].sort((a, b) => a - b);
      expect(new CodeUnitSet(codes).codes()).toEqual(expected);
    }
  });

  it('refuses what is no UTF-16 code unit instead of growing to it', () => {
    const set = new CodeUnitSet();
    for (const bad of [-1, 0x10000, Number.NaN, 0x1f600]) expect(() => set.add(bad)).toThrow(RangeError);
    expect(set.codes()).toEqual([]);
  });
});

describe('isWhiteSpaceAt: /\\s/ at an offset, read by code', () => {
  it('answers as the pattern does for every code unit, and no off the text', () => {
    const wrong: number[] = [];
    for (let code = 0; code < 0x10000; code++) {
      const ch = String.fromCharCode(code);
      if (isWhiteSpaceAt(`a${ch}`, 1) !== /\s/.test(ch)) wrong.push(code);
    }
    expect(wrong).toEqual([]);
    expect([isWhiteSpaceAt(' ', -1), isWhiteSpaceAt(' ', 1)]).toEqual([false, false]);
  });

  it.each([
    ['en', 'Revenue rose 4%\u00a0in Q3.', [7, 12, 15, 18]],
    ['nb', 'Prisen steg med 1\u202f200 kroner.', [6, 11, 15, 17, 21]],
    ['ja', '売上は前年比７％増\u3000となった。', [9]],
  ])('finds the white space of a real sentence (%s)', (_, text, offsets) => {
    expect([...text].map((_, i) => i).filter((i) => isWhiteSpaceAt(text, i))).toEqual(offsets);
  });
});

// The readers and judges tell ASCII letters and digits by their codes with these, not each with its
// own comparisons: every code unit answers as the ASCII patterns and lower-casing say.
describe('ASCII classes and case by code unit', () => {
  it('agree with the patterns and toLowerCase on every code unit', () => {
    const wrong: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      const ch = String.fromCharCode(code);
      const ascii = code < 0x80;
      if (isAsciiUpperCode(code) !== /[A-Z]/.test(ch)) wrong.push(`upper ${code}`);
      if (isAsciiLowerCode(code) !== /[a-z]/.test(ch)) wrong.push(`lower ${code}`);
      if (isAsciiLetterCode(code) !== /[A-Za-z]/.test(ch)) wrong.push(`letter ${code}`);
      if (isAsciiDigitCode(code) !== /[0-9]/.test(ch)) wrong.push(`digit ${code}`);
      if (foldAsciiCase(code) !== (ascii ? ch.toLowerCase().charCodeAt(0) : code)) wrong.push(`fold ${code}`);
      if (ascii && lowerCode(code) !== foldAsciiCase(code)) wrong.push(`lowerCode ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['A', 'a'],
    ['Z', 'z'],
    ['a', 'a'],
    ['@', '@'],
    ['[', '['],
    ['Ø', 'Ø'],
    ['Ａ', 'Ａ'],
  ])('foldAsciiCase(%s) is %s: only ASCII capitals change', (from, to) => {
    expect(String.fromCharCode(foldAsciiCase(from.charCodeAt(0)))).toBe(to);
  });
});
