import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The bin finds the kernel's loader without Node's package resolver (packages/cli/bin/factlint.cjs):
 * it must take the file Node's `require('@factlint/kernel/internal/load-body')` would.
 */

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'packages/cli/bin/factlint.cjs');

describe("the bin finds the kernel's loader where Node would", () => {
  it("names the file the kernel's package.json exports the loader as", () => {
    const exported = JSON.parse(readFileSync(join(ROOT, 'packages/kernel/package.json'), 'utf8')).exports['./internal/load-body'].require;
    const named = /const LOADER_FILE = '([^']+)';/.exec(readFileSync(BIN, 'utf8'))?.[1];
    expect(`./${named}`).toBe(exported);
  });

  /** An install in a fresh folder: the bin in node_modules/@factlint/cli, stub loaders that say which they are. */
  function install(): { root: string; loader: (kernelDir: string, file: string, which: string) => void; run: () => unknown } {
    const root = mkdtempSync(join(tmpdir(), 'factlint-bin-'));
    const cli = join(root, 'node_modules/@factlint/cli');
    mkdirSync(join(cli, 'bin'), { recursive: true });
    copyFileSync(BIN, join(cli, 'bin/factlint.cjs'));
    const loader = (kernelDir: string, file: string, which: string) => {
      mkdirSync(dirname(join(kernelDir, file)), { recursive: true });
      const stub = `exports.keepCompiledCodePer = () => {};\nexports.loadBody = () => console.log(${JSON.stringify(JSON.stringify(which))});\n`;
      writeFileSync(join(kernelDir, file), stub);
    };
    const run = () => {
      const r = spawnSync(process.execPath, [join(cli, 'bin/factlint.cjs'), 'verify'], { encoding: 'utf8', env: {} });
      return r.status === 0 ? JSON.parse(r.stdout) : r.stderr;
    };
    return { root, loader, run };
  }

  it('the outer copy when the cli has none of its own', () => {
    const { root, loader, run } = install();
    loader(join(root, 'node_modules/@factlint/kernel'), 'dist/bundle/load-body.cjs', 'outer');
    expect(run()).toBe('outer');
  });

  it("the cli's own nested copy before the outer one", () => {
    const { root, loader, run } = install();
    loader(join(root, 'node_modules/@factlint/kernel'), 'dist/bundle/load-body.cjs', 'outer');
    loader(join(root, 'node_modules/@factlint/cli/node_modules/@factlint/kernel'), 'dist/bundle/load-body.cjs', 'nested');
    expect(run()).toBe('nested');
  });

  it('a nested copy laid out otherwise is still the one taken: Node reads its exports', () => {
    const { root, loader, run } = install();
    loader(join(root, 'node_modules/@factlint/kernel'), 'dist/bundle/load-body.cjs', 'outer');
    const nested = join(root, 'node_modules/@factlint/cli/node_modules/@factlint/kernel');
    loader(nested, 'lib/loader.cjs', 'nested, through its exports');
    writeFileSync(
      join(nested, 'package.json'),
      JSON.stringify({ name: '@factlint/kernel', exports: { './internal/load-body': { require: './lib/loader.cjs' } } }),
    );
    expect(run()).toBe('nested, through its exports');
  });
});
