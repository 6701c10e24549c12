import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { createJsonSchemaCompiler, DataKindRegistry, InputError, PackCache, PackLoader } from '../src/index.js';
import { issuesOf } from './input-issues.js';

const hedgeKind = (schema: z.ZodType) =>
  new DataKindRegistry().register({ name: 'hedges', description: 'hedge words', schema, combine: 'single' });
const kinds = hedgeKind(z.strictObject({ before: z.array(z.string()), after: z.array(z.string()).default([]) }));

const MANIFEST = 'name: locale-xx\nversion: 1.0.0\nkind: locale\nprovides:\n  hedges: hedges.yaml\n';
const OPTIONS_MANIFEST = `${MANIFEST}optionsSchema:\n  type: object\n  additionalProperties: false\n  properties:\n    relative: { type: number, minimum: 0 }\ndefaultOptions: { relative: 0.01 }\n`;

let root: string;
let cacheDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'factlint-cache-packs-'));
  cacheDir = join(root, 'cache');
});

function pack(files: Record<string, string>): string {
  const dir = join(root, 'locale-xx');
  mkdirSync(dir, { recursive: true });
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dir, file), body);
  return dir;
}
const cachedLoader = (k = kinds) => new PackLoader({ kinds: k, cache: new PackCache(cacheDir) });
const entries = () => (existsSync(cacheDir) ? readdirSync(cacheDir).filter((n) => n.endsWith('.json')) : []);
/** Rewrites the one entry's data by hand: a load that then shows it read the entry, not the files. */
function markEntry(hedge: string): void {
  const [name] = entries();
  const file = join(cacheDir, name!);
  const entry = JSON.parse(readFileSync(file, 'utf8'));
  entry.pack.data.hedges.before = [hedge];
  writeFileSync(file, JSON.stringify(entry));
}

describe('PackCache: compiled packs kept between loads', () => {
  it('a second load reads the entry the first one wrote, and gives the same pack', () => {
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: [omkring, cirka]\n' });
    const first = cachedLoader().load(dir, 'builtin');
    expect(entries()).toHaveLength(1);
    const second = cachedLoader().load(dir, 'builtin');
    expect({ ...second, checkOptions: undefined }).toEqual({ ...first, checkOptions: undefined });
    markEntry('from-the-cache');
    expect(cachedLoader().load(dir).data.hedges).toEqual({ before: ['from-the-cache'], after: [] });
  });

  it('two copies of one pack in two folders, kept in one cache folder, keep an entry each', () => {
    // Two installs sharing a cache folder: one entry for both was found stale by the other's stamps
    // and written again at every run, so every run compiled the packs.
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    const copy = join(root, 'elsewhere', 'locale-xx');
    mkdirSync(copy, { recursive: true });
    // The same text, written at another time (as two installs' files are).
    for (const file of ['pack.yaml', 'hedges.yaml']) {
      writeFileSync(join(copy, file), readFileSync(join(dir, file)));
      utimesSync(join(copy, file), new Date(2020, 0, 1), new Date(2020, 0, 1));
    }
    cachedLoader().load(dir);
    markEntry('kept for the first folder');
    expect(cachedLoader().load(copy).data.hedges).toEqual({ before: ['omkring'], after: [] });
    expect(entries()).toHaveLength(2);
    expect(cachedLoader().load(dir).data.hedges).toEqual({ before: ['kept for the first folder'], after: [] });
  });

  it('a pack reached through a link is the entry of its real folder', () => {
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    const link = join(root, 'linked-locale-xx');
    symlinkSync(dir, link, 'dir');
    cachedLoader().load(dir);
    markEntry('from the real folder');
    expect(cachedLoader().load(link).data.hedges).toEqual({ before: ['from the real folder'], after: [] });
    expect(entries()).toHaveLength(1);
  });

  it.each([
    ['a data file changes', { 'hedges.yaml': 'before: [rundt]\n' }, { before: ['rundt'], after: [] }],
    ['pack.yaml changes (a new version)', { 'pack.yaml': MANIFEST.replace('1.0.0', '1.0.1') }, { before: ['omkring'], after: [] }],
    [
      'pack.yaml points at another data file',
      { 'pack.yaml': MANIFEST.replace('hedges.yaml', 'other.yaml'), 'other.yaml': 'before: [nesten]\n' },
      { before: ['nesten'], after: [] },
    ],
  ])('when %s, the entry is not used and the pack is read anew', (_name, change, expected) => {
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    cachedLoader().load(dir);
    markEntry('stale');
    pack(change);
    expect(cachedLoader().load(dir).data.hedges).toEqual(expected);
  });

  it('data validated under other data-kind schemas is not read: the schemas are part of the key', () => {
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    cachedLoader().load(dir);
    const stricter = hedgeKind(z.strictObject({ before: z.array(z.string()), after: z.array(z.string()).min(1) }));
    expect(issuesOf(() => cachedLoader(stricter).load(dir))).toContainEqual(expect.objectContaining({ path: 'after' }));
  });

  it('a data file written again, with the very same text, is read anew (its stamp changed) and its entry written again', () => {
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    cachedLoader().load(dir);
    markEntry('stale');
    // Written again once the file system's clock has moved on (it ticks every few milliseconds).
    const written = statSync(join(dir, 'hedges.yaml')).mtimeMs;
    while (Date.now() < written + 20);
    pack({ 'hedges.yaml': 'before: [omkring]\n' });
    expect(cachedLoader().load(dir).data.hedges).toEqual({ before: ['omkring'], after: [] });
    markEntry('kept again');
    expect(cachedLoader().load(dir).data.hedges).toEqual({ before: ['kept again'], after: [] });
  });

  it.each([
    ['torn', (text: string) => text.slice(0, text.length / 2)],
    ['not JSON', () => 'garbage\u0000'],
    ['of another shape', (text: string) => JSON.stringify({ format: JSON.parse(text).format, files: 'none', pack: {} })],
    ['of an older format', (text: string) => text.replace(/"format":(\d+)/, (_, n) => `"format":${Number(n) - 1}`)],
  ])('an entry that is %s is ignored and written anew, never an error', (_name, spoil) => {
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    cachedLoader().load(dir);
    const file = join(cacheDir, entries()[0]!);
    const written = readFileSync(file, 'utf8');
    writeFileSync(file, spoil(written));
    expect(cachedLoader().load(dir).data.hedges).toEqual({ before: ['omkring'], after: [] });
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  it('a cache folder that cannot be written only costs time', () => {
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    writeFileSync(cacheDir, 'a file where the folder should be');
    expect(cachedLoader().load(dir).data.hedges).toEqual({ before: ['omkring'], after: [] });
    expect(cachedLoader().load(dir).data.hedges).toEqual({ before: ['omkring'], after: [] });
  });

  it('a pack with errors is never kept: the second load reports them again', () => {
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: omkring\n' });
    const first = issuesOf(() => cachedLoader().load(dir));
    expect(first).toContainEqual(expect.objectContaining({ file: join(dir, 'hedges.yaml'), path: 'before' }));
    expect(issuesOf(() => cachedLoader().load(dir))).toEqual(first);
    expect(entries()).toEqual([]);
  });

  it('a pack whose entry module went missing after it was kept is read anew, to say so', () => {
    const dir = pack({ 'pack.yaml': `${MANIFEST}entry: index.js\n`, 'hedges.yaml': 'before: [omkring]\n', 'index.js': '' });
    cachedLoader().load(dir);
    rmSync(join(dir, 'index.js'));
    expect(issuesOf(() => cachedLoader().load(dir))).toContainEqual(expect.objectContaining({ path: 'entry' }));
  });

  it.each([
    [{ relative: 0.05 }, []],
    [{ relative: -1 }, [{ file: 'scenario.yaml', path: 'tolerances.relative', message: 'must be >= 0' }]],
    [{ absolute: 2 }, [{ file: 'scenario.yaml', path: 'tolerances', message: 'unknown key "absolute"' }]],
  ])('options %j are checked alike on a pack read from its files and from the cache', (options, expected) => {
    const dir = pack({ 'pack.yaml': OPTIONS_MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    const fromFiles = cachedLoader().load(dir);
    const fromCache = cachedLoader().load(dir);
    expect(fromFiles.checkOptions(options, 'scenario.yaml', 'tolerances')).toEqual(expected);
    expect(fromCache.checkOptions(options, 'scenario.yaml', 'tolerances')).toEqual(expected);
    expect(fromCache.defaultOptions).toEqual({ relative: 0.01 });
  });

  it.each([
    ['pack data (remember)', { remember: true }, 0],
    ['a scenario or call option', undefined, 1],
  ])('options given as %s that passed before (%j): %i schema compilations in a later process', (_name, settings, compilations) => {
    const dir = pack({ 'pack.yaml': OPTIONS_MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    const compiled: unknown[] = [];
    const compiling = () => {
      const compile = createJsonSchemaCompiler();
      return new PackLoader({
        kinds,
        cache: new PackCache(cacheDir),
        compileSchema: (schema) => {
          compiled.push(schema);
          return compile(schema);
        },
      });
    };
    compiling().load(dir);
    expect(compiling().load(dir).checkOptions({ relative: 0.05 }, 's.yaml', 'tolerances', settings)).toEqual([]);
    compiled.length = 0;
    const later = compiling().load(dir);
    expect(later.checkOptions({ relative: 0.05 }, 's.yaml', 'tolerances', settings)).toEqual([]);
    expect(compiled).toHaveLength(compilations);
    // A failing option is checked every time, remembered or not.
    expect(later.checkOptions({ relative: -2 }, 's.yaml', 'tolerances', settings)).toEqual([
      { file: 's.yaml', path: 'tolerances.relative', message: 'must be >= 0' },
    ]);
    expect(compiled).toHaveLength(1);
  });

  it('an options schema in a file of the pack is part of what the entry checks', () => {
    const manifest = `${MANIFEST}optionsSchema: options.schema.json\n`;
    const schema = (max: number) => JSON.stringify({ type: 'object', properties: { relative: { type: 'number', maximum: max } } });
    const dir = pack({ 'pack.yaml': manifest, 'hedges.yaml': 'before: [omkring]\n', 'options.schema.json': schema(1) });
    cachedLoader().load(dir);
    pack({ 'options.schema.json': schema(0.5) });
    expect(cachedLoader().load(dir).checkOptions({ relative: 0.8 }, 's.yaml', 'tolerances')).toEqual([
      { file: 's.yaml', path: 'tolerances.relative', message: 'must be <= 0.5' },
    ]);
  });

  it('a kind registered after a pack was kept changes the key: the registry keyed before is not taken for the one after', () => {
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    const growing = hedgeKind(z.strictObject({ before: z.array(z.string()), after: z.array(z.string()).default([]) }));
    const loader = cachedLoader(growing);
    loader.load(dir);
    expect(entries()).toHaveLength(1);
    growing.register({ name: 'quotes', description: 'quotation marks', schema: z.array(z.string()), combine: 'list', version: '1' });
    loader.load(dir);
    expect(entries()).toHaveLength(2);
  });

  it('a changed refinement (code, not data) is part of the key too: the pack is checked again', () => {
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    cachedLoader().load(dir);
    const refined = hedgeKind(
      z.strictObject({ before: z.array(z.string()).refine((words) => words.length > 1), after: z.array(z.string()).default([]) }),
    );
    expect(() => cachedLoader(refined).load(dir)).toThrow(InputError);
  });

  it('limitation: a change inside a helper that a refinement calls (not in its own text) leaves the key as it was', () => {
    let least = 1;
    const enoughWords = (words: string[]) => words.length >= least;
    const kindsWithHelper = hedgeKind(z.strictObject({ before: z.array(z.string()).refine((words) => enoughWords(words)) }));
    const dir = pack({ 'pack.yaml': MANIFEST, 'hedges.yaml': 'before: [omkring]\n' });
    cachedLoader(kindsWithHelper).load(dir);
    least = 2;
    // Read from its files, the pack now fails; the entry written before still answers.
    expect(() => new PackLoader({ kinds: kindsWithHelper }).load(dir)).toThrow(InputError);
    expect(cachedLoader(kindsWithHelper).load(dir).data.hedges).toEqual({ before: ['omkring'] });
  });
});
