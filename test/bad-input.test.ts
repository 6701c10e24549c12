import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runCli } from '../packages/cli/test/cli-in-process.js';

/**
 * The malformed-input corpus (test/fixtures/bad/cases.yaml): every case runs the real CLI and must
 * give its exit code and name the file, the path and what was expected — never a crash, never a
 * stack trace, never a pass.
 */
interface BadInputCase {
  name: string;
  args: string[];
  exit: number;
  stderr?: string[];
  stdout?: string[];
  max_lines?: number;
  known_bug?: string;
}

const MANIFEST = 'test/fixtures/bad/cases.yaml';
const { cases } = parse(readFileSync(MANIFEST, 'utf8')) as { cases: BadInputCase[] };

async function check(c: BadInputCase): Promise<void> {
  const run = await runCli(c.args);
  const shown = `factlint ${c.args.join(' ')}\nexit ${run.code}\nstderr:\n${run.stderr.slice(0, 2000)}`;
  expect(run.code, shown).toBe(c.exit);
  expect(run.stderr, shown).not.toMatch(/internal error|\n\s+at /);
  for (const part of c.stderr ?? []) expect(run.stderr, shown).toContain(part);
  for (const part of c.stdout ?? []) expect(run.stdout, shown).toContain(part);
  if (c.exit === 2) {
    // Bad input prints nothing on stdout; stderr opens with a message (`factlint: file:line:col: path: …`,
    // or commander's `error: …` for a bad command line), never a stack trace.
    expect(run.stdout, shown).toBe('');
    expect(run.stderr, shown).toMatch(/^(factlint|error): \S/);
  }
  if (c.max_lines !== undefined) expect(run.stderr.trimEnd().split('\n').length, shown).toBeLessThanOrEqual(c.max_lines);
}

describe('malformed input corpus', () => {
  it('lists each case once, with a name, a command and an exit code', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
    for (const c of cases) {
      expect(
        Object.keys(c).every((k) => ['name', 'args', 'exit', 'stderr', 'stdout', 'max_lines', 'known_bug'].includes(k)),
        c.name,
      ).toBe(true);
      expect([0, 1, 2], c.name).toContain(c.exit);
    }
  });

  for (const c of cases) {
    if (c.known_bug) it.fails(`known bug: ${c.name} — ${c.known_bug}`, () => check(c));
    else it(c.name, () => check(c));
  }
});

describe('prototype pollution', () => {
  it('no scenario or pack file of the corpus reaches Object.prototype', async () => {
    for (const c of cases) await runCli(c.args);
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('numeric_tolerance');
  });
});
