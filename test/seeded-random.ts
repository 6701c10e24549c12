/**
 * A deterministic generator of numbers in [0, 1) (a linear congruential one): generated test cases
 * are the same on every run, so a failure names a case that can be run again.
 */
export function seededRandom(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x80000000;
  };
}
