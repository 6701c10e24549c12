import { describe, expect, it } from 'vitest';
import { bestFew, mostHit } from '../src/quote-candidates.js';
import { seededRandom } from '../../../test/seeded-random.js';

/*
 * Which context sentences a quote is scored and aligned against in a large context: the sentences
 * holding most of its rarest bigrams (mostHit), then the few most alike by Dice score (bestFew).
 * Each picks what a stable sort of every sentence would, without sorting them all.
 */

describe('mostHit', () => {
  it('takes the positions a sort by count, then position, takes, in context order (2,000 generated cases)', () => {
    const next = seededRandom(17);
    for (let n = 0; n < 2000; n++) {
      const most = 1 + Math.floor(next() * 16);
      const size = 1 + Math.floor(next() * 600);
      const counts = new Int32Array(size);
      const hit: number[] = [];
      for (let at = 0; at < size; at++) if (next() < 0.6) hit.push(at);
      // Hits in the order the bigrams met them, not in context order.
      for (let k = hit.length - 1; k > 0; k--) {
        const j = Math.floor(next() * (k + 1));
        [hit[k], hit[j]] = [hit[j]!, hit[k]!];
      }
      for (const at of hit) counts[at] = 1 + Math.floor(next() * most);
      const cap = 1 + Math.floor(next() * 300);
      const expected = [...hit]
        .sort((a, b) => counts[b]! - counts[a]! || a - b)
        .slice(0, cap)
        .sort((a, b) => a - b);
      expect([...mostHit(hit, counts, most, cap)], `case ${n}`).toEqual(expected);
    }
  });

  it('takes every hit when they are fewer than the cap', () => {
    expect([...mostHit([7, 2, 5], Int32Array.of(0, 0, 1, 0, 0, 3, 0, 2), 3, 256)]).toEqual([2, 5, 7]);
  });
});

describe('bestFew', () => {
  it('keeps the first few of a stable sort by score, at least the least score (2,000 generated cases)', () => {
    const next = seededRandom(23);
    for (let n = 0; n < 2000; n++) {
      // Scores of few values, so that ties are common.
      const items = Array.from({ length: Math.floor(next() * 40) }, (_, id) => ({ id, score: Math.floor(next() * 6) / 5 }));
      const few = 1 + Math.floor(next() * 4);
      const least = Math.floor(next() * 4) / 5;
      const expected = items
        .filter((i) => i.score >= least)
        .sort((a, b) => b.score - a.score)
        .slice(0, few);
      expect(
        bestFew(items, (i) => i.score, few, least),
        `case ${n}`,
      ).toEqual(expected);
    }
  });
});
