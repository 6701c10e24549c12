import { describe, expect, it } from 'vitest';
import type { FactCandidate } from '@factlint/kernel';
import { decideOutcome, type FactVerdict } from '../../src/facts/index.js';

/** A candidate as the judge would find it in `sentence`: the figure `text`, its value, hedge, range. */
function found(sentence: string, text: string, value: number, opts: { hedged?: boolean; range?: [number, number] } = {}): FactCandidate {
  const start = sentence.indexOf(text);
  if (start < 0) throw new Error(`"${text}" is not in "${sentence}"`);
  return {
    value,
    text,
    span: [start, start + text.length],
    turn: 0,
    sentence,
    via: 'anchor sentence',
    hedged: opts.hedged ?? opts.range !== undefined,
    precision: 1,
    bound: null,
    range: opts.range ?? null,
  };
}

const G = 'I 2025 var G 130 160 kr, fra 1. mai 2026 er den 136 549 kr.';
const TAK = 'Med G = 130 160 kr blir taket 780 960 kr.';
const RANGE = 'Personfradraget har ligget rundt 108 000–115 000 kr de siste årene, og jeg tror det er 108 550 kr.';
const ONLY_RANGE = 'Egenandelstaket ligger mellom 3 200 og 3 300 kr i 2026.';
const HEDGED = 'Egenandelstaket er omtrent 3 500 kroner, altså ca. 3 500 kr.';
const MIXED = 'Egenandelstaket er ca. 3 500 kr, eller 3 500 kr rundt regnet.';

describe('the outcome rule, in order (SPEC §5)', () => {
  const table: [name: string, declared: number, candidates: FactCandidate[], verdict: Partial<FactVerdict>][] = [
    [
      'no candidates → not_stated',
      136549,
      [],
      {
        outcome: 'not_stated',
        reason: 'facts.no-candidates',
        values: [],
        other_values: [],
        hedged: false,
        capped: false,
        ranges_set_aside: [],
      },
    ],
    [
      "declared among them → correct, last year's figure in other_values",
      136549,
      [found(G, '130 160 kr', 130160), found(G, '136 549 kr', 136549)],
      {
        outcome: 'correct',
        reason: 'facts.declared-among-candidates',
        values: [130160, 136549],
        other_values: [130160],
        hedged: false,
        capped: false,
      },
    ],
    [
      'none of them the declared value → wrong on two figures, capped',
      819294,
      [found(TAK, '130 160 kr', 130160), found(TAK, '780 960 kr', 780960)],
      { outcome: 'wrong', reason: 'facts.no-candidate-matches', values: [130160, 780960], hedged: false, capped: true },
    ],
    [
      'one figure stated flatly → wrong, not capped',
      136549,
      [found(TAK, '130 160 kr', 130160)],
      { outcome: 'wrong', values: [130160], other_values: [130160], hedged: false, capped: false },
    ],
    [
      'the same wrong figure twice, both hedged → one value, hedged and capped',
      3278,
      [found(HEDGED, '3 500 kroner', 3500, { hedged: true }), found(HEDGED, '3 500 kr', 3500, { hedged: true })],
      { outcome: 'wrong', values: [3500], hedged: true, capped: true },
    ],
    [
      'the same wrong figure once hedged, once flat → rests on one figure stated flatly, not capped',
      3278,
      [found(MIXED, '3 500 kr', 3500, { hedged: true }), found(MIXED, '3 500 kr rundt', 3500)],
      { outcome: 'wrong', values: [3500], hedged: false, capped: false },
    ],
    [
      'a range beside a wrong point figure is set aside (holdout 1 miss)',
      114540,
      [found(RANGE, '108 000–115 000 kr', 108000, { range: [108000, 115000] }), found(RANGE, '108 550 kr', 108550)],
      { outcome: 'wrong', values: [108550], ranges_set_aside: [[108000, 115000]], hedged: false, capped: false },
    ],
    [
      'a range beside the right point figure is set aside, correct',
      108550,
      [found(RANGE, '108 000–115 000 kr', 108000, { range: [108000, 115000] }), found(RANGE, '108 550 kr', 108550)],
      { outcome: 'correct', values: [108550], other_values: [], ranges_set_aside: [[108000, 115000]] },
    ],
    [
      'only a range containing the value → ambiguous',
      3278,
      [found(ONLY_RANGE, '3 200 og 3 300 kr', 3200, { range: [3200, 3300] })],
      { outcome: 'ambiguous', reason: 'facts.range-contains-declared', hedged: true, capped: false, ranges_set_aside: [] },
    ],
    [
      'a range end equal to the value is still only a range → ambiguous',
      3300,
      [found(ONLY_RANGE, '3 200 og 3 300 kr', 3200, { range: [3200, 3300] })],
      { outcome: 'ambiguous' },
    ],
    [
      'only a range that misses the value → wrong, hedged and capped',
      3278,
      [found('Taket er 3 300–3 400 kroner.', '3 300–3 400 kroner', 3300, { range: [3300, 3400] })],
      { outcome: 'wrong', reason: 'facts.no-range-contains-declared', values: [3300, 3400], hedged: true, capped: true },
    ],
    [
      'a decimal value compares numerically (31,25 % against 46 %)',
      46,
      [found('Minstefradraget er 31,25 % av lønnen.', '31,25 %', 31.25)],
      { outcome: 'wrong', values: [31.25], capped: false },
    ],
    [
      'a hedged declared value is correct and hedged',
      46,
      [found('Minstefradraget utgjør ca. 46 % av lønnsinntekten.', '46 %', 46, { hedged: true })],
      { outcome: 'correct', hedged: true, capped: false },
    ],
  ];
  it.each(table)('%s', (_name, declared, candidates, verdict) => {
    expect(decideOutcome(declared, candidates)).toMatchObject(verdict);
  });

  it('limitation: right and wrong together is correct (ca. 31,25 %, then 46 %)', () => {
    const first = found('Minstefradraget er ca. 31,25 % av lønnen.', '31,25 %', 31.25, { hedged: true });
    const later = { ...found('For lønn er minstefradraget 46 % av lønnsinntekten i 2026.', '46 %', 46), turn: 2 };
    expect(decideOutcome(46, [first, later])).toMatchObject({
      outcome: 'correct',
      values: [31.25, 46],
      other_values: [31.25],
      capped: false,
    });
  });
});
