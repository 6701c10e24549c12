import { describe, expect, it } from 'vitest';
import { clauseSpans, contrastCounterparts } from '../src/index.js';
import { en, ja, nb } from './document-locales.js';

describe('contrastCounterparts: the phrase that names the contrasted group (locale contrasts)', () => {
  it.each([
    ['nb', nb, 'over 25 år', ['under 25 år']],
    ['nb', nb, 'fylt 25 år', ['under 25 år']],
    ['nb', nb, 'uten barn', ['med barn']],
    ['nb', nb, 'etter 1. mai 2026', ['før 1. mai 2026']],
    ['en', en, 'under 25', ['over 25', 'above 25']],
    ['en', en, 'with children', ['without children']],
    ['en', en, 'before 1 May 2026', ['after 1 May 2026']],
    ['ja', ja, '25歳以上', ['25歳未満']],
    ['ja', ja, '子どもなし', ['子どもあり', '子ども有り']],
    ['nb', nb, 'grunnbeløp', []],
    ['en', en, 'overtime pay', []],
  ] as const)('%s: %s', (_id, locale, phrase, counterparts) => {
    expect(contrastCounterparts(phrase, locale)).toEqual(counterparts);
  });
});

describe('clauseSpans: a sentence cut at the locale clause separators', () => {
  it.each([
    [
      'nb',
      nb,
      'Er du under 25 år, får du 185 798 kr, mens de over 25 år får 278 697 kr.',
      ['Er du under 25 år', ', får du 185 798 kr', ', ', 'mens de over 25 år får 278 697 kr.'],
    ],
    ['nb', nb, 'Satsen er 31,25 prosent.', ['Satsen er 31,25 prosent.']],
    [
      'en',
      en,
      'Those over 25 get NOK 278,697 while those under 25 get NOK 185,798.',
      ['Those over 25 get NOK 278,697 ', 'while those under 25 get NOK 185,798.'],
    ],
    ['ja', ja, '25歳以上は278,697円、25歳未満は185,798円です。', ['25歳以上は278,697円', '、25歳未満は185,798円です。']],
  ] as const)('%s: %s', (_id, locale, sentence, clauses) => {
    expect(clauseSpans(sentence, [0, sentence.length], locale).map(([a, b]) => sentence.slice(a, b))).toEqual(clauses);
  });
});

describe('clauseSpans: the lower-cased text is remembered for one text only', () => {
  it('clauses of several texts asked for in turn (sentence after sentence, then another text) are each its own', () => {
    const a = 'Revenue grew, WHILE costs fell. Staff rose and pay fell.';
    const b = 'Inntektene økte, MENS kostnadene falt.';
    const c = '売上は増えた、一方で費用は減った。';
    const asked: [string, [number, number], typeof en][] = [
      [a, [0, 31], en],
      [a, [32, a.length], en],
      [b, [0, b.length], nb],
      [c, [0, c.length], ja],
      [a, [0, 31], en],
    ];
    const read = asked.map(([text, span, locale]) => clauseSpans(text, span, locale).map(([s, e]) => text.slice(s, e)));
    expect(read).toEqual([
      ['Revenue grew', ', ', 'WHILE costs fell.'],
      ['Staff rose ', 'and pay fell.'],
      ['Inntektene økte', ', ', 'MENS kostnadene falt.'],
      ['売上は増えた', '、', '一方で費用は減った。'],
      ['Revenue grew', ', ', 'WHILE costs fell.'],
    ]);
  });
});
