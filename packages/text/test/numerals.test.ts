import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalValue } from '../src/numerals.js';

// decimalValue composes the digits itself instead of parsing a built string; the double must be the
// one the number parser gives for `int.frac e exponent`, which claims compare exactly.
describe('decimalValue gives what the number parser reads', () => {
  const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));

  it('for digits, a fraction and a power-of-ten multiplier', () => {
    fc.assert(
      fc.property(digits(1, 17), digits(0, 9), fc.integer({ min: -6, max: 16 }), (int, frac, exponent) => {
        const parsed = Number(`${int}${frac ? `.${frac}` : ''}e${exponent}`);
        expect(decimalValue(int, frac, Number(`1e${exponent}`))).toBe(parsed);
      }),
      { numRuns: 20_000 },
    );
  });

  it('for a multiplier that is no power of ten', () => {
    expect(decimalValue('3', '5', 2.5)).toBe(8.75);
  });
});
