import { describe, expect, it } from 'vitest';
import { inPositionOrder } from '../../src/grounding/claim-extraction.js';
import type { ExtractedClaim } from '../../src/grounding/claim-type.js';
import { MERGED_FROM, visitInOrder } from '../../src/grounding/merge-in-order.js';

/*
 * Lists each in order, visited as one list in order: what a stable sort of the lists joined in turn
 * gives, item for item (the same objects, the earlier list's first among equal ones). A long text's
 * figure cover and its claims are merged this way (docs/speed.md, forty-second round).
 */
type Item = { span: [number, number]; list: number };
const byPlace = (a: Item, b: Item) => a.span[0] - b.span[0] || a.span[1] - b.span[1];
const visited = (lists: Item[][]) => {
  const out: Item[] = [];
  visitInOrder(lists, byPlace, (item) => out.push(item));
  return out;
};
const joinedAndSorted = (lists: Item[][]) => lists.flat().sort(byPlace);
const items = (list: number, ...spans: [number, number][]) => spans.map((span) => ({ span, list }));

describe('visitInOrder', () => {
  it.each([
    ['lists in order, interleaved', [items(0, [0, 2], [10, 12]), items(1, [3, 5], [11, 11]), items(2, [1, 1])]],
    ['equal places in two lists: the earlier list first', [items(0, [4, 6], [9, 9]), items(1, [4, 6], [4, 5])]],
    ['a list out of order is sorted first, keeping its equal items in turn', [items(0, [8, 9], [2, 3], [8, 9], [1, 4]), items(1, [2, 3])]],
    ['empty lists and one list', [items(0), items(1, [5, 6], [7, 8]), items(2)]],
    ['no list', []],
  ])('%s', (_name, lists) => {
    const want = joinedAndSorted(lists);
    expect(visited(lists)).toEqual(want);
    // The same objects, not equal copies.
    expect(visited(lists).every((item, k) => item === want[k])).toBe(true);
  });

  it('gives the stable sort of the joined lists for random lists, most of them in order', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const lists = Array.from({ length: 1 + random(6) }, (_, list) => {
        const spans = Array.from({ length: random(40) }, (): [number, number] => {
          const start = random(60);
          return [start, start + random(5)];
        });
        // Four lists in five in order, as the readers and claim types give them.
        if (random(5) > 0) spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        return items(list, ...spans);
      });
      const want = joinedAndSorted(lists);
      const got = visited(lists);
      expect(got.length).toBe(want.length);
      expect(got.every((item, k) => item === want[k])).toBe(true);
    }
  });

  it('merges lists longer than MERGED_FROM together', () => {
    const lists = [0, 1, 2].map((list) =>
      items(list, ...Array.from({ length: MERGED_FROM }, (_, k): [number, number] => [3 * k + list, 3 * k + list + 1])),
    );
    const [got, want] = [visited(lists), joinedAndSorted(lists)];
    expect(got.length).toBe(3 * MERGED_FROM);
    expect(got.every((item, k) => item === want[k])).toBe(true);
  });
});

/*
 * A long text's claims, one list per claim type, merged in order of position (extractClaims joins
 * and sorts fewer than MERGED_FROM): what the sort gives, for few claims and for many.
 */
describe('claims in order of position', () => {
  it.each([
    ['a few', 40],
    ['as many as MERGED_FROM', MERGED_FROM],
  ])('%s', (_name, total) => {
    // Three types' claims, each type's in order of position; the second and third share places
    // with the first (a figure inside a date, a name beside a figure).
    const lists = [0, 1, 2].map((list) =>
      Array.from({ length: Math.ceil(total / 3) }, (_, k) => {
        const start = 4 * k + (list === 2 ? 1 : 0);
        return { span: [start, start + (list === 1 ? 2 : 3)] as [number, number], list };
      }),
    );
    const want = lists.flat().sort(byPlace);
    // Only a claim's span decides its place: claims with nothing else stand in for real ones.
    const got: readonly object[] = inPositionOrder(lists as unknown as ExtractedClaim[][]);
    expect(got.length).toBe(want.length);
    expect(got.every((claim, k) => claim === want[k])).toBe(true);
  });
});
