import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Formatter and linter in CI: `biome ci` (configuration in biome.jsonc) fails on a source file that
 * is not formatted or breaks a lint rule, and prints each diagnostic with its file and line.
 */
const ROOT = join(import.meta.dirname, '..');

describe('formatting and lint (Biome)', () => {
  it('every TypeScript and JavaScript source passes `biome ci`', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/@biomejs/biome/bin/biome'), 'ci', '--colors=off', '.'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.error).toBeUndefined();
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  });
});
