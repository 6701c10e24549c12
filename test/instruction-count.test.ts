import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * scripts/instruction-count.mjs counts a build's instructions per verify under valgrind, which is
 * far too slow for the suite. What is tested here is what a user meets first: a wrong argument is
 * named, with exit code 2, before valgrind is ever started.
 */

const script = resolve(import.meta.dirname, '..', 'scripts', 'instruction-count.mjs');

describe('scripts/instruction-count.mjs refuses what it cannot count', () => {
  it.each([
    [['--workload', '5k', '.'], '--workload must be eval, 2k, 20k or start, not "5k"'],
    [['--passes', '0', '.'], '--passes must be a whole number of at least 1, not "0"'],
    [['--passes', 'two', '.'], '--passes must be a whole number of at least 1, not "two"'],
    [[], 'name at least one build directory'],
    [['/nonexistent/factlint'], '/nonexistent/factlint holds no built engine (packages/pipeline/dist/bundle/index.js)'],
  ])('%j', (args, message) => {
    const r = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`instruction-count: ${message}`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
