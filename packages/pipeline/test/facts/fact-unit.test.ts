import { describe, expect, it } from 'vitest';
import type { FactSpec } from '@factlint/kernel';
import { resolveFactUnit, unitFits, type FactUnit } from '../../src/facts/index.js';
import { localeFor } from './packs-fixture.js';

describe("a fact's unit family", () => {
  const table: [locale: string, fact: FactSpec, unit: FactUnit][] = [
    [
      'nb',
      { claim: 'Grunnbeløpet i folketrygden (G), fra 1. mai 2026', value: 136549, unit: 'NOK' },
      { family: 'currency', ids: ['NOK'], source: 'unit' },
    ],
    [
      'nb',
      { claim: 'Egenandelen på blå resept i prosent av prisen, 2026', value: 60, unit: '%' },
      // A level in per cent is stated in per cent: points are the size of a change.
      { family: 'percent', ids: ['%'], source: 'unit' },
    ],
    // A unit written as a word of the locale is looked up by its forms.
    ['nb', { claim: 'Egenandelstaket, 2026', value: 3278, unit: 'kr' }, { family: 'currency', ids: ['NOK'], source: 'unit' }],
    // Without `unit`: the claim's unit words. Money outranks time, so "kroner per måned" is an amount.
    [
      'nb',
      { claim: 'Basislånet i kroner per måned, studieåret 2026–2027', value: 15488 },
      { family: 'currency', ids: ['NOK'], source: 'claim' },
    ],
    ['nb', { claim: 'Egenandelen på blå resept i prosent av prisen', value: 60 }, { family: 'percent', ids: ['%'], source: 'claim' }],
    ['en', { claim: 'Change in Bank Rate', value: 0.25, unit: 'pp' }, { family: 'percent', ids: [], source: 'unit' }],
    // "100 prosent" is a figure of the claim; the weeks are what it counts.
    ['nb', { claim: 'Antall uker med foreldrepenger ved 100 prosent dekning', value: 49 }, { family: 'weeks', ids: [], source: 'claim' }],
    ['nb', { claim: 'Antall uker med fedrekvote', value: 15 }, { family: 'weeks', ids: [], source: 'claim' }],
    // "over 25 år" belongs to a figure of the claim: it says who, not what the fact is counted in.
    ['nb', { claim: 'Minste årlige ytelse av AAP over 25 år (2,041 G)', value: 278697 }, { family: null, ids: [], source: 'none' }],
    ['en', { claim: 'The basic loan in NOK per month, 2026–2027', value: 15488 }, { family: 'currency', ids: ['NOK'], source: 'claim' }],
    ['en', { claim: 'The caregiver allowance in dollars per year', value: 14000 }, { family: 'currency', ids: ['USD'], source: 'claim' }],
    ['ja', { claim: '基本手当の月額（円）', value: 420000 }, { family: 'currency', ids: ['JPY'], source: 'claim' }],
  ];
  it.each(table)('%s: %s', (locale, fact, unit) => {
    expect(resolveFactUnit(fact, localeFor(locale))).toEqual(unit);
  });
});

describe('whether a figure can state the fact', () => {
  const nok: FactUnit = { family: 'currency', ids: ['NOK'], source: 'unit' };
  const percent: FactUnit = { family: 'percent', ids: [], source: 'unit' };
  const none: FactUnit = { family: null, ids: [], source: 'none' };
  const unit = (id: string, family: 'currency' | 'percent' | 'months') => ({
    id,
    family,
    text: id,
    span: [0, 1] as [number, number],
    position: 'after' as const,
  });
  const table: [name: string, figureUnit: ReturnType<typeof unit> | null, fact: FactUnit, fit: 'fits' | 'other' | 'bare'][] = [
    ['kroner for a NOK fact', unit('NOK', 'currency'), nok, 'fits'],
    ['dollars for a NOK fact are another currency', unit('USD', 'currency'), nok, 'other'],
    ['months for a NOK fact', unit('month', 'months'), nok, 'other'],
    ['per cent for a NOK fact', unit('%', 'percent'), nok, 'other'],
    ['a bare figure for a NOK fact', null, nok, 'bare'],
    ['prosent for a per-cent fact', unit('%', 'percent'), percent, 'fits'],
    ['a bare figure for a fact without a unit', null, none, 'fits'],
    ['kroner for a fact without a unit', unit('NOK', 'currency'), none, 'other'],
  ];
  it.each(table)('%s', (_name, figureUnit, fact, fit) => {
    expect(unitFits(figureUnit, fact)).toBe(fit);
  });
});
