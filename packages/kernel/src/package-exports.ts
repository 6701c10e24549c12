import { readFileSync, realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The file Node's `require` gives for a package name, read from the package's own package.json
 * where that says it plainly (package-resolution.ts asks here before asking Node).
 *
 * Why not always Node: Debian's Node, like any build without a code cache for its own modules,
 * compiles its resolver from source the first time a process resolves a package name, and a fresh
 * verify resolved the engine's packages 19 times: 11–15 ms of the process, 4–5 ms of it the first
 * resolution, some 21 M instructions (docs/speed.md, thirty-fourth round). Reading a package.json
 * and following one plain entry costs a fraction of that.
 *
 * "Plainly" means what Node 20 and later settle alike, given no flag that changes resolution:
 * - `exports` with a subpath named exactly (no pattern, no folder mapping), its target a string or
 *   a chain of conditions ending in one, the target `./` and plain path segments;
 * - no `exports`: the package itself (no subpath) with a `main` naming an existing file, and no
 *   file beside the package's folder that Node would take first (`<name>.js` and the like).
 * The file must exist; its real path is the answer, as Node gives it (symbolic links followed).
 * Anything else (patterns, arrays of targets, a `module-sync` condition, whose meaning changed
 * across Node versions, a target Node would refuse, a missing file) is left to Node, which then
 * answers or throws as it always did. So is everything, in a process whose flags change resolution
 * (flagsChangeResolution: the caller asks it).
 */
export function plainRequireTarget(packageDir: string, subpath: string, extensions: readonly string[]): string | undefined {
  const manifest = packageManifest(packageDir);
  if (manifest === undefined) return undefined;
  const target =
    manifest.exports == null ? legacyMain(packageDir, subpath, manifest.main, extensions) : exportedTarget(manifest.exports, subpath);
  if (target === undefined) return undefined;
  const file = resolve(packageDir, target);
  // The C library's realpath, as Node's resolver's answer would read: the JavaScript one makes an
  // `lstat` per folder of the path, in code a fresh process has not yet optimised.
  return statSync(file, { throwIfNoEntry: false })?.isFile() ? realpathSync.native(file) : undefined;
}

/**
 * Whether the command line or the environment holds a flag that changes what `require` resolves a
 * package name to: conditions of the user's (`-C`, `--conditions`), symbolic links kept
 * (`--preserve-symlinks`, `NODE_PRESERVE_SYMLINKS`), no `node-addons` condition (`--no-addons`), or
 * a policy that may redirect dependencies. A flag we cannot tell apart from one of these (a value
 * that looks like one) only sends every resolution to Node.
 */
export function flagsChangeResolution(execArgv: readonly string[], env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.NODE_PRESERVE_SYMLINKS === '1') return true;
  const words = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)];
  return words.some((word) => RESOLUTION_FLAGS.some((flag) => word === flag || word.startsWith(`${flag}=`)) || /^-C./.test(word));
}

const RESOLUTION_FLAGS = ['-C', '--conditions', '--preserve-symlinks', '--no-addons', '--experimental-policy', '--policy-integrity'];

/** The conditions Node's `require` holds, with no user conditions and addons allowed. */
const ACTIVE_CONDITIONS = new Set(['require', 'node', 'node-addons', 'default']);

interface PackageManifest {
  exports?: unknown;
  main?: unknown;
}

/** package.json by package folder, read once per process (as Node keeps them); undefined when absent or not JSON. */
const manifests = new Map<string, PackageManifest | undefined>();

function packageManifest(packageDir: string): PackageManifest | undefined {
  if (manifests.has(packageDir)) return manifests.get(packageDir);
  let manifest: PackageManifest | undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8'));
    manifest = isRecord(parsed) ? parsed : undefined;
  } catch {
    manifest = undefined;
  }
  manifests.set(packageDir, manifest);
  return manifest;
}

/** `exports`' target for `subpath` ('.' or './sub/path') under `require`'s conditions, when plain. */
function exportedTarget(exports: unknown, subpath: string): string | undefined {
  // Node reads `*` as a pattern and a trailing `/` as a folder, and decodes `%` escapes.
  if (/[*%\\]/.test(subpath) || subpath.endsWith('/')) return undefined;
  let entry: unknown;
  const keys = isRecord(exports) ? Object.keys(exports) : [];
  const subpathKeys = keys.filter((key) => key.startsWith('.'));
  if (typeof exports === 'string' || (isRecord(exports) && subpathKeys.length === 0)) {
    // A string or an object of conditions stands for the package itself.
    entry = subpath === '.' ? exports : undefined;
  } else if (isRecord(exports) && subpathKeys.length === keys.length && Object.hasOwn(exports, subpath)) {
    entry = exports[subpath];
  }
  const target = underActiveConditions(entry);
  return target !== undefined && isPlainTarget(target) ? target : undefined;
}

/**
 * The string a chain of conditions leads to: at each level the first key Node holds active, in the
 * object's order. A level where none holds, or an array, leaves it to Node (which would go on to
 * the next key, or try the array's entries in turn).
 */
function underActiveConditions(entry: unknown): string | undefined {
  let at = entry;
  for (let depth = 0; isRecord(at); depth++) {
    if (depth === MOST_NESTED_CONDITIONS) return undefined;
    const keys = Object.keys(at);
    // Node refuses numeric keys among conditions; `module-sync` is held or not by Node's version.
    if (keys.some((key) => key === 'module-sync' || /^\d+$/.test(key))) return undefined;
    const held = keys.find((key) => ACTIVE_CONDITIONS.has(key));
    if (held === undefined) return undefined;
    at = at[held];
  }
  return typeof at === 'string' ? at : undefined;
}

/** Deeper chains than any package writes are left to Node rather than walked. */
const MOST_NESTED_CONDITIONS = 8;

/**
 * `./` then path segments that stay inside the package and read as they are: no `.`, `..`, empty or
 * `node_modules` segment (Node refuses those), and no `%`, `?`, `#`, `\` or `*`, which Node, reading
 * the target as a file address, would decode, cut or expand.
 */
function isPlainTarget(target: string): boolean {
  if (!target.startsWith('./')) return false;
  return target
    .slice(2)
    .split('/')
    .every(
      (segment) =>
        segment !== '' && segment !== '.' && segment !== '..' && segment.toLowerCase() !== 'node_modules' && !/[%?#\\*]/.test(segment),
    );
}

/**
 * A package without `exports`: Node takes `<folder>.js` (and each other extension it knows) before
 * the folder, then the folder's `main`. Only the package itself with a `main` is taken here.
 */
function legacyMain(packageDir: string, subpath: string, main: unknown, extensions: readonly string[]): string | undefined {
  if (subpath !== '.' || typeof main !== 'string' || main === '') return undefined;
  if (extensions.some((extension) => statSync(`${packageDir}${extension}`, { throwIfNoEntry: false }) !== undefined)) return undefined;
  return main;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
