import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalValue, powerOfTen, significantDigits } from '../src/numerals.js';

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

// powerOfTen is what NUMERIC rounds a figure to (`roundingUnit`); a unit one bit off `1e-4` would make
// a tolerance edge fall on the other side. Inside its table and beyond it, on both sides.
describe('powerOfTen gives what the number parser reads for 1e<k>', () => {
  it.each(Array.from({ length: 61 }, (_, i) => i - 30))('10^%i', (k) => {
    expect(powerOfTen(k)).toBe(Number(`1e${k}`));
  });

  it('where `10 ** k` would not (the reason it is a table)', () => {
    expect(10 ** -4).not.toBe(Number('1e-4'));
    expect(powerOfTen(-4)).toBe(0.0001);
  });
});

// significantDigits counts the digits of a safe integer without writing it out; the count must be
// the one of the digits as String writes them (trailing zeros of a whole figure not counted).
describe('significantDigits counts as the written digits do', () => {
  const written = (value: number, precision: number, hasFraction: boolean) => {
    const digits = String(Math.round(Math.abs(value) / precision));
    let length = digits.length;
    if (!hasFraction) while (length > 0 && digits.charCodeAt(length - 1) === 48) length--;
    return Math.max(1, length);
  };

  it('for whole and fractional figures of every size a double holds', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e25, max: 1e25, noNaN: true }),
        fc.constantFrom(1, 0.01, 0.1, 10, 1000, 1e6),
        fc.boolean(),
        (v, p, f) => {
          expect(significantDigits(v, p, f)).toBe(written(v, p, f));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('at the edges: zero, powers of ten, the largest safe integer and beyond', () => {
    const edges = [0, 1, 9, 10, 12_000, 1e15, 1e16, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, 1e21, 1.5e22, Number.POSITIVE_INFINITY, Number.NaN];
    for (const v of edges) for (const f of [true, false]) expect([v, f, significantDigits(v, 1, f)]).toEqual([v, f, written(v, 1, f)]);
  });
});
