import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The measuring scripts are how the README's figures are made: a mistyped option must stop the
 * script with one line naming it (exit status 2), not print a stack trace, and never be ignored
 * (`bench --bogus` used to run the whole bench as if nothing had been asked). `--help` prints how
 * the script is called (its opening comment) and runs nothing.
 */

const root = resolve(import.meta.dirname, '..');

function run(script: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [`scripts/${script}.mjs`, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stderr: r.stderr, stdout: r.stdout };
}

describe('the scripts refuse a wrong command line in one line', () => {
  it.each([
    ['bench', ['--bogus'], /^bench: Unknown option '--bogus'/],
    ['bench', ['--only', 'everything'], /^bench: --only takes one of load, eval, 2k, 20k, sizes, .*, not "everything"/],
    ['bench', ['--only'], /^bench: Option '--only <value>' argument missing/],
    ['bench', ['eval'], /^bench: Unexpected argument 'eval'/],
    ['warm-ab', ['--bogus'], /^warm-ab: Unknown option '--bogus'/],
    ['warm-ab', ['--workload', '3k', 'a', 'b'], /^warm-ab: --workload must be one of 2k, 20k, eval/],
    ['instruction-count', ['--passes'], /^instruction-count: Option '--passes <value>' argument missing/],
    ['instruction-count', ['--passes', 'many', '.'], /^instruction-count: --passes must be a whole number/],
    ['fresh-ab', ['--runs', '0', '.'], /^fresh-ab: --runs must be a whole number of at least 1, not "0"/],
    ['bench-serve', ['--request', '10'], /^bench-serve: Unknown option '--request'/],
    ['bench-rejudge', ['--line', '10'], /^bench-rejudge: Unknown option '--line'/],
    ['external-eval', ['faithbench', 'folder', '--batch', '1-8'], /^external-eval: unknown option --batch/],
  ])('%s %j', (script, args, message) => {
    const r = run(script, ...args);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stdout).toBe('');
  });
});

describe('--help says how each script is called', () => {
  it.each([
    ['bench', /npm run bench -- --only eval {4}one section \(load, eval, 2k, 20k, sizes, fresh, setup, readers, short, scans, alloc\)/],
    ['warm-ab', /node scripts\/warm-ab\.mjs \[--workload 2k\|20k\|eval/],
    ['instruction-count', /node scripts\/instruction-count\.mjs \[--workload eval\|2k/],
    ['fresh-ab', /node scripts\/fresh-ab\.mjs \[--runs N\] BUILD_DIR/],
    ['bench-serve', /node scripts\/bench-serve\.mjs \[--requests 100000\]/],
    ['bench-rejudge', /node scripts\/bench-rejudge\.mjs \[--lines 100000\]/],
    ['external-eval', /node scripts\/external-eval\.mjs faithbench FOLDER \[--batches 1-8\]/],
  ])('%s --help', (script, usage) => {
    const r = run(script, '--help');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(usage);
    expect(r.stdout).not.toMatch(/^\s*\/\//m);
    expect(r.stderr).toBe('');
  });
});
