import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { FactRecord, FactSpec } from '@factlint/kernel';
import { resolveFactUnit } from '../../src/facts/index.js';
import { CASE_FILES, caseFile, loadCases, runCase } from './case-tables.js';
import { claimLocales, domainFacts, localeFor } from './packs-fixture.js';

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

  it.each([...twins.values()].map((f) => [f.id!, f] as const))('%s: the unit read off the English claim in a Norwegian scenario is the unit key of its twin', (id, twin) => {
    const nb = localeFor('nb');
    const fromClaim = resolveFactUnit(twin, nb, claimLocales());
    const fromKey = resolveFactUnit(domainFacts().get(id)!, nb, claimLocales());
    expect({ family: fromClaim.family, ids: fromClaim.ids, source: fromClaim.source }).toEqual({ family: fromKey.family, ids: fromKey.ids, source: 'claim' });
  });

  it('limitation check: without English unit words a per-cent claim has no unit (the bug this fixes)', () => {
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
