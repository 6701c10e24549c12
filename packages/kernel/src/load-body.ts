import { accessSync, closeSync, constants, existsSync, fstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { factlintCacheDir, pruneOldest, writeAtomically } from './cache-folder.js';
import { compiledCodeHeld } from './compiled-code-hold.js';
import { fileStamp } from './file-stamp.js';
import { fingerprint } from './fingerprint.js';
import { resolvePackage } from './package-resolution.js';

/**
 * The bundles' code, run with V8's code cache (issue 13, "fresh process").
 *
 * A fresh `factlint verify` spent about half of what it ran beyond Node's own start in parsing and
 * compiling the bundles, anew in every process. Node 20 keeps no compiled code between processes
 * for ES modules (Node 22's `module.enableCompileCache` does), but V8 takes the code cache of an
 * earlier compilation with a script (`vm.Script`'s `cachedData`). So scripts/bundle.mjs writes each
 * bundle as a CommonJS body (`index.cjs`) and an ES module face (`index.js`, the file package.json
 * names) that runs the body through loadBody and exports its names.
 *
 * A body runs once per thread, for whoever asks first: its face, or another body requiring its
 * package (see requireFrom). So a third-party pack that imports @factlint/kernel meets the very
 * instance the engine uses, as with plain modules.
 *
 * The first process to run a body without a usable cache writes one when it exits, so the cache
 * holds every function that process compiled and not only the top level (a process that did a first
 * run's work leaves it to the next: compiled-code-hold.ts). It goes to the cache
 * folder's `code/`, named by the body's path and stamp (size and write times, see fileStamp) and by
 * what V8 checks the cache against (its version, the architecture, the flags): a changed body never
 * runs old code, and V8 refuses a cache that does not fit (a torn or foreign file).
 * FACTLINT_NO_CACHE turns it off, as for packs. Whatever goes wrong with the cache only costs time.
 */

/** How the cache served a body: `used`, or why not. */
export type BodyCacheUse = 'used' | 'written at exit' | 'rejected, written at exit' | 'off';

interface Body {
  module: { exports: Record<string, unknown> };
  cache: BodyCacheUse;
}

/** Past this many cached bodies the oldest go: a build writes some 30, and each rebuild new ones. */
const MOST_CACHED = 150;
const KEPT_AFTER_PRUNING = 100;

/** Bodies by path, one map per thread however many copies of this module run (as Node's require cache). */
const BODIES = Symbol.for('factlint.bundleBodies');
const bodies: Map<string, Body> = ((globalThis as { [BODIES]?: Map<string, Body> })[BODIES] ??= new Map());

const cacheDir = factlintCacheDir(import.meta.dirname);
const unsaved: { script: Script; file: string }[] = [];

/** How a body's `import()` is done: by an ES module of its package, so a bare name resolves from there. */
export type ImportModule = (specifier: string, options?: ImportCallOptions) => Promise<unknown>;

/** For a body no face of its package ran: this module's folder sees the engine's packages too. */
const importHere: ImportModule = (specifier, options) => import(specifier, options);

/**
 * The exports of the body `name` in the folder `dir`, run on first use. A body is a CommonJS
 * module that exports one function of `(exports, require, module, __filename, __dirname, esmImp)`:
 * the wrapper Node's CommonJS loader gives a module, and `esmImp`, what the bundler renamed each
 * `import()` to, since a script compiled here cannot call `import()` itself without
 * --experimental-vm-modules. `importModule` does it for the body: a face passes its own `import`,
 * and a chunk required by a body gets that body's.
 */
export function loadBody(dir: string, name: string, importModule: ImportModule = importHere): Record<string, unknown> {
  const file = resolve(dir, name);
  const known = bodies.get(file);
  if (known) return known.module.exports;
  const { run, cache } = compile(file);
  const body: Body = { module: { exports: {} }, cache };
  bodies.set(file, body);
  try {
    const esmImp = importFrom(file, importModule);
    run.call(body.module.exports, body.module.exports, requireFrom(file, importModule), body.module, file, dirname(file), esmImp);
  } catch (error) {
    bodies.delete(file);
    throw error;
  }
  return body.module.exports;
}

type BodyFunction = (...args: unknown[]) => void;

/**
 * Where a body run as a script puts its function: its first line reads
 * `(globalThis[Symbol.for("factlint.body")] ?? module).exports = function (…) {` (scripts/bundle.mjs),
 * so Node's `require` of the same file, where the slot is empty, exports the function instead.
 */
const BODY_SLOT = Symbol.for('factlint.body');

/**
 * A body's function, compiled with its cache. With source maps on (`node --enable-source-maps`), Node
 * loads it instead, without a cache: Node maps stack traces to src/ only for code it loaded itself.
 */
function compile(file: string): { run: BodyFunction; cache: BodyCacheUse } {
  if (process.sourceMapsEnabled) return { run: createRequire(file)(file) as BodyFunction, cache: 'off' };
  // Named before the body is read (see fileStamp): a body written in between only misses its cache.
  const cacheFile = cacheDir && join(cacheDir, 'code', `${cacheKey(file)}.bin`);
  const bytes = readReused(file);
  // The file as it is: a wrapper around it cost 7 % more instructions at start (a copy of the
  // source, which V8 then parsed and compiled more of than the cache held).
  const source = bytes.toString('utf8');
  // Read after the source is copied out: both come into the same buffer.
  const cachedData = cacheFile ? readIfPresent(cacheFile) : undefined;
  const script = new Script(source, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const cache = cacheUse(cacheFile, cachedData, script);
  if (cacheFile && cache !== 'used') saveAtExit(script, cacheFile);
  // Running the script only assigns the body's function, to the slot's object (see BODY_SLOT).
  const holder: { exports?: BodyFunction } = {};
  const global = globalThis as { [BODY_SLOT]?: typeof holder };
  global[BODY_SLOT] = holder;
  const notABody = (cause?: unknown) => new TypeError(`${file} is not a factlint bundle body (scripts/bundle.mjs)`, { cause });
  try {
    script.runInThisContext();
  } catch (cause) {
    throw notABody(cause);
  } finally {
    delete global[BODY_SLOT];
  }
  if (typeof holder.exports !== 'function') throw notABody();
  return { run: holder.exports, cache };
}

/** Each body run so far in this thread, with how the cache served it (tests, and anyone measuring). */
export function loadedBodies(): { file: string; cache: BodyCacheUse }[] {
  return [...bodies].map(([file, { cache }]) => ({ file, cache }));
}

/**
 * What names a body's cache: the body's path and stamp, and what V8 checks a cache against, so that
 * each Node and set of flags keeps its own instead of overwriting another's. V8 itself compares only
 * the source's length. A hash of the content did the same at a cost: a fresh verify reads 1 MB of
 * bundles, SHA-256 over them cost 2 % of the process, and CRC-32 3.5 ms to load `node:zlib`.
 */
function cacheKey(file: string): string {
  return `${fingerprint(`${file}\n${fileStamp(file)}`)}-${CACHE_FIT}${codeUse ? `-${codeUse}` : ''}`;
}

/** What this process runs, as keepCompiledCodePer named it ('' for one cache for all). */
let codeUse = '';

/**
 * Keeps the compiled code of the bodies loaded from now on apart for each `use` (the CLI names its
 * command before it loads any). A body's cache holds what the first process to run it compiled and
 * is not written again: after an `eval` wrote it, every fresh `verify` compiled the rest itself
 * (786 M instructions beyond Node's start instead of 725 M). A use is a word of lower-case letters
 * and hyphens; anything else (a file name where a command would be) shares the one cache.
 */
export function keepCompiledCodePer(use: string | undefined): void {
  codeUse = use !== undefined && /^[a-z][a-z-]{0,31}$/.test(use) ? use : '';
}
const CACHE_FIT = fingerprint(`${process.arch} ${process.versions.v8} ${process.execArgv.join(' ')}`).slice(0, 8);

function cacheUse(cacheFile: string | false, cachedData: Buffer | undefined, script: Script): BodyCacheUse {
  if (!cacheFile) return 'off';
  if (!cachedData) return 'written at exit';
  return script.cachedDataRejected ? 'rejected, written at exit' : 'used';
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readReused(file);
  } catch {
    return undefined;
  }
}

/**
 * One buffer that every body's source and compiled code are read into in turn, grown to the largest
 * file. A buffer of its own per file is memory the system hands out page by page (2.5 MB for a
 * fresh verify's bodies and caches, at some 16 µs a page on the machine the bench runs on), and
 * each is garbage once V8 has copied the source and taken in the code (`vm.Script` reads its
 * `cachedData` while it is made, and never again). It stays for the process's life: a few hundred
 * kilobytes, at most twice the largest body or cache read.
 */
let readBuffer = Buffer.alloc(0);

/** The whole of `file`, in the shared buffer: valid until the next read. */
function readReused(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    if (readBuffer.length < size) readBuffer = Buffer.allocUnsafeSlow(Math.max(size, readBuffer.length * 2));
    let read = 0;
    while (read < size) {
      const n = readSync(fd, readBuffer, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return readBuffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

function saveAtExit(script: Script, file: string): void {
  if (unsaved.length === 0) process.once('exit', saveAll);
  unsaved.push({ script, file });
}

function saveAll(): void {
  const pending = unsaved.splice(0);
  if (!cacheDir || !writableFolder(join(cacheDir, 'code'))) return;
  // A cache that cannot be written only costs time; one that failed leaves the others to be tried.
  const attempt = (write: () => void) => {
    try {
      write();
    } catch {}
  };
  for (const { script, file } of pending)
    attempt(() => (heldThisTime(file) ? writeAtomically(held(file), '') : writeAtomically(file, script.createCachedData())));
  attempt(() => pruneOldest(join(cacheDir, 'code'), MOST_CACHED, KEPT_AFTER_PRUNING));
}

/**
 * Whether this process leaves `file`'s compiled code to the next (compiled-code-hold.ts): it did a
 * first run's work, and no process before it did so for the same body. It writes a marker in the
 * cache's place; the next process to find no cache writes it, whatever work it did, so a pack
 * author whose every run compiles a changed pack waits one process for the code cache, not forever.
 */
function heldThisTime(file: string): boolean {
  return compiledCodeHeld() && !existsSync(held(file));
}

function held(file: string): string {
  return `${file}.held`;
}

/**
 * Whether `dir` is, or can be made, a folder this process may write. Asked before the caches are
 * serialised: an install nobody may write to (a global one, a read-only image) would otherwise pay
 * for serialising at every exit.
 */
function writableFolder(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * `require` inside a body. A relative `.cjs` (a chunk of the same bundle) is run through loadBody,
 * with the body's own `import()`; so is a factlint package whose face has a body beside it (bundles
 * require each other's packages by name); tsyringe and reflect-metadata come from their shared body
 * (sharedCommonJs). Everything else (Node's modules, ajv) is Node's.
 */
function requireFrom(file: string, importModule: ImportModule): (specifier: string) => unknown {
  const nodeRequire = createRequire(file);
  return (specifier) => {
    if (specifier.startsWith('.') && specifier.endsWith('.cjs')) return loadBody(dirname(file), specifier, importModule);
    if (SHARED_COMMONJS.has(specifier)) return sharedCommonJs(specifier, file, nodeRequire);
    const body = packageBody(specifier, file, nodeRequire);
    return body ? loadBody(dirname(body), basename(body)) : nodeRequire(specifier);
  };
}

/**
 * `import()` inside a body: a relative specifier is taken from the body's own folder. A factlint
 * package whose face has a body beside it gets that body's exports, as `require` does, without its
 * face: the engine imports each first-party claim type by name, and going through the faces set up
 * Node's ES module loader (with the file-system and stream modules it needs) and resolved each as an
 * ES module, some 13 ms of a fresh verify's 250. What the face would export is the body's names.
 */
function importFrom(file: string, importModule: ImportModule): ImportModule {
  const nodeRequire = createRequire(file);
  return (specifier, options) => {
    const body = options?.with === undefined ? importableBody(specifier, file, nodeRequire) : undefined;
    if (body) return new Promise((done) => done(loadBody(dirname(body), basename(body))));
    return importModule(specifier.startsWith('.') ? pathToFileURL(resolve(dirname(file), specifier)).href : specifier, options);
  };
}

/**
 * packageBody for an `import()`: a name `require` cannot resolve (not installed, or exported to
 * `import` only) is left to `import()`, which fails or succeeds as it always did, asynchronously.
 */
function importableBody(specifier: string, file: string, nodeRequire: NodeJS.Require): string | undefined {
  try {
    return packageBody(specifier, file, nodeRequire);
  } catch {
    return undefined;
  }
}

/** The body beside the face a factlint package name, required from `file`, resolves to, if it has one (scripts/bundle.mjs writes both). */
function packageBody(specifier: string, file: string, nodeRequire: NodeJS.Require): string | undefined {
  if (!(specifier === 'factlint' || specifier.startsWith('factlint/') || specifier.startsWith('@factlint/'))) return undefined;
  const body = resolvePackage(specifier, dirname(file), nodeRequire).replace(/\.js$/, '.cjs');
  return body.endsWith('.cjs') && existsSync(body) ? body : undefined;
}

/** The CommonJS packages the engine shares with packs, bundled by scripts/bundle.mjs (its REQUIRED) into one body. */
const SHARED_COMMONJS = new Set(['reflect-metadata', 'tsyringe']);

/**
 * tsyringe or reflect-metadata for a body. Parsed from their files, the two cost a fresh process
 * 75 M instructions, a tenth of its start; their shared body runs with the code cache instead, and
 * each package's exports are entered in Node's require cache under the path Node resolves the
 * package to, so whoever requires or imports it from there later (a pack, from node_modules) gets
 * that very instance. A package Node loaded before keeps its place and is the one used.
 */
function sharedCommonJs(specifier: string, file: string, nodeRequire: NodeJS.Require): unknown {
  // Resolved once per require: a second resolution (Node's own, inside `require`) was a quarter of
  // a fresh verify's module resolution, these two packages being required by nearly every body.
  const path = resolvePackage(specifier, dirname(file), nodeRequire);
  const known = nodeRequire.cache[path];
  if (known) return known.exports;
  const shared = loadBody(import.meta.dirname, 'shared-commonjs.cjs');
  for (const [name, exports] of Object.entries(shared)) {
    const at = name === specifier ? path : resolvePackage(name, dirname(file), nodeRequire);
    if (nodeRequire.cache[at]) continue;
    const entry = new Module(at);
    entry.filename = at;
    entry.exports = exports;
    entry.loaded = true;
    nodeRequire.cache[at] = entry;
  }
  return nodeRequire.cache[path]?.exports ?? nodeRequire(specifier);
}
