import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, PassThrough } from 'node:stream';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { rejudgeCommand } from '../src/commands/rejudge.js';
import { judgeInOrder } from '../src/rejudge/ordered-stream.js';
import { isolatingFailures } from '../src/rejudge/isolate-failures.js';
import { countReport, emptyTally } from '../src/rejudge/tally.js';
import type { JudgeBatch } from '../src/rejudge/transcript-judge.js';
import { readTranscriptLine } from '../src/rejudge/transcript.js';

const repo = new URL('../../../', import.meta.url).pathname;
// The example scenarios the transcripts refer to (the examples folder also holds files that are no scenarios).
const examples = ['quickstart.yaml', 'facts-nb.yaml'].map((f) => join(repo, 'examples', f));
const dir = mkdtempSync(join(tmpdir(), 'factlint-rejudge-'));

const turn = (role: 'user' | 'assistant', content: string) => ({ role, content });
const TRANSCRIPTS = [
  // 1: the contradicted scenario's context, answered correctly this time
  {
    scenario_id: 'quarterly-report-contradicted',
    conversation: [turn('user', 'How did Acme do?'), turn('assistant', "Acme Corp's third-quarter revenue rose to $120.0 million.")],
  },
  // 2: the same, answered wrongly
  { scenario_id: 'quarterly-report-contradicted', conversation: [turn('assistant', 'Revenue fell to $102.0 million.')] },
  // 3: malformed
  '{"scenario_id": "quarterly-report-contradicted", "conversation": [',
  // 4: unknown scenario
  { scenario_id: 'no-such-scenario', conversation: [turn('assistant', 'Hello.')] },
  // 5: blank: skipped, no record
  '',
  // 6: Norwegian facts, extra keys on the line and on the turn are ignored
  {
    scenario_id: 'grunnbelop-samtale',
    stored_at: '2026-11-02',
    conversation: [turn('user', 'Hva er G?'), { ...turn('assistant', 'Grunnbeløpet (G) er 136 549 kroner fra 1. mai 2026.'), model: 'x' }],
  },
  // 7: a role factlint does not know
  { scenario_id: 'grunnbelop-samtale', conversation: [{ role: 'function', content: 'Be brief.' }] },
  // 8: the line brings its own context, in place of the scenario's
  {
    scenario_id: 'quarterly-report-contradicted',
    context: 'Acme Corp reported revenue of $102.0 million.',
    conversation: [turn('assistant', 'Revenue fell to $102.0 million.')],
  },
];
const transcripts = join(dir, 'transcripts.jsonl');
writeFileSync(transcripts, `${TRANSCRIPTS.map((t) => (typeof t === 'string' ? t : JSON.stringify(t))).join('\n')}\n`);

async function rejudge(args: { file?: string; out?: string; threads?: string; failOn?: string; tty?: boolean } = {}) {
  let stderr = '';
  let stdout = '';
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((s) => {
    stderr += String(s);
    return true;
  });
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => {
    stdout += String(s);
    return true;
  });
  try {
    const out = args.out ?? join(dir, `out-${Math.random().toString(36).slice(2)}.jsonl`);
    const code = await rejudgeCommand(
      args.file ?? transcripts,
      { scenarios: examples, out, threads: args.threads ?? '0', ...(args.failOn ? { failOn: args.failOn } : {}) },
      args.tty ?? false,
    );
    const records = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    return { code, records, stderr, stdout };
  } finally {
    e.mockRestore();
    o.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('rejudge (in-process)', () => {
  test('one record per non-blank line, in input order, with its line number', async () => {
    const { records } = await rejudge();
    expect(records.map((r) => r.line)).toEqual([1, 2, 3, 4, 6, 7, 8]);
  });

  test("each conversation is judged against its scenario's context, facts and settings", async () => {
    const { records } = await rejudge();
    const [right, wrong] = records;
    expect(right).toMatchObject({ id: 'quarterly-report-contradicted', verdict: 'pass', severity: 'pass' });
    expect(wrong).toMatchObject({ id: 'quarterly-report-contradicted', verdict: 'block', severity: 'high' });
    expect(wrong.claims.find((c: { text: string }) => c.text === '$102.0 million')).toMatchObject({
      status: 'contradicted',
      nearest_context_value: 120_000_000,
    });
    const nb = records.find((r) => r.line === 6);
    expect(nb.facts.map((f: { id: string; outcome: string }) => [f.id, f.outcome])).toEqual([
      ['grunnbelop-2026', 'correct'],
      ['aap-maks-2026', 'not_stated'],
    ]);
  });

  test("a line's own context replaces the scenario's", async () => {
    const { records } = await rejudge();
    const own = records.find((r) => r.line === 8);
    expect(own.claims.find((c: { text: string }) => c.text === '$102.0 million')).toMatchObject({ status: 'supported' });
  });

  test('a malformed line becomes an error record and the run goes on', async () => {
    const { records } = await rejudge();
    expect(records.filter((r) => 'error' in r)).toEqual([
      { line: 3, error: expect.stringMatching(/^not JSON: /) },
      { line: 4, error: 'scenario_id: no scenario "no-such-scenario" in the scenario files' },
      { line: 7, error: expect.stringMatching(/^conversation\[0\]\.role: /) },
    ]);
  });

  test('summary on stderr: counts per severity, verdict and fact outcome; the errors named; no progress bar when not on a terminal', async () => {
    const { stderr, stdout } = await rejudge();
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^rejudged 7 lines in \d+\.\d s \(\d+\/s, no worker threads, .* peak RSS \d+ MB\)$/m);
    expect(stderr).toMatch(/^ {2}severity +pass 2, high 1, UNGRADED 1$/m);
    expect(stderr).toMatch(/^ {2}verdict +pass 2, block 1, no context 1$/m);
    expect(stderr).toMatch(/^ {2}facts +(?=.*correct 1)(?=.*not_stated 1)/m);
    expect(stderr).toMatch(/^ {2}flagged +1 of 4$/m);
    expect(stderr).toMatch(/^ {2}errors +3 lines could not be judged/m);
    expect(stderr).toMatch(/^ {4}line 3: not JSON/m);
    expect(stderr).not.toContain('ETA');
  });

  test('exit 1 when a conversation is flagged or a line could not be judged, 0 when all pass, 2 on bad input', async () => {
    expect((await rejudge()).code).toBe(1);
    const clean = join(dir, 'clean.jsonl');
    writeFileSync(clean, `${JSON.stringify(TRANSCRIPTS[0])}\n`);
    expect((await rejudge({ file: clean })).code).toBe(0);
    await expect(rejudge({ file: join(dir, 'missing.jsonl') })).rejects.toThrow(/missing\.jsonl: no such file/);
    await expect(rejudgeCommand(clean, { scenarios: join(dir, 'no-dir') }, false)).rejects.toThrow(/no-dir: no such file or folder/);
    await expect(rejudgeCommand(clean, { scenarios: examples, threads: 'many' }, false)).rejects.toThrow(
      /--threads: expected a whole number/,
    );
  });

  test('--fail-on block: a retry or a high severity alone does not fail, a block does', async () => {
    const onlyRight = join(dir, 'right.jsonl');
    writeFileSync(onlyRight, [TRANSCRIPTS[0], TRANSCRIPTS[7]].map((t) => JSON.stringify(t)).join('\n'));
    expect((await rejudge({ file: onlyRight, failOn: 'block' })).code).toBe(0);
    const withWrong = join(dir, 'wrong.jsonl');
    writeFileSync(withWrong, JSON.stringify(TRANSCRIPTS[1]));
    expect((await rejudge({ file: withWrong, failOn: 'block' })).code).toBe(1);
  });
});

describe('transcript lines', () => {
  test.each([
    { name: 'not JSON', line: '{"scenario_id": ', error: /^not JSON: / },
    { name: 'no scenario_id', line: '{"conversation": [{"role": "assistant", "content": "x"}]}', error: /^scenario_id: / },
    {
      name: 'neither conversation nor answer',
      line: '{"scenario_id": "a"}',
      error: /expected `conversation` or `messages` \(or `answer`\)/,
    },
    {
      name: 'no assistant turn',
      line: '{"scenario_id": "a", "conversation": [{"role": "user", "content": "x"}]}',
      error: /^conversation: expected at least one assistant turn/,
    },
    {
      name: 'content not a string',
      line: '{"scenario_id": "a", "conversation": [{"role": "assistant", "content": 12}]}',
      error: /^conversation\[0\]\.content: /,
    },
  ])('$name → a one-line error naming the path', ({ line, error }) => {
    const read = readTranscriptLine(line);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toMatch(error);
  });
});

describe('judgeInOrder: ordered output, bounded memory', () => {
  const lines = (n: number) => `${Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n')}\n`;

  test('batches finishing out of order are written in input order, and no more than `window` are open at once', async () => {
    let open = 0;
    let maxOpen = 0;
    const judge: JudgeBatch = async ({ first, lines }) => {
      open++;
      maxOpen = Math.max(maxOpen, open);
      await new Promise((r) => setTimeout(r, (first * 7919) % 13)); // a fixed scramble of finishing times
      open--;
      const tally = emptyTally();
      return { output: lines.map((l) => `${first}:${l}\n`).join(''), tally };
    };
    let written = '';
    const output = new PassThrough();
    output.on('data', (c) => (written += c));
    let maxAhead = 0;
    let linesWritten = 0;
    await judgeInOrder({
      input: Readable.from([lines(1000)]),
      output,
      judge,
      batchSize: 10,
      window: 4,
      onBatch: (read) => {
        linesWritten += 10;
        maxAhead = Math.max(maxAhead, read - linesWritten);
      },
    });
    const got = written
      .trimEnd()
      .split('\n')
      .map((l) => l.split(':')[1]);
    expect(got).toEqual(Array.from({ length: 1000 }, (_, i) => `line ${i + 1}`));
    expect(maxOpen).toBeLessThanOrEqual(4);
    // Reading never runs more than the window ahead of writing.
    expect(maxAhead).toBeLessThanOrEqual(4 * 10);
  });

  test('a batch whose worker dies is judged again line by line: only the bad line becomes an error', async () => {
    const fragile: JudgeBatch = async ({ first, lines }) => {
      if (lines.some((l) => l.includes('boom'))) throw new Error('worker exited (out of memory)');
      return { output: lines.map((_, i) => `{"line":${first + i}}\n`).join(''), tally: emptyTally() };
    };
    const result = await isolatingFailures(fragile)({ first: 10, lines: ['a', 'boom', 'c'] });
    expect(
      result.output
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([{ line: 10 }, { line: 11, error: 'internal: the judge failed on this line: worker exited (out of memory)' }, { line: 12 }]);
    expect(result.tally.errors).toBe(1);
  });

  test('the tally counts severities, verdicts, fact outcomes and claim statuses', () => {
    const t = emptyTally();
    const report = {
      severity: 'high',
      verdict: 'block',
      facts: [{ outcome: 'wrong' }, { outcome: 'correct' }],
      claims: [{ status: 'contradicted' }],
    };
    countReport(t, report as never, true);
    countReport(t, { ...report, verdict: null, facts: [], claims: [] } as never, false);
    expect(t).toMatchObject({
      judged: 2,
      flagged: 1,
      severity: { high: 2 },
      verdict: { block: 1, 'no context': 1 },
      facts: { wrong: 1, correct: 1 },
      claims: { contradicted: 1 },
    });
  });
});

describe('rejudge with worker threads (the built CLI)', () => {
  const cli = join(repo, 'packages/cli/bin/factlint.cjs');
  let built = false;
  beforeAll(() => {
    // The workers run compiled JavaScript, built once by test/global-setup.ts.
    built = existsSync(join(repo, 'packages/cli/dist/rejudge/worker.js'));
  }, 120_000);

  test('the same records as in-process, on two threads, in input order', async () => {
    expect(built, 'packages/cli/dist/rejudge/worker.js was not built').toBe(true);
    const many = join(dir, 'many.jsonl');
    const rows = Array.from({ length: 400 }, (_, i) => TRANSCRIPTS[i % TRANSCRIPTS.length]);
    writeFileSync(many, `${rows.map((t) => (typeof t === 'string' ? t : JSON.stringify(t))).join('\n')}\n`);
    const run = spawnSync(
      process.execPath,
      [cli, 'rejudge', many, '--scenarios', ...examples, '--threads', '2', '--summary-json', join(dir, 'summary.json')],
      { encoding: 'utf8', cwd: repo },
    );
    expect(run.status, run.stderr).toBe(1);
    const records = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    const expectedLines = rows.flatMap((t, i) => (t === '' ? [] : [i + 1]));
    expect(records.map((r) => r.line)).toEqual(expectedLines);
    const inProcess = (await rejudge({ file: many })).records;
    expect(records.map((r) => r.error ?? r.severity)).toEqual(inProcess.map((r) => r.error ?? r.severity));
    expect(run.stderr).toMatch(/2 worker threads/);
    const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8'));
    // Both workers judged lines (thread ids 1 and 2; 0 would be the main thread).
    expect(Object.keys(summary.byThread).sort()).toEqual(['1', '2']);
    expect(Object.values(summary.byThread as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(expectedLines.length);
    expect(run.stderr).not.toContain('ETA'); // stderr is a pipe here: no progress bar
  }, 120_000);

  test('on a terminal: a progress bar with rate and ETA on stderr', () => {
    expect(built).toBe(true);
    const run = spawnSync(
      'script',
      [
        '-qec',
        `${process.execPath} ${cli} rejudge ${transcripts} --scenarios ${examples.join(' ')} --out ${join(dir, 'tty.jsonl')}`,
        '/dev/null',
      ],
      { encoding: 'utf8', cwd: repo },
    );
    expect(run.stdout).toMatch(/rejudge \[.*\] \d+% \| \d+ lines \| \d+\/s \| ETA/);
    expect(run.stdout).toMatch(/rejudged 7 lines/);
  }, 120_000);
});
