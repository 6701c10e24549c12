import { describe, expect, it } from 'vitest';
import { editDistance } from '../src/index.js';

// The measure ENTITY (a surname's spelling, a name's similarity), QUOTE (a quotation against its
// source) and URL (a path one edit off) share: insertions, deletions and substitutions of UTF-16
// code units, each counting one.
describe('editDistance', () => {
  it.each([
    ['en: a misspelt surname', 'Thompson', 'Thomson', 1],
    ['en: the same words', 'Acme Corp reported revenue', 'Acme Corp reported revenue', 0],
    ['en: two words swapped in a quotation', 'we will not raise prices', 'we will raise not prices', 8],
    ['nb: ø written as o', 'Tromsø kommune', 'Tromso kommune', 1],
    ['nb: bokmål against nynorsk', 'ikke', 'ikkje', 1],
    ['ja: one kanji changed', '東京都庁', '東京府庁', 1],
    ['ja: a katakana name one mora longer', 'トヨタ', 'トヨタア', 1],
    ['a character outside the BMP counts its two code units', 'a𝄞b', 'ab', 2],
    ["against an empty text, the other's length", '', 'Bergen', 6],
  ])('%s', (_, a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});
