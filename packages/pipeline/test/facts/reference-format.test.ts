import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { FactRecord, FactSpec } from '@factlint/kernel';
import { judgeFacts, resolveFactUnit } from '../../src/facts/index.js';
import { CASE_FILES, caseFile, loadCases, runCase } from './case-tables.js';
import { claimLocales, domainFacts, localeFor, RULE_PACKS } from './packs-fixture.js';

/*
 * The twelve domain facts as the reference harness writes them (English claims, no `unit` key) must
 * give the same outcome as their unit-keyed twins in the domain pack on every shipped facts case.
 */

const twins = new Map<string, FactSpec>(
  (parse(readFileSync(resolve(import.meta.dirname, 'reference-format-facts.yaml'), 'utf8')).facts as FactSpec[]).map((f) => [f.id!, f]),
);

/** Everything the judge decided, without what only says how the fact was written. */
function decided(r: FactRecord): Omit<FactRecord, 'claim' | 'unit'> {
  const { claim: _claim, unit: _unit, ...rest } = r;
  return rest;
}

describe('reference-format facts (English claims, no unit key)', () => {
  it('are the twelve facts of the domain pack, with the same ids, values and anchors, and no unit', () => {
    const packed = domainFacts();
    expect([...twins.keys()].sort()).toEqual([...packed.keys()].sort());
    for (const [id, twin] of twins) {
      expect(twin.unit).toBeUndefined();
      expect({ value: twin.value, anchors: twin.anchors }).toEqual({ value: packed.get(id)!.value, anchors: packed.get(id)!.anchors });
    }
  });

  it.each([...twins.values()].map((f) => [f.id!, f] as const))(
    '%s: the unit read off the English claim in a Norwegian scenario is the unit key of its twin',
    (id, twin) => {
      const nb = localeFor('nb');
      const fromClaim = resolveFactUnit(twin, nb, claimLocales());
      const fromKey = resolveFactUnit(domainFacts().get(id)!, nb, claimLocales());
      expect({ family: fromClaim.family, ids: fromClaim.ids, source: fromClaim.source }).toEqual({
        family: fromKey.family,
        ids: fromKey.ids,
        source: 'claim',
      });
    },
  );

  it('read in the scenario locale alone, the per-cent claim has no unit (the bug issue 12 fixes)', () => {
    expect(resolveFactUnit(twins.get('minstefradrag-sats-2026')!, localeFor('nb')).family).toBeNull();
  });

  let compared = 0;
  for (const name of CASE_FILES) {
    for (const c of loadCases(caseFile(name))) {
      if (!c.facts.some((f) => typeof f === 'string')) continue;
      compared++;
      it(`${name}: ${c.name}`, () => {
        const packed = runCase(c);
        const reference = runCase(c, twins);
        expect(reference.facts.map(decided)).toEqual(packed.facts.map(decided));
        expect(reference.severity).toBe(packed.severity);
      });
    }
  }
  it('compares a good share of the shipped cases', () => {
    expect(compared).toBeGreaterThan(100);
  });
});

/** The shipped scenario files that name domain facts by id: the domain pack's own and the examples. */
const REPO = resolve(RULE_PACKS, '..');
const SCENARIO_FILES = [
  ...readdirSync(join(RULE_PACKS, 'domain-no-welfare/scenarios')).map((f) => join(RULE_PACKS, 'domain-no-welfare/scenarios', f)),
  ...['quickstart.yaml', 'facts-nb.yaml', 'facts-en.yaml', 'facts-ja.yaml', 'domain-rough-figures/scenarios/rough-figures.yaml'].map((f) =>
    join(REPO, 'examples', f),
  ),
];

interface ShippedScenario {
  id: string;
  locale: string;
  answer?: string;
  conversation?: { role: 'user' | 'assistant'; content: string }[];
  facts?: (string | FactSpec)[];
}

describe('reference-format facts on the shipped scenario files', () => {
  const scenarios = SCENARIO_FILES.flatMap((file) =>
    (parse(readFileSync(file, 'utf8')).scenarios as ShippedScenario[]).map((s) => ({ file, s })),
  );
  const named = scenarios.filter(({ s }) => s.facts?.some((f) => typeof f === 'string'));
  it('finds scenarios that name domain facts', () => {
    expect(named.length).toBeGreaterThanOrEqual(8);
  });
  it.each(named.map(({ file, s }) => [`${file.slice(REPO.length + 1)}: ${s.id}`, s] as const))('%s', (_name, s) => {
    const turns =
      s.answer !== undefined
        ? [{ index: 0, role: 'assistant' as const, text: s.answer }]
        : s.conversation!.map((t, index) => ({ index, role: t.role, text: t.content }));
    const judge = (known: ReadonlyMap<string, FactSpec>) =>
      judgeFacts({
        turns,
        facts: s.facts!.map((f) =>
          typeof f === 'string'
            ? known.get(f)!
            : { claim: f.claim, value: f.value, ...(f.unit && { unit: f.unit }), ...(f.anchors && { anchors: f.anchors }) },
        ),
        locale: localeFor(s.locale),
        claimLocales: claimLocales(),
        designedSeverity: 'high',
      });
    const packed = judge(domainFacts());
    const reference = judge(twins);
    expect(reference.facts.map(decided)).toEqual(packed.facts.map(decided));
  });
});
