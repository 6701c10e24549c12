import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { DataKindRegistry, PackLoader, PackRegistry } from '../src/index.js';
import { issuesOf } from './input-issues.js';

const kinds = new DataKindRegistry().register({
  name: 'hedges',
  description: 'hedge words',
  schema: z.strictObject({ before: z.array(z.string()), after: z.array(z.string()).default([]) }),
  combine: 'single',
});

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'factlint-packs-'));
});

function pack(name: string, manifest: string, files: Record<string, string> = {}): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'pack.yaml'), manifest);
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dir, file), body);
  return dir;
}

const loader = () => new PackLoader({ kinds });

describe('PackLoader', () => {
  it('loads a manifest and a data file, unwrapping a top-level key named like the kind', () => {
    const dir = pack('locale-xx', 'name: locale-xx\nversion: 1.0.0\nkind: locale\nprovides:\n  hedges: hedges.yaml\n', {
      'hedges.yaml': 'hedges:\n  before: [omkring]\n',
    });
    const loaded = loader().load(dir);
    expect(loaded.manifest).toMatchObject({ name: 'locale-xx', kind: 'locale', requires: [] });
    expect(loaded.data.hedges).toEqual({ before: ['omkring'], after: [] });
  });

  it.each([
    ['an unknown manifest key', 'name: a\nversion: 1.0.0\nkind: locale\nprovide: {}\n', {}, { path: '', message: 'unknown key "provide"' }],
    ['a bad kind', 'name: a\nversion: 1.0.0\nkind: language\n', {}, { path: 'kind' }],
    [
      'a bad version',
      'name: a\nversion: one\nkind: locale\n',
      {},
      { path: 'version', message: 'expected a semantic version such as 1.0.0' },
    ],
    [
      'a missing data file',
      'name: a\nversion: 1.0.0\nkind: locale\nprovides:\n  hedges: nope.yaml\n',
      {},
      { path: 'provides.hedges', message: 'data file "nope.yaml" does not exist' },
    ],
    [
      'a data file outside the pack',
      'name: a\nversion: 1.0.0\nkind: locale\nprovides:\n  hedges: ../x.yaml\n',
      {},
      { path: 'provides.hedges', message: 'data file "../x.yaml" lies outside the pack folder' },
    ],
    ['an unknown data kind', 'name: a\nversion: 1.0.0\nkind: locale\nprovides:\n  colours: [red]\n', {}, { path: 'provides.colours' }],
    [
      'a missing entry module',
      'name: a\nversion: 1.0.0\nkind: domain\nentry: index.js\n',
      {},
      { path: 'entry', message: 'entry module "index.js" does not exist' },
    ],
  ])('%s is an error naming the path', (_name, manifest, files, expected) => {
    const dir = pack('a', manifest, files as Record<string, string>);
    expect(issuesOf(() => loader().load(dir))).toContainEqual(expect.objectContaining({ file: join(dir, 'pack.yaml'), ...expected }));
  });

  it('bad data is reported in the data file, with the path inside it', () => {
    const dir = pack('a', 'name: a\nversion: 1.0.0\nkind: locale\nprovides:\n  hedges: h.yaml\n', {
      'h.yaml': 'hedges:\n  before: omkring\n  extra: 1\n',
    });
    const issues = issuesOf(() => loader().load(dir));
    expect(issues).toContainEqual(
      expect.objectContaining({
        file: join(dir, 'h.yaml'),
        path: 'hedges.before',
        message: 'expected array, found the string "omkring"',
        line: 2,
      }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ file: join(dir, 'h.yaml'), path: 'hedges', message: 'unknown key "extra"' }));
  });

  it('a data kind the pack declares itself is validated with its JSON Schema (ajv)', () => {
    const manifest = `name: a\nversion: 1.0.0\nkind: domain\nprovides:\n  thresholds: {warn: "high"}\ndataSchemas:\n  thresholds: {type: object, properties: {warn: {type: number}}, additionalProperties: false}\n`;
    const dir = pack('a', manifest);
    expect(issuesOf(() => loader().load(dir))).toContainEqual(expect.objectContaining({ path: 'warn', message: 'must be number' }));
  });

  it('an invalid optionsSchema is an error; defaultOptions are checked against it', () => {
    const bad = pack('a', 'name: a\nversion: 1.0.0\nkind: domain\noptionsSchema: {type: objekt}\n');
    expect(issuesOf(() => loader().load(bad))[0]!.message).toMatch(/not a valid JSON Schema/);
    const dir = pack(
      'b',
      'name: b\nversion: 1.0.0\nkind: domain\noptionsSchema: {type: object, properties: {limit: {type: number}}, additionalProperties: false}\ndefaultOptions: {limit: "x"}\n',
    );
    expect(issuesOf(() => loader().load(dir))).toContainEqual(
      expect.objectContaining({ path: 'defaultOptions.limit', message: 'must be number' }),
    );
  });

  it('user options are validated against the pack schema', () => {
    const dir = pack(
      'a',
      'name: a\nversion: 1.0.0\nkind: domain\noptionsSchema: {type: object, properties: {limit: {type: number}}, additionalProperties: false}\n',
    );
    const loaded = loader().load(dir);
    expect(loaded.checkOptions({ limit: 3 }, 'run.yaml', 'options')).toEqual([]);
    expect(loaded.checkOptions({ limt: 3 }, 'run.yaml', 'options')).toEqual([
      { file: 'run.yaml', path: 'options', message: 'unknown key "limt"' },
    ]);
  });
});

describe('PackRegistry', () => {
  const manifest = (name: string, requires: string[] = []) =>
    `name: ${name}\nversion: 1.0.0\nkind: domain\nrequires: [${requires.join(', ')}]\n`;
  const registryOf = (...packs: [string, string[]][]) => {
    const registry = new PackRegistry();
    for (const [name, requires] of packs) registry.add(loader().load(pack(name, manifest(name, requires))));
    return registry;
  };

  it('orders dependencies first, independent of the order names are given', () => {
    const registry = registryOf(['c', ['b']], ['b', ['a']], ['a', []], ['d', []]);
    const order = (names: string[]) => registry.resolve(names).map((p) => p.manifest.name);
    expect(order(['c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
    expect(order(['d', 'c'])).toEqual(order(['c', 'd']));
  });

  it('a duplicate pack name names both files', () => {
    const registry = new PackRegistry();
    registry.add(loader().load(pack('one', manifest('same'))));
    const [issue] = issuesOf(() => registry.add(loader().load(pack('two', manifest('same')))));
    expect(issue!.message).toMatch(/duplicate pack name "same": also declared by .*one/);
  });

  it('a missing requirement names the requiring pack', () => {
    const registry = registryOf(['a', ['ghost']]);
    const [issue] = issuesOf(() => registry.resolve(['a']));
    expect(issue).toMatchObject({ path: 'requires' });
    expect(issue!.file).toMatch(/a[\\/]pack\.yaml$/);
    expect(issue!.message).toMatch(/requires pack "ghost", which is not installed/);
  });

  it.each([
    [
      'a cycle',
      [
        ['a', ['b']],
        ['b', ['a']],
      ] as [string, string[]][],
      /requirement cycle: a → b → a/,
    ],
    ['a pack requiring itself', [['a', ['a']]] as [string, string[]][], /requirement cycle: a → a/],
  ])('%s is an error', (_name, packs, message) => {
    const registry = registryOf(...packs);
    expect(issuesOf(() => registry.resolve(['a']))[0]!.message).toMatch(message);
  });

  it('an unknown pack name lists the known ones', () => {
    expect(issuesOf(() => registryOf(['a', []]).resolve(['b']))[0]!.message).toBe(
      'unknown pack "b" (known: a); load a pack of your own from its folder with --packs DIR (library: packPaths)',
    );
  });
});
