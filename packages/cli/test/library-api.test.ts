import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { createVerifier, InputError, type CheckerInput, type ScenarioReport } from 'factlint';
import { main } from '../src/main.js';

const repo = new URL('../../../', import.meta.url).pathname;
const context = 'Acme Corp reported revenue of $120.0 million for the third quarter of 2026, up from $100.0 million a year earlier.';

describe('createVerifier / verify: the typed report of SPEC §7 for one answer', () => {
  test('an answer against a context: verdict, scores, claims with spans and evidence', async () => {
    const v = await createVerifier({ locale: 'en' });
    const report = await v.verify({ answer: 'Revenue fell to $102.0 million.', context, severity: 'high' });
    expect(report).toMatchObject({ severity: 'high', verdict: 'block', designed_severity: 'high' });
    const claim = report.claims.find((c) => c.text === '$102.0 million')!;
    expect(claim).toMatchObject({ type: 'NUMERIC', span: [16, 30], value: 102_000_000, unit: 'USD', status: 'contradicted' });
    expect(typeof report.latency_ms).toBe('number');
  });

  test('a conversation: claims carry the turn they are in', async () => {
    const v = await createVerifier({ locale: 'en' });
    const report = await v.verify({
      conversation: [
        { role: 'user', content: 'What was the revenue?' },
        { role: 'assistant', content: 'Revenue was $120.0 million.' },
      ],
      context,
    });
    expect(report.verdict).toBe('pass');
    expect(report.claims.find((c) => c.text === '$120.0 million')).toMatchObject({ turn: 1, span: [12, 26], status: 'supported' });
  });

  test('facts: the light form in code, or ids from a domain pack', async () => {
    const v = await createVerifier({ locale: 'nb', packs: ['domain-no-welfare'] });
    const light = await v.verify({
      answer: 'Grunnbeløpet er 136 549 kroner.',
      facts: [{ claim: 'Grunnbeløpet (G)', value: 136549, unit: 'NOK', anchors: ['grunnbeløp'] }],
    });
    expect(light.facts.map((f) => f.outcome)).toEqual(['correct']);
    const byId = await v.verify({ answer: 'Grunnbeløpet er 130 160 kroner.', facts: ['grunnbelop-2026'], severity: 'high' });
    expect(byId.facts[0]).toMatchObject({ id: 'grunnbelop-2026', outcome: 'wrong', values: [130160] });
    expect(byId.severity).toBe('high');
  });

  test('bad options fail at creation; bad input fails the call with an InputError naming the path', async () => {
    await expect(createVerifier({ locale: 'xx-unknown' })).rejects.toThrow(InputError);
    const v = await createVerifier({ locale: 'en' });
    await expect(v.verify({ context })).rejects.toThrow(/expected `answer`, `conversation` or `messages`/);
    const bad = v.verify({ answer: 'x', facts: [{ claim: 'Fee', value: 'ten' }] as never });
    await expect(bad).rejects.toThrow(InputError);
    await expect(v.verify({ answer: 'x', facts: [{ claim: 'Fee', value: 'ten' }] as never })).rejects.toThrow(
      /verify\(\): facts\[0\]\.value: /,
    );
  });
});

describe('custom checkers registered in code', () => {
  test('a checker with a severity of its own raises the scenario severity (strictest wins)', async () => {
    const v = await createVerifier({ locale: 'en' });
    v.registerChecker({ id: 'no-guarantees', check: ({ answer }) => ({ severity: /guarantee/i.test(answer) ? 'high' : 'pass' }) });
    expect((await v.verify({ answer: 'Revenue was $120.0 million.', context })).severity).toBe('pass');
    const flagged = await v.verify({ answer: 'Revenue was $120.0 million, guaranteed.', context });
    expect(flagged.severity).toBe('high');
    expect(flagged.judges.find((j) => j.judge === 'no-guarantees')).toMatchObject({ source: 'embedding', severity: 'high', ran: true });
  });

  test('a checklist checker is graded by SPEC §6; it sees expected_behavior only when it declares it', async () => {
    const seen: CheckerInput[] = [];
    const v = await createVerifier({
      locale: 'en',
      checkers: [
        {
          id: 'blind',
          check: (input) => {
            seen.push(input);
            return { severity: 'pass' };
          },
        },
        {
          id: 'checklist',
          reads: ['expected_behavior'],
          check: (input) => ({
            checklist: (input.fields.expected_behavior ?? []).map((item) => ({
              item,
              status: input.answer.includes('nav.no') ? 'met' : 'violated',
              optional: false,
            })),
          }),
        },
      ],
    });
    const report = await v.verify({
      answer: 'Søk på papir.',
      expected_behavior: ['points to nav.no', 'points to nav.no again'],
      judge_notes: ['never a checklist item'],
      severity: 'critical',
    });
    expect(report.judges.find((j) => j.judge === 'checklist')).toMatchObject({ severity: 'critical' });
    expect(report.severity).toBe('critical');
    expect(seen[0]!.fields).toEqual({});
  });

  test('a checker that throws makes the scenario ERROR, never a pass', async () => {
    const v = await createVerifier({ locale: 'en' });
    v.registerChecker({
      id: 'broken',
      check: () => {
        throw new Error('lookup failed');
      },
    });
    const report = await v.verify({ answer: 'Revenue was $120.0 million.', context });
    expect(report.severity).toBe('ERROR');
    expect(report.judges.find((j) => j.judge === 'broken')).toMatchObject({ severity: 'ERROR', error: 'Error: lookup failed' });
  });
});

describe('the shipped embedding examples', () => {
  test('examples/library-use: createVerifier with a checker registered in code', async () => {
    const { verifyAnswers } = await import('../../../examples/library-use/verify-answers.mjs');
    const lines: string[] = await verifyAnswers();
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('pass   verdict pass: every claim holds up');
    expect(lines[1]).toMatch(/promises "guaranteed"/);
    expect(lines[2]).toBe('high   verdict block: contradicted "Revenue fell to $102.0 million."; contradicted "$102.0 million"');
    expect(lines[3]).toBe('medium fact wrong: declared 120000000, stated 102000000');
  });

  test('examples/custom-checker-pack: a pack entry grades expected_behavior; met → pass, violated → designed severity', async () => {
    let stdout = '';
    const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => {
      stdout += String(s);
      return true;
    });
    let code: number;
    try {
      code = await main(['node', 'factlint', 'verify', join(repo, 'examples/custom-checker-pack'), '--format', 'json']);
    } finally {
      o.mockRestore();
    }
    expect(code).toBe(1);
    const { scenarios } = JSON.parse(stdout) as { scenarios: ScenarioReport[] };
    const met = scenarios.find((s) => s.id === 'aap-checklist-met')!;
    const violated = scenarios.find((s) => s.id === 'aap-checklist-violated')!;
    expect(met.severity).toBe('pass');
    expect(met.judges.find((j) => j.judge === 'expected-behavior-phrases')!.checklist!.map((i) => [i.status, i.optional])).toEqual([
      ['met', false],
      ['met', false],
      ['met', true],
      ['not_applicable', false],
    ]);
    expect(violated.severity).toBe('high');
    expect(violated.judges.find((j) => j.judge === 'expected-behavior-phrases')!.source).toBe('example-expected-behavior');
  });
});
