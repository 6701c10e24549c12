import { describe, expect, it } from 'vitest';
import { ScenarioSchema, type InputIssue } from '@factlint/kernel';
import { Engine, type CallOptions } from '@factlint/pipeline';
import { issuesOf } from '../../../kernel/test/input-issues.js';

/*
 * Per-call set-up (issue 13): packs, preset, locale and the packs' own options are resolved once per
 * (locale, packs, policy) and kept by the engine; tolerances a scenario or call gives are checked on
 * each call. Whatever is kept, each call's configuration must be the one a fresh engine resolves.
 */
const engine = new Engine();
const origin = { file: 'scenarios.yaml', path: 'scenarios[0]' };
const scenario = (fields: Record<string, unknown> = {}) =>
  ScenarioSchema.parse({ id: 'q', locale: 'en', answer: 'Revenue was $120.0 million.', context: 'Revenue was $120.0 million.', ...fields });
describe('per-call set-up kept per (locale, packs, policy)', () => {
  it.each<[string, Record<string, unknown>, CallOptions]>([
    ['no tolerances', {}, {}],
    ['call tolerances', {}, { tolerances: { numeric_tolerance: 0.05 } }],
    ['scenario tolerances', { tolerances: { claim_types: ['NUMERIC', 'DATE'] } }, {}],
    ['both, and a policy', { tolerances: { numeric_tolerance: 0.02 } }, { policy: 'strict', tolerances: { hedge_tolerance: 0.2 } }],
    ['Norwegian with a domain pack', { locale: 'nb', packs: ['domain-no-welfare'] }, { tolerances: { numeric_tolerance: 0.05 } }],
  ])('%s: every call resolves what a fresh engine resolves', (_name, fields, call) => {
    const fresh = new Engine().configure(scenario(fields), origin, call);
    for (let i = 0; i < 3; i++) {
      const config = engine.configure(scenario(fields), origin, call);
      expect([config.tolerances, config.claimTypes, config.policy, config.packSetKey]).toEqual([
        fresh.tolerances,
        fresh.claimTypes,
        fresh.policy,
        fresh.packSetKey,
      ]);
      // A caller that changes its configuration changes nothing kept for the next call.
      config.tolerances.numeric_tolerance = 0.9;
      config.claimTypes.pop();
    }
  });

  it.each<[string, Record<string, unknown>, CallOptions, Partial<InputIssue>]>([
    [
      'a bad call tolerance',
      {},
      { tolerances: { numeric_tolerance: 7 } },
      { file: '(call options)', path: 'tolerances.numeric_tolerance', message: 'must be <= 1' },
    ],
    [
      'an unknown scenario option',
      { tolerances: { numeric_tolerence: 0.1 } },
      {},
      { file: 'scenarios.yaml', path: 'scenarios[0].tolerances.numeric_tolerence' },
    ],
  ])('%s is reported on every call, also after valid options were used', (_name, fields, call, expected) => {
    engine.configure(scenario(), origin, { tolerances: { numeric_tolerance: 0.05 } });
    for (let i = 0; i < 2; i++) {
      expect(issuesOf(() => engine.configure(scenario(fields), origin, call))).toContainEqual(expect.objectContaining(expected));
    }
  });

  // A claim type keeps what it builds from the aliases per list (ENTITY's lookup by form): a copy
  // per call would have it built again on every call.
  it.each(['en', 'nb', 'ja'])('%s: every scenario of one pack set shares its aliases, a list no caller can change', (locale) => {
    const first = engine.configure(scenario({ locale }), origin);
    const second = engine.configure(scenario({ locale, answer: 'Another answer.' }), origin, { tolerances: { numeric_tolerance: 0.05 } });
    expect(first.aliases.length).toBeGreaterThan(0);
    expect(second.aliases).toBe(first.aliases);
    expect(() => (first.aliases as unknown[]).pop()).toThrow(TypeError);
    expect(new Engine().configure(scenario({ locale }), origin).aliases).toEqual(first.aliases);
  });
});
