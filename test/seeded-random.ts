/**
 * A deterministic generator of numbers in [0, 1) (a linear congruential one): generated test cases
 * are the same on every run, so a failure names a case that can be run again. The step multiplies
 * in 32-bit integers (`Math.imul`): a product in floating point passes 2^53 and loses its low bits,
 * and the sequence then fell into short cycles (a loop waiting for 2,000 distinct names never ended).
 */
export function seededRandom(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s / 0x80000000;
  };
}
