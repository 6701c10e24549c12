import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from './cli-in-process.js';

/*
 * Start-up (issue 13): a command loads only what it uses, and packs compiled once are read back from
 * the cache folder. What this costs in time is measured by `npm run bench` (rows "load every pack"
 * and "fresh process"), never here.
 */
const ROOT = join(import.meta.dirname, '../../..');
const QUICKSTART = join(ROOT, 'examples/quickstart.yaml');
const CLI = join(ROOT, 'packages/cli/dist/main.js');

/** The CommonJS packages a fresh `factlint …` process has loaded once it is done (ESM ones leave no list). */
function packagesLoadedBy(args: string[], env: NodeJS.ProcessEnv): string[] {
  const script = `
    import { createRequire } from 'node:module';
    const { main } = await import(${JSON.stringify(CLI)});
    await main(['node', 'factlint', ...${JSON.stringify(args)}]);
    const loaded = Object.keys(createRequire(import.meta.url).cache).map((f) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(f)?.[1]);
    process.stderr.write('\\nloaded ' + JSON.stringify([...new Set(loaded.filter(Boolean))]));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const line = /loaded (.*)$/.exec(run.stderr);
  expect(line, run.stderr).not.toBeNull();
  return JSON.parse(line![1]!);
}

let cache: string;
let saved: string | undefined;
beforeEach(() => {
  cache = mkdtempSync(join(tmpdir(), 'factlint-start-up-'));
  saved = process.env.FACTLINT_CACHE_DIR;
  process.env.FACTLINT_CACHE_DIR = cache;
});
afterEach(() => {
  if (saved === undefined) delete process.env.FACTLINT_CACHE_DIR;
  else process.env.FACTLINT_CACHE_DIR = saved;
});
const entries = () => (existsSync(cache) ? readdirSync(cache).filter((n) => n.endsWith('.json')) : []);
/** The JSON report without the times, which differ between any two runs. */
const reportOf = (stdout: string) => stdout.replace(/"latency_ms": [\d.]+/g, '"latency_ms": 0');

describe('start-up', () => {
  it.each([
    [
      ['verify', QUICKSTART, '--format', 'json'],
      ['fastify', 'ajv', 'ajv-formats', 'cli-progress', 'redos-detector'],
    ],
    [
      ['packs', 'list'],
      ['fastify', 'ajv', 'cli-progress'],
    ],
    [
      ['stale', QUICKSTART, '--as-of', '2026-01-01'],
      ['fastify', 'ajv', 'cli-progress'],
    ],
  ])('factlint %j, run a second time, loads none of %j', (args, unused) => {
    packagesLoadedBy(args, { FACTLINT_CACHE_DIR: cache }); // compiles the packs and remembers the option checks
    const loaded = packagesLoadedBy(args, { FACTLINT_CACHE_DIR: cache });
    expect(loaded.filter((name) => unused.includes(name))).toEqual([]);
  });

  it('the first run writes one compiled entry per pack; the next one reads them and reports the same', async () => {
    const first = await runCli(['verify', QUICKSTART, '--format', 'json']);
    const written = entries();
    expect(written.length).toBeGreaterThan(10);
    const second = await runCli(['verify', QUICKSTART, '--format', 'json']);
    expect(entries()).toEqual(written);
    expect([second.code, reportOf(second.stdout)]).toEqual([first.code, reportOf(first.stdout)]);
  });

  it('--no-cache reads and writes no compiled pack, and reports the same', async () => {
    const cached = await runCli(['verify', QUICKSTART, '--format', 'json']);
    for (const name of entries()) writeFileSync(join(cache, name), '{"format": 1, "torn');
    const uncached = await runCli(['verify', QUICKSTART, '--format', 'json', '--no-cache']);
    expect(entries().every((name) => readFileSync(join(cache, name), 'utf8').endsWith('torn'))).toBe(true);
    expect([uncached.code, reportOf(uncached.stdout)]).toEqual([cached.code, reportOf(cached.stdout)]);
  });

  it('torn entries are read from the files instead and written anew', async () => {
    const cached = await runCli(['verify', QUICKSTART, '--format', 'json']);
    const formatOf = (name: string) => JSON.parse(readFileSync(join(cache, name), 'utf8')).format;
    const format = formatOf(entries()[0]!);
    for (const name of entries()) writeFileSync(join(cache, name), `{"format": ${format}, "torn`);
    const again = await runCli(['verify', QUICKSTART, '--format', 'json']);
    expect(reportOf(again.stdout)).toEqual(reportOf(cached.stdout));
    expect(entries().every((name) => formatOf(name) === format)).toBe(true);
  });
});
