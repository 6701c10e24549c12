import { describe, expect, it } from 'vitest';
import { InputError, type ClaimResult, type ScenarioReport } from '@factlint/kernel';
import { focusStatus, formatEvalSummary, readEvalCases, summariseEval, type EvalCase, type EvalCaseResult } from '../../src/index.js';

const base = { language: 'en', claim_type: 'NUMERIC', category: 'grounded', context: 'Acme has 120 stores.', rationale: 'r' };
const line = (o: Record<string, unknown>) => JSON.stringify({ ...base, ...o });

function claim(text: string, span: [number, number], status: ClaimResult['status'], type = 'NUMERIC'): ClaimResult {
  return {
    type,
    text,
    span,
    value: null,
    unit: null,
    hedged: false,
    status,
    evidence: [],
    formula: null,
    nearest_context_value: null,
    similarity: null,
    reason: `x.${status}`,
  };
}

describe('readEvalCases', () => {
  it('reads cases and ignores keys another tool added', () => {
    const text = [
      line({
        case_id: 'a',
        answer: 'Acme has 120 stores.',
        focus_value: '120',
        expected_status: 'supported',
        claimcheck_status: 'supported',
        agrees: true,
        latency_ms: 0.2,
      }),
      '',
    ].join('\n');
    const [c] = readEvalCases(text, 'cases.jsonl');
    expect(c).toMatchObject({ case_id: 'a', focus_value: '120', line: 1 });
    expect(c).not.toHaveProperty('claimcheck_status');
  });

  it('names the file, line and key of every problem', () => {
    const text = [
      line({ case_id: 'a', answer: 'Acme has 120 stores.', focus_value: '130', expected_status: 'supported' }),
      '{not json',
      line({ case_id: 'b', answer: 'x', focus_value: '', expected_status: 'maybe' }),
      line({ case_id: 'c', answer: 'x', focus_value: '', expected_status: 'supported' }),
      line({ case_id: 'c', answer: 'x', focus_value: '', expected_status: 'supported' }),
    ].join('\n');
    try {
      readEvalCases(text, 'cases.jsonl');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).issues.map((i) => [i.file, i.line, i.path])).toEqual([
        ['cases.jsonl', 1, 'focus_value'],
        ['cases.jsonl', 2, ''],
        ['cases.jsonl', 3, 'expected_status'],
        ['cases.jsonl', 5, 'case_id'],
      ]);
    }
  });
});

describe('focusStatus', () => {
  const c = { answer: 'Acme has 120 stores and 40 vans.', focus_value: '40 vans', claim_type: 'NUMERIC' };
  it('takes the claim of the case type overlapping the focus value', () => {
    expect(focusStatus([claim('120', [9, 12], 'supported'), claim('40', [24, 26], 'contradicted')], c)).toBe('contradicted');
  });
  it('is not_extracted when no claim of that type overlaps', () => {
    expect(focusStatus([claim('120', [9, 12], 'supported'), claim('40 vans', [24, 31], 'supported', 'ENTITY')], c)).toBe('not_extracted');
  });
  it('a coverage case (empty focus) takes the first claim of its type', () => {
    expect(focusStatus([], { ...c, focus_value: '' })).toBe('not_extracted');
    expect(focusStatus([claim('120', [9, 12], 'unsupported')], { ...c, focus_value: '' })).toBe('unsupported');
  });
});

describe('summariseEval', () => {
  const result = (
    id: string,
    expected: EvalCase['expected_status'],
    status: EvalCase['expected_status'],
    verdict: ScenarioReport['verdict'],
    human: EvalCase['human_verdict'] = 'acceptable',
    latency = 0.1,
  ): EvalCaseResult => ({
    case: { ...base, case_id: id, answer: '', focus_value: '', expected_status: expected, human_verdict: human, line: 1 },
    report: { verdict, latency_ms: latency, claims: [] } as unknown as ScenarioReport,
    status,
  });
  const results = [
    result('ok-1', 'supported', 'supported', 'pass', 'acceptable', 0.01),
    result('ok-2', 'contradicted', 'contradicted', 'block', 'acceptable', 0.02),
    result('miss', 'unsupported', 'supported', 'pass', 'acceptable', 0.03),
    result('fp-label', 'contradicted', 'contradicted', 'block', 'false_positive', 0.04),
    result('fn-label', 'approximate', 'approximate', 'retry', 'false_negative', 0.05),
    result('clean-flagged', 'not_extracted', 'unsupported', 'retry', 'acceptable', 0.5),
  ];
  const s = summariseEval(results);

  it('counts agreement and the confusion table', () => {
    expect(s.agreement).toEqual({ count: 4, of: 6, rate: 4 / 6 });
    expect(s.confusion.unsupported.supported).toBe(1);
    expect(s.disagreements.map((d) => d.case_id)).toEqual(['miss', 'clean-flagged']);
  });

  it('answer-level recall uses the human verdict: a false negative should be flagged, a false positive should pass', () => {
    expect(s.recall).toEqual({ count: 2, of: 3, rate: 2 / 3 });
    expect(s.missed).toEqual(['miss']);
    expect(s.clean_pass).toEqual({ count: 1, of: 3, rate: 1 / 3 });
    expect(s.false_positives).toEqual({ count: 2, of: 3, rate: 2 / 3, cases: ['fp-label', 'clean-flagged'] });
  });

  it('reports latency percentiles and a text table', () => {
    expect(s.latency_ms).toEqual({ p50: 0.03, p95: 0.5, max: 0.5 });
    expect(formatEvalSummary(s)).toContain('false positives: fp-label, clean-flagged');
  });
});
