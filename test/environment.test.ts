import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../packages/cli/test/cli-in-process.js';

/**
 * No environment-dependent behaviour: the report does not depend on the machine's time zone, locale
 * or clock, and verifying reads nothing from the network. The bin is run in child processes because
 * a process reads TZ and LANG once, at start-up.
 */
const ENVIRONMENTS: Record<string, string>[] = [
  { TZ: 'UTC', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
  { TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' }, // UTC+14, Turkish casing and digits
  { TZ: 'America/St_Johns', LANG: 'ar_EG.UTF-8', LC_ALL: 'ar_EG.UTF-8' }, // UTC−3:30, Arabic-Indic digits
  { TZ: 'Asia/Tokyo', LANG: 'ja_JP.UTF-8', LC_ALL: 'ja_JP.UTF-8' },
];
const ARGS = [
  'packages/cli/bin/factlint.cjs',
  'verify',
  'examples/quickstart.yaml',
  'examples/facts-nb.yaml',
  'examples/facts-ja.yaml',
  '--format',
  'json',
];

/** The JSON report without its one measured field. */
function withoutLatency(json: string): string {
  return json.replace(/"latency_ms":\s*[0-9.e+-]+/g, '"latency_ms":0');
}

describe('environment independence', () => {
  // The bin runs the built CLI, built once by test/global-setup.ts.
  it('the JSON report is byte-identical under different TZ, LANG and LC_ALL', () => {
    const runs = ENVIRONMENTS.map((env) => {
      const r = spawnSync(process.execPath, ARGS, {
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      return { env, status: r.status, stdout: withoutLatency(r.stdout), stderr: r.stderr };
    });
    const [first, ...rest] = runs;
    expect(first!.stderr).toBe('');
    expect([0, 1]).toContain(first!.status);
    expect(JSON.parse(first!.stdout).scenarios.length).toBeGreaterThan(3);
    for (const run of rest) {
      expect(run.stderr, JSON.stringify(run.env)).toBe('');
      expect(run.status, JSON.stringify(run.env)).toBe(first!.status);
      expect(run.stdout, JSON.stringify(run.env)).toBe(first!.stdout);
    }
  }, 120_000);

  // Norwegian and Danish collation sort "aa" as "å", after "z": any ordering by localeCompare
  // without a fixed locale changes with LANG.
  it('packs list orders packs the same under every LANG (code-unit order, not localeCompare)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'factlint-env-'));
    writeFileSync(join(dir, 'pack.yaml'), 'name: aa-first\nversion: 0.1.0\nkind: domain\n');
    const list = (lang: string) =>
      spawnSync(process.execPath, ['packages/cli/bin/factlint.cjs', 'packs', 'list', '--format', 'json', '--packs', dir], {
        env: { PATH: process.env.PATH, TZ: 'UTC', LANG: lang, LC_ALL: lang },
        encoding: 'utf8',
      }).stdout;
    const plain = list('C.UTF-8');
    expect(JSON.parse(plain).packs[0].name).toBe('aa-first');
    expect(list('nb_NO.UTF-8')).toBe(plain);
  }, 60_000);

  it('the report does not depend on the clock (Date is frozen at two far-apart instants)', async () => {
    const at = async (iso: string) => {
      vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
      try {
        return await runCli(['verify', 'examples/quickstart.yaml', '--format', 'json']);
      } finally {
        vi.useRealTimers();
      }
    };
    const past = await at('1999-12-31T23:59:59Z');
    const future = await at('2099-06-30T12:00:00Z');
    expect(past.stderr).toBe('');
    expect(withoutLatency(future.stdout)).toBe(withoutLatency(past.stdout));
    expect(future.code).toBe(past.code);
  });

  it('verifying makes no network request', async () => {
    const net = await import('node:net');
    const refuse = (what: string) => () => {
      throw new Error(`network access attempted: ${what}`);
    };
    const spies = [
      vi.spyOn(globalThis, 'fetch').mockImplementation(refuse('fetch')),
      vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(refuse('socket')),
    ];
    try {
      const run = await runCli(['verify', 'examples/quickstart.yaml', '--format', 'json']);
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout).scenarios.length).toBeGreaterThan(0);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
