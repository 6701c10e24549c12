import type { FactCandidate } from '@factlint/kernel';
import { figurePrecision, sameValue } from '@factlint/text';

/*
 * A hedged figure judged at its own precision (issue 12). "litt over 819 000 kr" for 819 294 and
 * "rundt 136 500 kr" for 136 549 state the fact; "rundt 12 000 kr" for 15 488 does not, and stays
 * wrong, capped (the seed's rule for a wrong hedged figure). A figure written with a scale word
 * ("15.5 thousand dollars") says by its form how precise it is, and is read at that precision too.
 */

/** The values a hedged figure says the quantity lies in: `[low, high]`, each end open or closed. */
interface StatedInterval {
  low: number;
  high: number;
  lowOpen: boolean;
  highOpen: boolean;
}

function statedInterval(c: Pick<FactCandidate, 'value' | 'bound' | 'hedged' | 'precision'>): StatedInterval {
  // Unhedged, only a scale word makes a figure approximate: read it to its last written digit.
  const p = c.hedged ? figurePrecision(c.value) : Math.min(c.precision, figurePrecision(c.value));
  if (c.bound === 'above') return { low: c.value, high: c.value + p, lowOpen: true, highOpen: false };
  if (c.bound === 'below') return { low: c.value - p, high: c.value, lowOpen: false, highOpen: true };
  return { low: c.value - p / 2, high: c.value + p / 2, lowOpen: false, highOpen: true };
}

function contains(i: StatedInterval, x: number): boolean {
  const aboveLow = i.lowOpen ? x > i.low && !sameValue(x, i.low) : x >= i.low || sameValue(x, i.low);
  const belowHigh = i.highOpen ? x < i.high && !sameValue(x, i.high) : x <= i.high || sameValue(x, i.high);
  return aboveLow && belowHigh;
}

export type HedgedAcceptance = 'precision' | 'bound' | 'tolerance';

/**
 * Whether a hedged point figure (or one written with a scale word) states the declared value: at its own precision (a rounding hedge),
 * on the side its bound word says within that precision, or — when the domain allows it — within
 * `tolerance` (relative to the declared value) beyond that. Null for a figure that is not hedged.
 */
export function hedgedAcceptance(
  c: Pick<FactCandidate, 'value' | 'bound' | 'hedged' | 'range' | 'precision'>,
  declared: number,
  tolerance: number,
): HedgedAcceptance | null {
  if (c.range !== null) return null;
  const scaled = !c.hedged && c.precision > 1;
  if (!c.hedged && !scaled) return null;
  const interval = statedInterval(c);
  if (contains(interval, declared)) return c.bound ? 'bound' : 'precision';
  // The hedge tolerance is for hedged figures only.
  if (tolerance <= 0 || !c.hedged) return null;
  const distance = declared < interval.low ? interval.low - declared : declared - interval.high;
  return distance <= tolerance * Math.abs(declared) + 1e-9 ? 'tolerance' : null;
}

/**
 * A bound word whose side holds but whose figure is far from the value ("over 100 000 kr" for
 * 136 549): true, but it does not state the value, so the fact is not stated rather than wrong.
 */
export function boundHoldsLoosely(c: Pick<FactCandidate, 'value' | 'bound' | 'range'>, declared: number): boolean {
  if (c.range !== null || !c.bound) return false;
  return c.bound === 'above' ? declared > c.value && !sameValue(declared, c.value) : declared < c.value && !sameValue(declared, c.value);
}
