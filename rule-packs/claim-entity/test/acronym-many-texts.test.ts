import { describe, expect, it } from 'vitest';
import { claimAt, entityClaimType, judge } from '../../../test/grounding-harness.js';

/*
 * Acronyms in a context of many texts (a transcript: every turn a text). Only the texts that can
 * hold an expansion (a word of the acronym's first letter followed by one of its second, perhaps
 * past a short lower-case word) or the acronym written as a capitalised word are searched; the text
 * cited must be the one a search of every text gives: the first in the context. Expansions are read
 * from capitalised words, which a Japanese text does not write, so the rows are en and nb.
 */

const TURNS = 120;

const rows = [
  {
    case: 'an expansion, an earlier text starting alike',
    lang: 'en' as const,
    filler: (i: number) => `Delegates from region ${i} asked about the budget.`,
    placed: {
      50: 'The World Health Forum met in Geneva.',
      70: 'The World Health Organization declared the emergency over.',
      110: 'The World Health Organization thanked the staff.',
    },
    answer: 'The WHO declared the emergency over.',
    focus: 'WHO',
    expected: { status: 'approximate', reason: 'entity.acronym' },
    cited: { doc: 'turn-70', text: 'World Health Organization' },
  },
  {
    case: 'an expansion past a short word',
    lang: 'en' as const,
    filler: (i: number) => `Delegates from region ${i} asked about the budget.`,
    placed: {
      40: 'The Organisation for Economic Affairs met.',
      80: 'The Organisation for Economic Co-operation and Development expects growth.',
    },
    answer: 'The OECD expects growth.',
    focus: 'OECD',
    expected: { status: 'approximate', reason: 'entity.acronym' },
    cited: { doc: 'turn-80', text: 'Organisation for Economic Co-operation and Development' },
  },
  {
    case: 'an expansion of two letters',
    lang: 'en' as const,
    filler: (i: number) => `Delegates from region ${i} asked about the budget.`,
    placed: { 45: 'The European Commission met in Brussels.', 75: 'The European Union raised tariffs on steel.' },
    answer: 'The EU raised tariffs on steel.',
    focus: 'EU',
    expected: { status: 'approximate', reason: 'entity.acronym' },
    cited: { doc: 'turn-75', text: 'European Union' },
  },
  {
    case: 'an expansion',
    lang: 'nb' as const,
    filler: (i: number) => `Deltakere fra region ${i} spurte om budsjettet.`,
    placed: { 30: 'Norsk Teknologiforum holdt møte.', 90: 'Norsk Teknisk Museum åpnet utstillingen i går.' },
    answer: 'NTM åpnet utstillingen i går.',
    focus: 'NTM',
    expected: { status: 'approximate', reason: 'entity.acronym' },
    cited: { doc: 'turn-90', text: 'Norsk Teknisk Museum' },
  },
  {
    case: 'the acronym as a capitalised word',
    lang: 'en' as const,
    filler: (i: number) => `Delegates from region ${i} asked about the budget.`,
    placed: { 60: 'Leaders of Nato met in Vilnius.', 100: 'The summit of Nato ended.' },
    answer: 'NATO leaders met in Vilnius.',
    focus: 'NATO',
    expected: { status: 'supported', reason: 'entity.exact' },
    cited: { doc: 'turn-60', text: 'Nato' },
  },
  {
    case: 'the acronym as a capitalised word',
    lang: 'nb' as const,
    filler: (i: number) => `Deltakere fra region ${i} spurte om budsjettet.`,
    placed: { 60: 'Styret i Fifa møttes i Zürich.' },
    answer: 'Styret i FIFA møttes i Zürich.',
    focus: 'FIFA',
    expected: { status: 'supported', reason: 'entity.exact' },
    cited: { doc: 'turn-60', text: 'Fifa' },
  },
  {
    case: 'a capitalised word at sentence starts only, the word in lower case later',
    lang: 'en' as const,
    filler: (i: number) => `Delegates from region ${i} asked about the budget.`,
    placed: { 30: 'Data show a rise in exports.', 90: 'The board read the data again.' },
    answer: 'The DATA office reported a rise in exports.',
    focus: 'DATA',
    expected: { status: 'unsupported' },
    cited: undefined,
  },
];

describe('ENTITY: acronyms in a context of many texts', () => {
  it.each(rows)('$lang: $case ($focus)', (row) => {
    const placed: Record<number, string> = row.placed;
    const documents: [string, string][] = Array.from({ length: TURNS }, (_, i) => [`turn-${i + 1}`, placed[i + 1] ?? row.filler(i)]);
    const { claims } = judge(row.lang, row.filler(0), row.answer, { documents, claimTypes: [entityClaimType] });
    const claim = claimAt(claims, row.answer, row.focus, 'ENTITY');
    expect(claim).toMatchObject(row.expected);
    if (row.cited) expect(claim?.evidence[0]).toMatchObject(row.cited);
    else expect(claim?.evidence).toEqual([]);
  });
});
