import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, realpathSync } from 'node:fs';
import {
  appendAll,
  DataKindRegistry,
  factlintCacheDir,
  findPackDirs,
  InputError,
  PackCache,
  PackLoader,
  PackRegistry,
  resolveNpmPack,
  type InputIssue,
  type LoadedPack,
  type PackOrigin,
} from '@factlint/kernel';
import { registerPipelineDataKinds } from './data-kinds.js';
import { unknownPackFactUnits } from './fact-units.js';

/** The npm scope the shipped packs are published under (`@factlint/locale-en`). */
export const SHIPPED_PACK_SCOPE = '@factlint';

/**
 * The folders that hold the shipped packs: the `rule-packs/` folder of a clone, and each
 * `node_modules/@factlint` folder above this module (where npm installs `@factlint/locale-en` and
 * the other pack packages beside the engine; Node looks for packages in the same places). Only
 * subfolders with a pack.yaml are packs: `@factlint/kernel` and the other code packages are not.
 * In a clone both name the same folders, since npm links the workspaces into node_modules.
 */
export function shippedPackRoots(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  // This module is packages/pipeline/{src,dist}/engine/ in a clone, or its bundle in dist/bundle/: four folders below its root.
  const cloneRoot = resolve(here, '../../../..');
  const roots =
    existsSync(join(cloneRoot, 'packages', 'pipeline')) && existsSync(join(cloneRoot, 'rule-packs')) ? [join(cloneRoot, 'rule-packs')] : [];
  for (let dir = here; ; dir = dirname(dir)) {
    const scope = join(dir, 'node_modules', SHIPPED_PACK_SCOPE);
    if (existsSync(scope)) roots.push(scope);
    if (dirname(dir) === dir) break;
  }
  return roots;
}

export interface CatalogOptions {
  /** Extra pack folders, or folders of packs (`--packs`). */
  packPaths?: string[];
  /** npm package names that are packs. */
  npmPacks?: string[];
  /** Where npm packs are resolved from (default: the working directory). */
  cwd?: string;
  /** Leave out the shipped packs (tests of third-party packs). */
  withoutBuiltins?: boolean;
  /**
   * The folder of compiled packs kept between processes, or false for none. Default: the folder
   * `packCacheDir()` names (`FACTLINT_NO_CACHE=1` turns it off, `FACTLINT_CACHE_DIR` moves it).
   */
  cache?: string | false;
}

/**
 * Where compiled packs are kept unless the caller says: the kernel's cache folder
 * (`factlintCacheDir`: `FACTLINT_CACHE_DIR`, else `.cache/factlint` in the node_modules folder the
 * engine is installed in, or the clone's own, else `~/.cache/factlint`; false when
 * `FACTLINT_NO_CACHE` is set to anything but 0 or false). Deleting the folder is always safe.
 */
export function packCacheDir(env: Readonly<Record<string, string | undefined>> = process.env): string | false {
  // This module is packages/pipeline/{src,dist}/engine/ in a clone, or its bundle in dist/bundle/: four folders below its root.
  return factlintCacheDir(dirname(fileURLToPath(import.meta.url)), env);
}

/**
 * Every pack a run can use, loaded and validated once.
 *
 * A folder is one pack however it is reached: the shipped packs are found both in a clone's
 * `rule-packs/` and through the links npm makes in node_modules, and a user may name a shipped
 * pack by its path; folders are compared by their real path, so none of these is a duplicate.
 * A pack given by path or npm name with the name of a shipped pack takes the shipped pack's place
 * (to try a changed copy of a shipped pack, e.g. a clone's `rule-packs/`, with an installed
 * factlint); two given packs with one name are an error.
 */
export class PackCatalog {
  readonly kinds: DataKindRegistry;
  readonly registry = new PackRegistry();
  private readonly loader: PackLoader;
  /** Real path of every pack folder loaded, to its pack. */
  private readonly byRealDir = new Map<string, LoadedPack>();
  private readonly shipped = new Set<string>();

  constructor(options: CatalogOptions = {}) {
    this.kinds = registerPipelineDataKinds(new DataKindRegistry());
    const cacheDir = options.cache ?? packCacheDir();
    this.loader = new PackLoader({ kinds: this.kinds, ...(cacheDir ? { cache: new PackCache(cacheDir) } : {}) });
    const issues: InputIssue[] = [];
    const load = (dir: string, origin: PackOrigin): LoadedPack | undefined => {
      // The C library's realpath: the JavaScript one makes an `lstat` per folder of the path, for
      // every pack a fresh process loads, in code not yet optimised.
      const real = realpathSync.native(dir);
      if (this.byRealDir.has(real)) return undefined;
      try {
        const pack = this.loader.load(dir, origin);
        this.byRealDir.set(real, pack);
        return pack;
      } catch (e) {
        if (e instanceof InputError) appendAll(issues, e.issues);
        else throw e;
        return undefined;
      }
    };

    const shipped = new Map<string, LoadedPack>();
    if (!options.withoutBuiltins) {
      // The first folder that holds a pack wins: the clone's, then the nearest node_modules.
      for (const root of shippedPackRoots())
        for (const dir of findPackDirs(root)) {
          const pack = load(dir, 'builtin');
          if (pack && !shipped.has(pack.manifest.name)) shipped.set(pack.manifest.name, pack);
        }
    }
    const given: LoadedPack[] = [];
    for (const path of options.packPaths ?? []) {
      const dirs = findPackDirs(path);
      if (dirs.length === 0)
        issues.push({ file: resolve(path), path: '', message: 'expected a pack folder (with pack.yaml) or a folder of packs' });
      const folderOfPacks = dirs.length !== 1 || resolve(dirs[0]!) !== resolve(path);
      for (const dir of dirs) {
        const pack = load(dir, 'path');
        // A folder of packs names none of them, and code from a path runs only when named: a code pack
        // found in such a folder would leave its shipped twin's part unplayed, so the shipped one stays.
        // (Name the pack's own folder to try a changed copy of a shipped claim type.)
        if (pack && folderOfPacks && pack.manifest.entry && shipped.has(pack.manifest.name)) continue;
        if (pack) given.push(pack);
      }
    }
    for (const name of options.npmPacks ?? []) {
      const dir = resolveNpmPack(name, options.cwd ?? process.cwd());
      const pack = dir ? load(dir, 'npm') : undefined;
      if (pack) given.push(pack);
      else if (!dir) issues.push({ file: name, path: '', message: 'expected an installed npm package with a pack.yaml at its root' });
    }

    const add = (pack: LoadedPack) => {
      try {
        this.registry.add(pack);
      } catch (e) {
        if (e instanceof InputError) appendAll(issues, e.issues);
        else throw e;
      }
    };
    const replaced = new Set(given.map((p) => p.manifest.name).filter((name) => shipped.has(name)));
    for (const [name, pack] of shipped) if (!replaced.has(name)) add(pack);
    for (const pack of given) add(pack);
    for (const name of shipped.keys()) this.shipped.add(name);
    appendAll(issues, unknownPackFactUnits(this.list()));
    if (issues.length) throw new InputError(issues);
  }

  get(name: string): LoadedPack | undefined {
    return this.registry.get(name);
  }

  list(): LoadedPack[] {
    return this.registry.list();
  }

  /** A shipped pack, or a pack given in its place: it plays the shipped pack's part (claim types are on by default). */
  isShipped(name: string): boolean {
    return this.shipped.has(name);
  }

  /** The loaded pack in `dir` (compared by real path), if any. */
  packAt(dir: string): LoadedPack | undefined {
    if (!existsSync(dir)) return undefined;
    const pack = this.byRealDir.get(realpathSync.native(dir));
    return pack && this.get(pack.manifest.name) === pack ? pack : undefined;
  }

  /**
   * The packs that `--packs`/`--config` entries name explicitly (so their code may load): a pack
   * folder names its pack, an npm package name its pack. A folder of packs names none of them:
   * naming every pack of a folder would name all its presets at once; its packs are available
   * by name.
   */
  namedBy(packPaths: readonly string[] = [], npmPacks: readonly string[] = [], cwd = process.cwd()): string[] {
    const dirs = [
      ...packPaths.filter((p) => existsSync(join(p, 'pack.yaml'))),
      ...npmPacks.map((n) => resolveNpmPack(n, cwd)).filter((d): d is string => d !== undefined),
    ];
    return [...new Set(dirs.map((d) => this.packAt(d)?.manifest.name).filter((n): n is string => n !== undefined))];
  }

  /** The locale pack whose `locale.id` is `id`. */
  localePack(id: string): LoadedPack | undefined {
    return this.list().find((p) => (p.data.locale as { id?: string } | undefined)?.id === id);
  }

  /** Facts declared by domain packs, by id. */
  declaredFacts(packs: readonly LoadedPack[]): Map<string, { fact: unknown; pack: LoadedPack }> {
    const out = new Map<string, { fact: unknown; pack: LoadedPack }>();
    for (const pack of packs) {
      for (const fact of (pack.data.facts as { id?: string }[] | undefined) ?? []) {
        if (fact.id) out.set(fact.id, { fact, pack });
      }
    }
    return out;
  }
}
