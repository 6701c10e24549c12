// One fresh `factlint verify examples/quickstart.yaml` of a build, timed: the bench's `fresh` row and
// scripts/fresh-ab.mjs both measure this process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPORT_CPU = fileURLToPath(new URL('./report-cpu.cjs', import.meta.url));

/**
 * Runs the quick start's verify of the build in `root` in a fresh Node, with `args` added to the
 * command line and `env` to the environment. Wall time and the child's user and system CPU, in ms,
 * and the fresh pages it touched; `ok` is false when it failed (exit code 1 is the quick start's
 * findings, by design).
 */
export function freshVerify(root, { args = [], env = {} } = {}) {
  return timedChild([factlintBin(root), 'verify', join(root, 'examples/quickstart.yaml'), '--format', 'json', ...args], env);
}

/** A bare `node -e 0`, read as freshVerify reads a verify: what Node's own start costs and touches. */
export function nodeAlone(env = {}) {
  return timedChild(['-e', '0'], env);
}

function timedChild(args, env) {
  const started = performance.now();
  const child = spawnSync(process.execPath, ['-r', REPORT_CPU, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  const wall = performance.now() - started;
  const [, user = NaN, system = NaN, pages = NaN] = /cpu-us (\d+) (\d+) pages (\d+)/.exec(child.stderr) ?? [];
  return {
    wall,
    user: Number(user) / 1000,
    system: Number(system) / 1000,
    pages: Number(pages),
    ok: child.status === 0 || child.status === 1,
    stderr: child.stderr,
  };
}

/** The bin of the build in `root`: `factlint.cjs`, or `factlint.js` in a build from before it became CommonJS (to compare with one). */
export function factlintBin(root) {
  const bin = join(root, 'packages/cli/bin/factlint.cjs');
  return existsSync(bin) ? bin : join(root, 'packages/cli/bin/factlint.js');
}
