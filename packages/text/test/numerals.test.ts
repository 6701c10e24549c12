import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readNumbers } from '../src/index.js';
import { decimalValue, powerOfTen, significantDigits } from '../src/numerals.js';
import { loadLocale } from './load-locale.js';

// A figure's value is composed from its digits read as one integer, not parsed from a string of
// them; the double must be the one the number parser gives for the figure as written, which claims
// compare exactly. Past 15 digits the integer is not exact and the digits are kept as a string.
describe('a figure read is the double the number parser gives for it', () => {
  const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
  const en = loadLocale('locale-en');
  const nb = loadLocale('locale-nb');
  const ja = loadLocale('locale-ja');

  it('with a fraction, a scale word and up to 26 digits (en, nb, ja)', () => {
    const scales = [
      [en, '.', 'million', 6],
      [nb, ',', 'millioner', 6],
      [ja, '.', '万', 4],
    ] as const;
    fc.assert(
      fc.property(digits(1, 17), digits(0, 9), fc.constantFrom(...scales), fc.boolean(), (int, frac, scale, scaled) => {
        const [locale, mark, word, exponent] = scale;
        const written = `${int}${frac ? `${mark}${frac}` : ''}`;
        const text =
          locale === ja ? `合計は${written}${scaled ? word : ''}件。` : `The total is ${written}${scaled ? ` ${word}` : ''} today.`;
        const [first] = readNumbers(text, locale);
        expect(first?.value).toBe(Number(`${int}${frac ? `.${frac}` : ''}e${scaled ? exponent : 0}`));
      }),
      { numRuns: 6_000 },
    );
  });

  it('grouped in threes, past what an integer holds exactly', () => {
    // 19 digits: the grouped digits kept as written, then parsed.
    expect(readNumbers('It holds 1,234,567,890,123,456,789 grains.', en)[0]?.value).toBe(Number('1234567890123456789'));
    expect(readNumbers('Det er 1 234 567 890 123 456 789,5 korn.', nb)[0]?.value).toBe(Number('1234567890123456789.5'));
    expect(readNumbers('合計は１，２３４，５６７，８９０，１２３，４５６，７８９粒。', ja)[0]?.value).toBe(Number('1234567890123456789'));
  });
});

describe('decimalValue gives what the number parser reads', () => {
  it('for digits held exactly, a fraction and a power-of-ten multiplier, written out where the power is beyond the table', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999_999 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: -30, max: 30 }),
        (whole, fractionDigits, exponent) => {
          const all = String(whole).padStart(fractionDigits + 1, '0');
          const written = fractionDigits ? `${all.slice(0, -fractionDigits)}.${all.slice(-fractionDigits)}` : all;
          expect(decimalValue(whole, fractionDigits, '', Number(`1e${exponent}`))).toBe(Number(`${written}e${exponent}`));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('for a multiplier that is no power of ten', () => {
    expect(decimalValue(35, 1, '', 2.5)).toBe(8.75);
    expect(decimalValue(0, 0, '0.5', 3)).toBe(1.5);
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
