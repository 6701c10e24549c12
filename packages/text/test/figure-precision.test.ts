import { describe, expect, it } from 'vitest';
import { figurePrecision, sameValue } from '../src/figure-precision.js';

describe('figurePrecision: the place of the last non-zero digit, at most two significant digits', () => {
  it.each([
    [819000, 1000],
    [136500, 100],
    [3300, 100],
    [12000, 1000],
    [100000, 10000],
    [820000, 10000],
    [38, 1],
    [40, 1],
    [31.25, 0.01],
    [0.5, 0.01],
    [10.9, 0.1],
    [1.09, 0.01],
  ])('%d → %d', (value, precision) => {
    expect(figurePrecision(value)).toBeCloseTo(precision, 12);
  });
});

describe('sameValue: equal to a billionth, whatever the format', () => {
  it.each([
    [130160, 130160.0000001, true],
    [0.1 + 0.2, 0.3, true],
    [10.9, 10.87, false],
    [0, 1e-12, true],
  ])('%d and %d: %s', (a, b, same) => {
    expect(sameValue(a, b)).toBe(same);
  });
});
