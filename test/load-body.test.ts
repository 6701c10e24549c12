import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';

/*
 * The built packages run their bundles' code through the kernel's loadBody (load-body.ts), with
 * V8's code cache kept in the cache folder's code/ (issue 13, "fresh process"). These tests run
 * the built loader in fresh processes, as the CLI does: the cache only shows between processes.
 */

const ROOT = join(import.meta.dirname, '..');
const LOADER = pathToFileURL(join(ROOT, 'packages/kernel/dist/bundle/load-body.js')).href;
const face = (pkg: string) => pathToFileURL(join(ROOT, pkg, 'dist/bundle/index.js')).href;

let dir: string;
let cache: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'factlint-load-body-'));
  cache = join(dir, 'cache');
});

interface Run {
  status: number | null;
  stderr: string;
  /** What the script printed last, as JSON. */
  out: unknown;
}

/** `script` (an ES module's text) in a fresh Node, the cache folder set to this test's unless `env` says. */
function inFreshProcess(script: string, env: Record<string, string> = {}, flags: string[] = []): Run {
  const r = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, FACTLINT_NO_CACHE: '', FACTLINT_CACHE_DIR: cache, ...env },
  });
  const last = r.stdout.trim().split('\n').pop() ?? '';
  return { status: r.status, stderr: r.stderr, out: last ? JSON.parse(last) : undefined };
}

/** The cache's use for each body the script ran, by file name. */
const uses = (r: Run) => Object.fromEntries((r.out as { file: string; cache: string }[]).map((b) => [b.file, b.cache]));
const codeFiles = () => (existsSync(join(cache, 'code')) ? readdirSync(join(cache, 'code')) : []);

/** A body as scripts/bundle.mjs writes one: a CommonJS module exporting the wrapped code. */
const BODY = (code: string) =>
  `(globalThis[Symbol.for("factlint.body")] ?? module).exports = function (exports, require, module, __filename, __dirname, esmImp) {"use strict";\n${code}\n};\n`;

/** Loads the body `file` and prints what `expression` gives (with `body` its exports), and the cache's use. */
const loadAndPrint = (file: string, expression: string) =>
  `import { loadBody, loadedBodies } from ${JSON.stringify(LOADER)};
   const body = loadBody(...${JSON.stringify([dirname(file), basename(file)])});
   const value = await (${expression});
   console.log(JSON.stringify({ value, cache: loadedBodies()[0].cache }));`;

describe('bundle bodies run with a code cache', () => {
  it('a fresh process writes the compiled code of each body it ran, and the next one runs from it', () => {
    const script = `import ${JSON.stringify(face('packages/pipeline'))};
      import { loadedBodies } from ${JSON.stringify(LOADER)};
      console.log(JSON.stringify(loadedBodies()));`;
    const first = inFreshProcess(script);
    expect(first.stderr).toBe('');
    const files = Object.keys(uses(first));
    expect(files.map((f) => f.slice(ROOT.length + 1))).toEqual(
      expect.arrayContaining([
        'packages/kernel/dist/bundle/index.cjs',
        'packages/text/dist/bundle/index.cjs',
        'packages/pipeline/dist/bundle/index.cjs',
      ]),
    );
    expect(new Set(Object.values(uses(first)))).toEqual(new Set(['written at exit']));
    expect(codeFiles()).toHaveLength(files.length);
    const second = inFreshProcess(script);
    expect(Object.keys(uses(second))).toEqual(files);
    expect(new Set(Object.values(uses(second)))).toEqual(new Set(['used']));
  });

  it('a package is one instance however it is reached: by name, by path, or required by another body', () => {
    const r = inFreshProcess(`
      const byPath = await import(${JSON.stringify(face('packages/kernel'))});
      const byName = await import('@factlint/kernel');
      await import('@factlint/pipeline');
      const { loadedBodies } = await import(${JSON.stringify(LOADER)});
      const kernels = loadedBodies().filter((b) => b.file.endsWith('kernel/dist/bundle/index.cjs'));
      console.log(JSON.stringify({ same: byPath.PackCache === byName.PackCache, kernels: kernels.length }));`);
    expect(r.out).toEqual({ same: true, kernels: 1 });
  });

  it.each([
    ['the engine first: its shared body of tsyringe and reflect-metadata is the one Node then gives', '', true],
    [
      'tsyringe loaded by Node first: that one is used, and no shared body runs',
      "createRequire(import.meta.url)('reflect-metadata'); createRequire(import.meta.url)('tsyringe');",
      false,
    ],
  ])('%s', (_, before, sharedRuns) => {
    const r = inFreshProcess(`import { createRequire } from 'node:module';
      ${before}
      const kernel = await import('@factlint/kernel');
      const required = createRequire(import.meta.url)('tsyringe');
      const imported = await import('tsyringe');
      const { loadedBodies } = await import(${JSON.stringify(LOADER)});
      // What a pack registers in the tsyringe it imports, the engine's containers see.
      imported.container.register('probe', { useValue: 42 });
      console.log(JSON.stringify({
        same: required.container === imported.container,
        seenByEngine: kernel.createRunContainer().resolve('probe'),
        metadata: typeof Reflect.getMetadata,
        shared: loadedBodies().some((b) => b.file.endsWith('shared-commonjs.cjs')),
      }));`);
    expect(r.stderr).toBe('');
    expect(r.out).toEqual({ same: true, seenByEngine: 42, metadata: 'function', shared: sharedRuns });
  });

  it('a changed body runs its new code, never the cache of the old one (a change of the same length too)', () => {
    const file = join(dir, 'answer.cjs');
    writeFileSync(file, BODY('exports.answer = () => 41;'));
    expect(inFreshProcess(loadAndPrint(file, 'body.answer()')).out).toEqual({ value: 41, cache: 'written at exit' });
    expect(inFreshProcess(loadAndPrint(file, 'body.answer()')).out).toEqual({ value: 41, cache: 'used' });
    writeFileSync(file, BODY('exports.answer = () => 42;'));
    expect(inFreshProcess(loadAndPrint(file, 'body.answer()')).out).toEqual({ value: 42, cache: 'written at exit' });
  });

  // Every body's source and cache are read into one buffer in turn (load-body.ts readReused): a
  // short body read after a long one, and its cache after its source, must each be whole and alone.
  it('a short body loaded after a long one runs its own code, from its own cache in the next process', () => {
    const long = join(dir, 'long.cjs');
    const short = join(dir, 'short.cjs');
    const filler = Array.from({ length: 2000 }, (_, k) => `exports.f${k} = () => "blåbær ${k} 日本語";`).join('\n');
    writeFileSync(long, BODY(`${filler}\nexports.answer = () => "long";`));
    writeFileSync(short, BODY('exports.answer = () => "kort: blåbær, 東京";'));
    const script = `import { loadBody, loadedBodies } from ${JSON.stringify(LOADER)};
      const a = loadBody(${JSON.stringify(dir)}, 'long.cjs');
      const b = loadBody(${JSON.stringify(dir)}, 'short.cjs');
      console.log(JSON.stringify({ values: [a.answer(), a.f1999(), b.answer()], caches: loadedBodies().map((x) => x.cache) }));`;
    const values = ['long', 'blåbær 1999 日本語', 'kort: blåbær, 東京'];
    expect(inFreshProcess(script).out).toEqual({ values, caches: ['written at exit', 'written at exit'] });
    expect(inFreshProcess(script).out).toEqual({ values, caches: ['used', 'used'] });
  });

  it('each use named before a body loads keeps its own compiled code; a name that is no word shares one', () => {
    const file = join(dir, 'answer.cjs');
    writeFileSync(file, BODY('exports.answer = () => 41;'));
    // The use comes in the environment: the script's text is part of Node's flags (`-e`), which key the cache too.
    const script = `import { keepCompiledCodePer } from ${JSON.stringify(LOADER)};
       keepCompiledCodePer(process.env.USE);
       ${loadAndPrint(file, 'body.answer()')}`;
    const asUse = (use: string) => [script, { USE: use }] as const;
    expect(inFreshProcess(...asUse('eval')).out).toEqual({ value: 41, cache: 'written at exit' });
    // The cache an eval wrote is not a verify's: the first verify compiles and writes its own.
    expect(inFreshProcess(...asUse('verify')).out).toEqual({ value: 41, cache: 'written at exit' });
    expect(inFreshProcess(...asUse('verify')).out).toEqual({ value: 41, cache: 'used' });
    expect(inFreshProcess(...asUse('eval')).out).toEqual({ value: 41, cache: 'used' });
    expect(codeFiles().map((f) => f.replace(/^[^-]+-[^-]+/, ''))).toEqual(expect.arrayContaining(['-eval.bin', '-verify.bin']));
    // A file name where a command would stand keeps the shared cache: one file for every such name.
    expect(inFreshProcess(...asUse('examples/quickstart.yaml')).out).toEqual({ value: 41, cache: 'written at exit' });
    expect(inFreshProcess(...asUse('../other.yaml')).out).toEqual({ value: 41, cache: 'used' });
    expect(codeFiles()).toHaveLength(3);
  });

  it('the CLI names its command: a verify keeps compiled code of its own, apart from a run with no command word', () => {
    const cli = join(ROOT, 'packages/cli/bin/factlint.cjs');
    const run = (args: string[]) =>
      spawnSync(process.execPath, [cli, ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, FACTLINT_NO_CACHE: '', FACTLINT_CACHE_DIR: cache },
      });
    expect(run(['--version']).status).toBe(0);
    const named = (suffix: string) => codeFiles().filter((f) => f.endsWith(suffix)).length;
    // The first verify compiles the packs into this new cache folder, and leaves the compiled code
    // to the next process (kernel compiled-code-hold.ts): a marker in each cache's place.
    expect(run(['verify', 'examples/quickstart.yaml']).status).toBe(1);
    expect([named('-verify.bin'), named('-verify.bin.held') > 3]).toEqual([0, true]);
    expect(run(['verify', 'examples/quickstart.yaml']).status).toBe(1);
    expect(named('-verify.bin')).toBe(named('-verify.bin.held'));
    // `--version` is no command word: its bodies share the cache every unnamed use reads.
    expect(codeFiles().length - named('-verify.bin')).toBeGreaterThan(0);
  });

  it("a process that did a first run's work leaves the compiled code to the next one, once", () => {
    const file = join(dir, 'answer.cjs');
    writeFileSync(file, BODY('exports.answer = () => 41;'));
    // What the pack cache does when it keeps a pack (compiled-code-hold.ts), done by hand where the
    // environment asks (the script's text keys the cache, so every run below runs the same one).
    const script = `if (process.env.HOLD) globalThis[Symbol.for('factlint.compiledCodeHeld')] = true;
      ${loadAndPrint(file, 'body.answer()')}`;
    expect(inFreshProcess(script, { HOLD: '1' }).out).toEqual({ value: 41, cache: 'written at exit' });
    expect(codeFiles().map((f) => f.replace(/^[^.]+/, ''))).toEqual(['.bin.held']);
    // A second such process finds the marker and writes the cache: a pack author whose every run
    // compiles a changed pack waits one process for the compiled code, not for ever.
    expect(inFreshProcess(script, { HOLD: '1' }).out).toEqual({ value: 41, cache: 'written at exit' });
    expect(inFreshProcess(script).out).toEqual({ value: 41, cache: 'used' });
    expect(
      codeFiles()
        .map((f) => f.replace(/^[^.]+/, ''))
        .sort(),
    ).toEqual(['.bin', '.bin.held']);
  });

  it('a torn cache file is refused by V8 and written anew', () => {
    const file = join(dir, 'answer.cjs');
    writeFileSync(file, BODY('exports.answer = () => [1, 2, 3].map((n) => n * 2);'));
    inFreshProcess(loadAndPrint(file, 'body.answer()'));
    const [kept] = codeFiles();
    const whole = readFileSync(join(cache, 'code', kept!));
    writeFileSync(join(cache, 'code', kept!), whole.subarray(0, whole.length >> 1));
    expect(inFreshProcess(loadAndPrint(file, 'body.answer()')).out).toEqual({ value: [2, 4, 6], cache: 'rejected, written at exit' });
    expect(inFreshProcess(loadAndPrint(file, 'body.answer()')).out).toEqual({ value: [2, 4, 6], cache: 'used' });
  });

  it.each([
    ['FACTLINT_NO_CACHE=1 turns the cache off', { FACTLINT_NO_CACHE: '1' }, 'off'],
    ['a cache folder that cannot be written only costs time', {}, 'written at exit'],
  ])('%s', (_, env, use) => {
    writeFileSync(cache, 'a file where the folder should be');
    const file = join(dir, 'answer.cjs');
    writeFileSync(file, BODY('exports.answer = () => 41;'));
    const r = inFreshProcess(loadAndPrint(file, 'body.answer()'), env);
    expect(r.out).toEqual({ value: 41, cache: use });
    expect([r.status, r.stderr]).toEqual([0, '']);
  });

  it("import() in a body takes a relative specifier from the body's folder", () => {
    writeFileSync(join(dir, 'beside.mjs'), 'export const where = "beside the body";');
    const file = join(dir, 'importer.cjs');
    writeFileSync(file, BODY('exports.load = () => esmImp("./beside.mjs").then((m) => m.where);'));
    expect(inFreshProcess(loadAndPrint(file, 'body.load()')).out).toEqual({ value: 'beside the body', cache: 'written at exit' });
  });

  it('a package name resolves where Node would take it from: a nested copy for the bodies beneath it, the outer one for the rest', () => {
    // Two copies of one package: the outer in dir/node_modules, the nested in dir/nested/node_modules.
    // Resolutions are remembered per folder holding the package (kernel package-resolution.ts), so a
    // body below `nested` must not be given the outer copy another body resolved first, nor the reverse.
    const copy = (at: string, which: string) => {
      const pkg = join(at, 'node_modules', '@factlint', 'probe');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(join(pkg, 'package.json'), '{"name":"@factlint/probe","main":"index.cjs"}');
      writeFileSync(join(pkg, 'index.cjs'), BODY(`exports.which = ${JSON.stringify(which)};`));
    };
    copy(dir, 'outer');
    copy(join(dir, 'nested'), 'nested');
    const requirer = (at: string) => {
      mkdirSync(at, { recursive: true });
      writeFileSync(join(at, 'requirer.cjs'), BODY('exports.probe = require("@factlint/probe");'));
      return [at, 'requirer.cjs'];
    };
    const bodies = [
      requirer(join(dir, 'a')),
      requirer(join(dir, 'nested', 'b')),
      requirer(join(dir, 'a', 'deeper')),
      requirer(join(dir, 'nested')),
    ];
    const r = inFreshProcess(`import { loadBody } from ${JSON.stringify(LOADER)};
      const probes = ${JSON.stringify(bodies)}.map(([at, name]) => loadBody(at, name).probe);
      console.log(JSON.stringify({ which: probes.map((p) => p.which), outerShared: probes[0] === probes[2], nestedShared: probes[1] === probes[3] }));`);
    expect(r.stderr).toBe('');
    expect(r.out).toEqual({ which: ['outer', 'nested', 'outer', 'nested'], outerShared: true, nestedShared: true });
  });

  it("a package's conditions are read as Node reads them: the user's conditions (-C) make it Node's to resolve", () => {
    // kernel package-exports.ts reads plain package.json entries itself, holding only Node's own
    // conditions active; with -C on the command line Node holds `development` too.
    const pkg = join(dir, 'node_modules', '@factlint', 'probe');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(
      join(pkg, 'package.json'),
      JSON.stringify({ name: '@factlint/probe', exports: { '.': { development: './dev.cjs', default: './prod.cjs' } } }),
    );
    writeFileSync(join(pkg, 'dev.cjs'), BODY('exports.which = "development";'));
    writeFileSync(join(pkg, 'prod.cjs'), BODY('exports.which = "default";'));
    writeFileSync(join(dir, 'requirer.cjs'), BODY('exports.probe = require("@factlint/probe");'));
    const script = `import { loadBody } from ${JSON.stringify(LOADER)};
      console.log(JSON.stringify(loadBody(${JSON.stringify(dir)}, 'requirer.cjs').probe.which));`;
    expect(inFreshProcess(script).out).toBe('default');
    expect(inFreshProcess(script, {}, ['-C', 'development']).out).toBe('development');
    expect(inFreshProcess(script, { NODE_OPTIONS: '--conditions=development' }).out).toBe('development');
  });

  it('known limitation: a patched Module._resolveFilename is not asked for a package whose package.json is plain', () => {
    // Tools that redirect require by patching Node's resolver (aliases, mocks) see the bodies' engine
    // packages only where package-exports.ts leaves them to Node.
    const install = (name: string, exports: unknown) => {
      const pkg = join(dir, 'node_modules', '@factlint', name);
      mkdirSync(pkg, { recursive: true });
      writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: `@factlint/${name}`, exports }));
      writeFileSync(join(pkg, 'index.cjs'), BODY('exports.which = "its own file";'));
    };
    install('plain', { '.': './index.cjs' });
    install('patterned', { './*': './*.cjs' });
    writeFileSync(join(dir, 'alias.cjs'), BODY('exports.which = "the patch";'));
    const patch = join(dir, 'patch.cjs');
    writeFileSync(
      patch,
      `const M = require('node:module'); const resolve = M._resolveFilename;
       M._resolveFilename = function (request, ...rest) { return request.startsWith('@factlint/p') ? ${JSON.stringify(join(dir, 'alias.cjs'))} : resolve.call(this, request, ...rest); };`,
    );
    writeFileSync(
      join(dir, 'requirer.cjs'),
      BODY('exports.plain = require("@factlint/plain").which; exports.patterned = require("@factlint/patterned/index").which;'),
    );
    const script = `import { loadBody } from ${JSON.stringify(LOADER)};
      const { plain, patterned } = loadBody(${JSON.stringify(dir)}, 'requirer.cjs');
      console.log(JSON.stringify({ plain, patterned }));`;
    expect(inFreshProcess(script, {}, ['-r', patch]).out).toEqual({ plain: 'its own file', patterned: 'the patch' });
  });

  it("import() of a factlint package in a body gets the package's body, as require does: one instance, no face", () => {
    const file = join(dir, 'importer.cjs');
    writeFileSync(
      file,
      BODY(`exports.load = async () => {
        const imported = await esmImp('@factlint/kernel');
        const required = require('@factlint/kernel');
        const other = await esmImp('node:path');
        // A name require cannot resolve is import()'s to fail, as it always did (a rejection, ES module's error).
        const missing = await esmImp('@factlint/no-such-package').then(() => 'loaded', (e) => e.code);
        return { same: imported === required, engine: typeof imported.createRunContainer, other: typeof other.join, missing };
      };`),
    );
    // The body sits outside the repository: Node finds the packages from there by NODE_PATH.
    const r = inFreshProcess(loadAndPrint(file, 'body.load()'), { NODE_PATH: join(ROOT, 'node_modules') });
    expect(r.stderr).toBe('');
    expect(r.out).toEqual({
      value: { same: true, engine: 'function', other: 'function', missing: 'ERR_MODULE_NOT_FOUND' },
      cache: 'written at exit',
    });
  });

  it("a bare import() in a body, or in a chunk it requires, resolves from its face's folder", () => {
    const pkg = join(dir, 'pkg');
    mkdirSync(join(pkg, 'node_modules', 'only-here'), { recursive: true });
    writeFileSync(join(pkg, 'node_modules', 'only-here', 'package.json'), '{"name":"only-here","type":"module","exports":"./index.js"}');
    writeFileSync(join(pkg, 'node_modules', 'only-here', 'index.js'), 'export const where = "in the package\'s node_modules";');
    writeFileSync(join(pkg, 'chunk.cjs'), BODY('exports.load = () => esmImp("only-here").then((m) => m.where);'));
    writeFileSync(
      join(pkg, 'entry.cjs'),
      BODY('exports.load = () => esmImp("only-here").then((m) => m.where);\nexports.chunk = require("./chunk.cjs");'),
    );
    writeFileSync(
      join(pkg, 'face.mjs'),
      `import { loadBody } from ${JSON.stringify(LOADER)};\nexport const body = loadBody(import.meta.dirname, 'entry.cjs', (s) => import(s));\n`,
    );
    const r = inFreshProcess(`const { body } = await import(${JSON.stringify(pathToFileURL(join(pkg, 'face.mjs')).href)});
      console.log(JSON.stringify([await body.load(), await body.chunk.load()]));`);
    expect(r.out).toEqual(["in the package's node_modules", "in the package's node_modules"]);
  });

  it('a body that throws as it runs: the error reaches the importer, and the next load runs it again', () => {
    const file = join(dir, 'flaky.cjs');
    writeFileSync(
      file,
      BODY('if (!globalThis.triedOnce) { globalThis.triedOnce = true; throw new Error("not yet"); }\nexports.ok = true;'),
    );
    const r = inFreshProcess(`import { loadBody } from ${JSON.stringify(LOADER)};
      let first;
      try { loadBody(${JSON.stringify(dir)}, 'flaky.cjs'); } catch (e) { first = e.message; }
      console.log(JSON.stringify({ first, second: loadBody(${JSON.stringify(dir)}, 'flaky.cjs').ok }));`);
    expect(r.out).toEqual({ first: 'not yet', second: true });
  });

  it.each([
    ['a CommonJS module', 'module.exports = 3;\n'],
    ['a body that exports no function', '(globalThis[Symbol.for("factlint.body")] ?? module).exports = 3;\n'],
  ])('a file that is no body is refused, by name: %s', (_, content) => {
    const file = join(dir, 'plain.cjs');
    writeFileSync(file, content);
    const r = inFreshProcess(`import { loadBody } from ${JSON.stringify(LOADER)};
      try { loadBody(${JSON.stringify(dir)}, 'plain.cjs'); } catch (e) { console.log(JSON.stringify(e.message)); }`);
    expect(r.out).toBe(`${file} is not a factlint bundle body (scripts/bundle.mjs)`);
  });

  it.each([
    [
      'with source maps on, a stack trace points to src/ (Node loads the body, without the cache)',
      ['--enable-source-maps'],
      /packages\/text\/src\/[\w-]+\.ts:\d+/,
    ],
    ['without, to the bundle', [], /packages\/text\/dist\/bundle\/index\.cjs:\d+/],
  ])('%s', (_, flags, where) => {
    const r = inFreshProcess(
      `const { splitSentences } = await import('@factlint/text');
       try { splitSentences(null); } catch (e) { console.log(JSON.stringify(e.stack.split('\\n')[1])); }`,
      {},
      flags,
    );
    expect(r.out).toMatch(where);
  });
});
