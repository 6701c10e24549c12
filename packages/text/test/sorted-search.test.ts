import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstStartingAtOrAfter, partitionPoint } from '../src/sorted-search.js';

// The searches the readers and judges make over items in text order, against a plain scan.
describe('partitionPoint', () => {
  const starts = [0, 4, 4, 9, 15];
  it.each([
    ['first start at or after 4', (i: number) => starts[i]! < 4, 1],
    ['first start at or after 5', (i: number) => starts[i]! < 5, 3],
    ['last start at or before 4, plus one', (i: number) => starts[i]! <= 4, 3],
    ['nothing before the first', (i: number) => starts[i]! < 0, 0],
    ['everything before 100', (i: number) => starts[i]! < 100, 5],
  ])('%s', (_, isBefore, expected) => {
    expect(partitionPoint(starts.length, isBefore)).toBe(expected);
  });

  it('is 0 on no items', () => expect(partitionPoint(0, () => true)).toBe(0));

  it('finds the length of the prefix a plain scan finds, on any sorted offsets', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 60 }), fc.integer({ min: -5, max: 205 }), (raw, offset) => {
        const sorted = [...raw].sort((a, b) => a - b);
        const scan = sorted.findIndex((v) => v >= offset);
        expect(partitionPoint(sorted.length, (i) => sorted[i]! < offset)).toBe(scan < 0 ? sorted.length : scan);
      }),
    );
  });
});

describe('firstStartingAtOrAfter', () => {
  it('finds the first span that starts at or after an offset in a sentence read in order', () => {
    const sentence = 'Revenue rose 12% to NOK 4.2 billion in 2024.';
    const items = ['12%', 'NOK 4.2 billion', '2024'].map((t) => {
      const at = sentence.indexOf(t);
      return { span: [at, at + t.length] as [number, number] };
    });
    expect(firstStartingAtOrAfter(items, sentence.indexOf('rose'))).toBe(0);
    expect(firstStartingAtOrAfter(items, sentence.indexOf('to'))).toBe(1);
    expect(firstStartingAtOrAfter(items, sentence.length - 1)).toBe(3);
  });
});
