// `npm run build`, after `tsc -b`: each code package's start path as one file (issue 13, "fresh process").
//
// A fresh `factlint verify` spent over half its time in Node's module loader: resolving, reading and
// compiling some 350 modules, one by one. tsc's output in dist/ stays as it is (types, and the input
// here); each package's entries are also written as single modules to dist/bundle/, which its
// package.json (or pack.yaml) names.
//
// One package stays one module instance. A bundle holds only its own package's modules and the few
// third-party ones listed under `inline` (pure code whose objects never cross a package boundary).
// Every other bare import stays an import, resolved by Node as before: above all @factlint/kernel,
// pipeline and text, tsyringe and reflect-metadata, which a third-party pack imports from
// node_modules and must find as the very instances the engine uses (tsyringe registers into a
// global per module instance).
//
// zod's schemas pass between our packages (a pipeline schema holds kernel schemas; descriptions live
// in the registry of the zod that made them), so all of them must use one zod. Its ~95 modules cost
// a fresh process about as much as all of ours: the kernel's bundle carries the parts of zod our
// code calls (dist/bundle/zod.js, exported as `@factlint/kernel/internal/zod`; see zodSubset) and
// every other bundle imports zod from there. Every module that runs outside the tests is bundled
// (the CLI's library entry and rejudge worker, the testkit too), so none of them meets a second zod.
//
// Bodies require tsyringe and reflect-metadata by name, and the kernel's loader gives them one body
// of both (dist/bundle/shared-commonjs.cjs, below), run with the code cache and entered in Node's
// require cache under each package's own path, so a pack that imports either from node_modules
// still meets the engine's instance. The testkit, a plain ES module, requires them as follows.
//
// tsyringe and reflect-metadata are CommonJS. Node's ESM loader, importing one, first reads and
// scans it and every file it re-exports (cjs-module-lexer) for export names, which cost about as
// much as loading it; the bundles `require` them instead. A CommonJS module is one instance however
// it is reached (Node's require cache), so a pack that imports tsyringe still meets the engine's.
// Required, reflect-metadata no longer runs before the whole bundle, so tsyringe's stand-in
// requires it first: every decorated class imports tsyringe, so the Reflect polyfill is in place
// before any decorator records metadata, as before.
//
// Source maps chain through tsc's own, so a stack trace (node --enable-source-maps) points to src/.
//
// Bodies and faces (fourteenth round): Node 20 keeps no compiled code between processes for ES
// modules, and parsing and compiling the bundles was half of a fresh verify beyond Node's own start.
// So each bundle marked `bodies` below is written as CommonJS bodies (`index.cjs`, chunks `.cjs`),
// which the kernel's loader runs with V8's code cache (packages/kernel/src/load-body.ts), and for
// each entry an ES module face (`index.js`, the file package.json names) that exports the body's names.
//
// What V8 parses on every start is written to be parsed cheaply: only ASCII (a source with one other
// character is read as two bytes per character, every character of the module, and scanned more
// slowly) and no doc comments (they stay in src/, which the source maps point to): a fresh `verify`
// of the quick start runs 2 % fewer instructions (`node scripts/instruction-count.mjs --workload
// start`). Minifying does not help: whitespace removal alone counted 4.6 % more, with names mangled
// (and kept for stack traces) 3.4 % more.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';
import { astNodes } from './ast-nodes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Per package folder: the tsc outputs that are its entries and the third-party modules it may hold.
 * `chunks`: where shared and lazily imported code goes, below dist/bundle/. `bodies`: written as
 * bodies run with V8's code cache (see asBody); the testkit stays a plain ES module, since it
 * imports vitest, which only an ES module can (see assertRequirable).
 */
const bundles = [
  { dir: 'packages/kernel', entries: ['index'], inline: ['yaml', 'zod'], bodies: true },
  { dir: 'packages/text', entries: ['index'], inline: ['fastest-levenshtein'], bodies: true },
  { dir: 'packages/pipeline', entries: ['index'], inline: [], bodies: true },
  // The CLI's commands stay dynamic imports: each becomes a chunk loaded only when its command runs.
  // Chunks go one folder down, so the rejudge command finds its worker at ../rejudge/worker.js as in dist/.
  {
    dir: 'packages/cli',
    entries: ['cli', 'index', 'rejudge/worker'],
    inline: ['commander', 'picocolors'],
    chunks: 'chunks/',
    bodies: true,
  },
  { dir: 'packages/testkit', entries: ['index', 'runner'], inline: ['yaml'] },
  ...['date', 'entity', 'numeric', 'quote', 'url'].map((t) => ({
    dir: `rule-packs/claim-${t}`,
    entries: ['index'],
    inline: [],
    bodies: true,
  })),
];

/** Where every bundle but the kernel's finds zod: the kernel's bundled copy (see above). */
const SHARED_ZOD = '@factlint/kernel/internal/zod';

/**
 * The kernel's copy of zod holds only the parts our code calls. An entry keeps every export, and
 * the whole of zod (every locale's messages, JSON Schema import, the parts no package calls) was
 * over 600 KB that a fresh process compiled on each start, about a tenth of its time. Every package
 * reaches zod as the namespace `z` (`import { z } from 'zod'`); the shared copy is that namespace
 * with the members named `z.<name>` in some package's tsc output, so the bundler can leave out the
 * rest. A member reached any other way (`z[name]`, `const { string } = z`) would be missing at run
 * time; test/bundles.test.ts checks every `z.<name>` a bundle calls against the copy.
 */
const ZOD_USED = '\0zod-used';
const ZOD_SHARED = '\0zod-shared';
function zodMembersUsed() {
  const { z } = createRequire(join(root, 'packages/kernel/package.json'))('zod');
  const used = new Set();
  for (const { dir } of bundles) {
    const dist = join(root, dir, 'dist');
    for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.js') || file.startsWith('bundle/')) continue;
      for (const [, name] of readFileSync(join(dist, file), 'utf8').matchAll(/\bz\s*\.\s*([A-Za-z_$][\w$]*)/g))
        if (Object.hasOwn(z, name)) used.add(name);
    }
  }
  return [...used].sort();
}
const zodSubset = {
  name: 'zod-subset',
  resolveId(specifier, importer) {
    if (specifier === ZOD_USED) return ZOD_USED;
    return specifier === 'zod' && importer !== ZOD_USED ? ZOD_SHARED : null;
  },
  load(id) {
    if (id === ZOD_SHARED) return `export * as z from ${JSON.stringify(ZOD_USED)};`;
    if (id === ZOD_USED) return `export { ${zodMembersUsed().join(', ')} } from 'zod';`;
    return null;
  },
};

/** Shared CommonJS packages the bundles require rather than import (see above). */
const REQUIRED = ['reflect-metadata', 'tsyringe'];
/** What each requires first, and the names it exports (reflect-metadata only installs a global). */
const REQUIRED_FIRST = { tsyringe: ['reflect-metadata'] };
const exportNames = (name) => {
  const require = createRequire(join(root, 'packages/kernel/package.json'));
  for (const first of REQUIRED_FIRST[name] ?? []) require(first);
  const exported = require(name);
  return typeof exported === 'object' ? Object.keys(exported).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default') : [];
};
const requireCommonJs = {
  name: 'require-commonjs',
  resolveId: (specifier) => (REQUIRED.includes(specifier) ? `\0required:${specifier}` : null),
  load(id) {
    if (!id.startsWith('\0required:')) return null;
    const name = id.slice('\0required:'.length);
    const names = exportNames(name).join(', ');
    return [
      "import { createRequire } from 'node:module';",
      'const require = createRequire(import.meta.url);',
      ...(REQUIRED_FIRST[name] ?? []).map((first) => `require(${JSON.stringify(first)});`),
      names ? `const { ${names} } = require(${JSON.stringify(name)});` : `require(${JSON.stringify(name)});`,
      names ? `export { ${names} };` : '',
    ].join('\n');
  },
};

/**
 * commander requires node:child_process when it loads, for a command that is a program of its own
 * (`program.command('x', 'desc')`), which the CLI has none of; with it came net, dgram and their
 * kin, some 8 M instructions of every fresh process (issue 13). Its require gets a stand-in that
 * requires the module on the first use of any of its members. The bundler asks `external` before
 * any plugin, so the one test below also keeps that require in (see the build's `external`).
 */
const LAZY_IN_COMMANDER = '\0lazy:node:child_process';
const isCommandersChildProcess = (specifier, importer) =>
  specifier === 'node:child_process' && importer?.includes('/node_modules/commander/') === true;
const lazyChildProcess = {
  name: 'lazy-child-process',
  resolveId: (specifier, importer) => (isCommandersChildProcess(specifier, importer) ? LAZY_IN_COMMANDER : null),
  load: (id) =>
    id === LAZY_IN_COMMANDER ? "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });" : null,
};

/** A bare specifier's package name: `ajv/dist/2020.js` → `ajv`, `@factlint/testkit/runner` → `@factlint/testkit`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBare = (specifier) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('\0');

/** tsc wrote a map beside each module; handing it to rolldown makes the bundle's map point to src/. */
const tscSourceMaps = {
  name: 'tsc-source-maps',
  load(id) {
    if (!id.endsWith('.js') || !existsSync(`${id}.map`)) return null;
    return { code: readFileSync(id, 'utf8'), map: readFileSync(`${id}.map`, 'utf8') };
  },
};

/**
 * A body is a CommonJS module that exports one function: the module's code wrapped as Node's CommonJS
 * loader wraps a module, with one more parameter, `esmImp` (below), in strict mode as the ES modules
 * it was made from. The kernel's loader runs the file as a script, with the slot named below set to
 * the object the function goes into (load-body.ts): run as it is, the file parses and compiles from
 * the cache with no wrapper of the loader's around it, which counted 7 % fewer instructions at start.
 * Node's `require` of it (with source maps on) finds no slot and exports the function.
 */
const STRICT = '"use strict";';
const BODY_HEAD = `(globalThis[Symbol.for("factlint.body")] ?? module).exports = function (exports, require, module, __filename, __dirname, esmImp) {${STRICT}`;
const BODY_TAIL = '};';

/**
 * A body is run by the kernel's loadBody (load-body.ts) as a script, where `import()` cannot be
 * called without --experimental-vm-modules; the loader hands each body an `esmImp` that imports
 * for it. The keyword is renamed where the parser finds a dynamic import (not in strings or
 * comments), to a name of the same length so the source maps still hold.
 */
const ESM_IMPORT = 'esmImp';
const asBody = {
  name: 'as-body',
  renderChunk(code) {
    const starts = astNodes(parseAst(code), (node) => node.type === 'ImportExpression').map((node) => node.start);
    let out = code;
    for (const at of starts) {
      if (out.slice(at, at + 6) !== 'import') throw new Error(`bundle: no import keyword at ${at}`);
      out = out.slice(0, at) + ESM_IMPORT + out.slice(at + 6);
    }
    return starts.length ? { code: out, map: null } : null;
  },
};

/**
 * Wraps a written body in BODY_HEAD and BODY_TAIL, each on a line of its own, and moves its source
 * map one line down to match. Done on the files: rolldown's banner option cannot hold half a function.
 */
function wrapAsBody(file, { strict = true } = {}) {
  const code = readFileSync(file, 'utf8');
  const mapComment = /\n\/\/# sourceMappingURL=[^\n]*\n?$/.exec(code);
  const end = mapComment ? mapComment.index : code.length;
  const head = strict ? BODY_HEAD : BODY_HEAD.replace(STRICT, '');
  writeFileSync(file, `${head}\n${code.slice(0, end)}\n${BODY_TAIL}${code.slice(end)}`);
  if (!existsSync(`${file}.map`)) return;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
}

/**
 * A body requires what its modules imported. A package that is only an ES module cannot be required
 * (Node 20 hands back its namespace, where the body wants the default export), so one found here
 * fails the build, naming it: such a bundle stays a plain ES module (`bodies` above).
 */
function assertRequirable(specifier, dir) {
  if (specifier.startsWith('node:') || specifier.startsWith('@factlint/') || REQUIRED.includes(specifier)) return;
  const file = createRequire(join(root, dir, 'package.json')).resolve(specifier);
  if (file.startsWith('node:') || !file.includes('/') || file.endsWith('.cjs')) return;
  let pkgDir = dirname(file);
  while (!existsSync(join(pkgDir, 'package.json'))) pkgDir = dirname(pkgDir);
  const { type } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  if (file.endsWith('.mjs') || type === 'module')
    throw new Error(
      `bundle: ${dir} is written as bodies (CommonJS), but imports ${specifier}, an ES module: import it with import() where it is used, or make the bundle plain`,
    );
}

/**
 * tsyringe and reflect-metadata (in that package's order: the Reflect polyfill first) as one body
 * whose exports are each package's own, by name: the kernel's loader enters them in Node's require
 * cache (load-body.ts, sharedCommonJs). Their code is CommonJS written for sloppy mode where it says
 * nothing, so this body's wrapper does not add strict mode.
 */
async function bundleSharedCommonJs(dist, out) {
  const entry = join(dist, 'shared-commonjs.cjs');
  const members = ['reflect-metadata', ...REQUIRED.filter((name) => name !== 'reflect-metadata')];
  writeFileSync(
    entry,
    `module.exports = { ${members.map((name) => `${JSON.stringify(name)}: require(${JSON.stringify(name)})`).join(', ')} };\n`,
  );
  await build({
    input: { 'shared-commonjs': entry },
    platform: 'node',
    logLevel: 'warn',
    output: {
      dir: out,
      format: 'cjs',
      sourcemap: true,
      charset: 'ascii',
      comments: { legal: true, annotation: true, jsdoc: false },
      entryFileNames: '[name].cjs',
    },
  });
  wrapAsBody(join(out, 'shared-commonjs.cjs'), { strict: false });
}

/** The kernel's loader of bodies, as every face imports it (see facade). */
const LOADER = '@factlint/kernel/internal/load-body';

/**
 * The ES module a package.json names for an entry: it runs the entry's body through the kernel's
 * loader and exports the body's names (bindings of its values once run; no body reassigns an export).
 */
function facade(entryFile, exportNames, loader) {
  const named = exportNames.filter((n) => n !== 'default');
  return [
    `// Written by scripts/bundle.mjs: the ES module face of ./${entryFile}, whose code runs with V8's code cache (kernel load-body.ts).`,
    `import { loadBody } from ${JSON.stringify(loader)};`,
    `const body = loadBody(import.meta.dirname, ${JSON.stringify(entryFile.split('/').pop())}, (specifier) => import(specifier));`,
    named.length ? `export const { ${named.join(', ')} } = body;` : '',
    exportNames.includes('default') ? 'export default body.default;' : '',
    '',
  ].join('\n');
}

for (const { dir, entries, inline, chunks = '', bodies = false } of bundles) {
  const dist = join(root, dir, 'dist');
  const out = join(dist, 'bundle');
  const holdsZod = inline.includes('zod');
  const input = Object.fromEntries(entries.map((name) => [name, join(dist, `${name}.js`)]));
  // zod as an entry of its own: the kernel's index imports it as a sibling module, the others by name.
  if (holdsZod) input.zod = 'zod';
  rmSync(out, { recursive: true, force: true });
  const { output } = await build({
    input,
    cwd: join(root, dir),
    platform: 'node',
    // zod is left to the plugins below, and so are tsyringe and reflect-metadata in a plain bundle.
    external: (specifier, importer) =>
      isBare(specifier) &&
      !inline.includes(packageOf(specifier)) &&
      specifier !== 'zod' &&
      (bodies || !REQUIRED.includes(specifier)) &&
      !isCommandersChildProcess(specifier, importer),
    plugins: [
      tscSourceMaps,
      lazyChildProcess,
      ...(bodies ? [asBody] : [requireCommonJs]),
      holdsZod
        ? zodSubset
        : { name: 'shared-zod', resolveId: (specifier) => (specifier === 'zod' ? { id: SHARED_ZOD, external: true } : null) },
    ],
    logLevel: 'warn',
    output: {
      dir: out,
      format: bodies ? 'cjs' : 'esm',
      // A default export stays `exports.default`, which the face exports (not module.exports).
      ...(bodies ? { exports: 'named' } : {}),
      sourcemap: true,
      charset: 'ascii',
      comments: { legal: true, annotation: true, jsdoc: false },
      entryFileNames: bodies ? '[name].cjs' : '[name].js',
      chunkFileNames: `${chunks}[name]-[hash].${bodies ? 'cjs' : 'js'}`,
    },
  });
  const isKernel = dir === 'packages/kernel';
  const written = new Set(output.map((o) => o.fileName));
  for (const chunk of bodies ? output : []) {
    if (chunk.type !== 'chunk') continue;
    for (const specifier of chunk.imports) if (isBare(specifier) && !written.has(specifier)) assertRequirable(specifier, dir);
    wrapAsBody(join(out, chunk.fileName));
    if (!chunk.isEntry) continue;
    const face = join(out, chunk.fileName.replace(/\.cjs$/, '.js'));
    const loader = isKernel ? `./${relative(dirname(face), join(out, 'load-body.js'))}` : LOADER;
    writeFileSync(face, facade(chunk.fileName, chunk.exports, loader));
  }
  for (const name of Object.keys(input))
    if (!existsSync(join(out, `${name}.js`))) throw new Error(`bundle: ${dirname(out)} has no ${name}.js`);
  if (isKernel) await bundleSharedCommonJs(dist, out);
  if (isKernel) await bundleLoader(dist, out);
}

/**
 * The loader itself runs before any body, as a plain CommonJS module (`load-body.cjs`, what the bin
 * requires: a fresh verify then never sets up Node's ES module loader) with an ES module face
 * (`load-body.js`, what the bodies' faces import) that re-exports it, so both reach one instance.
 */
async function bundleLoader(dist, out) {
  const { output } = await build({
    input: { 'load-body': join(dist, 'load-body.js') },
    platform: 'node',
    plugins: [tscSourceMaps],
    logLevel: 'warn',
    output: {
      dir: out,
      format: 'cjs',
      exports: 'named',
      entryFileNames: '[name].cjs',
      sourcemap: true,
      charset: 'ascii',
      comments: { legal: true, annotation: true, jsdoc: false },
    },
  });
  const names = output.find((o) => o.type === 'chunk' && o.isEntry).exports;
  writeFileSync(
    join(out, 'load-body.js'),
    `// Written by scripts/bundle.mjs: the ES module face of ./load-body.cjs, the kernel's loader of bodies.\nexport { ${names.join(', ')} } from './load-body.cjs';\n`,
  );
}
