import type { DeclaredFact, InputIssue, LoadedPack } from '@factlint/kernel';
import type { LocaleData, UnitEntry } from '@factlint/text';
import { unknownUnitMessage } from '../facts/index.js';

/*
 * A fact's `unit` must name a unit the packs know (an id or a written form of the units pack or a
 * locale pack): the facts judge reads nothing else from it, and a unit it cannot read silently sets
 * aside every figure written with a unit, so that no wrong value is ever caught. Checked when packs
 * load (for any language) and when a scenario's facts are resolved (for the scenario's language and
 * the languages claims are read in, the units the judge will look the unit up in).
 */

/**
 * An issue for each fact of a pack whose unit no units or locale pack among `packs` knows, at the
 * fact in its data file. A set of packs without language data (`factlint stale` reads the domain
 * packs alone) has nothing to look units up in and is not asked.
 */
export function unknownPackFactUnits(packs: readonly LoadedPack[]): InputIssue[] {
  const withUnits = packs.filter((p) => factsOf(p).some((f) => f.unit !== undefined));
  if (withUnits.length === 0 || !packs.some((p) => p.data.locale !== undefined)) return [];
  const units = packs.flatMap((p) => (p.data.units as UnitEntry[] | undefined) ?? []);
  if (units.length === 0) return [];
  const issues: InputIssue[] = [];
  for (const pack of withUnits) {
    factsOf(pack).forEach((fact, i) => {
      const message = fact.unit === undefined ? null : unknownUnitMessage(fact.unit, units, 'the units pack or any locale pack');
      if (message) issues.push({ file: pack.dataFiles.facts ?? pack.file, path: `facts[${i}].unit`, message: factMessage(fact, message) });
    });
  }
  return issues;
}

/** Why a fact's unit cannot be read in a scenario's languages, or null when one of them knows it. */
export function unknownScenarioFactUnit(fact: { id?: string; unit?: string }, locales: readonly LocaleData[]): string | null {
  if (fact.unit === undefined) return null;
  const message = unknownUnitMessage(
    fact.unit,
    locales.flatMap((l) => l.units),
    `locale ${locales.map((l) => l.id).join(' or ')} or the units pack`,
  );
  return message && factMessage(fact, message);
}

function factMessage(fact: { id?: string }, message: string): string {
  return fact.id ? `fact "${fact.id}": ${message}` : message;
}

function factsOf(pack: LoadedPack): DeclaredFact[] {
  return (pack.data.facts as DeclaredFact[] | undefined) ?? [];
}
