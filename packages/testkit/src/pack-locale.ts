import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { appendAll, DataKindRegistry, PackLoader, PackRegistry, readStructured, type LoadedPack } from '@factlint/kernel';
import { buildLocaleData, type LocaleData } from '@factlint/text';
import { registerPipelineDataKinds, shippedPackRoots } from '@factlint/pipeline';

/*
 * Loads a pack, the packs it requires, and optionally a locale pack, through the kernel's loader
 * and registry, and assembles the LocaleData the readers use. Required packs are looked up beside
 * the pack (its parent folder), then in a `rule-packs` folder of any ancestor, then in the packs
 * shipped with factlint, so a pack anywhere (an example, a new pack from `init-pack`) finds `units`.
 */

const cache = new Map<string, LocaleData>();

function searchRoots(packDir: string): string[] {
  const roots = [dirname(packDir)];
  for (let dir = dirname(packDir); ; dir = dirname(dir)) {
    const candidate = join(dir, 'rule-packs');
    if (existsSync(candidate) && !roots.includes(candidate)) roots.push(candidate);
    if (dirname(dir) === dir) break;
  }
  for (const shipped of shippedPackRoots()) if (!roots.includes(shipped)) roots.push(shipped);
  return roots;
}

function findPackDir(name: string, roots: readonly string[]): string | undefined {
  for (const root of roots) {
    const direct = join(root, name);
    if (existsSync(join(direct, 'pack.yaml'))) return direct;
  }
  for (const root of roots) {
    for (const entry of readdirSync(root).sort()) {
      const file = join(root, entry, 'pack.yaml');
      if (!existsSync(file)) continue;
      const manifest = readStructured(file).value as { name?: unknown } | null;
      if (manifest && manifest.name === name) return join(root, entry);
    }
  }
  return undefined;
}

/** The pack at `packDir` with its requirements (and `localePack`, when given), loaded and validated. */
export function loadPackWithRequirements(packDir: string, localePack?: string): LoadedPack[] {
  const dir = resolve(packDir);
  // The engine's own data kinds (text, domain and grounding ones, `claim_type` among them), so a pack
  // loads here exactly as `verify` loads it; a pack's own kinds come with their schemas in its pack.yaml.
  const loader = new PackLoader({ kinds: registerPipelineDataKinds(new DataKindRegistry()) });
  const registry = new PackRegistry();
  const roots = searchRoots(dir);
  const root = loader.load(dir);
  registry.add(root);
  const pending = [...root.manifest.requires, ...(localePack ? [localePack] : [])];
  while (pending.length) {
    const name = pending.shift()!;
    if (registry.has(name)) continue;
    const found = findPackDir(name, roots);
    if (!found) continue; // the registry reports the missing pack with the file that requires it
    const pack = loader.load(found);
    registry.add(pack);
    appendAll(pending, pack.manifest.requires);
  }
  return registry.resolve([root.manifest.name, ...(localePack ? [localePack] : [])], join(dir, 'pack.yaml'));
}

/** LocaleData for a pack's spec cases; cached per pack folder and locale. */
export function loadPackLocale(packDir: string, localePack?: string): LocaleData {
  const key = `${resolve(packDir)}\u0000${localePack ?? ''}`;
  let locale = cache.get(key);
  if (!locale) {
    const packs = loadPackWithRequirements(packDir, localePack);
    try {
      locale = buildLocaleData(packs);
    } catch (e) {
      throw new Error(
        `${basename(resolve(packDir))}: ${(e as Error).message}; a spec file of a pack that is not a locale pack names one with "locale: <pack>"`,
      );
    }
    cache.set(key, locale);
  }
  return locale;
}
