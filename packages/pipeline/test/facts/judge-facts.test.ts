import { describe, expect, it } from 'vitest';
import type { FactSpec } from '@factlint/kernel';
import { judgeFacts, type FactsJudgeInput } from '../../src/facts/index.js';
import { domainFacts, localeFor } from './packs-fixture.js';

type Turn = ['user' | 'assistant', string];

function judge(
  locale: string,
  turns: Turn[] | string,
  facts: (string | FactSpec)[],
  designedSeverity: FactsJudgeInput['designedSeverity'] = 'medium',
) {
  const known = domainFacts();
  return judgeFacts({
    turns:
      typeof turns === 'string'
        ? [{ index: 0, role: 'assistant', text: turns }]
        : turns.map(([role, text], index) => ({ index, role, text })),
    facts: facts.map((f) => (typeof f === 'string' ? known.get(f)! : f)),
    locale: localeFor(locale),
    designedSeverity,
  });
}

describe('judgeFacts: the whole record', () => {
  it('fills every field of a FactRecord', () => {
    const answer = 'Nei. Personfradraget var 108 550 kr i 2025, men for 2026 er personfradraget 114 540 kr i klasse 1.';
    const result = judge(
      'nb',
      [
        ['user', 'Er personfradraget 108 550 kr?'],
        ['assistant', answer],
      ],
      ['personfradrag-2026'],
    );
    const start = answer.indexOf('114 540 kr');
    const dropAt = answer.indexOf('108 550 kr');
    expect(result).toEqual({
      severity: 'pass',
      reasons: ['facts.all-correct'],
      facts: [
        {
          id: 'personfradrag-2026',
          claim: 'Personfradraget i skatteklasse 1, 2026',
          declared: 114540,
          unit: 'NOK',
          outcome: 'correct',
          reason: 'facts.declared-among-candidates',
          values: [114540],
          other_values: [],
          hedged: false,
          capped: false,
          accepted_by: null,
          ranges_set_aside: [],
          dropped: [{ value: 108550, text: '108 550 kr', span: [dropAt, dropAt + 10], turn: 1, filter: 'user_first' }],
          anchors: ['personfradrag'],
          anchor_source: 'declared',
          candidates: [
            {
              value: 114540,
              text: '114 540 kr',
              span: [start, start + 10],
              turn: 1,
              sentence: 'Personfradraget var 108 550 kr i 2025, men for 2026 er personfradraget 114 540 kr i klasse 1.',
              via: 'anchor sentence',
              hedged: false,
              precision: 1,
              bound: null,
              range: null,
            },
          ],
          user_cited_declared: false,
        },
      ],
    });
  });

  it('reads anchors off the claim when none are declared', () => {
    const fact: FactSpec = { claim: 'Egenandelstaket for frikort, 2026', value: 3278, unit: 'NOK' };
    const [record] = judge('nb', 'Egenandelstaket er 3 278 kr i 2026.', [fact]).facts;
    expect(record).toMatchObject({ id: null, anchors: ['Egenandelstaket', 'frikort'], anchor_source: 'claim', outcome: 'correct' });
  });

  it('says a user turn cited the declared value', () => {
    const result = judge(
      'nb',
      [
        ['user', 'Er egenandelstaket 3 278 kr?'],
        ['assistant', 'Ja, egenandelstaket er 3 278 kr for 2026.'],
      ],
      ['egenandelstak-2026'],
    );
    expect(result.facts[0]).toMatchObject({ outcome: 'correct', user_cited_declared: true, dropped: [] });
  });
});

describe('judgeFacts: documented limitations, kept on purpose', () => {
  it('limitation: right and wrong together is correct', () => {
    const result = judge(
      'nb',
      [
        ['user', 'Hvor stort er minstefradraget?'],
        ['assistant', 'Minstefradraget er ca. 31,25 % av lønnen.'],
        ['user', 'Og i 2026?'],
        ['assistant', 'I 2026 er minstefradraget 46 % av lønnsinntekten.'],
      ],
      ['minstefradrag-sats-2026'],
      'high',
    );
    expect(result.severity).toBe('pass');
    expect(result.facts[0]).toMatchObject({ outcome: 'correct', values: [31.25, 46], other_values: [31.25] });
  });

  it('limitation: a figure in the sentence after the anchor is not read', () => {
    const result = judge(
      'nb',
      'Frikort ved egenandeler får du når du har nådd egenandelstaket. Beløpet er ca. 3 300–3 400 kroner.',
      ['egenandelstak-2026'],
      'high',
    );
    expect(result.severity).toBe('UNGRADED');
    expect(result.facts[0]).toMatchObject({ outcome: 'not_stated', reason: 'facts.no-candidates', candidates: [] });
  });

  it('limitation: candidate lists are coarse', () => {
    const answer =
      '### Barnetillegg\n- For to barn blir det 590 kr i uka.\n- Per måned om lag 4 340 kr, i året rundt 13 000 kr.\n- Beløpet følger ikke G, som nå er 130 160 kr.';
    const result = judge(
      'nb',
      [
        ['user', 'Hvor mye barnetillegg får jeg for to barn?'],
        ['assistant', answer],
      ],
      ['aap-barnetillegg-2026'],
      'high',
    );
    // The week, month and year amounts name other periods than the day rate and are set aside; G's figure under the heading stays.
    expect(result.facts[0]).toMatchObject({ outcome: 'wrong', values: [130160], capped: true });
    expect(result.severity).toBe('medium');
  });

  it('limitation: a correct figure the user supplied counts', () => {
    const result = judge(
      'nb',
      [
        ['user', 'Personfradraget er 114 540 kr i 2026. Hva sparer jeg i skatt?'],
        ['assistant', 'Jeg kan ikke bekrefte tallene for 2026, men med et personfradrag på 114 540 kr sparer du 25 199 kr.'],
      ],
      ['personfradrag-2026'],
      'high',
    );
    expect(result.severity).toBe('pass');
    expect(result.facts[0]).toMatchObject({ outcome: 'correct', values: [114540, 25199], user_cited_declared: true });
  });

  it('a hedged figure right at its own precision is correct (ca. 136 500 kr against 136 549; wrong, capped, until issue 12)', () => {
    const result = judge('nb', 'Grunnbeløpet er ca. 136 500 kr.', ['grunnbelop-2026'], 'critical');
    expect(result.facts[0]).toMatchObject({
      outcome: 'correct',
      hedged: true,
      capped: false,
      accepted_by: 'precision',
      reason: 'facts.hedged-at-precision',
    });
    expect(result.severity).toBe('pass');
  });

  it('a hedged figure off at its own precision stays wrong, capped (ca. 136 000 kr against 136 549)', () => {
    const result = judge('nb', 'Grunnbeløpet er ca. 136 000 kr.', ['grunnbelop-2026'], 'critical');
    expect(result.facts[0]).toMatchObject({ outcome: 'wrong', hedged: true, capped: true, accepted_by: null });
    expect(result.severity).toBe('medium');
  });
});

describe('judgeFacts: every locale', () => {
  const allowance: FactSpec = {
    claim: 'The annual caregiver allowance, 2026',
    value: 14000,
    unit: 'USD',
    anchors: ['caregiver allowance'],
  };
  const kihon: FactSpec = { claim: '基本手当の月額、2026年', value: 420000, unit: 'JPY', anchors: ['基本手当'] };
  const table: [name: string, locale: string, answer: string, fact: FactSpec, outcome: string, values: number[], hedged: boolean][] = [
    ['en: about $14,000', 'en', 'The caregiver allowance is about $14,000 a year.', allowance, 'correct', [14000], true],
    [
      'en: between 3,000 and 3,500 dollars',
      'en',
      'The caregiver allowance is between 13,000 and 15,000 dollars.',
      allowance,
      'ambiguous',
      [13000, 15000],
      true,
    ],
    ['en: $12,500 stated flatly', 'en', 'The caregiver allowance is $12,500.', allowance, 'wrong', [12500], false],
    ['ja: 約42万円', 'ja', '基本手当は約42万円です。', kihon, 'correct', [420000], true],
    ['ja: 50万円 without spaces', 'ja', '2026年の基本手当は50万円です。', kihon, 'wrong', [500000], false],
    [
      'ja: claim-derived anchor as a substring',
      'ja',
      '基本手当の月額は42万円です。',
      { ...kihon, anchors: undefined } as FactSpec,
      'correct',
      [420000],
      false,
    ],
  ];
  it.each(table)('%s', (_name, locale, answer, fact, outcome, values, hedged) => {
    const clean = Object.fromEntries(Object.entries(fact).filter(([, v]) => v !== undefined)) as unknown as FactSpec;
    expect(judge(locale, answer, [clean]).facts[0]).toMatchObject({ outcome, values, hedged });
  });
});
