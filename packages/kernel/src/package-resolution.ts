import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { flagsChangeResolution, plainRequireTarget } from './package-exports.js';

/**
 * Node's resolution of a package name for a bundle body (load-body.ts), remembered for the next body
 * that would get the same answer. A fresh verify resolved the engine's packages 44 times from a dozen
 * bodies in eight packages. Node remembers a resolution per list of folders looked in, which differs
 * for every folder a body sits in, so each was resolved anew: 0.1–1.7 ms of Node's resolver apiece
 * (the package's `exports`, its real path; docs/speed.md, thirty-third round).
 *
 * Where Node takes a package from is the first folder, going up from the requiring file's, that has
 * `node_modules/<name>`: two bodies whose first such folder is the same get the same answer. That
 * folder is the key; finding it costs a `stat` per level, which Node makes too. A name found in no
 * such folder (Node's global folders, NODE_PATH) is left to Node every time. A body never requires
 * the package it belongs to (scripts/bundle.mjs inlines it), so Node's look at the requiring package
 * itself (a self-reference) never decides a body's answer.
 *
 * The first answer for a folder is read from the package's package.json where that says it plainly
 * (package-exports.ts), and asked of Node only where it does not: Node's resolver, compiled anew in
 * each process, cost more than the rest of the resolution.
 */
const resolved = new Map<string, string>();

/** Read once: a process's flags are fixed for its life (a worker's are its own, and so is this module). */
const NODE_DECIDES = flagsChangeResolution(process.execArgv, process.env);

/** `nodeRequire.resolve(specifier)`, for a bare package specifier required from a file in `fromDir`. */
export function resolvePackage(specifier: string, fromDir: string, nodeRequire: NodeJS.Require): string {
  const name = packageName(specifier);
  const holder = folderHolding(name, fromDir);
  if (holder === undefined) return nodeRequire.resolve(specifier);
  const key = `${holder}\0${specifier}`;
  let path = resolved.get(key);
  if (path === undefined) {
    const subpath = `.${specifier.slice(name.length)}`;
    const packageDir = join(holder, 'node_modules', name);
    const plain = NODE_DECIDES ? undefined : plainRequireTarget(packageDir, subpath, Object.keys(nodeRequire.extensions));
    path = plain ?? nodeRequire.resolve(specifier);
    resolved.set(key, path);
  }
  return path;
}

/** `@scope/name` or `name`: the package a specifier (`@scope/name/sub/path`) names. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** The first folder at or above `dir` with `node_modules/<name>`, skipping node_modules folders themselves, as Node looks. */
function folderHolding(name: string, dir: string): string | undefined {
  for (let at = dir; ; ) {
    if (basename(at) !== 'node_modules' && holdsModules(at) && existsSync(join(at, 'node_modules', name))) return at;
    const up = dirname(at);
    if (up === at) return undefined;
    at = up;
  }
}

/**
 * Whether `dir` has a `node_modules` folder, asked once per folder in a process. Every body walks up
 * through its own folders and those they share (the checkout's root, `packages/`), once per package
 * it requires: a fresh verify made some 220 such looks, each a `stat` and a path joined in code
 * still unoptimised (2–4 ms of its profile), of which a few dozen folders are distinct. A
 * node_modules folder made after the first look at its parent is not seen, as Node keeps its own
 * resolutions for the life of a process.
 */
function holdsModules(dir: string): boolean {
  let holds = modulesFolders.get(dir);
  if (holds === undefined) modulesFolders.set(dir, (holds = existsSync(join(dir, 'node_modules'))));
  return holds;
}
const modulesFolders = new Map<string, boolean>();
