import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, ScenarioSchema, type ScenarioInput, type ScenarioReport } from '@factlint/kernel';
import { DEFAULT_LIMITS, Engine, type Limits } from '@factlint/pipeline';

/**
 * Limits with clear results: input past a limit is cut off, the report says so in `warnings`, and a
 * `limits` judge keeps the scenario from passing. Nothing past a limit is ever a silent pass.
 */
const engine = new Engine();
const ROOT = join(import.meta.dirname, '..');

function verify(input: Omit<ScenarioInput, 'id'> & { id?: string }, limits?: Partial<Limits>): Promise<ScenarioReport> {
  const scenario = ScenarioSchema.parse({ id: 'limits', ...input });
  return engine.verify(scenario, { file: 'limits.test.ts', path: '' }, limits ? { limits } : {});
}

const SENTENCE_EN = 'The fee is 250 kroner and the deadline is 1 May 2026. ';
const CONTEXT_EN = 'The fee is 250 kroner. The deadline is 1 May 2026.';

describe('input limits', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_LIMITS).toEqual({ maxAnswerChars: 1_000_000, maxContextChars: 1_000_000, maxClaims: 5_000 });
  });

  it('an answer within the limits gets no warning and no limits judge', async () => {
    const report = await verify({ locale: 'en', answer: SENTENCE_EN, context: CONTEXT_EN });
    expect(report.warnings).toEqual([]);
    expect(report.judges.map((j) => j.judge)).not.toContain('limits');
  });

  it('a 10 MB answer is cut to 1,000,000 characters, flagged low, and never passes', async () => {
    const answer = SENTENCE_EN.repeat(Math.ceil(10_000_000 / SENTENCE_EN.length));
    const started = performance.now();
    const report = await verify({ locale: 'en', answer, context: CONTEXT_EN });
    const ms = performance.now() - started;
    expect(report.warnings[0]).toBe(`answer truncated: ${answer.length} characters, only the first 1000000 were checked (maxAnswerChars)`);
    // 1,000,000 characters of this sentence hold far more than 5,000 claims.
    expect(report.warnings[1]).toMatch(/^claims truncated: the answer has \d+ claims; the report lists the first 5000 \(maxClaims\)/);
    expect(report.claims).toHaveLength(5_000);
    expect(report.judges.find((j) => j.judge === 'limits')).toMatchObject({ severity: 'low', ran: true, source: 'factlint' });
    expect(report.severity).not.toBe('pass');
    expect(report.severity).not.toBe('UNGRADED');
    for (const c of report.claims) expect(c.span[1]).toBeLessThanOrEqual(1_000_000);
    // Only the checked prefix costs time: far below what ten times the text would take.
    expect(ms).toBeLessThan(30_000);
  });

  it('an answer as dense with figures as text gets is judged whole: 150,003 claims, no judge errs', () => {
    // Each figure's claim was once passed as one argument of a spread push, and past about 125,000
    // arguments (in a plain process: test workers have four times the stack) the grounding judge
    // reported ERROR, "Maximum call stack size exceeded". So this runs in a plain process, as the
    // CLI does. The stages know no language, so one locale shows it; test/spread-arguments.test.ts
    // keeps every such call out of the code.
    const script = `
      import { ScenarioSchema } from '@factlint/kernel';
      import { Engine } from '@factlint/pipeline';
      const answer = '1 2 3 4 5 6 7 8 9 '.repeat(16_667); // 300,006 characters, one claim per digit
      const r = await new Engine().verify(ScenarioSchema.parse({ id: 'dense', locale: 'en', answer, context: answer }));
      const errors = r.judges.filter((j) => j.severity === 'ERROR').map((j) => j.error);
      process.stdout.write(JSON.stringify({ errors, total: r.claims_total, verdict: r.verdict, listed: r.claims.length }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ errors: [], total: 150_003, verdict: 'pass', listed: 5_000 });
  });

  it('a correct answer that only exceeds the limit is low, not pass (the unchecked rest could be wrong)', async () => {
    const answer = `The fee is 250 kroner. ${'This sentence has nothing to check. '.repeat(10)}`;
    const report = await verify({ locale: 'en', answer, context: CONTEXT_EN }, { maxAnswerChars: 40 });
    expect(report.severity).toBe('low');
    expect(report.warnings).toHaveLength(1);
    expect(report.warnings[0]).toMatch(/^answer truncated: \d+ characters, only the first 40 were checked \(maxAnswerChars\)$/);
  });

  it('a cut never splits a surrogate pair', async () => {
    // "𝟙" (U+1D7D9) is two UTF-16 code units; a limit of 12 falls between them.
    const answer = 'The fee is 𝟙 krone.';
    let seen = '';
    const probe = new Engine();
    probe.registerChecker({
      id: 'probe',
      check: (input) => {
        seen = input.answer;
        return { severity: 'pass' };
      },
    });
    const report = await probe.verify(
      ScenarioSchema.parse({ id: 'surrogate', locale: 'en', answer }),
      { file: 't', path: '' },
      { limits: { maxAnswerChars: 12 } },
    );
    expect(seen).toBe('The fee is ');
    expect(report.severity).toBe('low');
  });

  it('context documents and user turns share maxContextChars, in reading order', async () => {
    const report = await verify(
      {
        locale: 'en',
        conversation: [
          { role: 'user', content: 'Is the fee still 250 kroner?' },
          { role: 'assistant', content: 'Yes, the fee is 250 kroner.' },
        ],
        context: [CONTEXT_EN, 'The office opens at 9.'],
      },
      { maxContextChars: 60 },
    );
    expect(report.warnings).toEqual([
      `context truncated: ${CONTEXT_EN.length + 'The office opens at 9.'.length + 'Is the fee still 250 kroner?'.length} characters, only the first 60 were checked (maxContextChars)`,
    ]);
    expect(report.severity).not.toBe('pass');
  });

  it('answer and context limits hit together give one limits judge with both notes', async () => {
    const report = await verify(
      { locale: 'en', answer: SENTENCE_EN.repeat(4), context: CONTEXT_EN.repeat(4) },
      { maxAnswerChars: 50, maxContextChars: 50 },
    );
    expect(report.warnings).toHaveLength(2);
    const limits = report.judges.filter((j) => j.judge === 'limits');
    expect(limits).toHaveLength(1);
    expect(limits[0]!.note).toContain('maxAnswerChars');
    expect(limits[0]!.note).toContain('maxContextChars');
  });

  it('maxClaims lists the first claims only, and says how many there were', async () => {
    const answer = 'The fee is 250 kroner. The fee is 300 kroner. The fee is 350 kroner. The fee is 400 kroner. The fee is 450 kroner.';
    const full = await verify({ locale: 'en', answer, context: CONTEXT_EN });
    expect(full.claims.length).toBeGreaterThan(3);
    const report = await verify({ locale: 'en', answer, context: CONTEXT_EN }, { maxClaims: 3 });
    expect(report.claims).toEqual(full.claims.slice(0, 3));
    expect(report.claims_total).toBe(full.claims_total);
    expect(report.verdict).toBe(full.verdict);
    expect(report.warnings).toEqual([
      `claims truncated: the answer has ${full.claims.length} claims; the report lists the first 3 (maxClaims); the verdict counts all of them`,
    ]);
    expect(report.severity).not.toBe('pass');
  });

  it('a claim past maxClaims still counts: a wrong figure after the listed ones fails the answer', async () => {
    // The listed claims are all supported; the one past the limit is not. Compare keeps no entry past
    // the limit, but grades and counts it.
    const answer = 'The fee is 250 kroner. The deadline is 1 May 2026. The fee is 250 kroner. The fee is 990 kroner.';
    const full = await verify({ locale: 'en', answer, context: CONTEXT_EN });
    expect(full.claims.map((c) => c.status)).toEqual(['supported', 'supported', 'supported', 'unsupported']);
    const report = await verify({ locale: 'en', answer, context: CONTEXT_EN }, { maxClaims: 3 });
    expect(report.claims).toEqual(full.claims.slice(0, 3));
    expect(report.claims.every((c) => c.status === 'supported')).toBe(true);
    expect([report.verdict, report.grounding_score, report.coverage, report.claims_total, report.sentences_unverified]).toEqual([
      full.verdict,
      full.grounding_score,
      full.coverage,
      4,
      full.sentences_unverified,
    ]);
    expect(report.verdict).not.toBe('pass');
  });

  it.each([
    [{ maxAnswerChars: 0 }, 'maxAnswerChars'],
    [{ maxClaims: 1.5 }, 'maxClaims'],
    [{ maxContextChars: -1 }, 'maxContextChars'],
    [{ maxAnswers: 10 } as Partial<Limits>, ''],
  ])('a bad limit %j is an input error, not a silent default', async (limits, path) => {
    const error = await verify({ locale: 'en', answer: 'x' }, limits).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).issues[0]).toMatchObject({ file: 'limits', path });
  });
});
