import { OwnCaches } from '@factlint/text';
import { describe, expect, it } from 'vitest';
import { analyseText, BALANCED_POLICY, judgeGrounding, VerdictPolicySchema, type ClaimTypePlugin } from '../../src/index.js';
import {
  dateClaimType,
  defaultOptions,
  FIRST_PARTY_CLAIM_TYPES,
  judge,
  localeData,
  numericClaimType,
} from '../../../../test/grounding-harness.js';

describe('judgeGrounding', () => {
  it('sums up: score over checked claims, coverage over sentences, verdict from the policy', () => {
    const context = 'Acme reported revenue of $4.2 million in 2025. It has 120 stores.';
    const answer = 'Acme reported revenue of $4.5 million in 2025. It has 120 stores. The outlook is good.';
    const { claims, summary } = judge('en', context, answer);
    expect(claims.map((c) => [c.type, c.text, c.status])).toEqual([
      ['NUMERIC', '$4.5 million', 'contradicted'],
      ['DATE', '2025', 'supported'],
      ['NUMERIC', '120', 'supported'],
    ]);
    expect(summary).toEqual({ verdict: 'block', grounding_score: 2 / 3, coverage: 2 / 3, claims_total: 3, sentences_unverified: 1 });
  });

  it('an answer with nothing checkable passes with coverage 0 and a null score, never 1.0', () => {
    const { claims, summary } = judge('en', 'Acme has 120 stores.', 'The outlook is good.');
    expect(claims).toEqual([]);
    expect(summary).toEqual({ verdict: 'pass', grounding_score: null, coverage: 0, claims_total: 0, sentences_unverified: 1 });
  });

  it.each([
    [
      'en',
      'Subscription revenue grew 8% in 2024, the Machine Learning team said.',
      'Subscription revenue increased by 8% in 2024, the Machine Learning team said.',
    ],
    [
      'nb',
      'Sysselsettingen økte med 2 prosent i 2024, melder Statistisk Sentralbyrå.',
      'I 2024 økte sysselsettingen med 2 prosent, melder Statistisk Sentralbyrå.',
    ],
    ['ja', '国内売上高は前年同期比で7%増加した。', '国内売上高は前年同期比7%の増加でした。'],
  ])('%s: a consistent change statement or an unmarked phrase is no claim and is not reported (%s)', (lang, context, answer) => {
    const { claims, summary } = judge(lang as 'en', context, answer, { claimTypes: Object.values(FIRST_PARTY_CLAIM_TYPES) });
    expect(claims.filter((c) => c.status === 'not_extracted')).toEqual([]);
    expect(claims.map((c) => c.type)).not.toContain('QUOTE');
    expect(claims.length).toBe(summary.claims_total);
    expect(summary.verdict).toBe('pass');
  });

  it('a stricter policy annotates an answer with nothing checkable', () => {
    const strict = VerdictPolicySchema.parse({ no_claims: 'annotate' });
    expect(judge('en', 'Acme has 120 stores.', 'The outlook is good.', { policy: strict }).summary.verdict).toBe('annotate');
  });

  it('every claim carries its span, value, evidence span in the context and a reason id', () => {
    const context = 'Acme handled 48,250 shipments.';
    const { claims } = judge('en', context, 'Acme handled 48,250 shipments.');
    expect(claims[0]).toEqual({
      type: 'NUMERIC',
      text: '48,250',
      span: [13, 19],
      value: 48250,
      unit: null,
      hedged: false,
      status: 'supported',
      evidence: [{ doc: 'context', span: [13, 19], text: '48,250' }],
      formula: null,
      nearest_context_value: null,
      similarity: null,
      reason: 'numeric.exact',
      confident: true,
    });
  });

  it('a figure stated by the user is evidence too (the user gave it to the model)', () => {
    const { claims } = judge('en', 'Acme has stores.', 'Your budget of 8,500 dollars covers it.', {
      documents: [['turn-0', 'My budget is 8,500 dollars.']],
    });
    expect(claims.map((c) => [c.status, c.evidence[0]?.doc])).toEqual([['supported', 'turn-0']]);
  });

  it('digits of a claim owned by a span-owning type (a URL) are not figures', () => {
    const answer = 'The 2024 report is at https://example.com/reports/2024/annual-8841.';
    const types = [numericClaimType, dateClaimType, FIRST_PARTY_CLAIM_TYPES.URL!];
    const { claims } = judge('en', 'See https://example.com/reports/2024/annual-8841 for the 2024 report.', answer, { claimTypes: types });
    expect(claims.map((c) => c.type)).toEqual(['DATE', 'URL']);
  });

  it('a plugin of a higher span rank drops other claims there, except quotes', () => {
    const owner: ClaimTypePlugin = {
      id: 'CODE',
      span: { rank: 1 },
      reasons: ['code.same'],
      extract: (text) =>
        [...text.source.matchAll(/K-\d+/g)].map((m) => ({
          type: 'CODE',
          text: m[0],
          span: [m.index, m.index + m[0].length],
          value: m[0],
          unit: null,
          hedged: false,
          sentence: 0,
          detail: null,
        })),
      compare: () => ({ status: 'supported', reason: 'code.same', evidence: [] }),
    };
    const { claims } = judge('en', 'Form K-200 costs 200 dollars.', 'Form K-200 costs 200 dollars.', {
      claimTypes: [numericClaimType, owner],
    });
    expect(claims.map((c) => [c.type, c.text])).toEqual([
      ['CODE', 'K-200'],
      ['NUMERIC', '200 dollars'],
    ]);
  });

  it('conversations: claims name their assistant turn', () => {
    const locale = localeData('nb');
    const { claims, summary } = judgeGrounding({
      answers: [
        analyseText('turn-1', 'answer', 'Egenandelen er 3 278 kroner.', locale),
        analyseText('turn-3', 'answer', 'Egenandelen var 3 040 kroner i fjor.', locale),
      ],
      context: [analyseText('context', 'context', 'Egenandelen er 3 278 kroner i 2025.', locale)],
      locale,
      tolerances: defaultOptions(),
      aliases: [],
      policy: BALANCED_POLICY,
      claimTypes: [numericClaimType, dateClaimType],
    });
    expect(claims.map((c) => [c.turn, c.text, c.status])).toEqual([
      [1, '3 278 kroner', 'supported'],
      [3, '3 040 kroner', 'contradicted'],
    ]);
    expect(summary.coverage).toBe(1);
  });

  // analyseText's texts keep the values readers and judges cache for them on themselves; a text a
  // caller builds (here a spread copy, which carries none of them) is cached elsewhere and judged the same.
  it.each([
    [
      'en',
      'Acme reported revenue of $4.2 million in 2025, up 5% from $4.0 million.',
      'Acme reported revenue of $4.5 million in 2025, up 5%.',
    ],
    [
      'nb',
      'Egenandelen er 3 278 kroner i 2025, mot 3 040 kroner i 2024.',
      'Egenandelen er 3 278 kroner i 2025 og var 3 140 kroner i 2024.',
    ],
    ['ja', '2025年の売上高は42億円で、前年比5%増だった。', '2025年の売上高は45億円で、前年比5%増だった。'],
  ] as const)('%s: a text built by the caller is judged as one analyseText made', (lang, context, answer) => {
    const locale = localeData(lang);
    const run = (copy: boolean) => {
      const own = (t: ReturnType<typeof analyseText>) => (copy ? { ...t } : t);
      return judgeGrounding({
        answers: [own(analyseText('answer', 'answer', answer, locale))],
        context: [own(analyseText('context', 'context', context, locale))],
        locale,
        tolerances: defaultOptions(),
        aliases: [],
        policy: BALANCED_POLICY,
        claimTypes: Object.values(FIRST_PARTY_CLAIM_TYPES),
      });
    };
    const made = analyseText('answer', 'answer', answer, locale);
    expect(Object.keys(made)).toEqual(['id', 'role', 'source', 'document', 'scan']);
    expect(OwnCaches.of(made)).toBeDefined();
    expect(OwnCaches.of({ ...made })).toBeUndefined();
    const { claims } = run(false);
    expect(claims.some((c) => c.status === 'contradicted')).toBe(true);
    expect(run(true)).toEqual(run(false));
  });

  it('limitation: a pronoun does not carry the subject, so another figure is unsupported, not contradicted', () => {
    const { claims } = judge('nb', 'Egenandelen er 3 278 kroner.', 'Den er 3 040 kroner.');
    expect(claims.map((c) => c.status)).toEqual(['unsupported']);
  });
});
