import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { lowerCaseAligned, matchableText, normalizeText } from '../src/normalize.js';

describe('normalizeText', () => {
  test.each([
    ['full-width digits and yen', '売上は１２０億円', '売上は120億円'],
    ['full-width decimal point', '３．５万人', '3.5万人'],
    ['full-width letters and punctuation', 'ＡＢＣ！？（注）', 'ABC!?(注)'],
    ['half-width katakana to full width, voiced mark composed', 'ｶﾞｰﾄﾞ', 'ガード'],
    ['katakana prolonged sound mark is kept', 'データー', 'データー'],
    ['half-width prolonged sound mark becomes U+30FC, not a hyphen', 'ﾃﾞｰﾀ', 'データ'],
    ['minus sign', '\u22121 200 kr', '-1 200 kr'],
    ['en dash and em dash', '3 300\u20133 400 kr \u2014 ca.', '3 300-3 400 kr - ca.'],
    ['non-breaking and narrow spaces keep their place', '130\u00a0160 og 1\u202f234', '130 160 og 1 234'],
    ['ideographic space', '合計\u3000100円', '合計 100円'],
    ['curly quotes and guillemets', '\u201cnei\u201d og \u00abja\u00bb og \u2018x\u2019', '"nei" og "ja" og \'x\''],
    ['apostrophe in a contraction', 'don\u2019t', "don't"],
    ['era ligature expands', '㍻30年', '平成30年'],
    ['latin ligature expands', 'ﬁnal', 'final'],
    ['ellipsis', 'Slutt\u2026', 'Slutt...'],
    ['telegraph day symbol yields a date', '㏠', '1日'],
    ['superscript is kept: 10³ is not 103', '10³ m²', '10³ m²'],
    ['circled digit is kept: ①200円 is not 1200円', '①200円', '①200円'],
    ['soft hyphen and zero-width space vanish', 'grunn\u00adbel\u00f8p\u200b', 'grunnbeløp'],
    ['decomposed letter is composed', 'bel\u006f\u0308p', 'belöp'],
    // NFKC makes these a minus sign or a dash, which the explicit foldings then write `-`.
    ['superscript and subscript minus', 'x\u207b1 og x\u208b2', 'x-1 og x-2'],
    ['vertical em and en dash', '3\ufe314 og 5\ufe326', '3-4 og 5-6'],
    ['Norwegian letters are untouched', 'Grunnbeløpet økte, så', 'Grunnbeløpet økte, så'],
  ])('%s', (_name, input, expected) => {
    expect(normalizeText(input).text).toBe(expected);
  });

  // Where every change is one code unit for one, the offsets stay as they are and no map is made; the
  // maps must then answer as the general one would: every offset to itself, clamped to the text.
  test.each([
    ['full-width digits, parentheses and colon', '料金：１２０円（税込）', '料金:120円(税込)'],
    ['curly quotes and a minus sign', '\u201cnei\u201d \u22121', '"nei" -1'],
    ['a stable middle dot before a full-width digit', 'アーク・１号', 'アーク・1号'],
  ])('one unit for one keeps offsets: %s', (_name, input, expected) => {
    const n = normalizeText(input);
    expect(n.text).toBe(expected);
    const offsets = [-1, ...Array.from({ length: input.length + 1 }, (_, i) => i), input.length + 1];
    const clamped = offsets.map((o) => Math.min(Math.max(o, 0), input.length));
    expect([offsets.map((o) => n.toOriginal(o)), offsets.map((o) => n.toOriginalEnd(o)), offsets.map((o) => n.fromOriginal(o))]).toEqual([
      clamped,
      clamped,
      clamped,
    ]);
  });

  test.each([
    ['a full-width digit, then a decomposed letter', '１ bel\u006f\u0308p', '1 belöp', [0, 1, 2, 3, 4, 5, 7]],
    ['a full-width digit, then a vanishing soft hyphen', '１a\u00adb', '1ab', [0, 1, 3]],
    ['a full-width digit, then a ligature', '１ﬁ', '1fi', [0, 1, 1]],
  ])('a change of another length maps offsets: %s', (_name, input, expected, starts) => {
    const n = normalizeText(input);
    expect(n.text).toBe(expected);
    expect(Array.from({ length: expected.length }, (_, i) => n.toOriginal(i))).toEqual(starts);
  });

  test('pure ASCII is returned as is with the identity map', () => {
    const text = 'The fee is USD 45,000 (approx.).';
    const n = normalizeText(text);
    expect(n.text).toBe(text);
    expect([0, 5, text.length].map((o) => n.toOriginal(o))).toEqual([0, 5, text.length]);
  });

  test.each([
    // input, normalised span, original span
    ['㍻30年に', [0, 2], [0, 1], '㍻'],
    ['㍻30年に', [2, 4], [1, 3], '30'],
    ['売上は１２０億円', [3, 6], [3, 6], '１２０'],
    ['ｶﾞｰﾄﾞ 5', [0, 3], [0, 5], 'ｶﾞｰﾄﾞ'],
    ['ｶﾞｰﾄﾞ 5', [4, 5], [6, 7], '5'],
    ['grunn\u00adbeløp 130\u00a0160', [11, 18], [12, 19], '130\u00a0160'],
    ['ﬁnal', [0, 2], [0, 1], 'ﬁ'],
  ] as const)('maps %s %j back to %j', (input, [s, e], [os, oe], original) => {
    const n = normalizeText(input);
    expect([n.toOriginal(s), n.toOriginalEnd(e)]).toEqual([os, oe]);
    expect(input.slice(os, oe)).toBe(original);
    expect(n.fromOriginal(os)).toBe(s);
  });

  test('limitation: a span that starts inside an expansion maps its start to the expansion start', () => {
    const n = normalizeText('ﬁnal'); // normalised "final"; "inal" starts inside "ﬁ"
    expect([n.toOriginal(1), n.toOriginalEnd(5)]).toEqual([0, 4]);
  });

  test('the offset map is monotonic and ends at the original length (property)', () => {
    const alphabet = [
      'a',
      'ø',
      '１',
      'ｶ',
      'ﾞ',
      'ｰ',
      'ー',
      '㍻',
      'ﬁ',
      '\u00ad',
      '\u200b',
      '\u00a0',
      '\u2212',
      '“',
      '…',
      '平',
      'e\u0301',
      '😀',
      '\n',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }), (parts) => {
        const input = parts.join('');
        const n = normalizeText(input);
        let previous = 0;
        for (let i = 0; i <= n.text.length; i++) {
          const start = n.toOriginal(i);
          const end = n.toOriginalEnd(i);
          if (start < previous || end > input.length || start > input.length) return false;
          previous = start;
        }
        return n.toOriginal(n.text.length) === input.length && input.length >= 0;
      }),
    );
  });

  test('every normalised character maps to the original cluster it came from (property)', () => {
    const alphabet = ['a', 'ø', '１', 'ｶ', 'ﾞ', 'ｰ', '㍻', 'ﬁ', '\u00ad', '\u2212', '“', '…', '平'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 20 }), (parts) => {
        const input = parts.join('');
        const n = normalizeText(input);
        for (let i = 0; i < n.text.length; i++) {
          const cluster = input.slice(n.toOriginal(i), n.toOriginalEnd(i + 1));
          if (!normalizeText(cluster).text.includes(n.text[i]!)) return false;
        }
        return true;
      }),
    );
  });
});

describe('a text folded once is folded for good', () => {
  // Readers and matchers fold a text that may already be folded (a sentence of a folded answer):
  // every code point, between two letters, folds to what folding it again gives.
  test('every code point', () => {
    const twice: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const once = normalizeText(`a${String.fromCodePoint(cp)}b`).text;
      if (normalizeText(once).text !== once) twice.push(cp.toString(16));
    }
    expect(twice).toEqual([]);
  });
});

describe('lowerCaseAligned', () => {
  test.each([
    ['GRUNNBELØP ÆØÅ', 'grunnbeløp æøå'],
    ['İstanbul', 'İstanbul'], // U+0130 would grow to two code units: kept
    ['ＡＡＰ', 'ａａｐ'],
  ])('%s', (input, expected) => {
    expect(lowerCaseAligned(input)).toBe(expected);
    expect(lowerCaseAligned(input).length).toBe(input.length);
  });

  test('matchableText gives an aligned lower-case copy of the normalised text', () => {
    const m = matchableText('Grunnbeløpet er ＧＢ');
    expect(m.normalized.text).toBe('Grunnbeløpet er GB');
    expect(m.lower).toBe('grunnbeløpet er gb');
  });
});
