import { InputError, type InputIssue } from './errors.js';
import type { LoadedPack } from './pack-loader.js';

/** The packs known to a run, by name. Resolves `requires` into a load order. */
export class PackRegistry {
  private readonly packs = new Map<string, LoadedPack>();

  add(pack: LoadedPack): void {
    const existing = this.packs.get(pack.manifest.name);
    if (existing) {
      throw new InputError([
        { file: pack.file, path: 'name', message: `duplicate pack name "${pack.manifest.name}": also declared by ${existing.file}` },
      ]);
    }
    this.packs.set(pack.manifest.name, pack);
  }

  has(name: string): boolean {
    return this.packs.has(name);
  }

  get(name: string): LoadedPack | undefined {
    return this.packs.get(name);
  }

  list(): LoadedPack[] {
    // Code-unit order, never the machine's locale: the listing is the same under every LANG.
    return [...this.packs.values()].sort((a, b) => (a.manifest.name < b.manifest.name ? -1 : a.manifest.name > b.manifest.name ? 1 : 0));
  }

  /**
   * The named packs and everything they require, dependencies first. The order depends only on
   * the names, never on the order they were listed in, so reports are reproducible.
   */
  resolve(names: readonly string[], requestedBy = 'the run'): LoadedPack[] {
    const issues: InputIssue[] = [];
    const order: LoadedPack[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (name: string, chain: string[], from: LoadedPack | undefined) => {
      const pack = this.packs.get(name);
      if (!pack) {
        issues.push(
          from
            ? {
                file: from.file,
                path: 'requires',
                message: `requires pack "${name}", which is not installed (known: ${[...this.packs.keys()].sort().join(', ')})`,
              }
            : {
                file: requestedBy,
                path: 'packs',
                message: `unknown pack "${name}" (known: ${[...this.packs.keys()].sort().join(', ')}); load a pack of your own from its folder with --packs DIR (library: packPaths)`,
              },
        );
        return;
      }
      const s = state.get(name);
      if (s === 'done') return;
      if (s === 'visiting') {
        issues.push({ file: pack.file, path: 'requires', message: `requirement cycle: ${[...chain, name].join(' → ')}` });
        return;
      }
      state.set(name, 'visiting');
      for (const dep of [...pack.manifest.requires].sort()) visit(dep, [...chain, name], pack);
      state.set(name, 'done');
      order.push(pack);
    };
    for (const name of [...new Set(names)].sort()) visit(name, [], undefined);
    if (issues.length) throw new InputError(dedupe(issues));
    return order;
  }
}

function dedupe(issues: InputIssue[]): InputIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.file}|${i.path}|${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
