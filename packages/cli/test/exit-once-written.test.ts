import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The bin ends its process once what it wrote is out (src/exit-once-written.ts), not when the event
 * loop runs dry. Run in a child (it exits the process), from the build as the bin runs it.
 */
const MODULE = pathToFileURL(join(import.meta.dirname, '../dist/exit-once-written.js')).href;

function run(script: string) {
  return spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `import { exitOnceWritten } from ${JSON.stringify(MODULE)};\n${script}`],
    {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    },
  );
}

describe('the bin exits once its output is written', () => {
  it('everything written before reaches the reader, and the process ends with the code given', () => {
    const r = run(`for (let i = 0; i < 20000; i++) process.stdout.write('line ' + i + ' ' + 'x'.repeat(200) + '\\n');
      process.stderr.write('a note\\n');
      exitOnceWritten(4, [process.stdout, process.stderr]);`);
    expect(r.status).toBe(4);
    expect(r.stdout.split('\n')).toHaveLength(20001);
    expect(r.stdout.endsWith(`line 19999 ${'x'.repeat(200)}\n`)).toBe(true);
    expect(r.stderr).toBe('a note\n');
  });

  it('work left for later (a timer) is not waited for', () => {
    const r = run(`setTimeout(() => process.stdout.write('late\\n'), 3000);
      process.stdout.write('done\\n');
      exitOnceWritten(0, [process.stdout]);`);
    expect([r.status, r.stdout]).toEqual([0, 'done\n']);
  });

  it('with no stream to wait for (none was made) it exits at once, with the code given', () => {
    const r = run(`setTimeout(() => process.stdout.write('late\\n'), 3000);
      exitOnceWritten(6, []);`);
    expect([r.status, r.stdout]).toEqual([6, '']);
  });
});

describe("Node's standard streams are noted as they are made, and made only when used", () => {
  const WATCH = pathToFileURL(join(import.meta.dirname, '../dist/standard-streams.js')).href;
  it('a write to stderr makes stderr alone, and the watcher hears of it', () => {
    const r = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { watchStandardStreams } from ${JSON.stringify(WATCH)};
         import { writeSync } from 'node:fs';
         const heard = [];
         const made = watchStandardStreams((name) => heard.push(name));
         const before = made().length;
         process.stderr.write('a note\\n');
         process.stderr.write('another\\n');
         writeSync(1, JSON.stringify({ before, after: made().length, sameStream: made()[0] === process.stderr, heard, net: process.moduleLoadList.includes('NativeModule net') }));`,
      ],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toBe('a note\nanother\n');
    expect(JSON.parse(r.stdout)).toEqual({ before: 0, after: 1, sameStream: true, heard: ['stderr'], net: true });
  });
});
