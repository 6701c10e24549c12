import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * scripts/instruction-count.mjs counts a build's instructions per verify under valgrind,
 * scripts/fresh-ab.mjs times fresh processes of builds, and scripts/warm-ab.mjs alternates two
 * builds' warm verifies in one process: far too slow for the suite. What is tested here is what a
 * user meets first: a wrong argument is named, with exit code 2, before anything runs.
 */

const scripts = resolve(import.meta.dirname, '..', 'scripts');

describe('the measuring scripts refuse what they cannot measure', () => {
  it.each([
    [
      'instruction-count',
      ['--workload', '5k', '.'],
      '--workload must be one of eval, 2k, 20k, facts, reader-en, reader-nb, reader-ja, answer-whole, answer-pieces, start, not "5k"',
    ],
    ['instruction-count', ['--passes', '0', '.'], '--passes must be a whole number of at least 1, not "0"'],
    ['instruction-count', ['--passes', 'two', '.'], '--passes must be a whole number of at least 1, not "two"'],
    ['instruction-count', [], 'name at least one build directory'],
    [
      'instruction-count',
      ['/nonexistent/factlint'],
      '/nonexistent/factlint holds no built engine (packages/pipeline/dist/bundle/index.js)',
    ],
    ['fresh-ab', ['--runs', '0', '.'], '--runs must be a whole number of at least 1, not "0"'],
    ['fresh-ab', [], 'name at least one build directory'],
    ['fresh-ab', ['/nonexistent/factlint'], '/nonexistent/factlint holds no built CLI (packages/cli/dist/bundle/cli.js)'],
    ['warm-ab', ['--workload', '3k', '.', '.'], '--workload must be one of 2k, 20k, eval, reader-en, reader-nb, reader-ja, not "3k"'],
    ['warm-ab', ['--rounds', '0', '.', '.'], '--rounds must be a whole number of at least 1, not "0"'],
    ['warm-ab', ['.'], 'name two build directories'],
    ['warm-ab', ['.', '/nonexistent/factlint'], '/nonexistent/factlint holds no built engine (packages/pipeline/dist/bundle/index.js)'],
  ])('%s %j', (name, args, message) => {
    const r = spawnSync(process.execPath, [join(scripts, `${name}.mjs`), ...args], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${name}: ${message}`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
