/*
 * How precisely a figure states its value, and when two figures state the same one: shared by the
 * grounding comparator (a hedged figure near a context figure) and the declared-facts judge (a
 * hedged figure against a fact).
 */

/** Two figures state the same value: numerically, whatever the format (`130 160` = `130160` = `130.160`). */
export function sameValue(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Significant digits a figure is read to at least: "rundt 100 000 kr" does not say 136 549. */
const MIN_SIGNIFICANT_DIGITS = 2;

/**
 * The place of a figure's last non-zero digit (819 000 → 1 000, 31.25 → 0.01, 10.90 → 0.1), but never
 * coarser than its second significant digit (100 000 → 10 000): how precisely a hedged figure states
 * its value, whatever zeros it is written with.
 */
export function figurePrecision(value: number): number {
  const v = Math.abs(value);
  if (v === 0) return 1;
  let place = 1;
  if (Number.isInteger(v)) {
    while (v % (place * 10) === 0) place *= 10;
  } else {
    for (let d = 1; d <= 9; d++) {
      place = 10 ** -d;
      if (sameValue(Math.round(v / place) * place, v)) break;
    }
  }
  const coarsest = 10 ** (Math.floor(Math.log10(v)) - (MIN_SIGNIFICANT_DIGITS - 1));
  return Math.min(place, coarsest);
}
