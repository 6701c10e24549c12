import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Some tests run the built CLI in child processes (other TZ/LANG, worker threads). Build once,
 * before any test file starts, so no two test files race to write dist/. The command is the
 * package's own `build` script, read from package.json so the two never drift apart (tsc -b is
 * incremental: after `npm install` it is a no-op; the bundles are written anew, in under a second).
 */
export default function buildOnce(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const build: string = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).scripts.build;
  // The script names its tools as npm would find them: node_modules/.bin on the PATH.
  const path = `${root}node_modules/.bin${process.platform === 'win32' ? ';' : ':'}${process.env.PATH ?? ''}`;
  const r = spawnSync(build, { cwd: root, encoding: 'utf8', shell: true, env: { ...process.env, PATH: path } });
  if (r.status !== 0)
    process.stderr.write(`global setup: \`npm run build\` reported problems (tests of the built CLI may fail):\n${r.stdout}${r.stderr}\n`);
}
