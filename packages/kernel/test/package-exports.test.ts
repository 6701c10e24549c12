import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flagsChangeResolution, plainRequireTarget } from '../src/package-exports.js';

/*
 * The bodies' package names are resolved from package.json where it says plainly what Node's
 * `require` would take (package-exports.ts), and by Node otherwise. Each case installs a package
 * `probe` and compares with Node's own `require.resolve` in a plain Node process (the test's own
 * runs with vitest's conditions, which change Node's answers): a plain answer must be Node's, and
 * the cases marked `node` must be left to Node (undefined).
 */

type Files = Record<string, string>;
interface Case {
  what: string;
  manifest: unknown;
  files: Files;
  subpath?: string;
  /** `plain`: read from package.json; `node`: left to Node. */
  by: 'plain' | 'node';
}

const body = 'module.exports = 1;\n';
const CASES: Case[] = [
  { what: 'exports as one string', manifest: { exports: './main.cjs' }, files: { 'main.cjs': body }, by: 'plain' },
  {
    what: "factlint's own shape: types and source skipped, default taken",
    manifest: { exports: { '.': { types: './dist/index.d.ts', source: './src/index.ts', default: './dist/index.cjs' } } },
    files: { 'dist/index.cjs': body, 'src/index.ts': '' },
    by: 'plain',
  },
  {
    what: 'import and require apart',
    manifest: { exports: { '.': { import: './esm.mjs', require: './cjs.cjs' } } },
    files: { 'esm.mjs': '', 'cjs.cjs': body },
    by: 'plain',
  },
  {
    what: 'a subpath named exactly',
    manifest: { exports: { '.': './index.cjs', './internal/zod': './z.cjs' } },
    files: { 'index.cjs': body, 'z.cjs': body },
    subpath: './internal/zod',
    by: 'plain',
  },
  {
    what: 'conditions with no subpath keys stand for the package',
    manifest: { exports: { node: './n.cjs', default: './d.cjs' } },
    files: { 'n.cjs': body, 'd.cjs': body },
    by: 'plain',
  },
  {
    what: 'nested conditions',
    manifest: { exports: { '.': { node: { import: './ni.mjs', require: './nr.cjs' }, default: './d.cjs' } } },
    files: { 'ni.mjs': '', 'nr.cjs': body, 'd.cjs': body },
    by: 'plain',
  },
  {
    what: 'node-addons is held when addons are allowed',
    manifest: { exports: { '.': { 'node-addons': './a.cjs', default: './b.cjs' } } },
    files: { 'a.cjs': body, 'b.cjs': body },
    by: 'plain',
  },
  { what: 'exports null: main', manifest: { exports: null, main: 'lib/entry.cjs' }, files: { 'lib/entry.cjs': body }, by: 'plain' },
  { what: 'no exports: main naming a file', manifest: { main: './lib/entry.cjs' }, files: { 'lib/entry.cjs': body }, by: 'plain' },
  {
    what: 'a held condition whose object holds none: Node goes on to the next key',
    manifest: { exports: { '.': { node: { import: './ni.mjs' }, default: './d.cjs' } } },
    files: { 'ni.mjs': '', 'd.cjs': body },
    by: 'node',
  },
  {
    what: 'a subpath pattern',
    manifest: { exports: { './features/*': './f/*.cjs' } },
    files: { 'f/a.cjs': body },
    subpath: './features/a',
    by: 'node',
  },
  { what: 'an array of targets', manifest: { exports: { '.': ['./a.cjs'] } }, files: { 'a.cjs': body }, by: 'node' },
  {
    what: "module-sync, held or not by Node's version",
    manifest: { exports: { '.': { 'module-sync': './a.cjs', require: './b.cjs' } } },
    files: { 'a.cjs': body, 'b.cjs': body },
    by: 'node',
  },
  { what: 'a target Node decodes', manifest: { exports: { '.': './a%20b.cjs' } }, files: { 'a b.cjs': body }, by: 'node' },
  {
    what: 'a target that leaves the package',
    manifest: { exports: { '.': './lib/../main.cjs' } },
    files: { 'main.cjs': body },
    by: 'node',
  },
  { what: 'a target that is missing', manifest: { exports: { '.': './missing.cjs' } }, files: {}, by: 'node' },
  {
    what: 'a subpath not exported',
    manifest: { exports: { '.': './i.cjs' } },
    files: { 'i.cjs': body, 'other.cjs': body },
    subpath: './other',
    by: 'node',
  },
  { what: 'a main Node completes with an extension', manifest: { main: 'lib/entry' }, files: { 'lib/entry.js': body }, by: 'node' },
  { what: 'no main: index.js', manifest: {}, files: { 'index.js': body }, by: 'node' },
  { what: 'a package.json that is not JSON', manifest: '{"main": ', files: { 'index.js': body }, by: 'node' },
];

/** Installs `probe` in a fresh folder's node_modules; returns that folder. */
function install(manifest: unknown, files: Files, at = mkdtempSync(join(tmpdir(), 'factlint-exports-'))): string {
  const dir = join(at, 'node_modules', 'probe');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    typeof manifest === 'string' ? manifest : JSON.stringify({ name: 'probe', ...(manifest as object) }),
  );
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return at;
}

/** What Node's `require.resolve` gives for `probe<sub>` from `root`, or `throws`, in a Node with no flags. */
function nodeAnswer(root: string, subpath: string): string {
  const script = `try { console.log(require('node:module').createRequire(process.argv[1] + '/requirer.cjs').resolve(process.argv[2])) } catch { console.log('throws') }`;
  const r = spawnSync(process.execPath, ['-e', script, root, `probe${subpath.slice(1)}`], { encoding: 'utf8', env: {} });
  return r.stdout.trim();
}

const EXTENSIONS = ['.js', '.json', '.node'];

describe('package names read from package.json where it is plain, else left to Node', () => {
  it.each(CASES)('$what: $by', ({ manifest, files, subpath = '.', by }) => {
    const root = install(manifest, files);
    const ours = plainRequireTarget(join(root, 'node_modules', 'probe'), subpath, EXTENSIONS);
    if (by === 'plain') expect(ours).toBe(nodeAnswer(root, subpath));
    else expect(ours).toBeUndefined();
    expect(nodeAnswer(root, subpath)).not.toBe('');
  });

  it("a file beside the package's folder, which Node takes before the folder, leaves it to Node", () => {
    const root = install({ main: 'lib/entry.cjs' }, { 'lib/entry.cjs': body });
    writeFileSync(join(root, 'node_modules', 'probe.js'), body);
    expect(nodeAnswer(root, '.')).toBe(join(root, 'node_modules', 'probe.js'));
    expect(plainRequireTarget(join(root, 'node_modules', 'probe'), '.', EXTENSIONS)).toBeUndefined();
  });

  it('a package reached through a symbolic link resolves to the real file, as Node gives it', () => {
    const store = install({ exports: './main.cjs' }, { 'main.cjs': body });
    const root = mkdtempSync(join(tmpdir(), 'factlint-exports-link-'));
    mkdirSync(join(root, 'node_modules'));
    symlinkSync(join(store, 'node_modules', 'probe'), join(root, 'node_modules', 'probe'), 'dir');
    const ours = plainRequireTarget(join(root, 'node_modules', 'probe'), '.', EXTENSIONS);
    expect(ours).toBe(join(store, 'node_modules', 'probe', 'main.cjs'));
    expect(ours).toBe(nodeAnswer(root, '.'));
  });
});

describe('flags that change what require resolves send every resolution to Node', () => {
  it.each([
    { execArgv: [], env: {}, changes: false },
    { execArgv: ['--enable-source-maps', '--max-old-space-size=512'], env: {}, changes: false },
    { execArgv: ['-C', 'development'], env: {}, changes: true },
    { execArgv: ['-Cdevelopment'], env: {}, changes: true },
    { execArgv: ['--conditions=source'], env: {}, changes: true },
    { execArgv: [], env: { NODE_OPTIONS: '--max-old-space-size=512 --conditions=source' }, changes: true },
    { execArgv: ['--preserve-symlinks'], env: {}, changes: true },
    { execArgv: [], env: { NODE_PRESERVE_SYMLINKS: '1' }, changes: true },
    { execArgv: ['--no-addons'], env: {}, changes: true },
    { execArgv: ['--experimental-policy=policy.json'], env: {}, changes: true },
  ])('$execArgv $env: $changes', ({ execArgv, env, changes }) => {
    expect(flagsChangeResolution(execArgv, env)).toBe(changes);
  });
});
