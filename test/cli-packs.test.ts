import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runCli as runCliArgs } from '../packages/cli/test/cli-in-process.js';

const runCli = (...args: string[]) => runCliArgs(args);

const shipped = readdirSync('rule-packs').sort();

describe('factlint packs list', () => {
  it('lists every pack under rule-packs/ with kind and version', async () => {
    const { code, stdout } = await runCli('packs', 'list', '--format', 'json');
    expect(code).toBe(0);
    const packs = JSON.parse(stdout).packs as { name: string; kind: string; version: string; origin: string }[];
    expect(packs.map((p) => p.name)).toEqual(shipped);
    for (const p of packs) expect(p).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), origin: 'builtin' });
    expect(new Set(packs.map((p) => p.kind))).toEqual(new Set(['locale', 'units', 'claim-type', 'domain', 'preset']));
  });

  it('the text listing has one line per pack', async () => {
    const { stdout } = await runCli('packs', 'list');
    for (const name of shipped) expect(stdout).toMatch(new RegExp(`^${name}\\s+\\S+\\s+0\\.1\\.0`, 'm'));
  });
});

describe('factlint packs validate', () => {
  it.each(shipped)('rule-packs/%s is valid', async (name) => {
    const { code, stdout } = await runCli('packs', 'validate', `rule-packs/${name}`);
    expect(code).toBe(0);
    expect(stdout).toContain(`ok  rule-packs/${name}`);
  });

  const broken: [string, (dir: string) => void, RegExp][] = [
    [
      'a bad value in a data file',
      (d) => writeFileSync(join(d, 'data/numbers.yaml'), 'decimal: ","\ngroup: [" "]\n'),
      /data[\\/]numbers\.yaml:1:\d+: decimal: expected array, found the string ","/,
    ],
    [
      'an unknown key in pack.yaml',
      (d) => writeFileSync(join(d, 'pack.yaml'), `${readFileSync(join(d, 'pack.yaml'), 'utf8')}colour: blue\n`),
      /pack\.yaml:\d+:\d+: unknown key "colour"/,
    ],
    [
      'a missing data file',
      (d) => rmSync(join(d, 'data/hedges.yaml')),
      /pack\.yaml:\d+:\d+: provides\.hedges: data file "data\/hedges\.yaml" does not exist/,
    ],
    ['a missing README', (d) => rmSync(join(d, 'README.md')), /README\.md: missing: every pack has a README\.md/],
    [
      // The one pass over a text does not stop inside a run of letters, where a letter written as a terminator would stand.
      'a letter as a sentence terminator',
      (d) =>
        writeFileSync(
          join(d, 'data/sentences.yaml'),
          readFileSync(join(d, 'data/sentences.yaml'), 'utf8').replace('terminators: [".", "!", "?"]', 'terminators: [".", "x"]'),
        ),
      /data[\\/]sentences\.yaml:4:\d+: terminators\[1\]: expected a mark, not a letter/,
    ],
    [
      'a quotation mark whose compatibility form is a letter',
      (d) => writeFileSync(join(d, 'data/quotes.yaml'), '- ["«", "»"]\n- ["\\u2121", "\\u2121"]\n'),
      /data[\\/]quotes\.yaml:2:\d+: \[1\]\[0\]: expected a mark, not a letter/,
    ],
    [
      'a date template with two range joiners',
      (d) =>
        writeFileSync(
          join(d, 'data/dates.yaml'),
          readFileSync(join(d, 'data/dates.yaml'), 'utf8').replace(
            '  - "{d}.{to}{d}. {month} {y}"',
            '  - "{d}.{to}{d}.{to}{d}. {month} {y}"',
          ),
        ),
      /data[\\/]dates\.yaml:\d+:\d+: formats\[\d+\]: expected at most one \{to\}: a range joins two dates/,
    ],
    [
      'malformed YAML',
      (d) => writeFileSync(join(d, 'data/dates.yaml'), 'months: {januar: 1\nformats: [\n'),
      /data[\\/]dates\.yaml:\d+:\d+: malformed YAML/,
    ],
    [
      'a requirement that does not exist',
      (d) =>
        writeFileSync(
          join(d, 'pack.yaml'),
          readFileSync(join(d, 'pack.yaml'), 'utf8').replace('requires: [units]', 'requires: [units, locale-xx-base]'),
        ),
      /requires pack "locale-xx-base", which is not installed/,
    ],
  ];

  it.each(broken)('a broken copy of locale-nb with %s fails with a path-naming message', async (_name, breakIt, message) => {
    const dir = join(mkdtempSync(join(tmpdir(), 'factlint-pack-')), 'locale-xx');
    cpSync('rule-packs/locale-nb', dir, { recursive: true });
    writeFileSync(join(dir, 'pack.yaml'), readFileSync(join(dir, 'pack.yaml'), 'utf8').replace('name: locale-nb', 'name: locale-xx'));
    writeFileSync(join(dir, 'data/locale.yaml'), readFileSync(join(dir, 'data/locale.yaml'), 'utf8').replace(/id: nb/, 'id: xx'));
    breakIt(dir);
    const { code, stderr } = await runCli('packs', 'validate', dir);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/at .*\.ts:\d+/); // never a stack trace
  });
});

describe('factlint packs test', () => {
  it.each([
    'rule-packs/locale-nb',
    'rule-packs/locale-en',
    'rule-packs/locale-ja',
    'rule-packs/locale-ko',
    'rule-packs/units',
    'examples/locale-sv',
  ])('%s: every spec case passes', async (dir) => {
    const { code, stdout } = await runCli('packs', 'test', dir);
    expect(stdout).toMatch(/: \d+ passed, 0 failed/);
    expect(code).toBe(0);
  });
});

describe('factlint init-pack', () => {
  it.each(['locale', 'domain', 'preset'])('a new %s pack loads; validate asks only for a real README', async (kind) => {
    const dir = join(mkdtempSync(join(tmpdir(), 'factlint-init-')), `new-${kind}`);
    expect((await runCli('init-pack', dir, '--kind', kind, '--locale', 'xx')).code).toBe(0);
    const validate = await runCli('packs', 'validate', dir);
    expect(validate.code).toBe(2);
    expect(validate.stderr.trim().split('\n')).toEqual([expect.stringMatching(/README\.md: too short: say what the pack holds/)]);
    writeFileSync(
      join(dir, 'README.md'),
      `# new-${kind}\n\nA pack made by init-pack for a test. It holds the scaffold data and nothing else; the data comes from the scaffold in the factlint CLI.\n`,
    );
    expect((await runCli('packs', 'validate', dir)).code).toBe(0);
    if (kind === 'locale') expect((await runCli('packs', 'test', dir)).stdout).toMatch(/1 passed, 0 failed/);
  });
});

describe('init-pack writes no borrowed words and no unreachable schema URLs', () => {
  /** Every `$schema=` a file names, with the file it is in. */
  const schemaRefs = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.yaml'))
      .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/\$schema=(\S+)/g)].map((m) => ({ file: join(dir, f), ref: m[1]! })));

  it.each(['locale', 'domain', 'preset'])('a new %s pack names the committed schemas by paths relative to each file', async (kind) => {
    const dir = join(mkdtempSync(join(tmpdir(), 'factlint-init-')), 'nested', `new-${kind}`);
    expect((await runCli('init-pack', dir, '--kind', kind, '--locale', 'xx')).code).toBe(0);
    const refs = schemaRefs(dir);
    expect(refs.map((r) => relative(dir, r.file)).sort()).toEqual(
      kind === 'locale'
        ? ['pack.yaml', ...readdirSync(join(dir, 'data')).map((f) => join('data', f))].sort()
        : kind === 'domain'
          ? ['facts.yaml', 'pack.yaml']
          : ['pack.yaml'],
    );
    for (const { file, ref } of refs) {
      expect(ref, file).not.toMatch(/^[a-z]+:/); // was https://factlint.invalid/…, which no editor can fetch
      const target = resolve(dirname(file), ref);
      expect(target.startsWith(resolve('schemas') + sep), `${file}: ${ref}`).toBe(true);
      expect(existsSync(target), `${file}: ${ref}`).toBe(true);
    }
  });

  it('a new locale\'s units hold no word of another language (was: Norwegian "prosent")', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'factlint-init-')), 'locale-xx');
    await runCli('init-pack', dir, '--kind', 'locale', '--locale', 'xx');
    expect(parse(readFileSync(join(dir, 'data/units.yaml'), 'utf8'))).toEqual([]);
    // No data file holds a word: only the locale id, the scripts and negation settings and template placeholders.
    const strings = (v: unknown): string[] =>
      typeof v === 'string'
        ? [v]
        : Array.isArray(v)
          ? v.flatMap(strings)
          : v && typeof v === 'object'
            ? Object.values(v).flatMap(strings)
            : [];
    const words = readdirSync(join(dir, 'data')).flatMap((f) =>
      strings(parse(readFileSync(join(dir, 'data', f), 'utf8'))).flatMap((s) => s.match(/\p{L}{3,}/gu) ?? []),
    );
    expect([...new Set(words)].sort()).toEqual(['before', 'month', 'words']);
  });
});

describe('--packs with shipped packs by path', () => {
  const reportsOf = (stdout: string) =>
    (JSON.parse(stdout) as { scenarios: { id: string; severity: string; latency_ms?: number }[] }).scenarios.map(
      ({ latency_ms: _l, ...r }) => r,
    );

  it.each([
    ['a shipped pack by its path (was: a duplicate of itself)', 'examples/facts-nb.yaml', 'rule-packs/domain-no-welfare'],
    [
      'the clone\'s rule-packs/ folder by absolute path (was: duplicates, and "names 5 presets" outside the clone)',
      'examples/quickstart.yaml',
      join(process.cwd(), 'rule-packs'),
    ],
  ])('%s reports what the run without it reports', async (_name, file, packs) => {
    const plain = await runCli('verify', file, '--format', 'json');
    const withPacks = await runCli('verify', file, '--format', 'json', '--packs', packs);
    expect(withPacks.stderr).toBe('');
    expect(withPacks.code).toBe(plain.code);
    expect(reportsOf(withPacks.stdout)).toEqual(reportsOf(plain.stdout));
  });
});
