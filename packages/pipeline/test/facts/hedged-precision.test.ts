import { describe, expect, it } from 'vitest';
import { hedgedAcceptance } from '../../src/facts/index.js';

describe('hedgedAcceptance', () => {
  const hedged = (value: number, bound: 'above' | 'below' | null = null) => ({ value, bound, hedged: true, range: null, precision: 1 });
  it.each([
    ['rundt 819 000 for 819 294', hedged(819000), 819294, 0, 'precision'],
    ['rundt 819 000 for 819 600 (rounds to 820 000)', hedged(819000), 819600, 0, null],
    ['litt over 819 000 for 819 294', hedged(819000, 'above'), 819294, 0, 'bound'],
    ['litt over 819 000 for 818 900 (wrong side)', hedged(819000, 'above'), 818900, 0, null],
    ['i underkant av 140 000 for 136 549', hedged(140000, 'below'), 136549, 0, 'bound'],
    ['i underkant av 140 000 for exactly 140 000 (a strict bound)', hedged(140000, 'below'), 140000, 0, null],
    ['litt over 800 000 for 819 294 with 5 %', hedged(800000, 'above'), 819294, 0.05, 'tolerance'],
    ['litt over 800 000 for 819 294 with 1 %', hedged(800000, 'above'), 819294, 0.01, null],
    ['a flat figure is never accepted', { value: 819000, bound: null, hedged: false, range: null, precision: 1 }, 819294, 0.5, null],
    [
      'a figure written with a scale word is read at its written precision (15,5 thousand for 15 488)',
      { value: 15500, bound: null, hedged: false, range: null, precision: 100 },
      15488,
      0,
      'precision',
    ],
    [
      'a figure written with a scale word, off at its precision, is not accepted even with a tolerance (14 thousand)',
      { value: 14000, bound: null, hedged: false, range: null, precision: 1000 },
      15488,
      0.5,
      null,
    ],
    [
      'a range is weighed by the range rule, not here',
      { value: 810000, bound: null, hedged: true, range: [810000, 830000] as [number, number], precision: 1 },
      819294,
      0.5,
      null,
    ],
  ])('%s', (_name, figure, declared, tolerance, expected) => {
    expect(hedgedAcceptance(figure, declared, tolerance)).toBe(expected);
  });
});
