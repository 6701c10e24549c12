import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ScenarioReport } from '@factlint/kernel';
import { runCli } from './cli-in-process.js';
import { failurePredicate, verifyCommand } from '../src/commands/verify.js';
import { colourWanted } from '../src/format/terminal.js';

/**
 * The command-line defects of issue 14, one test each (each failed before its fix). Exit codes:
 * 0 pass, 1 flagged, 2 bad input, 3 a bug in factlint.
 */
const work = mkdtempSync(join(tmpdir(), 'factlint-cli-defects-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const QUICKSTART = 'examples/quickstart.yaml';
const DEFECTS = 'packages/cli/test/fixtures/defects';

const report = (verdict: ScenarioReport['verdict'], severity: ScenarioReport['severity']) => ({ verdict, severity }) as ScenarioReport;

describe('exit codes', () => {
  it('--fail-on retry means retry or worse: a block fails the run', async () => {
    const fails = failurePredicate('retry');
    expect([report('pass', 'pass'), report('annotate', 'low'), report('retry', 'medium'), report('block', 'high')].map(fails)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(failurePredicate('annotate')(report('block', 'high'))).toBe(true);
    expect(failurePredicate('block')(report('retry', 'medium'))).toBe(false);
    // quarterly-report-contradicted is blocked.
    expect((await runCli(['verify', QUICKSTART, '--fail-on', 'retry', '--format', 'json'])).code).toBe(1);
    expect((await runCli(['verify', QUICKSTART, '--fail-on', 'block', '--format', 'json'])).code).toBe(1);
  });

  it('--policy observe does not fail the run (exit 0), unless --fail-on asks', async () => {
    const observed = await runCli(['verify', QUICKSTART, '--policy', 'observe', '--format', 'json']);
    expect(observed.code).toBe(0);
    const verdicts = (JSON.parse(observed.stdout) as { scenarios: ScenarioReport[] }).scenarios.map((s) => s.verdict);
    expect(verdicts).toEqual(['pass', 'annotate', null]);
    expect((await runCli(['verify', QUICKSTART, '--policy', 'observe', '--fail-on', 'annotate', '--format', 'json'])).code).toBe(1);
    expect((await runCli(['verify', QUICKSTART, '--format', 'json'])).code).toBe(1);
  });
});

describe('stale', () => {
  it('stale on an empty folder is an error (no scenario files found), not "0 facts" and exit 0', async () => {
    const empty = join(work, 'empty');
    mkdirSync(empty);
    const run = await runCli(['stale', '--as-of', '2027-01-01', empty]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `factlint: ${empty}: no scenario files or pack folders found (expected .yaml, .yml or .json files, or folders with a pack.yaml)\n`,
    );
  });
});

describe('--out', () => {
  it('--out into a missing folder fails up front with a clear message (exit 2, nothing run), not exit 3 after the run', async () => {
    const target = join(work, 'no-such-folder', 'report.html');
    const run = await runCli(['verify', QUICKSTART, '--format', 'html', '--out', target]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`factlint: --out: cannot write ${target}: the folder ${join(work, 'no-such-folder')} does not exist\n`);
    expect(existsSync(target)).toBe(false);
  });

  it('rejudge --out and --summary-json into a missing folder fail up front too (no crash, no stack trace)', async () => {
    const transcripts = join(work, 'transcripts.jsonl');
    writeFileSync(
      transcripts,
      '{"scenario_id":"grunnbelop-samtale","conversation":[{"role":"assistant","content":"G er 136 549 kroner."}]}\n',
    );
    for (const flag of ['--out', '--summary-json']) {
      const target = join(work, 'missing', 'x.json');
      const run = await runCli(['rejudge', transcripts, '--scenarios', QUICKSTART, '--threads', '0', flag, target]);
      expect(run.code, flag).toBe(2);
      expect(run.stderr).toBe(`factlint: ${flag}: cannot write ${target}: the folder ${join(work, 'missing')} does not exist\n`);
    }
  });

  it('--out onto a folder fails up front too', async () => {
    const run = await runCli(['verify', QUICKSTART, '--out', work]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--out: cannot write ${work}: it is a folder`);
  });

  it('a successful --out prints one line saying where it wrote', async () => {
    const target = join(work, 'report.html');
    const run = await runCli(['verify', QUICKSTART, '--format', 'html', '--out', target]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`factlint: wrote ${target} (html, 3 scenarios)\n`);
    expect(readFileSync(target, 'utf8')).toMatch(/^<!doctype html>/);
  });
});

describe('eval', () => {
  it('eval … | head exits quietly: no EPIPE stack trace', async () => {
    const bin = new URL('../bin/factlint.cjs', import.meta.url).pathname;
    const child = spawn(process.execPath, [bin, 'eval', 'eval/cases.jsonl', '--format', 'json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    // Like `head -1`: read a little, then close the pipe.
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('eval on a YAML file gives one clear error, not one "not valid JSON" line per line', async () => {
    const run = await runCli(['eval', QUICKSTART]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `factlint: ${QUICKSTART}:1:1: expected one JSON object per line (an evaluation set, SPEC §7); this file does not start with one (it looks like YAML)\n`,
    );
  });

  it('eval stops listing lines that are not JSON after five, and says how many more there are', async () => {
    const file = join(work, 'mostly-prose.jsonl');
    const good = readFileSync('eval/cases.jsonl', 'utf8').split('\n')[0];
    writeFileSync(file, [good, ...Array.from({ length: 12 }, (_, i) => `note ${i + 1}`)].join('\n'));
    const run = await runCli(['eval', file]);
    expect(run.code).toBe(2);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/mostly-prose\.jsonl:2:1: not valid JSON: /);
    expect(lines[5]).toBe(`factlint: ${file}: 7 more lines are not valid JSON`);
  });

  it('eval: an unknown language names the line of the case and the key, once for every case that has it', async () => {
    const file = join(work, 'swedish.jsonl');
    const [a, b, c] = readFileSync('eval/cases.jsonl', 'utf8').split('\n');
    const swedish = (line: string) => JSON.stringify({ ...JSON.parse(line), language: 'sv' });
    writeFileSync(file, [a, swedish(b!), swedish(c!)].join('\n'));
    const run = await runCli(['eval', file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `factlint: ${file}:2:1: language: no locale pack for "sv" (known: en, ja, ko, nb); load a locale pack folder with --packs DIR (library: packPaths) (and 1 more case)\n`,
    );
  });

  it('eval on an empty file is an error (no cases), not exit 0', async () => {
    const file = join(work, 'empty.jsonl');
    writeFileSync(file, '\n\n');
    const run = await runCli(['eval', file]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`factlint: ${file}: no evaluation cases: expected one JSON object per line (SPEC §7)\n`);
  });
});

describe('pack, fact and locale errors', () => {
  it('a --packs typo is blamed on the --packs option, not the scenario file', async () => {
    for (const typo of ['domain-no-welfar', 'rule-packs/domain-no-welfar']) {
      const run = await runCli(['verify', QUICKSTART, '--packs', typo]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(
        new RegExp(
          `^factlint: --packs: unknown pack "${typo.replace(/[/-]/g, '\\$&')}": no such folder, and no pack has that name \\(known: claim-date, .*domain-no-welfare, .*\\)\\n$`,
        ),
      );
      expect(run.stderr).not.toContain('quickstart.yaml');
    }
  });

  it('an unknown fact id names the packs searched and does not ask to name a pack already named', async () => {
    const run = await runCli(['verify', 'test/fixtures/bad/scenarios/unknown-fact-id.yaml']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'factlint: test/fixtures/bad/scenarios/unknown-fact-id.yaml:4:9: facts[0]: unknown fact id "no-such-fact": the domain packs searched (domain-no-welfare) do not declare it\n',
    );
    expect(run.stderr).not.toContain('name the pack');
  });

  it('a fact id declared by a pack the scenario does not name says which pack to name', async () => {
    const run = await runCli(['verify', `${DEFECTS}/fact-id-in-unnamed-pack.yaml`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `factlint: ${DEFECTS}/fact-id-in-unnamed-pack.yaml:4:9: facts[0]: unknown fact id "grunnbelop-2026": no domain pack is loaded; pack domain-no-welfare declares it: add it under \`packs\`\n`,
    );
  });

  it('an unknown locale lists the known locales, hints at --packs, and carries the line and column of `locale:`', async () => {
    const single = await runCli(['verify', 'test/fixtures/bad/scenarios/unknown-locale.yaml']);
    expect(single.code).toBe(2);
    expect(single.stderr).toBe(
      'factlint: test/fixtures/bad/scenarios/unknown-locale.yaml:2:1: locale: no locale pack for "xx" (known: en, ja, ko, nb); load a locale pack folder with --packs DIR (library: packPaths)\n',
    );
    const listed = await runCli(['verify', `${DEFECTS}/unknown-locale-in-list.yaml`]);
    expect(listed.stderr).toBe(
      `factlint: ${DEFECTS}/unknown-locale-in-list.yaml:7:5: scenarios[1].locale: no locale pack for "sv" (known: en, ja, ko, nb); load a locale pack folder with --packs DIR (library: packPaths)\n`,
    );
  });
});

describe('terminal output', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    vi.restoreAllMocks();
  });

  it('no colour under TERM=dumb or NO_COLOR, even on a terminal', () => {
    const table: [Record<string, string | undefined>, boolean, boolean][] = [
      [{ TERM: 'xterm-256color' }, true, true],
      [{ TERM: 'xterm-256color' }, false, false],
      [{ TERM: 'dumb' }, true, false],
      [{ TERM: 'xterm-256color', NO_COLOR: '1' }, true, false],
      [{ TERM: 'dumb', FORCE_COLOR: '1' }, true, true],
      [{ TERM: 'xterm', CI: 'true' }, false, false],
    ];
    for (const [vars, isTTY, wanted] of table) expect(colourWanted(isTTY, vars), JSON.stringify([vars, isTTY])).toBe(wanted);
  });

  it('verify on a TERM=dumb terminal prints no escape codes', async () => {
    delete process.env.FORCE_COLOR;
    delete process.env.NO_COLOR;
    process.env.TERM = 'dumb';
    let out = '';
    await verifyCommand([QUICKSTART], {}, { isTTY: true, columns: undefined, write: (text) => (out += text) });
    expect(out).toContain('contradicted');
    expect(out).not.toContain('\u001b[');
  });

  it("text tables fit the terminal width (the output's columns, else 100)", async () => {
    delete process.env.FORCE_COLOR;
    for (const [columns, width] of [
      [72, 72],
      [undefined, 100],
      [200, 200],
    ] as const) {
      let out = '';
      await verifyCommand(
        [`${DEFECTS}/wide-table.yaml`, QUICKSTART],
        { format: 'text' },
        { isTTY: false, columns, write: (text) => (out += text) },
      );
      const widest = Math.max(
        ...out
          .split('\n')
          .filter((l) => l.startsWith('  '))
          .map((l) => [...l].length),
      );
      expect(widest, `columns ${columns}:\n${out}`).toBeLessThanOrEqual(width);
      expect(out).toContain('contradicted');
      if (columns === 200) expect(out).toContain('(1234500000 − 1100000000) / 1100000000 × 100'); // room: nothing clipped
    }
  });
});
