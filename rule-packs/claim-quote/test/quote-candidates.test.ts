import { describe, expect, it } from 'vitest';
import { BestFew, mostHit, PassagePostings, rarestBigrams, Selection } from '../src/quote-candidates.js';
import { bigramsAsWritten, type Passage } from '../src/quote-passage.js';
import { seededRandom } from '../../../test/seeded-random.js';

/*
 * Which context sentences a quote is scored and aligned against in a large context: the sentences
 * holding most of its rarest bigrams (rarestBigrams, mostHit), then the few most alike by Dice
 * score (BestFew); a change statement's, those holding any of its rarest words (holdingAny). Each
 * picks what a stable sort of every sentence would, without sorting them all.
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
      const chosen = new Selection(cap);
      mostHit(Int32Array.from(hit), hit.length, counts, most, cap, chosen);
      expect([...chosen.positions.subarray(0, chosen.count)], `case ${n}`).toEqual(expected);
    }
  });

  it('takes every hit when they are fewer than the cap', () => {
    const chosen = new Selection();
    mostHit(Int32Array.of(7, 2, 5, 4), 3, Int32Array.of(0, 0, 1, 0, 0, 3, 0, 2), 3, 256, chosen);
    expect([...chosen.positions.subarray(0, chosen.count)]).toEqual([2, 5, 7]);
  });
});

describe('BestFew', () => {
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
      const best = new BestFew<(typeof items)[number]>(few, least);
      for (const item of items) best.offer(item, item.score);
      expect(best.items, `case ${n}`).toEqual(expected);
    }
  });
});

/** Postings over `sets.length` passages, passage `at` holding the keys `sets[at]`. */
function postingsOf(sets: readonly number[][]): PassagePostings {
  const passages = sets.map((keys) => ({ keys }) as unknown as Passage);
  return new PassagePostings(passages, (p) => (p as unknown as { keys: number[] }).keys);
}

/** A key's first `cap` passages, as a list read by hand gives them. */
const firstHolding = (sets: readonly number[][], key: number, cap: number): number[] =>
  sets.flatMap((keys, at) => (keys.includes(key) ? [at] : [])).slice(0, cap);

describe('PassagePostings', () => {
  // Searches run one after another on one shared tally: each must find it all zero again.
  it('holdingAny and holdingMost give what sets and sorts give, search after search (500 generated contexts)', () => {
    const next = seededRandom(41);
    for (let n = 0; n < 500; n++) {
      // Keys are distinct within a passage and within a search, as a passage's word set and a statement's rarest words are.
      const distinctKeys = (most: number) => [...new Set(Array.from({ length: most }, () => Math.floor(next() * 12)))];
      const sets = Array.from({ length: 1 + Math.floor(next() * 120) }, () => distinctKeys(Math.floor(next() * 5)));
      const postings = postingsOf(sets);
      for (let search = 0; search < 3; search++) {
        const keys = distinctKeys(1 + Math.floor(next() * 5));
        const cap = 1 + Math.floor(next() * 40);
        const union = [...new Set(keys.flatMap((key) => firstHolding(sets, key, cap)))].sort((a, b) => a - b);
        const any = new Selection(cap);
        const complete = postings.holdingAny(keys, cap, any);
        expect([...any.positions.subarray(0, any.count)], `case ${n}.${search}`).toEqual(union.slice(0, cap));
        expect(complete, `case ${n}.${search}`).toBe(union.length <= cap && keys.every((key) => postings.count(key) <= cap));

        const counts = new Map<number, number>();
        for (const key of keys) for (const at of firstHolding(sets, key, cap)) counts.set(at, (counts.get(at) ?? 0) + 1);
        const most = [...counts.keys()]
          .sort((a, b) => counts.get(b)! - counts.get(a)! || a - b)
          .slice(0, cap)
          .sort((a, b) => a - b);
        const held = new Selection(cap);
        postings.holdingMost(keys, cap, held);
        expect([...held.positions.subarray(0, held.count)], `case ${n}.${search}`).toEqual(most);
      }
    }
  });
});

describe('rarestBigrams', () => {
  it('takes the bigrams held by the fewest passages, the first written first among equals (1,000 generated cases)', () => {
    const next = seededRandom(43);
    const letters = ['a', 'b', 'c', 'ø', '国', 'の', ' '];
    for (let n = 0; n < 1000; n++) {
      const text = Array.from({ length: Math.floor(next() * 30) }, () => letters[Math.floor(next() * letters.length)]).join('');
      const distinct = [...new Set(bigramsAsWritten(text))];
      // Each passage holds some of the text's bigrams (and none of some).
      const sets = Array.from({ length: 1 + Math.floor(next() * 20) }, () => distinct.filter(() => next() < 0.4));
      const postings = postingsOf(sets);
      const few = 1 + Math.floor(next() * 6);
      const expected = distinct
        .filter((g) => postings.count(g) > 0)
        .sort((a, b) => postings.count(a) - postings.count(b))
        .slice(0, few);
      expect(rarestBigrams(text, postings, few), `case ${n}: ${JSON.stringify(text)}`).toEqual(expected);
    }
  });
});
