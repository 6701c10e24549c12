import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { InputError } from '@factlint/kernel';
import { rejudgeCommand, type RejudgeFlags } from '../src/commands/rejudge.js';
import { parseShard, planShard } from '../src/rejudge/shard.js';
import { readLines } from '../src/rejudge/line-reader.js';
import { Readable } from 'node:stream';

const repo = new URL('../../../', import.meta.url).pathname;
const bin = join(repo, 'packages/cli/bin/factlint.cjs');
const scenarioFiles = ['quickstart.yaml', 'facts-nb.yaml'].map((f) => join(repo, 'examples', f));
const dir = mkdtempSync(join(tmpdir(), 'factlint-shard-'));

const turn = (role: 'user' | 'assistant', content: string) => ({ role, content });
/** Stored conversations in en and nb, right and wrong, with the odd line out a real file has. */
function transcriptLines(n: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const k = i % 9;
    if (k === 0)
      lines.push(
        JSON.stringify({
          scenario_id: 'quarterly-report-contradicted',
          conversation: [
            turn('user', `Question ${i}: how did Acme do?`),
            turn('assistant', `Acme Corp's third-quarter revenue rose to $${120 + (i % 3)}.0 million.`),
          ],
        }),
      );
    else if (k === 1)
      lines.push(
        JSON.stringify({
          scenario_id: 'grunnbelop-samtale',
          conversation: [
            turn('user', 'Hva er G nå?'),
            turn('assistant', `Grunnbeløpet (G) er ${i % 2 ? '136 549' : '130 160'} kroner fra 1. mai 2026. Spørsmål nr. ${i}.`),
          ],
        }),
      );
    else if (k === 2) lines.push('');
    else if (k === 3) lines.push('{"scenario_id": "grunnbelop-samtale", "conversation": [');
    else if (k === 4)
      lines.push(
        `${JSON.stringify({
          scenario_id: 'quarterly-report-grounded',
          answer: `The board approved a dividend of $0.45 per share on 14 October 2026 (${i}).`,
        })}\r`,
      );
    else if (k === 5) lines.push(JSON.stringify({ scenario_id: 'no-such-scenario', conversation: [turn('assistant', 'Hei.')] }));
    else if (k === 6)
      lines.push(
        JSON.stringify({
          scenario_id: 'example-nb-aap-tak-feil',
          conversation: [
            turn('assistant', `AAP er høyst 6G, det vil si ${i % 2 ? '819 294' : '780 960'} kroner i året — «ærlig talt» ${i}.`),
          ],
        }),
      );
    else
      lines.push(
        JSON.stringify({
          scenario_id: 'quarterly-report-contradicted',
          context: `Acme Corp reported revenue of $${i}.0 million.`,
          answer: `Revenue fell to $${i}.0 million.`,
        }),
      );
  }
  return lines;
}

function writeTranscripts(name: string, n: number): string {
  const file = join(dir, name);
  writeFileSync(file, `${transcriptLines(n).join('\n')}\n`);
  return file;
}

async function rejudge(file: string, flags: Partial<RejudgeFlags> & { out: string }): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((s) => {
    stderr += String(s);
    return true;
  });
  try {
    const code = await rejudgeCommand(file, { scenarios: scenarioFiles, threads: '0', ...flags }, false);
    return { code, stderr };
  } finally {
    e.mockRestore();
  }
}

/** Output records without their timing: what two runs must agree on. */
function records(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const { latency_ms: _t, ...rest } = JSON.parse(l) as Record<string, unknown>;
      return rest;
    });
}

afterEach(() => vi.restoreAllMocks());

describe('rejudge --shard K/N: a deterministic split by line; shards 0…N−1 concatenated are one unsharded run', () => {
  const file = writeTranscripts('sixty.jsonl', 60);
  const whole = join(dir, 'whole.jsonl');

  test.each([1, 2, 3, 7])('N = %i', async (count) => {
    await rejudge(file, { out: whole });
    const expected = readFileSync(whole, 'utf8');
    let concatenated = '';
    const sizes: number[] = [];
    for (let index = 0; index < count; index++) {
      const out = join(dir, `part-${count}-${index}.jsonl`);
      await rejudge(file, { out, shard: `${index}/${count}` });
      const text = readFileSync(out, 'utf8');
      sizes.push(records(text).length);
      concatenated += text;
    }
    expect(records(concatenated)).toEqual(records(expected));
    expect(records(expected).length).toBe(transcriptLines(60).filter((l) => l.trim()).length); // one record per non-blank line
    if (count > 1 && count <= 7) expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(Math.ceil(60 / count)); // balanced by bytes, roughly by lines
  });

  test('more shards than lines: some shards are empty, the concatenation is still the whole run', async () => {
    const small = writeTranscripts('five.jsonl', 5);
    const out = join(dir, 'five-whole.jsonl');
    await rejudge(small, { out });
    let concatenated = '';
    for (let index = 0; index < 8; index++) {
      const part = join(dir, `five-${index}.jsonl`);
      await rejudge(small, { out: part, shard: `${index}/8` });
      concatenated += readFileSync(part, 'utf8');
    }
    expect(records(concatenated)).toEqual(records(readFileSync(out, 'utf8')));
  });

  test("every line lies in exactly one shard; line numbers are the whole file's", () => {
    const text = readFileSync(file);
    for (const count of [2, 5, 13]) {
      const plans = Array.from({ length: count }, (_, index) => planShard(file, { index, count }));
      expect(plans[0]!.start).toBe(0);
      expect(plans.at(-1)!.end).toBe(text.length);
      for (let i = 1; i < count; i++) expect(plans[i]!.start).toBe(plans[i - 1]!.end);
      for (const p of plans) {
        if (p.start > 0) expect(text[p.start - 1]).toBe(0x0a);
        expect(p.firstLine).toBe(text.subarray(0, p.start).toString().split('\n').length);
      }
    }
  });

  test.each([
    ['3/3', /expected K\/N with 0 ≤ K < N \(shards count from 0, like JOB_COMPLETION_INDEX\), found "3\/3"/],
    ['1/0', /found "1\/0"/],
    ['-1/2', /found "-1\/2"/],
    ['1', /found "1"/],
    ['a/b', /found "a\/b"/],
  ])('--shard %s is bad input', (value, message) => {
    expect(() => parseShard(value)).toThrow(InputError);
    expect(() => parseShard(value)).toThrow(message);
  });
});

describe('rejudge --resume: a run stopped part-way goes on from the last complete record', () => {
  const file = writeTranscripts('resume.jsonl', 120);
  const whole = join(dir, 'resume-whole.jsonl');

  test.each([
    ['a torn last record', (text: string) => text.slice(0, text.indexOf('\n', text.length / 2) + 40)],
    ['a cut at a record boundary', (text: string) => text.slice(0, text.indexOf('\n', text.length / 3) + 1)],
    ['nothing written yet', () => ''],
    ['a finished run', (text: string) => text],
  ])('%s: nothing lost, nothing repeated', async (_what, cut) => {
    await rejudge(file, { out: whole });
    const expected = readFileSync(whole, 'utf8');
    const out = join(dir, `resumed-${Math.random().toString(36).slice(2)}.jsonl`);
    writeFileSync(out, cut(expected));
    const { code, stderr } = await rejudge(file, { out, resume: true });
    expect(records(readFileSync(out, 'utf8'))).toEqual(records(expected));
    expect(code).toBe(1); // flagged conversations in the kept part count too
    expect(stderr).toMatch(/flagged {3}\d+ of \d+/);
  });

  test('a file that is not rejudge output is refused, untouched', async () => {
    const out = join(dir, 'not-output.jsonl');
    writeFileSync(out, '{"line": 3, "error": "x"}\n{"line": 2, "error": "y"}\n');
    const e = await rejudge(file, { out, resume: true }).catch((err: unknown) => err);
    expect((e as InputError).message).toBe(
      `${out}:2:1: not a rejudge output record in input order ({"line": n, …}): --resume continues only a file rejudge wrote`,
    );
    expect(readFileSync(out, 'utf8')).toBe('{"line": 3, "error": "x"}\n{"line": 2, "error": "y"}\n');
  });

  test('--resume without --out is bad input', async () => {
    const e = await rejudgeCommand(file, { scenarios: scenarioFiles, threads: '0', resume: true }, false).catch((err: unknown) => err);
    expect((e as InputError).message).toBe('--resume: needs --out FILE: the records already written there say where to go on');
  });

  test('a real run killed part-way (SIGKILL), then resumed, equals one uninterrupted run', async () => {
    const big = writeTranscripts('killed.jsonl', 3000);
    const complete = join(dir, 'killed-whole.jsonl');
    await rejudge(big, { out: complete });
    const out = join(dir, 'killed-out.jsonl');
    const child = spawn(
      process.execPath,
      [bin, 'rejudge', big, '--scenarios', ...scenarioFiles, '--threads', '0', '--out', out, '--no-progress'],
      { stdio: 'ignore' },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Kill as soon as some records are on disk.
    for (let i = 0; i < 2000; i++) {
      await new Promise((r) => setTimeout(r, 10));
      try {
        if (statSync(out).size > 20_000) break;
      } catch {
        // not created yet
      }
    }
    child.kill('SIGKILL');
    await exited;
    const partial = records(readFileSync(out, 'utf8').slice(0, readFileSync(out, 'utf8').lastIndexOf('\n') + 1));
    const expected = records(readFileSync(complete, 'utf8'));
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(expected.length); // it really stopped part-way
    const { stderr } = await rejudge(big, { out, resume: true });
    expect(stderr).toMatch(new RegExp(`^rejudge: resuming after line \\d+: ${partial.length} records kept`));
    expect(records(readFileSync(out, 'utf8'))).toEqual(expected);
  });

  test('--resume with --shard: each shard goes on in its own output', async () => {
    const out = join(dir, 'shard-resume.jsonl');
    await rejudge(file, { out, shard: '1/3' });
    const expected = readFileSync(out, 'utf8');
    truncateSync(out, Math.floor(expected.length / 2));
    appendFileSync(out, ''); // a torn tail
    await rejudge(file, { out, shard: '1/3', resume: true });
    expect(records(readFileSync(out, 'utf8'))).toEqual(records(expected));
  });
});

describe('standard input: the subprocess route for other languages', () => {
  const run = (args: string[], input: string | Buffer) =>
    spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

  test('rejudge - reads the transcripts from standard input: the same records as from the file', async () => {
    const file = writeTranscripts('stdin.jsonl', 30);
    const out = join(dir, 'stdin-file.jsonl');
    await rejudge(file, { out });
    const r = run(['rejudge', '-', '--scenarios', ...scenarioFiles, '--threads', '0'], readFileSync(file));
    expect(r.status).toBe(1);
    expect(records(r.stdout)).toEqual(records(readFileSync(out, 'utf8')));
  });

  test('rejudge - --shard is bad input (a shard is a byte range of a file)', () => {
    const r = run(['rejudge', '-', '--scenarios', ...scenarioFiles, '--shard', '0/2'], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('factlint: --shard: needs a transcripts file, not <stdin>: a shard starts at a byte offset of the file\n');
  });

  test.each([
    [
      'YAML',
      'id: stdin-en\nlocale: en\nanswer: "Revenue fell to $102.0 million."\ncontext: "Acme Corp reported revenue of $120.0 million."\n',
      'block',
    ],
    [
      'JSON',
      JSON.stringify({ id: 'stdin-ja', locale: 'ja', answer: '売上高は120億円でした。', context: '売上高は120億円でした。' }),
      'pass',
    ],
    [
      'a list of scenarios',
      'scenarios:\n  - id: stdin-nb\n    locale: nb\n    answer: "Omsetningen var 130 160 kroner."\n    context: "Omsetningen var 130 160 kroner."\n',
      'pass',
    ],
  ])('verify - reads %s', (_what, text, verdict) => {
    const r = run(['verify', '-', '--format', 'json'], text);
    expect(JSON.parse(r.stdout).scenarios[0].verdict).toBe(verdict);
    expect(r.status).toBe(verdict === 'pass' ? 0 : 1);
  });

  test('verify - beside files: ids are unique across them all', () => {
    const r = run(
      ['verify', join(repo, 'examples/quickstart.yaml'), '-', '--format', 'jsonl'],
      'id: quarterly-report-grounded\nlocale: en\nanswer: x\n',
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'factlint: <stdin>:1:1: id: duplicate scenario id "quarterly-report-grounded" (also in examples/quickstart.yaml scenarios[0])\n',
    );
  });

  test.each([
    ['a wrong type', 'id: x\nlocale: en\nanswer: 42\n', 'factlint: <stdin>:3:1: answer: expected string, found number 42\n'],
    ['malformed YAML', 'id: x\nlocale: [en\n', /^factlint: <stdin>:\d+:\d+: malformed YAML: /],
    ['nothing at all', '', 'factlint: <stdin>: expected object, found null\n'],
  ])('verify - with %s: exit 2, the message names <stdin>', (_what, text, message) => {
    const r = run(['verify', '-'], text);
    expect(r.status).toBe(2);
    if (typeof message === 'string') expect(r.stderr).toBe(message);
    else expect(r.stderr).toMatch(message);
  });

  test('verify - past the size limit of a scenario file: exit 2', () => {
    const r = run(['verify', '-'], Buffer.alloc(8 * 1024 * 1024 + 1, 0x20));
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('factlint: <stdin>: more than 8388608 bytes; at most 8388608 are read\n');
  });

  test('the line reader splits on \\n only and drops a \\r before it, across chunk edges', async () => {
    const chunks = ['{"a":1}\r', '\n{"b":', '"ø"}\n\n', 'last'];
    const lines: string[] = [];
    for await (const l of readLines(Readable.from(chunks.map((c) => Buffer.from(c))))) lines.push(l);
    expect(lines).toEqual(['{"a":1}', '{"b":"ø"}', '', 'last']);
  });
});
