import { describe, expect, it } from 'vitest';
import { claimAt, entityClaimType, judge } from '../../../test/grounding-harness.js';

/*
 * A surname a letter or two off, in a context of many texts (a transcript whose turns name many
 * people of the same given name): the first place in the context, in text order, whose surname is
 * the answer's misspelt is cited (the same surname again later, and another misspelling in between,
 * are not) — as when every place of the given name was read for each claim.
 */

const rows = [
  {
    lang: 'en' as const,
    filler: (i: number) => `Allan ${['Smith', 'Berg', 'Jones', 'Walker'][i % 4]} spoke at meeting ${i}.`,
    first: 'Gary Locke was assistant to Allan Johnston at Kilmarnock.',
    later: 'Allan Johnstone coached the reserves at Kilmarnock.',
    answer: 'Gary Locke was assistant to Allan Johnson at Kilmarnock.',
    focus: 'Allan Johnson',
    cited: 'Allan Johnston',
  },
  {
    lang: 'nb' as const,
    filler: (i: number) => `Kari ${['Hansen', 'Berg', 'Nilsen', 'Lie'][i % 4]} talte på møte ${i}.`,
    first: 'Saksbehandler Kari Nordmann i Nordvik kommune svarte på klagen.',
    later: 'Kari Nordmanns kollega svarte også.',
    answer: 'Klagen ble besvart av Kari Nordman i Nordvik kommune.',
    focus: 'Kari Nordman',
    cited: 'Kari Nordmann',
  },
];

describe('ENTITY: a changed surname in a context of many texts', () => {
  it.each(rows)('$lang: $answer → the first place of the misspelt surname is cited', (row) => {
    const documents: [string, string][] = Array.from({ length: 120 }, (_, i) => [
      `turn-${i + 1}`,
      i + 1 === 70 || i + 1 === 110 ? row.first : i + 1 === 100 ? row.later : row.filler(i),
    ]);
    const { claims } = judge(row.lang, row.filler(0), row.answer, { documents, claimTypes: [entityClaimType] });
    const claim = claimAt(claims, row.answer, row.focus, 'ENTITY');
    expect(claim).toMatchObject({ status: 'contradicted', reason: 'entity.surname-changed' });
    expect(claim?.evidence[0]).toMatchObject({ doc: 'turn-70', text: row.cited });
  });
});
