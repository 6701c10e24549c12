import type { LocaleData, UnitMatch } from '@factlint/text';
import { isPercent } from '@factlint/text';
import type { Figure } from './numeric-figures.js';
import type { RateBase } from './numeric-periods.js';
import { unitConversion } from './unit-conversion.js';

/*
 * Rates over a base (`2.9 doctors per 1,000 people`, `6 litres per 100 km`, a per cent): two rates
 * are one measure only over the same base, or over bases one scales to (`29 per 10,000` is `2.9 per
 * 1,000`; `170 Wh per km` is `17 kWh per 100 km`; `0.34%` is `3.4 per 1,000`).
 */

/** A per cent counts over a hundred of what its figure counts. */
const PER_CENT: RateBase = { amount: 100, unit: null };

/** The base a figure is a rate over: the one the text names, or a hundred for a per cent (`implied`). */
export function rateBaseOrPerCent(f: Figure): { base: RateBase; implied: boolean } | null {
  if (f.rateBase) return { base: f.rateBase, implied: false };
  return isPercent(f.unit) ? { base: PER_CENT, implied: true } : null;
}

/**
 * How many of `to` one `from` is: 1 where one side names no unit (a count over a count) or both name
 * the same; an exact conversion otherwise; null where they do not convert exactly.
 */
function unitFactor(from: UnitMatch | null, to: UnitMatch | null, locale: LocaleData): number | null {
  if (from === null || to === null || from.id === to.id) return 1;
  const conversion = unitConversion(from, to, locale);
  return conversion?.exact ? conversion.low : null;
}

/**
 * What the context rate `theirs` (a figure over `theirBase`) is multiplied by to be counted in the
 * claim's unit over the claim's base `myBase`; null where the values or the bases do not convert. A
 * per cent's own unit counts as none (its base holds the hundred).
 */
export function rateFactor(mine: Figure, myBase: RateBase, theirs: Figure, theirBase: RateBase, locale: LocaleData): number | null {
  const value = unitFactor(countedUnit(theirs), countedUnit(mine), locale);
  const base = unitFactor(theirBase.unit, myBase.unit, locale);
  if (value === null || base === null || theirBase.amount === 0) return null;
  return (value * myBase.amount) / (theirBase.amount * base);
}

/** The unit of what a rate counts: none for a per cent, whose hundred is its base. */
function countedUnit(f: Figure): UnitMatch | null {
  return isPercent(f.unit) ? null : f.unit;
}
