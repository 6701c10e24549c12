import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run bench -- --profile` is how a speed change shows where it moved time (issue 13). It runs
 * here on one short row, one round, for what it prints, never for how fast: a profile written to
 * reports/, time per stage, self time attributed to the pipeline's stages in the built bundles
 * (a bundle moved the stage classes once, and the summary crashed without a test noticing), and
 * how fast the machine itself ran during the row.
 */

const root = resolve(import.meta.dirname, '..');

describe('bench --profile', () => {
  it('writes a CPU profile and attributes samples to the pipeline stages', () => {
    const r = spawnSync(process.execPath, ['scripts/bench.mjs', '--only', 'eval', '--profile'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_ROUNDS: '1' },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/per stage, eval set \(1 rounds, warm\): setup .* segment .* extract .* compare /);
    const profile = /CPU profile of the sections above: (reports\/\S+\.cpuprofile)/.exec(r.stdout)?.[1];
    expect(profile, r.stdout).toBeDefined();
    const file = resolve(root, profile!);
    expect(existsSync(file)).toBe(true);
    rmSync(file);
    for (const stage of ['segment', 'extract', 'compare']) expect(r.stdout).toMatch(new RegExp(`\\n {4}${stage}: [\\d.]+ % of samples`));
    // The machine's own speed beside the row (machine-speed.mjs): a figure taken while the shared
    // machine ran at half speed says so.
    expect(r.stdout).toMatch(/evaluation set, per answer \(warm\) .*\(machine ×\d+\.\d\d its best\)/);
    expect(r.stdout).toMatch(
      /machine speed \(a fixed piece of plain JavaScript, \d+ µs at its best in this run.*evaluation set, per answer \(warm\) ×\d+\.\d\d \(worst ×\d+\.\d\d of \d+\)/,
    );
  }, 120_000);
});
