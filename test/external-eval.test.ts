import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * scripts/external-eval.mjs is how the README's figures on FaithBench and JHARS are made. The real
 * data is never in this repository, so these tests run it on small files of our own in the same
 * shapes: the held-out parts are refused, and each figure counts what its name says.
 */

const script = resolve(import.meta.dirname, '..', 'scripts', 'external-eval.mjs');

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [script, ...args, '--json'], { encoding: 'utf8' });
  return { status: r.status, stderr: r.stderr, summary: r.status === 0 ? JSON.parse(r.stdout) : null };
}

const source =
  'The council approved a budget of 4.2 million euros on Tuesday. The new library will open in 2027, ' +
  'the mayor said, and it will hold 120,000 books.';

/** A FaithBench sample: the summary, the source, and annotated spans in the summary. */
function sample(id: number, summary: string, unwanted: string | null) {
  const at = unwanted ? summary.indexOf(unwanted) : -1;
  return {
    sample_id: id,
    source,
    summary,
    annotations: unwanted
      ? [{ label: ['Unwanted', 'Unwanted.Intrinsic'], summary_start: at, summary_end: at + unwanted.length, note: 'our fixture' }]
      : [],
    metadata: { gpt_4o: unwanted ? 0 : 1, 'hhem-2.1': unwanted ? 0.2 : 0.9 },
  };
}

function faithbenchFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'factlint-fb-'));
  const samples = [
    sample(0, 'The council approved a 4.2 million euro budget; the library opens in 2027 with 120,000 books.', null),
    sample(1, 'The council approved a budget of 4.8 million euros.', '4.8 million euros'),
    sample(2, 'The library, the mayor said, will be the largest in the region.', 'the largest in the region'),
  ];
  writeFileSync(join(dir, 'batch_1.json'), JSON.stringify({ samples }));
  return dir;
}

describe('external-eval: FaithBench', () => {
  it('refuses the held-out batches 9-16', () => {
    const r = run('faithbench', faithbenchFolder(), '--batches', '1-9');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/held out/);
  });

  it('names a batch file that is missing', () => {
    const r = run('faithbench', faithbenchFolder(), '--batches', '1-2');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/batch_2\.json is missing/);
  });

  it('counts flags, the verdict rate per group, weak flags and the other detectors', () => {
    const { status, summary } = run('faithbench', faithbenchFolder(), '--batches', '1');
    expect(status).toBe(0);
    expect(summary).toMatchObject({
      summaries: 3,
      summaries_without_unwanted: 1,
      summaries_with_unwanted: 2,
      // 4.8 million against 4.2 million: one flag, confident, on the Unwanted span.
      flags: 1,
      confident_flags: 1,
      confident_flags_outside_annotation: 0,
      flags_outside_annotation: 0,
      flags_on_unwanted: 1,
      flags_on_unwanted_numeric_date: 1,
      retry_block: { without_unwanted: '0.0 %', with_unwanted: '50.0 %' },
      any_flag: { without_unwanted: '0.0 %', with_unwanted: '50.0 %' },
      gpt4o_judge: { without_unwanted: '0.0 %', with_unwanted: '100.0 %' },
      hhem_2_1: { without_unwanted: '0.0 %', with_unwanted: '100.0 %' },
    });
    // No bytes unless asked: counting them runs the set some more times.
    expect(summary.allocated).toBeUndefined();
  });
});

// `--bytes` counts what a verify of the set allocates, and divides it by the claims checked.
describe('external-eval --bytes', () => {
  const allocated = /^(\d+\.\d) KB a verify, (\d+\.\d\d) KB a claim \((\d+\.\d\d) claims a verify\)$/;
  it.each([
    ['faithbench', () => [faithbenchFolder(), '--batches', '1']],
    ['jhars', () => [jharsFile([2, 4])]],
  ])('%s', (kind, input) => {
    const { status, summary } = run(kind, ...input(), '--bytes');
    expect(status).toBe(0);
    const [, perVerify, perClaim, claims] = allocated.exec(summary.allocated)!.map(Number);
    expect(claims).toBeGreaterThan(0);
    expect(perVerify).toBeGreaterThan(1);
    expect(Math.abs(perClaim! * claims! - perVerify!)).toBeLessThan(0.1 + perVerify! * 0.01);
  });
});

function jharsFile(ids: number[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'factlint-jhars-'));
  const reference = '当社は1998年に設立され、従業員は約1,200人です。本社は仙台市にあります。';
  const answer = (response: string, type: string) => ({
    response,
    annotations: { aggregated: { sentence_annotations: [{ sentence: response, hallucination_type: type }] } },
  });
  const rows = ids.map((id) => ({
    id,
    question: '会社について教えてください。',
    reference_text: reference,
    model_a: answer('当社は1998年に設立されました。', 'No_hallucination'),
    model_b: answer('当社は2005年に設立されました。', 'Contradictory'),
  }));
  const path = join(dir, 'jhars.jsonl');
  writeFileSync(path, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
  return path;
}

describe('external-eval: JHARS', () => {
  it('refuses a held-out odd id, naming the line', () => {
    const r = run('jhars', jharsFile([2, 3]));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/jhars\.jsonl:2: id 3 is odd/);
  });

  it('counts the verdicts on clean answers and on answers with a hallucination', () => {
    const { status, summary } = run('jhars', jharsFile([2, 4]));
    expect(status).toBe(0);
    expect(summary).toMatchObject({
      answers: 4,
      clean_answers: 2,
      answers_with_hallucination: 2,
      retry_block: { clean: '0/2 (0.0 %)', with_hallucination: '2/2' },
      any_flag: { clean: '0/2', with_hallucination: '2/2' },
    });
  });
});
