import type { LocaleData, UnitEntry, UnitMatch } from '@factlint/text';
import { perLocale } from '@factlint/text';

/*
 * Durations written in different units (`1.5 years` against `18 months`, `1.5 hours` against `90 minutes`).
 * The factors are the locale's unit data (`base`, `factor_to_base`, `approximate_length`): units of
 * one base convert exactly; a unit whose length varies (a month is 28–31 days) converts into the
 * other base as a range, and a match there is only approximate.
 */

/** How many of the target unit one source unit is: exactly (`low === high`), or within a range. */
export interface Conversion {
  low: number;
  high: number;
  exact: boolean;
}

interface ConvertibleUnits {
  /**
   * Folded written form → the entries it belongs to, one per unit id (forms of entries without a base
   * are absent): a form opens several units only where a word after the figure tells them apart (a
   * CJK per-hour word before kilometres or miles, `closing_forms`).
   */
  byForm: Map<string, UnitEntry[]>;
  /** Unit id → its convertible entry. */
  byId: Map<string, UnitEntry>;
  /** A unit as written → its convertible entries or null: folded once per written form, not per comparison. */
  byWritten: Map<string, UnitEntry[] | null>;
}

/**
 * The bases some unit reaches with an offset (`offset_to_base`: Fahrenheit to Celsius): the units of
 * such a base convert by value (scale-conversion.ts), never as multiples here.
 */
export const basesConvertedByValue = perLocale(
  (locale: LocaleData): ReadonlySet<string> =>
    new Set(locale.units.flatMap((u) => (u.offset_to_base !== undefined && u.base !== undefined ? [u.base] : []))),
);

const convertibleUnits = perLocale((locale: LocaleData): ConvertibleUnits => {
  const byForm = new Map<string, UnitEntry[]>();
  const byId = new Map<string, UnitEntry>();
  // A form listed in an entry without a base never converts as a unit of that entry's family,
  // whatever else of the family lists it; one family's word may still be another's unit (`pounds`:
  // money, or the mass).
  const fixed = new Set(locale.units.filter((u) => u.base === undefined).flatMap((u) => u.forms.map((f) => `${u.family} ${foldForm(f)}`)));
  const byValue = basesConvertedByValue(locale);
  for (const u of locale.units) {
    if (u.base === undefined || byValue.has(u.base)) continue;
    if (!byId.has(u.id)) byId.set(u.id, u);
    for (const form of u.forms) {
      const key = foldForm(form);
      if (fixed.has(`${u.family} ${key}`)) continue;
      const entries = byForm.get(key);
      if (entries === undefined) byForm.set(key, [u]);
      else if (!entries.some((e) => e.id === u.id)) entries.push(u);
    }
  }
  return { byForm, byId, byWritten: new Map() };
});

function foldForm(form: string): string {
  return form.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The convertible entries of the form a unit was written as, or null. */
function writtenEntries(unit: UnitMatch, units: ConvertibleUnits): UnitEntry[] | null {
  let written = units.byWritten.get(unit.text);
  if (written === undefined) {
    written = units.byForm.get(foldForm(unit.text)) ?? null;
    units.byWritten.set(unit.text, written);
  }
  return written;
}

/** The convertible entry a unit was written as, or undefined (a currency, `business days`). */
function entryOf(unit: UnitMatch, units: ConvertibleUnits): UnitEntry | undefined {
  const written = writtenEntries(unit, units);
  if (written === null) return undefined;
  for (let k = 0; k < written.length; k++) if (written[k]!.id === unit.id) return written[k];
  return undefined;
}

/**
 * Another unit the form a unit was written in names, of `base`: a word that names two units (`pounds`,
 * read as money, is also the mass; an `ounce` of mass is also a fluid ounce) converts as the one the
 * other side's unit can be, so `2.9 pounds` stands for `2.9 lb` and a `12-ounce` can for 355 ml.
 */
function otherReading(unit: UnitMatch, base: string | undefined, units: ConvertibleUnits): UnitEntry | undefined {
  if (base === undefined) return undefined;
  const written = writtenEntries(unit, units);
  if (written === null) return undefined;
  for (let k = 0; k < written.length; k++) if (written[k]!.base === base && written[k]!.id !== unit.id) return written[k];
  return undefined;
}

/** How many `to` one `from` is, or null when the two do not convert (or are the same unit). */
export function unitConversion(from: UnitMatch, to: UnitMatch, locale: LocaleData): Conversion | null {
  if (from.id === to.id) return null;
  const units = convertibleUnits(locale);
  let a = entryOf(from, units);
  let b = entryOf(to, units);
  if (a === undefined || b === undefined || a.base !== b.base) {
    // The units as read have no base in common: the other side's unit tells which a two-unit word means.
    const fromOther = otherReading(from, b?.base, units);
    const toOther = fromOther ? undefined : otherReading(to, a?.base, units);
    if (fromOther) a = fromOther;
    else if (toOther) b = toOther;
  }
  if (a === undefined || b === undefined) return null;
  if (a.base === b.base) {
    const factor = (a.factor_to_base ?? 1) / (b.factor_to_base ?? 1);
    return { low: factor, high: factor, exact: true };
  }
  const forward = lengthIn(a, b, units);
  if (forward) return forward;
  const backward = lengthIn(b, a, units);
  if (!backward) return null;
  return { low: 1 / backward.high, high: 1 / backward.low, exact: false };
}

/** One `a` in `b`s through `a`'s approximate length, when that length is given in `b`'s base. */
function lengthIn(a: UnitEntry, b: UnitEntry, units: ConvertibleUnits): Conversion | null {
  const length = a.approximate_length;
  if (!length) return null;
  const via = units.byId.get(length.unit);
  if (via === undefined || via.base !== b.base) return null;
  const scale = (via.factor_to_base ?? 1) / (b.factor_to_base ?? 1);
  return { low: length.min * scale, high: length.max * scale, exact: false };
}

/** The unit id durations convert through (the locale's unit data: `base: second`). */
const SECOND = 'second';

/** The entry a unit was written as when it converts exactly to others of its base, else undefined. */
export function convertibleEntry(unit: UnitMatch, locale: LocaleData): UnitEntry | undefined {
  return entryOf(unit, convertibleUnits(locale));
}

/** How many seconds one `unit` is, or null when it is no duration that converts exactly. */
export function secondsIn(unit: UnitMatch, locale: LocaleData): number | null {
  const entry = convertibleEntry(unit, locale);
  return entry?.base === SECOND ? (entry.factor_to_base ?? 1) : null;
}

/** The unit id years are written in (the locale's unit data). */
const YEAR = 'year';

/** How many years the figure is, when its unit converts exactly to years (`1年間`, `12 months`). */
export function inYears(f: { value: number; unit: UnitMatch | null }, locale: LocaleData): number | undefined {
  if (f.unit === null) return undefined;
  const units = convertibleUnits(locale);
  const entry = entryOf(f.unit, units);
  const year = units.byId.get(YEAR);
  if (entry === undefined || year === undefined || entry.base !== year.base) return undefined;
  return (f.value * (entry.factor_to_base ?? 1)) / (year.factor_to_base ?? 1);
}
