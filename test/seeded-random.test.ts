import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.js';

// The generator behind the generated cases of the ENTITY, QUOTE, DATE and pipeline index tests: a
// generator that cycles early would test the same few cases over and over, and a loop that waits
// for enough distinct draws would never end.
describe('seededRandom', () => {
  it.each([1, 42, 2024, 0x7fffffff])('draws 100,000 distinct numbers in [0, 1) from seed %i', (seed) => {
    const next = seededRandom(seed);
    const seen = new Set<number>();
    for (let k = 0; k < 100_000; k++) {
      const value = next();
      expect(value >= 0 && value < 1).toBe(true);
      seen.add(value);
    }
    expect(seen.size).toBe(100_000);
  });

  it('repeats its sequence for the same seed and not for another', () => {
    const draws = (seed: number) => {
      const next = seededRandom(seed);
      return Array.from({ length: 5 }, () => next());
    };
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
  });
});
