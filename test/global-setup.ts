import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Some tests run the built CLI in child processes (other TZ/LANG, worker threads). Build once,
 * before any test file starts, so no two test files race to write dist/ (tsc -b is incremental:
 * after `npm install` this is a no-op; the bundles are written anew, in under a second).
 */
export default function buildOnce(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const r = spawnSync(
    process.execPath,
    [
      'node_modules/typescript/bin/tsc',
      '-b',
      'packages/cli',
      'packages/testkit',
      'packages/vitest-matchers',
      ...['numeric', 'date', 'entity', 'quote', 'url'].map((t) => `rule-packs/claim-${t}`),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (r.status !== 0)
    process.stderr.write(`global setup: tsc -b reported problems (tests of the built CLI may fail):\n${r.stdout}${r.stderr}\n`);
  // The built CLI and packages run from their bundles (`npm run build` writes them after tsc).
  const b = spawnSync(process.execPath, ['scripts/bundle.mjs'], { cwd: root, encoding: 'utf8' });
  if (b.status !== 0) process.stderr.write(`global setup: bundling failed (tests of the built CLI may fail):\n${b.stdout}${b.stderr}\n`);
}
