import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { DataKindRegistry, PackCache, PackLoader } from '../src/index.js';

/*
 * The compiled-pack cache sees a change to a pack's file by its stamp (size and write times, see
 * file-stamp.ts), not by its content. The file system's clock ticks every few milliseconds, so a
 * file rewritten to the same size within one tick of its last write keeps its stamp. Here every
 * file reads as written at one instant, as within such a tick.
 */
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const oneInstant = 1_764_700_000_123.456;
  const statSync = ((...args: Parameters<typeof fs.statSync>) => {
    const stats = fs.statSync(...args);
    if (stats) Object.assign(stats, { mtimeMs: oneInstant, ctimeMs: oneInstant });
    return stats;
  }) as typeof fs.statSync;
  return { ...fs, statSync, default: { ...fs, statSync } };
});

const kinds = new DataKindRegistry().register({
  name: 'hedges',
  description: 'hedge words',
  schema: z.strictObject({ before: z.array(z.string()) }),
  combine: 'single',
});
const MANIFEST = 'name: locale-xx\nversion: 1.0.0\nkind: locale\nprovides:\n  hedges: hedges.yaml\n';

describe('PackCache within one tick of the file clock', () => {
  const root = mkdtempSync(join(tmpdir(), 'factlint-stamps-'));
  const dir = join(root, 'locale-xx');
  mkdirSync(dir);
  const load = () => new PackLoader({ kinds, cache: new PackCache(join(root, 'cache')) }).load(dir).data.hedges;

  it('a file rewritten to another size is read anew', () => {
    writeFileSync(join(dir, 'pack.yaml'), MANIFEST);
    writeFileSync(join(dir, 'hedges.yaml'), 'before: [omkring]\n');
    expect(load()).toEqual({ before: ['omkring'] });
    writeFileSync(join(dir, 'hedges.yaml'), 'before: [rundt]\n');
    expect(load()).toEqual({ before: ['rundt'] });
  });

  it('limitation: a file rewritten to the same size keeps its stamp, and the entry still answers with the old words', () => {
    writeFileSync(join(dir, 'hedges.yaml'), 'before: [nesten]\n');
    expect(load()).toEqual({ before: ['nesten'] });
    writeFileSync(join(dir, 'hedges.yaml'), 'before: [snaunt]\n');
    expect(load()).toEqual({ before: ['nesten'] });
  });
});
