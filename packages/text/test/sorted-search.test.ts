import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Span } from '@factlint/kernel';
import { byStart, bySpanStart, countBelow, firstStartingAtOrAfter, inOrder, partitionPoint, spansByStart } from '../src/sorted-search.js';

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

// partitionPoint's numeric form: the same answer as partitionPoint with the test `sorted[i] < value`
// (or `<=`), on plain lists and typed arrays alike, ties and all.
describe('countBelow', () => {
  // The offsets of the sentence starts in "Revenue rose 12%. Costs fell. Staff grew 4%. Done."
  const sentenceStarts = [0, 18, 30, 45];
  it.each([
    ['a sentence start itself: the sentences before it', 18, false, 1],
    ['a sentence start, at or below: the sentence holding it is the last counted', 18, true, 2],
    ['inside the second sentence', 20, false, 2],
    ['before every start', -1, false, 0],
    ['past every start', 1000, false, 4],
    ['at the first start, at or below', 0, true, 1],
  ])('%s', (_, offset, orEqual, expected) => {
    for (const sorted of [sentenceStarts, Float64Array.from(sentenceStarts), Int32Array.from(sentenceStarts)]) {
      expect(countBelow(sorted, offset, orEqual)).toBe(expected);
    }
  });

  it('counts none below NaN and none of an empty list', () => {
    expect(countBelow(sentenceStarts, Number.NaN)).toBe(0);
    expect(countBelow([], 5, true)).toBe(0);
  });

  it('answers as partitionPoint does, ties included, on any sorted values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 60 }),
        fc.integer({ min: -5, max: 55 }),
        fc.boolean(),
        (raw, value, orEqual) => {
          const sorted = [...raw].sort((a, b) => a - b);
          const expected = partitionPoint(sorted.length, (i) => (orEqual ? sorted[i]! <= value : sorted[i]! < value));
          expect(countBelow(sorted, value, orEqual)).toBe(expected);
          expect(countBelow(Float64Array.from(sorted), value, orEqual)).toBe(expected);
        },
      ),
    );
  });
});

describe('inOrder', () => {
  const byStart = (a: { start: number }, b: { start: number }) => a.start - b.start;
  const items = (...starts: number[]) => starts.map((start, n) => ({ start, n }));

  it('gives a list already in order back as it is, not a copy', () => {
    for (const list of [items(), items(4), items(1, 3, 3, 9)]) expect(inOrder(list, byStart)).toBe(list);
  });

  it('sorts a copy of a list out of order, keeping equal items in turn, and leaves the list alone', () => {
    const list = items(5, 2, 5, 1, 2);
    const sorted = inOrder(list, byStart);
    expect(sorted).not.toBe(list);
    expect(sorted.map((i) => [i.start, i.n])).toEqual([
      [1, 3],
      [2, 1],
      [2, 4],
      [5, 0],
      [5, 2],
    ]);
    expect(list.map((i) => i.start)).toEqual([5, 2, 5, 1, 2]);
  });
});

describe('text order (spansByStart, bySpanStart, byStart)', () => {
  // Finds in a real sentence as readers of different kinds hand them over, not in text order; the
  // figure `4,2` and its amount `4,2 %` start together.
  const sentence = 'Oljefondet steg 4,2 % i 2023, til 15 765 milliarder kroner, ifølge NBIM.';
  const spanOf = (text: string): Span => [sentence.indexOf(text), sentence.indexOf(text) + text.length];
  const textOf = (span: Span) => sentence.slice(span[0], span[1]);
  const given = ['2023', '4,2 %', 'NBIM', '15 765 milliarder kroner', '4,2'].map(spanOf);
  const inTextOrder = ['4,2 %', '4,2', '2023', '15 765 milliarder kroner', 'NBIM'];
  const tieSwapped = [given[4]!, given[0]!, given[2]!, given[3]!, given[1]!];

  it('spansByStart orders spans by start, two that start together kept as given', () => {
    expect([...given].sort(spansByStart).map(textOf)).toEqual(inTextOrder);
    expect([...tieSwapped].sort(spansByStart).map(textOf).slice(0, 2)).toEqual(['4,2', '4,2 %']);
  });

  it('bySpanStart does the same for items with a span', () => {
    const items = (spans: Span[]) => spans.map((span) => ({ span }));
    expect(
      items(given)
        .sort(bySpanStart)
        .map((i) => textOf(i.span)),
    ).toEqual(inTextOrder);
    expect(
      items(tieSwapped)
        .sort(bySpanStart)
        .map((i) => textOf(i.span))
        .slice(0, 2),
    ).toEqual(['4,2', '4,2 %']);
  });

  it('byStart does the same for readings kept as start and end offsets', () => {
    const readings = (spans: Span[]) => spans.map(([start, end]) => ({ start, end }));
    const textsOf = (list: { start: number; end: number }[]) => list.map((r) => textOf([r.start, r.end]));
    expect(textsOf(readings(given).sort(byStart))).toEqual(inTextOrder);
    expect(textsOf(readings(tieSwapped).sort(byStart)).slice(0, 2)).toEqual(['4,2', '4,2 %']);
  });
});
