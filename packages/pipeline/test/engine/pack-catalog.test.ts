import { cpSync, mkdtempSync, readdirSync, writeFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, ScenarioSchema } from '@factlint/kernel';
import { Engine, PackCatalog, packCacheDir } from '@factlint/pipeline';

/**
 * Where the shipped packs come from, and what a pack given by path means: a folder is one pack
 * however it is reached (rule-packs/, npm's node_modules/@factlint links, a path on the command
 * line); a folder of packs makes packs available without naming them.
 */

const root = resolve(import.meta.dirname, '../../../..');
const shipped = readdirSync(join(root, 'rule-packs')).sort();
const scenario = ScenarioSchema.parse({
  id: 'q',
  locale: 'en',
  context: 'Revenue was $120.0 million in 2026.',
  answer: 'Revenue was $120.0 million.',
});
const origin = { file: 'test.yaml', path: '' };

/** A copy of the shipped rule-packs/ outside the repository (as a clone looks from an installed factlint). */
function copyOfRulePacks(): string {
  const clone = mkdtempSync(join(tmpdir(), 'factlint-clone-'));
  const dir = join(clone, 'rule-packs');
  cpSync(join(root, 'rule-packs'), dir, { recursive: true, filter: (from) => !from.includes('node_modules') });
  // A clone has its own node_modules: the claim packs' built code imports the engine from there.
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
  return dir;
}

describe('the shipped packs', () => {
  it('are each found once, through rule-packs/ and the node_modules/@factlint links alike', () => {
    const catalog = new PackCatalog();
    expect(catalog.list().map((p) => p.manifest.name)).toEqual(shipped);
    expect(catalog.list().every((p) => p.origin === 'builtin' && catalog.isShipped(p.manifest.name))).toBe(true);
  });
});

describe('a shipped pack named by its path is itself, not a duplicate', () => {
  it.each([
    ['rule-packs/domain-no-welfare', 'domain-no-welfare'],
    [join(root, 'rule-packs/preset-strict'), 'preset-strict'],
    [join(root, 'node_modules/@factlint/locale-nb'), 'locale-nb'],
  ])('%s', (path, name) => {
    const catalog = new PackCatalog({ packPaths: [resolve(root, path)] });
    expect(catalog.list().map((p) => p.manifest.name)).toEqual(shipped);
    expect(catalog.get(name)!.origin).toBe('builtin');
    expect(catalog.namedBy([resolve(root, path)])).toEqual([name]);
  });
});

describe('a folder of packs given by path', () => {
  it("the clone's own rule-packs/: every pack available once, none named (so not five presets at once)", () => {
    const engine = new Engine({ packPaths: [join(root, 'rule-packs')] });
    expect(engine.catalog.list().map((p) => p.manifest.name)).toEqual(shipped);
    expect(engine.catalog.namedBy([join(root, 'rule-packs')])).toEqual([]);
    expect(engine.configure(scenario, origin, { packs: engine.catalog.namedBy([join(root, 'rule-packs')]) }).preset.manifest.name).toBe(
      'preset-balanced',
    );
  });

  it("a copy of rule-packs/ (a clone seen from an installed factlint) takes the shipped data packs' place; shipped code packs stay", async () => {
    const copy = copyOfRulePacks();
    const engine = new Engine({ packPaths: [copy] });
    expect(engine.catalog.list().map((p) => p.manifest.name)).toEqual(shipped);
    for (const pack of engine.catalog.list()) {
      // A folder names none of its packs and code from a path runs only when named (a folder of
      // scenarios could carry a pack named like a shipped one): the shipped claim types keep their part.
      const expected = pack.manifest.entry
        ? { origin: 'builtin', dir: join(root, 'rule-packs', pack.manifest.name) }
        : { origin: 'path', dir: join(copy, pack.manifest.name) };
      expect({ name: pack.manifest.name, origin: pack.origin, dir: pack.dir }).toEqual({ name: pack.manifest.name, ...expected });
    }
    const report = await engine.verify(scenario, origin, { packs: engine.catalog.namedBy([copy]) });
    expect(report.verdict).toBe('pass');
    expect(report.claims.map((c) => [c.type, c.status])).toContainEqual(['NUMERIC', 'supported']);
  });

  it('with no shipped packs installed (the case the issue reports: "names 5 presets"), the folder supplies them all', async () => {
    const copy = copyOfRulePacks();
    const engine = new Engine({ packPaths: [copy], withoutBuiltins: true });
    const report = await engine.verify(scenario, origin, { packs: engine.catalog.namedBy([copy]) });
    expect(report.verdict).toBe('pass');
  });
});

describe('still errors', () => {
  it('two given packs with one name name both files', () => {
    const a = copyOfRulePacks();
    const b = copyOfRulePacks();
    const error = (() => {
      try {
        new PackCatalog({ packPaths: [join(a, 'units'), join(b, 'units')] });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).issues).toEqual([
      expect.objectContaining({
        file: join(b, 'units', 'pack.yaml'),
        message: `duplicate pack name "units": also declared by ${join(a, 'units', 'pack.yaml')}`,
      }),
    ]);
  });

  it('a path that is neither a pack nor a folder of packs', () => {
    const empty = mkdtempSync(join(tmpdir(), 'factlint-empty-'));
    writeFileSync(join(empty, 'notes.txt'), 'nothing here');
    expect(() => new PackCatalog({ packPaths: [empty] })).toThrow(/expected a pack folder \(with pack\.yaml\) or a folder of packs/);
  });
});

describe('the compiled-pack cache', () => {
  it('every shipped pack is kept, and the packs read back from the cache equal those read from their files', () => {
    const cache = mkdtempSync(join(tmpdir(), 'factlint-pack-cache-'));
    const fromFiles = new PackCatalog({ cache: false }).list();
    new PackCatalog({ cache });
    expect(readdirSync(cache).filter((n) => n.endsWith('.json'))).toHaveLength(shipped.length);
    const fromCache = new PackCatalog({ cache }).list();
    const comparable = (packs: typeof fromFiles) => packs.map(({ checkOptions: _, ...pack }) => pack);
    expect(comparable(fromCache)).toEqual(comparable(fromFiles));
  });

  it.each([
    [{}, join(root, 'node_modules', '.cache', 'factlint')],
    [{ FACTLINT_CACHE_DIR: 'some/where' }, resolve('some/where')],
    [{ FACTLINT_NO_CACHE: '1' }, false],
    [{ FACTLINT_NO_CACHE: 'yes', FACTLINT_CACHE_DIR: '/tmp/x' }, false],
    [{ FACTLINT_NO_CACHE: '0' }, join(root, 'node_modules', '.cache', 'factlint')],
    [{ FACTLINT_NO_CACHE: 'false' }, join(root, 'node_modules', '.cache', 'factlint')],
  ])('with the environment %j the cache is %s', (env, expected) => {
    expect(packCacheDir(env)).toBe(expected);
  });
});
