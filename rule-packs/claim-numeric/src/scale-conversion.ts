import type { LocaleData } from '@factlint/text';
import { perLocale } from '@factlint/text';
import type { ContextFigure, ContextFigureIndex } from './numeric-context.js';
import type { Figure } from './numeric-figures.js';
import { basesConvertedByValue } from './unit-conversion.js';

/*
 * A temperature given in the other scale (`104°F` against the source's `40°C`). The scales share a
 * base and one of them has an offset (the locale's unit data, `offset_to_base`), so they convert by
 * value, not as multiples: each figure is taken into the base and compared there, at the claim's own
 * precision. Units that are multiples of each other convert in unit-conversion.ts.
 */

interface Scale {
  base: string;
  factor: number;
  offset: number;
}

/** Every unit of a base some unit reaches with an offset, by id: the scales that convert by value. */
const scalesByValue = perLocale((locale: LocaleData): ReadonlyMap<string, Scale> => {
  const bases = basesConvertedByValue(locale);
  const scales = new Map<string, Scale>();
  for (const u of locale.units) {
    if (u.base === undefined || !bases.has(u.base) || scales.has(u.id)) continue;
    scales.set(u.id, { base: u.base, factor: u.factor_to_base ?? 1, offset: u.offset_to_base ?? 0 });
  }
  return scales;
});

/** A context figure of another scale of the claim's base that is the claim's value once converted, or undefined. */
export function otherScaleInContext(f: Figure, index: ContextFigureIndex, locale: LocaleData): ContextFigure | undefined {
  if (f.kind !== 'point' || f.unit === null) return undefined;
  const scales = scalesByValue(locale);
  const mine = scales.get(f.unit.id);
  if (mine === undefined) return undefined;
  const value = f.value * mine.factor + mine.offset;
  // The claim's own precision, in the base: 104 °F stands for 103.5 to 104.5, 39.7 to 40.3 °C.
  const half = (f.roundingUnit / 2) * mine.factor;
  for (const c of index.all) {
    const g = c.figure;
    if (g.kind !== 'point' || g.unit === null || g.unit.id === f.unit.id) continue;
    const theirs = scales.get(g.unit.id);
    if (theirs === undefined || theirs.base !== mine.base) continue;
    if (Math.abs(g.value * theirs.factor + theirs.offset - value) <= half + 1e-9) return c;
  }
  return undefined;
}
