import { describe, expect, it } from 'vitest';
import { SpanSet } from '../../src/grounding/span-set.js';

/*
 * SpanSet answers "does any member overlap [start, end)?" by a search over starts and the furthest
 * end reached so far, past 16 members (a loop below that). Held to the loop over every member on
 * sets on either side of that size, with long spans that start early and nested ones, for every
 * query over the offsets around them.
 */

/** A fixed sequence of pseudo-random numbers (the same sets on every run). */
function numbers(seed: number): () => number {
  let x = seed;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

function overlapsAny(spans: readonly (readonly [number, number])[], start: number, end: number): boolean {
  return spans.some(([s, e]) => s < end && start < e);
}

describe('SpanSet', () => {
  // Given in start order (as a reader's or claim type's list comes) the set reads them in place; out
  // of order it sorts a copy. Both must answer alike, and neither may reorder the caller's list.
  it.each(
    [0, 1, 5, 16, 17, 40, 200].flatMap((size) => [
      [size, 'as they come'],
      [size, 'in start order'],
    ]),
  )('with %i members %s answers as a loop over every member', (size, order) => {
    const next = numbers(size + 7);
    const spans: [number, number][] = [];
    for (let k = 0; k < size; k++) {
      const start = Math.floor(next() * 500);
      // Most spans short, some long enough to cover many others.
      const length = next() < 0.1 ? Math.floor(next() * 300) : Math.floor(next() * 12);
      spans.push([start, start + length]);
    }
    if (order === 'in start order') spans.sort((a, b) => a[0] - b[0]);
    const given = spans.map((s) => s.join());
    const set = new SpanSet(spans);
    expect(spans.map((s) => s.join())).toEqual(given);
    let overlapping = 0;
    for (let start = 0; start < 820; start += 3) {
      for (const width of [0, 1, 4, 25]) {
        const expected = overlapsAny(spans, start, start + width);
        if (expected) overlapping++;
        expect(set.overlaps(start, start + width), `[${start}, ${start + width})`).toBe(expected);
      }
    }
    if (size >= 16) expect(overlapping).toBeGreaterThan(0);
  });

  it('sees a long span that starts before many short ones', () => {
    const spans: [number, number][] = [[0, 1000], ...Array.from({ length: 30 }, (_, k) => [10 + k * 3, 11 + k * 3] as [number, number])];
    const set = new SpanSet(spans);
    expect(set.overlaps(900, 901)).toBe(true);
    expect(set.overlaps(1000, 1005)).toBe(false);
  });
});
