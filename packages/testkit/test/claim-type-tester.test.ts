import { describe, expect, it } from 'vitest';
import { claimTypeTableIssues, ClaimTypeTester, type ClaimTypeTables } from '../src/index.js';
import type { ClaimTypePlugin } from '@factlint/pipeline';

const supported = {
  context: 'The pilot grant was $45,000.',
  answer: 'The pilot grant was $45,000.',
  claim: '$45,000',
  status: 'supported',
  reason: 'numeric.exact',
} as const;
const contradicted = {
  context: 'The pilot grant was $45,000.',
  answer: 'The pilot grant was $54,000.',
  claim: '$54,000',
  status: 'contradicted',
  reason: 'numeric.different-value',
} as const;

describe('claim-type tables are checked before they run', () => {
  it('well-formed tables have no issue', () => {
    expect(claimTypeTableIssues({ en: { valid: [supported], invalid: [contradicted] } })).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['an unknown key in a case', { en: { valid: [{ ...supported, staus: 'supported' }] } }, 'en.valid.0: Unrecognized key: "staus"'],
    ['an unknown table', { en: { valid: [supported], errors: [] } }, 'en: Unrecognized key: "errors"'],
    ['a status that is no claim status', { nb: { invalid: [{ ...contradicted, status: 'wrong' }] } }, 'nb.invalid.0.status'],
    ['a flagged status among the valid cases', { en: { valid: [contradicted] } }, 'en.valid[0].status: "contradicted" belongs in invalid'],
    ['a backed status among the invalid cases', { ja: { invalid: [supported] } }, 'ja.invalid[0].status: "supported" belongs in valid'],
    [
      'a claim that is not in the answer',
      { en: { valid: [{ ...supported, claim: '$46,000' }] } },
      'en.valid[0].claim: "$46,000" is not in the answer',
    ],
    [
      'the same case twice',
      { en: { valid: [supported], invalid: [contradicted, { ...contradicted, name: 'again' }] } },
      'en.invalid[1]: the same case as en.invalid[0]',
    ],
    ['a locale with no case', { en: {} }, 'en: no case'],
  ])('rejects %s', (_label, tables, issue) => {
    expect(claimTypeTableIssues(tables).join('\n')).toContain(issue);
  });

  it('the same sentences under other options are two cases', () => {
    expect(claimTypeTableIssues({ en: { valid: [supported, { ...supported, options: { numeric_tolerance: 0.05 } }] } })).toEqual([]);
  });

  it('run() refuses bad tables with every issue, before declaring a test', () => {
    const plugin = {
      id: 'NUMERIC',
      reasons: [],
      extract: () => [],
      compare: () => ({ status: 'supported', reason: 'x', evidence: [] }),
    } as ClaimTypePlugin;
    const bad = { en: { valid: [contradicted, contradicted] } } as unknown as ClaimTypeTables;
    expect(() => new ClaimTypeTester().run(plugin, bad)).toThrow(
      /claim-type tables of NUMERIC:\nen\.valid\[0\]\.status.*\n.*\nen\.valid\[1\]: the same case as en\.valid\[0\]/,
    );
  });
});

// The tester on a type that reads nothing: a valid case must fail (no claim over the text).
describe('the tester fails a type that misses the claim', () => {
  const blind: ClaimTypePlugin = {
    id: 'NUMERIC',
    reasons: [],
    extract: () => [],
    compare: () => ({ status: 'supported', reason: 'numeric.exact', evidence: [] }),
  };
  new ClaimTypeTester().run(blind, { en: { valid: [{ ...supported, limitation: 'this type reads no figure, so the case must fail' }] } });
});
