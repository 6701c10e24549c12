import { spansOverlap, type FactSpec, type Span } from '@factlint/kernel';
import {
  allMatches,
  bySpanStart,
  perLocale,
  scanText,
  type LocaleData,
  type UnitEntry,
  type UnitFamily,
  type UnitMatch,
  writingOf,
  literalAlternation,
  POINTS,
} from '@factlint/text';

/** Which figures can state a fact: its unit family, and for money the currencies. */
export interface FactUnit {
  /** Null when neither `unit` nor the claim names a unit: then only bare figures are read. */
  family: UnitFamily | null;
  /** Canonical unit ids the fact is stated in (`NOK`), or empty when any unit of the family will do. */
  ids: string[];
  source: 'unit' | 'claim' | 'none';
}

/**
 * A fact's unit family: from `unit` when it names a unit of the locale, else from the unit words of
 * the claim. Money and shares outrank time words, so "NOK per month" is an amount and "per cent per
 * year" a share (SPEC §5).
 *
 * A claim is read in the scenario's locale and in `claimLocales`, the languages facts' claims are
 * written in whatever the scenario's language (`locale.fact_claims`): a Norwegian scenario's fact
 * "Minstefradrag on wage income, percent" is in per cent.
 */
export function resolveFactUnit(fact: FactSpec, locale: LocaleData, claimLocales: readonly LocaleData[] = []): FactUnit {
  const readers = [locale, ...claimLocales.filter((l) => l !== locale && l.id !== locale.id)];
  if (fact.unit !== undefined) {
    for (const reader of readers) {
      const entry = lookUpUnit(fact.unit, reader);
      if (entry) return { family: entry.family, ids: exactIds(entry), source: 'unit' };
    }
  }
  const words = readers.flatMap((reader) => unitWordsOutsideFigures(fact.claim, reader));
  const chosen = words.find((w) => w.family === 'currency') ?? words.find((w) => w.family === 'percent') ?? firstInClaim(words);
  if (chosen) return { family: chosen.family, ids: exactIds(chosen), source: 'claim' };
  return { family: null, ids: [], source: 'none' };
}

function firstInClaim(words: readonly UnitWord[]): UnitWord | undefined {
  return words.reduce<UnitWord | undefined>((first, w) => (first === undefined || w.span[0] < first.span[0] ? w : first), undefined);
}

/** Whether a figure's unit states the fact: same family, and for money the same currency when known. */
export function unitFits(unit: UnitMatch | null, factUnit: FactUnit): 'fits' | 'other' | 'bare' {
  if (unit === null) return factUnit.family === null ? 'fits' : 'bare';
  if (factUnit.family === null || unit.family !== factUnit.family) return 'other';
  if (factUnit.ids.length > 0 && !factUnit.ids.includes(unit.id)) return 'other';
  return 'fits';
}

function exactIds(entry: { family: UnitFamily; id: string }): string[] {
  // A currency names one unit among many of its family; "days" and "dager" are one thing. A level in
  // per cent is stated in per cent, never in points (`cut by 0.25 percentage points` is a change).
  if (entry.family === 'currency') return [entry.id];
  return entry.family === 'percent' && entry.id !== POINTS ? [entry.id] : [];
}

function lookUpUnit(unit: string, locale: LocaleData): UnitEntry | undefined {
  return unitEntryFor(unit, locale.units);
}

/** The unit a fact's `unit` names among `entries`: by id (as written, then in any case), else by one of its forms. */
export function unitEntryFor(unit: string, entries: readonly UnitEntry[]): UnitEntry | undefined {
  const folded = unit.toLowerCase();
  return (
    entries.find((u) => u.id === unit) ??
    entries.find((u) => u.id.toLowerCase() === folded) ??
    entries.find((u) => u.forms.some((f) => (u.case_sensitive ? f === unit : f.toLowerCase() === folded)))
  );
}

/**
 * Why a fact's `unit` cannot be read, or null when `entries` know it. A unit nobody knows is never
 * free text to pass by: the judge would fall back on the claim's unit words, or on bare figures only,
 * and set aside every figure the answer writes with a unit.
 */
export function unknownUnitMessage(unit: string, entries: readonly UnitEntry[], where: string): string | null {
  if (unitEntryFor(unit, entries)) return null;
  return `unit "${unit}" is not a unit ${where} knows: give the id or a written form of the unit the figure itself carries (a currency code, %, day, week, month), and name any period in the claim: unit NOK with a claim that says per month, not unit NOK/month`;
}

interface UnitWord {
  id: string;
  family: UnitFamily;
  span: Span;
}

/**
 * Unit words in a claim that do not belong to a figure or a date of the claim: in "benefit for those
 * over 25 years" the years qualify who gets it, while "in dollars" or "per month" say what the fact is
 * counted in.
 */
function unitWordsOutsideFigures(claim: string, locale: LocaleData): UnitWord[] {
  const scan = scanText(claim, locale);
  const taken: Span[] = [
    ...scan.numbers.flatMap((n) => (n.unit ? [n.unit.span] : [])),
    ...scan.ranges.flatMap((r) => (r.unit ? [r.unit.span] : [])),
    // A year written with a year word after it is a date, not a count of years.
    ...scan.dates.map((d) => d.span),
  ];
  return findUnitWords(claim, locale).filter((w) => !taken.some((t) => spansOverlap(t, w.span)));
}

interface UnitWordPattern {
  regex: RegExp;
  byForm: Map<string, UnitEntry>;
  caseless: Map<string, UnitEntry>;
}

/** Every unit form in a text, standing as a word of its own (any substring in an unspaced script). */
export function findUnitWords(text: string, locale: LocaleData): UnitWord[] {
  const out: UnitWord[] = [];
  for (const p of unitWordPatterns(locale)) {
    for (const m of allMatches(text, p.regex)) {
      const form = m[1]!;
      const entry = p.byForm.get(form) ?? p.caseless.get(form.toLowerCase());
      if (!entry) continue;
      const start = m.index + m[0].length - form.length;
      out.push({ id: entry.id, family: entry.family, span: [start, start + form.length] });
    }
  }
  return out.sort(bySpanStart);
}

const unitWordPatterns = perLocale((locale: LocaleData): UnitWordPattern[] => {
  const sensitive = new Map<string, UnitEntry>();
  const caseless = new Map<string, UnitEntry>();
  for (const entry of locale.units) {
    for (const form of entry.forms) {
      if (entry.case_sensitive) sensitive.has(form) || sensitive.set(form, entry);
      else caseless.has(form.toLowerCase()) || caseless.set(form.toLowerCase(), entry);
    }
  }
  const spaced = writingOf(locale).spaced;
  const build = (forms: string[], flags: string): RegExp | null => {
    if (forms.length === 0) return null;
    const alternation = literalAlternation(forms);
    // A form is a word of its own: no letter or digit glued to either side (but `%` may follow a digit).
    const source = spaced ? `(?:^|(?<=[^\\p{L}\\p{N}]))(${alternation})(?![\\p{L}])` : `(${alternation})`;
    return new RegExp(source, flags);
  };
  const out: UnitWordPattern[] = [];
  const s = build([...sensitive.keys()], 'gu');
  if (s) out.push({ regex: s, byForm: sensitive, caseless: new Map() });
  const c = build([...caseless.keys()], 'giu');
  if (c) out.push({ regex: c, byForm: new Map(), caseless });
  return out;
});
