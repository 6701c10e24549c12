import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What Node loads of its own for a fresh `factlint verify` (issue 13, "fresh process"): each of its
 * modules is compiled at the first require. commander's node:child_process (with net, dgram …) and
 * the global `performance` (perf_hooks) cost some 16 M instructions of a verify that needs neither.
 */

const ROOT = join(import.meta.dirname, '..');

/** The Node modules a fresh run of the built CLI with `args` loaded beyond a bare `node -e 0`. */
function modulesLoadedBy(args: string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'factlint-start-modules-'));
  const preload = join(dir, 'report.cjs');
  const bare = JSON.stringify(
    spawnSync(process.execPath, ['-p', 'JSON.stringify(process.moduleLoadList)'], { encoding: 'utf8' }).stdout.trim(),
  );
  writeFileSync(
    preload,
    `const bare = new Set(JSON.parse(${bare}));\nprocess.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(join(dir, 'loaded.json'))}, JSON.stringify(process.moduleLoadList.filter((m) => !bare.has(m)))));\n`,
  );
  const run = spawnSync(process.execPath, ['--require', preload, 'packages/cli/bin/factlint.cjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, FACTLINT_CACHE_DIR: join(dir, 'cache') },
  });
  expect(run.stderr).toBe('');
  return JSON.parse(readFileSync(join(dir, 'loaded.json'), 'utf8'));
}

describe('a fresh factlint verify', () => {
  it('loads neither child_process (nor its dgram) nor perf_hooks', () => {
    const loaded = modulesLoadedBy(['verify', 'examples/quickstart.yaml']);
    // It did load what a verify needs: the code cache's vm.
    expect(loaded).toContain('NativeModule vm');
    // (net it may load: Node writes to a piped stdout through it.)
    for (const unwanted of ['NativeModule child_process', 'NativeModule dgram', 'NativeModule perf_hooks'])
      expect(loaded).not.toContain(unwanted);
  });

  // The bin and the loader are CommonJS, and a body's import() of a factlint package takes its body
  // (kernel load-body.ts importFrom): no ES module runs, and Node never sets up its ES module loader,
  // whose first module brings node:fs/promises, readline and the stream modules with it. (Resolving a
  // package's exports still uses the loader's resolver, as Node's require does.)
  it('runs no ES module: none of the ES module loader, nor what it brings', () => {
    const loaded = modulesLoadedBy(['verify', 'examples/quickstart.yaml']);
    for (const unwanted of [
      'NativeModule internal/modules/esm/module_job',
      'NativeModule internal/modules/esm/translators',
      'NativeModule internal/fs/promises',
      'NativeModule internal/readline/interface',
    ])
      expect(loaded).not.toContain(unwanted);
  });
});
