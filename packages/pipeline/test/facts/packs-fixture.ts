import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DataKindRegistry, DeclaredFactSchema, PackLoader, PackRegistry, PartialTolerancesSchema, type DataKind, type DeclaredFact } from '@factlint/kernel';
import { buildLocaleData, registerTextDataKinds, type LocaleData } from '@factlint/text';

/** The repository's rule-packs folder, from this test file. */
export const RULE_PACKS = resolve(import.meta.dirname, '../../../../rule-packs');

const PACK_DIRS = ['units', 'locale-nb', 'locale-en', 'locale-ja', 'domain-no-welfare'];

// The data kinds a domain pack provides; registered here so these tests do not depend on the engine.
const DOMAIN_KINDS: DataKind[] = [
  { name: 'facts', description: 'declared facts', schema: z.array(DeclaredFactSchema), combine: 'list' },
  { name: 'aliases', description: 'aliases', schema: z.array(z.strictObject({ canonical: z.string(), variants: z.array(z.string()) })), combine: 'list' },
  { name: 'tolerances', description: 'tolerances', schema: PartialTolerancesSchema, combine: 'merge' },
];

let registry: PackRegistry | undefined;

function packs(): PackRegistry {
  if (registry) return registry;
  const kinds = new DataKindRegistry();
  registerTextDataKinds(kinds);
  for (const k of DOMAIN_KINDS) kinds.register(k);
  const loader = new PackLoader({ kinds });
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
