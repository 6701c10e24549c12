import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { pruneOldest, writeAtomically } from '../src/cache-folder.js';
import { factlintCacheDir } from '../src/index.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'factlint-cache-folder-'));
});

/** `names` as files in `dir`, the first the oldest (a minute apart). */
function filesByAge(names: string[]): void {
  names.forEach((name, i) => {
    writeFileSync(join(dir, name), name);
    const t = new Date(Date.UTC(2026, 0, 1, 0, i));
    utimesSync(join(dir, name), t, t);
  });
}

describe('the cache folder', () => {
  it('past the most files, the oldest are removed down to the number kept', () => {
    filesByAge(['a', 'b', 'c', 'd', 'e']);
    pruneOldest(dir, 4, 2);
    expect(readdirSync(dir).sort()).toEqual(['d', 'e']);
  });

  it('up to the most files, nothing is removed', () => {
    filesByAge(['a', 'b', 'c', 'd']);
    pruneOldest(dir, 4, 2);
    expect(readdirSync(dir)).toHaveLength(4);
  });

  it("pruning counts only files: another cache's folder and a half-written file stay, and do not count", () => {
    mkdirSync(join(dir, 'code'));
    filesByAge(['a', 'b', 'c', 'x.123.abc.partial']);
    pruneOldest(dir, 2, 1);
    expect(readdirSync(dir).sort()).toEqual(['c', 'code', 'x.123.abc.partial']);
  });

  it('pruning a folder that is not there does nothing', () => {
    expect(() => pruneOldest(join(dir, 'none'), 1, 0)).not.toThrow();
  });

  it('a file is written whole, its folder made, and no half-written file is left', () => {
    const file = join(dir, 'deep', 'er', 'entry.bin');
    writeAtomically(file, new Uint8Array([1, 2, 3]));
    writeAtomically(file, 'again');
    expect(readFileSync(file, 'utf8')).toBe('again');
    expect(readdirSync(join(dir, 'deep', 'er'))).toEqual(['entry.bin']);
  });

  it('a file that cannot be written throws, for the caller to take as a miss', () => {
    writeFileSync(join(dir, 'taken'), '');
    expect(() => writeAtomically(join(dir, 'taken', 'entry.bin'), 'x')).toThrow();
    expect(existsSync(join(dir, 'taken', 'entry.bin'))).toBe(false);
  });

  it.each([
    ['/opt/app/node_modules/@factlint/kernel/dist/bundle', {}, '/opt/app/node_modules/.cache/factlint'],
    ['/opt/app/node_modules/@factlint/kernel/dist/bundle', { FACTLINT_CACHE_DIR: 'some/where' }, resolve('some/where')],
    ['/opt/app/node_modules/@factlint/kernel/dist/bundle', { FACTLINT_NO_CACHE: '1' }, false],
    ['/opt/app/node_modules/@factlint/kernel/dist/bundle', { FACTLINT_NO_CACHE: ' False ' }, '/opt/app/node_modules/.cache/factlint'],
    ['/nowhere/at/all/x', { XDG_CACHE_HOME: '/home/u/.cache' }, '/home/u/.cache/factlint'],
    ['/nowhere/at/all/x', {}, join(homedir(), '.cache', 'factlint')],
  ])('a module in %s with the environment %j keeps its cache in %s', (moduleDir, env, expected) => {
    expect(factlintCacheDir(moduleDir, env)).toBe(expected);
  });
});
