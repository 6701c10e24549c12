import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { standardOutput } from '../src/report-output.js';

/*
 * The bin writes a verify's report to its standard output descriptor, and makes Node's stdout and
 * stderr streams only if something else writes to them (src/report-output.ts,
 * src/standard-streams.ts): a fresh verify then loads none of Node's stream modules.
 */
const ROOT = join(import.meta.dirname, '../../..');
const BIN = join(ROOT, 'packages/cli/bin/factlint.cjs');
const QUICKSTART = join(ROOT, 'examples/quickstart.yaml');

/** Preloaded: says at exit, on the descriptor, whether Node's `net` and stream modules were loaded. */
const PROBE = join(mkdtempSync(join(tmpdir(), 'factlint-output-')), 'probe.cjs');
writeFileSync(
  PROBE,
  `process.on('exit', () => require('node:fs').writeSync(2, '\\nstreams ' + JSON.stringify(process.moduleLoadList.filter((m) => m === 'NativeModule net' || m === 'NativeModule stream'))));\n`,
);

function verifyTo(stdio: 'pipe' | number, args: string[] = []) {
  return spawnSync(process.execPath, ['-r', PROBE, BIN, 'verify', QUICKSTART, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', stdio, 'pipe'],
    env: { ...process.env, FACTLINT_CACHE_DIR: join(tmpdir(), 'factlint-output-cache') },
  });
}

const streamsLoaded = (stderr: string) => JSON.parse(/streams (.*)$/.exec(stderr)?.[1] ?? 'null');

describe('the bin writes the report to the descriptor', () => {
  it("to a pipe: the whole report, and none of Node's stream modules loaded", () => {
    const run = verifyTo('pipe');
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).scenarios).toHaveLength(3);
    expect(streamsLoaded(run.stderr)).toEqual([]);
  });

  it('to a file: the same report', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'factlint-output-')), 'report.json');
    const fd = openSync(file, 'w');
    const run = verifyTo(fd, ['--format', 'jsonl']);
    closeSync(fd);
    expect(run.status).toBe(1);
    expect(readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(3);
    expect(streamsLoaded(run.stderr)).toEqual([]);
  });

  it('a note on stderr and the report both reach the reader', () => {
    // A folder's YAML file that holds no scenario is skipped with a note on stderr.
    const folder = mkdtempSync(join(tmpdir(), 'factlint-output-'));
    writeFileSync(join(folder, 'quickstart.yaml'), readFileSync(QUICKSTART));
    writeFileSync(join(folder, 'notes.yaml'), 'title: not a scenario\n');
    const run = spawnSync(process.execPath, [BIN, 'verify', folder], { encoding: 'utf8' });
    expect(run.stderr).toMatch(/^factlint: skipped .*notes\.yaml: not a scenario file/);
    expect(JSON.parse(run.stdout).scenarios).toHaveLength(3);
  });

  it('a reader that closes the pipe first ends the run quietly (exit 0, no stack trace)', async () => {
    const child = spawn(process.execPath, [BIN, 'verify', QUICKSTART], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect([code, stderr]).toEqual([0, '']);
  });

  it('a pipe another program left non-blocking: the write waits for the reader instead of failing (EAGAIN)', async () => {
    // A FIFO opened for writing with O_NONBLOCK, read slowly by another process: a pipe holds 64 KB,
    // so a 1 MB write meets a full pipe many times.
    const fifo = join(mkdtempSync(join(tmpdir(), 'factlint-output-')), 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); const fd = fs.openSync(process.argv[1], 'r'); const b = Buffer.alloc(8192); let n = 0, r;
        while ((r = fs.readSync(fd, b)) > 0) { n += r; Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1); } console.log(n);`,
        fifo,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let counted = '';
    reader.stdout.on('data', (d) => (counted += String(d)));
    let fd = -1;
    while (fd < 0) {
      try {
        fd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
      } catch {
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    const text = 'x'.repeat(1 << 20);
    standardOutput(fd).write(text);
    closeSync(fd);
    await new Promise((resolve) => reader.on('close', resolve));
    expect(Number(counted)).toBe(text.length);
  });
});
