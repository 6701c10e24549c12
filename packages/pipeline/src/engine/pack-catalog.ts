import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import {
  DataKindRegistry,
  findPackDirs,
  InputError,
  PackLoader,
  PackRegistry,
  resolveNpmPack,
  type InputIssue,
  type LoadedPack,
  type PackOrigin,
} from '@factlint/kernel';
import { registerPipelineDataKinds } from './data-kinds.js';

/** The `rule-packs/` folder shipped beside the packages. */
export function builtinPackRoot(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = resolve(dir, 'rule-packs');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

export interface CatalogOptions {
  /** Extra pack folders, or folders of packs (`--packs`). */
  packPaths?: string[];
  /** npm package names that are packs. */
  npmPacks?: string[];
  /** Where npm packs are resolved from (default: the working directory). */
  cwd?: string;
  /** Leave out the shipped rule-packs/ (tests of third-party packs). */
  withoutBuiltins?: boolean;
}

/** Every pack a run can use, loaded and validated once. */
export class PackCatalog {
  readonly kinds: DataKindRegistry;
  readonly registry = new PackRegistry();
  private readonly loader: PackLoader;

  constructor(options: CatalogOptions = {}) {
    this.kinds = registerPipelineDataKinds(new DataKindRegistry());
    this.loader = new PackLoader({ kinds: this.kinds });
    const issues: InputIssue[] = [];
    const add = (dir: string, origin: PackOrigin) => {
      try {
        this.registry.add(this.loader.load(dir, origin));
      } catch (e) {
        if (e instanceof InputError) issues.push(...e.issues);
        else throw e;
      }
    };
    const builtin = options.withoutBuiltins ? undefined : builtinPackRoot();
    if (builtin) for (const dir of findPackDirs(builtin)) add(dir, 'builtin');
    for (const path of options.packPaths ?? []) {
      const dirs = findPackDirs(path);
      if (dirs.length === 0) issues.push({ file: resolve(path), path: '', message: 'expected a pack folder (with pack.yaml) or a folder of packs' });
      for (const dir of dirs) add(dir, 'path');
    }
    for (const name of options.npmPacks ?? []) {
      const dir = resolveNpmPack(name, options.cwd ?? process.cwd());
      if (dir) add(dir, 'npm');
      else issues.push({ file: name, path: '', message: 'expected an installed npm package with a pack.yaml at its root' });
    }
    if (issues.length) throw new InputError(issues);
  }

  get(name: string): LoadedPack | undefined {
    return this.registry.get(name);
  }

  list(): LoadedPack[] {
    return this.registry.list();
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
