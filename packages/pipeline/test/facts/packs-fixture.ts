import { join, resolve } from 'node:path';
import { DataKindRegistry, PackLoader, PackRegistry, type DeclaredFact } from '@factlint/kernel';
import { buildLocaleData, type LocaleData } from '@factlint/text';
import { registerPipelineDataKinds } from '../../src/engine/data-kinds.js';

/** The repository's rule-packs folder, from this test file. */
export const RULE_PACKS = resolve(import.meta.dirname, '../../../../rule-packs');

const PACK_DIRS = ['units', 'locale-nb', 'locale-en', 'locale-ja', 'domain-no-welfare'];

let registry: PackRegistry | undefined;

function packs(): PackRegistry {
  if (registry) return registry;
  // The same data kinds the engine registers, so a pack that loads here loads there.
  const loader = new PackLoader({ kinds: registerPipelineDataKinds(new DataKindRegistry()) });
  const r = new PackRegistry();
  for (const dir of PACK_DIRS) r.add(loader.load(join(RULE_PACKS, dir), 'builtin'));
  registry = r;
  return r;
}

const locales = new Map<string, LocaleData>();

/** LocaleData for `nb`, `en` or `ja`, built from the shipped packs once per test file. */
export function localeFor(id: string): LocaleData {
  const cached = locales.get(id);
  if (cached) return cached;
  const data = buildLocaleData(packs().resolve([`locale-${id}`]));
  locales.set(id, data);
  return data;
}

/** The facts of rule-packs/domain-no-welfare, by id. */
export function domainFacts(): Map<string, DeclaredFact> {
  const facts = (packs().get('domain-no-welfare')?.data.facts ?? []) as DeclaredFact[];
  return new Map(facts.map((f) => [f.id!, f]));
}

/** The locales whose unit words every fact's claim is read in (`locale.fact_claims`), as the engine chooses them. */
export function claimLocales(): LocaleData[] {
  return ['en', 'nb', 'ja'].map(localeFor).filter((l) => l.factClaims);
}
