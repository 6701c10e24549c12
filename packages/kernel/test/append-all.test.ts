import { describe, expect, it } from 'vitest';
import { appendAll } from '../src/append-all.js';

describe('appendAll', () => {
  it('adds every item in order and returns the list it was given', () => {
    const list = ['a'];
    expect(appendAll(list, ['b', 'c'])).toBe(list);
    expect(list).toEqual(['a', 'b', 'c']);
    expect(appendAll(list, [])).toEqual(['a', 'b', 'c']);
  });

  it.each([8_192, 8_193])('keeps the order of %i items, either side of where it stops spreading', (n) => {
    const items = Array.from({ length: n }, (_, i) => i);
    expect(appendAll([-1], items)).toEqual([-1, ...items]);
  });

  it('takes 500,000 items, as many claims as a megabyte of figures holds, where a spread push runs out of stack', () => {
    const items = Array.from({ length: 500_000 }, (_, i) => i);
    expect(() => [].push(...(items as never[]))).toThrow(RangeError);
    const list = appendAll([-1], items);
    expect(list).toHaveLength(500_001);
    expect(list.at(-1)).toBe(499_999);
  });
});
