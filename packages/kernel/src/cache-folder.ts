import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * The one folder factlint keeps what it works out between processes in: compiled packs
 * (pack-cache.ts) and the compiled code of its bundles (load-body.ts). Deleting it is always safe.
 */

/** Values of FACTLINT_NO_CACHE that leave the cache on (unset is the usual one). */
const CACHE_ON = new Set(['', '0', 'false']);

/**
 * `FACTLINT_CACHE_DIR`; else, as other tools keep their caches, `.cache/factlint` in the
 * node_modules folder `moduleDir` is installed in (in a clone, the clone's own node_modules); else
 * `$XDG_CACHE_HOME/factlint` (`~/.cache/factlint`). False when `FACTLINT_NO_CACHE` is set to
 * anything but 0 or false. `moduleDir`: the folder of the asking module, four folders below the
 * clone's root in a clone (packages/pipeline/src/engine/, packages/kernel/dist/bundle/).
 */
export function factlintCacheDir(moduleDir: string, env: Readonly<Record<string, string | undefined>> = process.env): string | false {
  if (!CACHE_ON.has((env.FACTLINT_NO_CACHE ?? '').trim().toLowerCase())) return false;
  if (env.FACTLINT_CACHE_DIR) return resolve(env.FACTLINT_CACHE_DIR);
  const installedIn = /^(.*[\\/]node_modules)[\\/]/.exec(moduleDir)?.[1];
  if (installedIn) return join(installedIn, '.cache', 'factlint');
  const cloneModules = join(moduleDir, '../../../..', 'node_modules');
  if (existsSync(cloneModules)) return join(cloneModules, '.cache', 'factlint');
  return join(env.XDG_CACHE_HOME || join(homeFolder(), '.cache'), 'factlint');
}

/**
 * `os.homedir()`, with `node:os` loaded only when asked: the last of the fallbacks above, which a
 * clone or an installed package never reaches, and loading it cost every fresh process some 1.9 M
 * instructions, half a per cent of what a verify runs beyond Node's own start.
 */
function homeFolder(): string {
  return (createRequire(import.meta.url)('node:os') as typeof import('node:os')).homedir();
}

/**
 * Writes `content` beside `file` and renames it into place, so a process reading at the same time
 * sees the whole file or none. Throws as the file system does; callers treat a failure as a miss.
 */
export function writeAtomically(file: string, content: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

/** Past `most` files in `dir` (folders and half-written files aside), the oldest are removed down to `kept`. */
export function pruneOldest(dir: string, most: number, kept: number): void {
  const files = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile() && !e.name.endsWith('.partial'))
        .map((e) => e.name)
    : [];
  if (files.length <= most) return;
  const byAge = files.map((n) => ({ n, t: statSync(join(dir, n)).mtimeMs })).sort((a, b) => a.t - b.t);
  for (const { n } of byAge.slice(0, files.length - kept)) rmSync(join(dir, n), { force: true });
}
