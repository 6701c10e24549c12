import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createVerifier, type PartialTolerances } from 'factlint';

/*
 * The facts hedge_tolerance layers like every tolerance: domain pack < scenario < call (issue 12).
 * "litt over 800 000 kr" for the 819 294 ceiling is 2.4 % beyond the figure's precision: without a
 * tolerance it is a true bound that does not state the value (not_stated), with one it is correct.
 */

const repo = new URL('../../../', import.meta.url).pathname;
const roughPack = join(repo, 'examples/domain-rough-figures');
const conversation = [
  { role: 'user' as const, content: 'Omtrent hvor høyt kan grunnlaget for AAP bli?' },
  { role: 'assistant' as const, content: 'Grunnlaget er begrenset til 6G, det vil si **litt over 800 000 kr** i året.' },
];
const off: PartialTolerances = { facts: { hedge_tolerance: 0 } };
const fivePercent: PartialTolerances = { facts: { hedge_tolerance: 0.05 } };

describe('facts hedge_tolerance, layered domain pack < scenario < call', () => {
  test.each([
    ['no layer sets it: default 0', ['domain-no-welfare'], undefined, undefined, 'not_stated', null],
    ['the example domain pack sets 5 %', ['example-rough-figures'], undefined, undefined, 'correct', 'tolerance'],
    ['the scenario sets 0 over the pack', ['example-rough-figures'], off, undefined, 'not_stated', null],
    ['the call sets 0 over the pack', ['example-rough-figures'], undefined, off, 'not_stated', null],
    ['the scenario sets 5 % without the pack', ['domain-no-welfare'], fivePercent, undefined, 'correct', 'tolerance'],
    ['the call sets 5 % over a scenario that sets 0', ['domain-no-welfare'], off, fivePercent, 'correct', 'tolerance'],
  ] as const)('%s', async (_name, packs, scenario, call, outcome, acceptedBy) => {
    const v = await createVerifier({ locale: 'nb', packPaths: [roughPack], packs: [...packs], ...(call && { tolerances: call }) });
    const report = await v.verify({ conversation, facts: ['aap-maks-2026'], severity: 'high', ...(scenario && { tolerances: scenario }) });
    expect(report.facts[0]).toMatchObject({ outcome, accepted_by: acceptedBy, hedged: true });
    expect(report.severity).toBe(outcome === 'correct' ? 'pass' : 'UNGRADED');
  });

  test('a hedged figure on the wrong side stays wrong, capped, whatever the tolerance does not reach (litt over 880 000 kr)', async () => {
    const v = await createVerifier({ locale: 'nb', packPaths: [roughPack], packs: ['example-rough-figures'] });
    const wrongSide = [
      conversation[0]!,
      { role: 'assistant' as const, content: 'Grunnlaget er begrenset til 6G, det vil si **litt over 880 000 kr** i året.' },
    ];
    const report = await v.verify({ conversation: wrongSide, facts: ['aap-maks-2026'], severity: 'high' });
    expect(report.facts[0]).toMatchObject({ outcome: 'wrong', capped: true, accepted_by: null });
    expect(report.severity).toBe('medium');
  });

  test('a tolerance out of range is an input error naming the key', async () => {
    const v = await createVerifier({ locale: 'nb', packs: ['domain-no-welfare'] });
    await expect(v.verify({ conversation, facts: ['aap-maks-2026'], tolerances: { facts: { hedge_tolerance: 2 } } })).rejects.toThrow(
      /tolerances\.facts\.hedge_tolerance/,
    );
  });
});
