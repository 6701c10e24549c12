import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const repo = new URL('../../../', import.meta.url).pathname;
const bin = join(repo, 'packages/cli/bin/factlint.cjs');
const clientDir = join(repo, 'clients/python');
const TOKEN = 'python-client-test-token-0123';

/**
 * The Python client (clients/python, standard library only) against a real `factlint serve` on a
 * free loopback port with a bearer token: `python3 -m unittest` runs its tests, none skipped.
 */
describe('the Python client against a started server', () => {
  let server: ChildProcess;
  let url = '';
  beforeAll(async () => {
    server = spawn(process.execPath, [bin, 'serve', '--port', '0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, FACTLINT_TOKEN: TOKEN },
    });
    let stderr = '';
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start: ${stderr}`)), 30_000);
      server.stderr!.on('data', (d) => {
        stderr += d.toString();
        const m = /listening on (http:\/\/\S+?)[ ;]/.exec(stderr);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      server.once('exit', () => reject(new Error(`the server exited: ${stderr}`)));
    });
  });
  afterAll(async () => {
    server.kill('SIGTERM');
    await once(server, 'exit');
  });

  test('python3 -m unittest: every test runs and passes', () => {
    const r = spawnSync('python3', ['-m', 'unittest', 'discover', '-s', 'tests', '-t', '.', '-v'], {
      cwd: clientDir,
      encoding: 'utf8',
      env: { ...process.env, FACTLINT_URL: url, FACTLINT_TOKEN: TOKEN, PYTHONDONTWRITEBYTECODE: '1' },
      timeout: 120_000,
    });
    expect(r.error, 'python3 must be on the PATH').toBeUndefined();
    expect(r.stderr).toMatch(/\nOK\n$/);
    expect(r.stderr).not.toMatch(/skipped/);
    expect(r.stderr).toMatch(/Ran 1[3-9] tests/);
    expect(r.status).toBe(0);
  });
});
