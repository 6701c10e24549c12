import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ClaimStatus, Verdict } from '@factlint/kernel';
import { BALANCED_POLICY, groundingScore, verdictFor, VerdictPolicySchema, type VerdictPolicy } from '../../src/index.js';
import { packLoader, RULE_PACKS } from '../../../../test/grounding-harness.js';

const presets = new Map(
  readdirSync(RULE_PACKS)
    .filter((d) => d.startsWith('preset-'))
    .map((d) => {
      const pack = packLoader().load(RULE_PACKS + d);
      return [d.slice('preset-'.length), pack] as const;
    }),
);
const policy = (name: string) => presets.get(name)!.data.policy as VerdictPolicy;
const claims = (...statuses: ClaimStatus[]) => statuses.map((status) => ({ status }));

describe('verdict policy', () => {
  it('ships the five presets, each a valid policy', () => {
    expect([...presets.keys()].sort()).toEqual(['balanced', 'numeric-date-only', 'observe', 'strict', 'tolerant-numbers']);
  });

  const table: [string, ClaimStatus[], Verdict][] = [
    ['balanced', ['supported', 'derived', 'approximate'], 'pass'],
    ['balanced', ['supported', 'unsupported'], 'retry'],
    ['balanced', ['unsupported', 'contradicted', 'supported'], 'block'],
    ['balanced', [], 'pass'],
    ['balanced', ['not_extracted'], 'pass'],
    ['observe', ['contradicted', 'unsupported'], 'annotate'],
    ['observe', ['supported'], 'pass'],
    ['strict', ['approximate'], 'annotate'],
    ['strict', ['unsupported'], 'block'],
    ['strict', [], 'annotate'],
    ['numeric-date-only', ['contradicted'], 'block'],
    ['tolerant-numbers', ['unsupported'], 'retry'],
  ];
  it.each(table)('%s: %j → %s', (name, statuses, verdict) => {
    expect(verdictFor(claims(...statuses), policy(name))).toBe(verdict);
  });

  it('balanced is also the default of an empty policy', () => {
    expect(policy('balanced')).toEqual(BALANCED_POLICY);
    // Written out rather than parsed at load: the same object, keys in the same order, as the schema makes of `{}`.
    expect(JSON.stringify(BALANCED_POLICY)).toBe(JSON.stringify(VerdictPolicySchema.parse({})));
    expect(VerdictPolicySchema.parse({ statuses: { unsupported: 'annotate' } })).toEqual({
      ...BALANCED_POLICY,
      statuses: { ...BALANCED_POLICY.statuses, unsupported: 'annotate' },
    });
  });

  it('presets set their tolerances', () => {
    expect(presets.get('numeric-date-only')!.data.tolerances).toEqual({ claim_types: ['NUMERIC', 'DATE'] });
    expect(presets.get('tolerant-numbers')!.data.tolerances).toEqual({ numeric_tolerance: 0.05, hedge_tolerance: 0.15 });
  });

  it('a minimum grounding score lifts the verdict when the score falls below it', () => {
    const p = VerdictPolicySchema.parse({ statuses: { unsupported: 'annotate' }, min_grounding_score: 0.75, below_min: 'retry' });
    expect(verdictFor(claims('supported', 'supported', 'supported', 'unsupported'), p)).toBe('annotate');
    expect(verdictFor(claims('supported', 'unsupported'), p)).toBe('retry');
  });

  it('rejects unknown keys and verdicts', () => {
    expect(VerdictPolicySchema.safeParse({ statuses: { contradicted: 'ignore' } }).success).toBe(false);
    expect(VerdictPolicySchema.safeParse({ no_claim: 'pass' }).success).toBe(false);
  });

  it('grounding score is the share that holds up, null when nothing was checked', () => {
    expect(groundingScore(claims('supported', 'derived', 'approximate', 'contradicted'))).toBe(0.75);
    expect(groundingScore(claims())).toBeNull();
    expect(groundingScore(claims('not_extracted'))).toBeNull();
  });
});
