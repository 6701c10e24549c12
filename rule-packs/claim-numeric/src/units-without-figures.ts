import type { Evidence } from '@factlint/kernel';
import { allMatches, perLocale, unitFractions, unitsCountedOnce, type LocaleData, type UnitEntry } from '@factlint/text';
import { evidenceIn, valuesPerContext, type AnalysedText, type GroundingContext } from '@factlint/pipeline';
import type { Figure } from './numeric-figures.js';
import { convertibleEntry, inYears, secondsIn } from './unit-conversion.js';
import { yearPhrasesOf } from './year-phrases.js';

/*
 * A quantity with a unit that the context writes without a figure of its own, found once the claim
 * is found nowhere else: a duration as a clock reads (`2:01:09`, a race time), or one unit counted by
 * a word (`in a day`, `about an hour`, `ett døgn`). The reader takes no figure from either (digits
 * joined by colons are a time of day or a reference; `a` is an article), so an answer that wrote
 * `2 hours, 1 minute and 9 seconds` or `within 24 hours` found nothing to stand on and was unsupported.
 */

/** `h:mm:ss` or `m:ss`, not inside a longer run of digits, colons or a decimal. */
const CLOCK_FORM = /(?<![\d:.,])(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(?![\d:])/g;

interface ClockForm {
  text: string;
  span: [number, number];
  /** Two parts (minutes and seconds) or three (hours, minutes and seconds). */
  parts: 2 | 3;
}

/** The context's clock forms by the seconds each gives, read once per context. */
const contextClockForms = valuesPerContext((text) =>
  allMatches(text.source, CLOCK_FORM).map((m): readonly [number, ClockForm] => {
    const three = m[3] !== undefined;
    const seconds = three ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : Number(m[1]) * 60 + Number(m[2]);
    return [seconds, { text: m[0], span: [m.index, m.index + m[0].length], parts: three ? 3 : 2 }];
  }),
);

/**
 * The context's clock form of the claim's duration. Two parts are read as minutes and seconds only
 * for a claim in seconds: `2:30` is more often half past two than two and a half minutes.
 */
export function clockDurationInContext(f: Figure, ctx: GroundingContext): Evidence | undefined {
  if (f.kind !== 'point' || f.unit === null) return undefined;
  const factor = secondsIn(f.unit, ctx.locale);
  if (factor === null) return undefined;
  const seconds = f.value * factor;
  const hit = contextClockForms(ctx.index, ctx.locale).firstNear(seconds, 1e-9 * seconds, (_, form) => form.parts === 3 || factor === 1);
  return hit && evidenceIn(hit.text, { span: hit.value.span, text: hit.value.text });
}

/** The context's units counted once by a word, by how many of their base unit each is. */
const contextUnitsCountedOnce = valuesPerContext((text, locale) =>
  unitsCountedOnce(text.source, locale).map((hit) => [hit.value.factor_to_base ?? 1, hit] as const),
);

/** `base amount` for every convertible unit of the locale: how many of its base one of it is. */
const oneUnitAmounts = perLocale((locale: LocaleData): ReadonlySet<string> => {
  const amounts = new Set<string>();
  for (const u of locale.units) if (u.base !== undefined) amounts.add(`${u.base} ${u.factor_to_base ?? 1}`);
  return amounts;
});

/** One unit the context counts by a word (`a day`) that the claim's figure converts to exactly (`24 hours`). */
export function unitCountedOnceInContext(f: Figure, ctx: GroundingContext): Evidence | undefined {
  if (f.kind !== 'point' || f.unit === null) return undefined;
  const entry = convertibleEntry(f.unit, ctx.locale);
  if (entry === undefined) return undefined;
  const amount = f.value * (entry.factor_to_base ?? 1);
  // Only an amount that is one of some unit (24 hours, a day) is looked for: the context is read for
  // units counted by a word the first time one is.
  if (!oneUnitAmounts(ctx.locale).has(`${entry.base} ${amount}`)) return undefined;
  const sameBase = (_: unknown, hit: { value: UnitEntry }) => hit.value.base === entry.base;
  const hit = contextUnitsCountedOnce(ctx.index, ctx.locale).firstNear(amount, 1e-9 * amount, sameBase);
  return hit && wordsAsEvidence(hit);
}

/** What an amount of `unit` is measured in, and how many of that one of it is: its base where it converts, else the unit itself. */
function measureOf(unit: UnitEntry): { key: string; factor: number } {
  return unit.base === undefined ? { key: unit.id, factor: 1 } : { key: unit.base, factor: unit.factor_to_base ?? 1 };
}

/** The context's units counted by a fraction word (`half a per cent`), by the amount each is in its measure. */
const contextUnitFractions = valuesPerContext((text, locale) =>
  unitFractions(text.source, locale).map((hit) => [hit.value * measureOf(hit.unit).factor, hit] as const),
);

/** A unit the context counts by a fraction word (`half a per cent`, `en halv prosent`) that is the claim's amount (0.5 %). */
export function unitFractionInContext(f: Figure, ctx: GroundingContext): Evidence | undefined {
  if (f.kind !== 'point' || f.unit === null || f.value <= 0) return undefined;
  const entry = convertibleEntry(f.unit, ctx.locale);
  const { key, factor } = entry ? measureOf(entry) : { key: f.unit.id, factor: 1 };
  const amount = f.value * factor;
  const hit = contextUnitFractions(ctx.index, ctx.locale).firstNear(amount, 1e-9 * amount, (_, h) => measureOf(h.unit).key === key);
  return hit && wordsAsEvidence(hit);
}

/** The context's relative and narrated years, by how many years away each is. */
const contextYearPhrases = valuesPerContext((text, locale) => yearPhrasesOf(text, locale).map((hit) => [hit.value, hit] as const));

/**
 * A span of whole years the context says by a year it counts from another (`前年より59万5000人減少`,
 * "down from the year before"): `1年間で60万人減った`, "fell in one year". The span is the distance.
 */
export function yearsSpannedInContext(f: Figure, ctx: GroundingContext): Evidence | undefined {
  if (f.kind !== 'point' || f.unit === null) return undefined;
  const years = inYears(f, ctx.locale);
  if (years === undefined || !Number.isInteger(years) || years < 1) return undefined;
  const hit = contextYearPhrases(ctx.index, ctx.locale).firstNear(years, 0);
  return hit && wordsAsEvidence(hit);
}

/** Words found in a context text (a WordMatcher hit), as evidence. */
function wordsAsEvidence(hit: { text: AnalysedText; value: { start: number; end: number } }): Evidence {
  const { start, end } = hit.value;
  return evidenceIn(hit.text, { span: [start, end], text: hit.text.source.slice(start, end) });
}
