import {
  InputError,
  layerTolerances,
  type FactSpec,
  type LoadedPack,
  type PartialTolerances,
  type Scenario,
  type Tolerances,
} from '@factlint/kernel';
import { buildLocaleData, type LocaleData } from '@factlint/text';
import type { EntityAlias } from '../grounding/claim-type.js';
import type { VerdictPolicy } from '../grounding/policy.js';
import type { PackCatalog } from './pack-catalog.js';
import { unknownScenarioFactUnit } from './fact-units.js';
import { resolveLimits, type Limits } from './limits.js';
import { declaredByPack, enabledTypeIds, optionIssues, type DeclaredClaimType, type Locate } from './claim-type-options.js';

/** Per-call settings: the last layer of configuration (SPEC §4 precedence). */
export interface CallOptions {
  /** Extra packs to use, by name. */
  packs?: string[];
  /** A preset by name (`strict` or `preset-strict`), instead of the scenario's or the default. */
  policy?: string;
  tolerances?: PartialTolerances;
  /** Input size limits (defaults: 1,000,000 characters of answer and of context, 5,000 claims). */
  limits?: Partial<Limits>;
}

/** Where a scenario came from, for messages: `examples/a.yaml` and `scenarios[2]`. */
export interface ScenarioOrigin {
  file: string;
  path: string;
  /** Line and column of a path inside the scenario, when it was read from a file. */
  locate?: Locate;
}

/** Everything a scenario's pipeline needs, resolved once before it runs. */
export interface ScenarioConfig {
  scenario: Scenario;
  origin: ScenarioOrigin;
  locale: LocaleData;
  /** Other languages facts' claims may be written in (locale packs with `fact_claims: true`). */
  claimLocales: LocaleData[];
  packs: LoadedPack[];
  /** Packs named by the scenario or the call: only their code entries may load. */
  namedPacks: string[];
  preset: LoadedPack;
  tolerances: Tolerances;
  policy: VerdictPolicy;
  /** The pack set's own list, shared by every scenario of the set (frozen): what a claim type builds from it is kept per list. */
  aliases: readonly EntityAlias[];
  facts: FactSpec[];
  /** Ids of the enabled claim types, in pack order; the engine finds their code. */
  claimTypes: string[];
  limits: Limits;
  /**
   * Names the resolved pack set (locale, policy, named packs): scenarios with the same key share
   * their packs, preset, locale data and pack code, so an engine can key what it builds from them.
   */
  packSetKey: string;
  /** The pack set's key with the enabled claim types: scenarios with the same one run the same pipeline. */
  assemblyKey: string;
}

export const DEFAULT_PRESET = 'preset-balanced';

/**
 * What a scenario's configuration takes from the packs alone: the same for every scenario with the
 * same locale, named packs and policy. An engine keeps these, so verifying many scenarios does not
 * resolve the same packs again each time (the catalog does not change after it is loaded).
 */
interface PackSet {
  key: string;
  packs: LoadedPack[];
  named: string[];
  preset: LoadedPack;
  locale: LocaleData;
  /** The claim types of the packs, then those registered through the API. */
  types: DeclaredClaimType[];
  /** Claim-type defaults < preset < domain packs: the layers below a scenario's own. */
  packTolerances: Tolerances;
  claimLocales: LocaleData[];
  aliases: readonly EntityAlias[];
  /** Claim types when neither the scenario nor the call sets tolerances. */
  defaultTypes: string[];
  /** `assemblyKey` for those: made once per set, not joined again for each scenario. */
  defaultAssemblyKey: string;
}

/** An engine's memory of resolved pack sets and locale data; clear it when a claim type is registered. */
export class ConfigCache {
  readonly locales = new Map<string, LocaleData>();
  readonly packSets = new Map<string, PackSet>();

  clearPackSets(): void {
    this.packSets.clear();
  }
}

/**
 * Resolves the packs of one scenario: its locale pack, the claim-type packs, one preset, the packs it
 * names, and everything they require. Layers tolerances: claim-type defaults < preset < domain packs
 * < scenario < call.
 */
export function resolveScenarioConfig(
  catalog: PackCatalog,
  scenario: Scenario,
  origin: ScenarioOrigin,
  call: CallOptions,
  apiTypes: readonly DeclaredClaimType[],
  cache: ConfigCache,
): ScenarioConfig {
  const set = packSetFor(catalog, scenario, origin, call, apiTypes, cache);
  const { packs, preset } = set;
  let tolerances: Tolerances;
  let claimTypes: string[];
  let assemblyKey = set.defaultAssemblyKey;
  if (scenario.tolerances === undefined && call.tolerances === undefined) {
    tolerances = { ...set.packTolerances };
    claimTypes = [...set.defaultTypes];
  } else {
    const locate: Locate | undefined = origin.locate ? (path) => origin.locate!(['tolerances', ...path]) : undefined;
    const issues = [
      ...optionIssues(scenario.tolerances, set.types, origin.file, origin.path ? `${origin.path}.tolerances` : 'tolerances', locate),
      ...optionIssues(call.tolerances, set.types, '(call options)', 'tolerances'),
    ];
    if (issues.length) throw new InputError(issues);
    tolerances = layerTolerances(set.packTolerances, scenario.tolerances, call.tolerances);
    claimTypes = enabledTypeIds(tolerances, set.types);
    assemblyKey = assemblyKeyOf(set.key, claimTypes);
  }
  const hasFacts = (scenario.facts?.length ?? 0) > 0 || (scenario.metadata?.facts?.length ?? 0) > 0;
  return {
    scenario,
    origin,
    locale: set.locale,
    claimLocales: set.claimLocales,
    packs: [...packs],
    namedPacks: [...set.named],
    preset,
    tolerances,
    policy: preset.data.policy as VerdictPolicy,
    aliases: set.aliases,
    facts: hasFacts ? resolveFacts(catalog, scenario, packs, origin, [set.locale, ...set.claimLocales]) : [],
    claimTypes,
    limits: resolveLimits(call.limits),
    packSetKey: set.key,
    assemblyKey,
  };
}

function assemblyKeyOf(packSetKey: string, claimTypes: readonly string[]): string {
  return `${packSetKey}\n${claimTypes.join('\n')}`;
}

/**
 * The key of a pack set: its locale, policy and named packs. Most calls name neither packs nor a
 * policy, and their key is the locale alone (a JSON text begins with `[`, which no locale id does).
 */
function packSetKeyOf(locale: string, policy: string | undefined, named: readonly string[]): string {
  return named.length === 0 && policy === undefined ? locale : JSON.stringify([locale, policy ?? null, named]);
}

function packSetFor(
  catalog: PackCatalog,
  scenario: Scenario,
  origin: ScenarioOrigin,
  call: CallOptions,
  apiTypes: readonly DeclaredClaimType[],
  cache: ConfigCache,
): PackSet {
  const named = scenario.packs?.length || call.packs?.length ? [...new Set([...(scenario.packs ?? []), ...(call.packs ?? [])])] : [];
  const key = packSetKeyOf(scenario.locale, call.policy, named);
  const known = cache.packSets.get(key);
  if (known) return known;

  const at = (key: string) => (origin.path ? `${origin.path}.${key}` : key);
  const localePack = catalog.localePack(scenario.locale);
  if (!localePack) {
    const known = catalog
      .list()
      .map((p) => (p.data.locale as { id?: string } | undefined)?.id)
      .filter(Boolean);
    throw new InputError([
      {
        file: origin.file,
        path: at('locale'),
        message: `no locale pack for "${scenario.locale}" (known: ${known.join(', ')}); load a locale pack folder with --packs DIR (library: packPaths)`,
      },
    ]);
  }
  const unknownPacks = (scenario.packs ?? []).flatMap((name, i) =>
    catalog.get(name)
      ? []
      : [
          {
            file: origin.file,
            path: at(`packs[${i}]`),
            message: `unknown pack "${name}" (known: ${catalog
              .list()
              .map((p) => p.manifest.name)
              .join(', ')}); load a pack of your own from its folder with --packs DIR (library: packPaths)`,
          },
        ],
  );
  if (unknownPacks.length) throw new InputError(unknownPacks);
  const presetName = choosePreset(catalog, named, call.policy, origin, at('packs'));
  const claimTypePacks = catalog
    .list()
    .filter((p) => p.manifest.kind === 'claim-type' && catalog.isShipped(p.manifest.name))
    .map((p) => p.manifest.name);
  const packs = catalog.registry.resolve(
    [localePack.manifest.name, presetName, ...claimTypePacks, ...named],
    `${origin.file} (${at('packs')})`,
  );
  const preset = catalog.get(presetName)!;

  const fromPacks = packs.flatMap((p) => declaredByPack(p) ?? []);
  const types = [...fromPacks, ...apiTypes.filter((t) => !fromPacks.some((d) => d.id === t.id))];
  // A preset's and a domain pack's options are checked against the claim types' own schemas once per
  // pack set, and remembered across processes (pack data: a warm start compiles no schema for them).
  const layers = packs.filter((p) => p.manifest.kind === 'domain' || p === preset);
  const issues = layers.flatMap((p) =>
    optionIssues(
      p.data.tolerances as PartialTolerances | undefined,
      types,
      p.dataFiles.tolerances ?? p.file,
      p.dataFiles.tolerances === p.file ? 'provides.tolerances' : 'tolerances',
      undefined,
      { remember: true },
    ),
  );
  if (issues.length) throw new InputError(issues);
  const toleranceLayers: (PartialTolerances | undefined)[] = [
    ...types.map((t) => t.defaults),
    preset.data.tolerances as PartialTolerances | undefined,
    ...packs.filter((p) => p.manifest.kind === 'domain').map((p) => p.data.tolerances as PartialTolerances | undefined),
  ];
  const packTolerances = toleranceLayers.reduce<Tolerances>((below, layer) => layerTolerances(below, layer), {});
  const defaultTypes = enabledTypeIds(packTolerances, types);
  const set: PackSet = {
    key,
    packs,
    named,
    preset,
    locale: localeFor(localePack, packs, cache.locales),
    types,
    packTolerances,
    claimLocales: catalog
      .list()
      .filter((p) => p !== localePack && (p.data.locale as { fact_claims?: boolean } | undefined)?.fact_claims === true)
      .map((p) => localeFor(p, packs, cache.locales)),
    aliases: Object.freeze(packs.flatMap((p) => (p.data.aliases as EntityAlias[] | undefined) ?? [])),
    defaultTypes,
    defaultAssemblyKey: assemblyKeyOf(key, defaultTypes),
  };
  cache.packSets.set(key, set);
  return set;
}

function choosePreset(catalog: PackCatalog, named: string[], policy: string | undefined, origin: ScenarioOrigin, path: string): string {
  if (policy) {
    const name = policy.startsWith('preset-') ? policy : `preset-${policy}`;
    if (catalog.get(name)?.manifest.kind !== 'preset') {
      const known = catalog
        .list()
        .filter((p) => p.manifest.kind === 'preset')
        .map((p) => p.manifest.name);
      throw new InputError([{ file: '--policy', path: '', message: `unknown preset "${policy}" (known: ${known.join(', ')})` }]);
    }
    return name;
  }
  const presets = named.filter((n) => catalog.get(n)?.manifest.kind === 'preset');
  if (presets.length > 1)
    throw new InputError([
      { file: origin.file, path, message: `names ${presets.length} presets (${presets.join(', ')}); expected at most one` },
    ]);
  return presets[0] ?? DEFAULT_PRESET;
}

/** LocaleData is built once per locale pack: readers compile their patterns once per object. */
function localeFor(localePack: LoadedPack, packs: readonly LoadedPack[], cache: Map<string, LocaleData>): LocaleData {
  const unitPacks = packs.filter((p) => p.manifest.kind === 'units');
  const key = [localePack.manifest.name, ...unitPacks.map((p) => p.manifest.name)].join('+');
  let locale = cache.get(key);
  if (!locale) {
    locale = buildLocaleData([...unitPacks, localePack]);
    cache.set(key, locale);
  }
  return locale;
}

function resolveFacts(
  catalog: PackCatalog,
  scenario: Scenario,
  packs: readonly LoadedPack[],
  origin: ScenarioOrigin,
  readers: readonly LocaleData[],
): FactSpec[] {
  const declared = catalog.declaredFacts(packs);
  const issues: InputError['issues'] = [];
  const entries: { entry: NonNullable<Scenario['facts']>[number]; path: string }[] = [
    ...(scenario.facts ?? []).map((entry, i) => ({ entry, path: `facts[${i}]` })),
    ...(scenario.metadata?.facts ?? []).map((entry, i) => ({ entry, path: `metadata.facts[${i}]` })),
  ];
  const out: FactSpec[] = [];
  const at = (path: string) => (origin.path ? `${origin.path}.${path}` : path);
  for (const { entry, path } of entries) {
    const fact = typeof entry === 'string' ? (declared.get(entry)?.fact as FactSpec | undefined) : entry;
    if (!fact) {
      issues.push({ file: origin.file, path: at(path), message: unknownFactMessage(entry as string, catalog, packs) });
      continue;
    }
    // A unit the scenario's languages cannot read would set aside every figure: said here, not after a silent run.
    const unitProblem = unknownScenarioFactUnit(fact, readers);
    if (unitProblem)
      issues.push({ file: origin.file, path: at(`${path}${typeof entry === 'string' ? '' : '.unit'}`), message: unitProblem });
    else out.push(toSpec(fact));
  }
  if (issues.length) throw new InputError(issues);
  return out;
}

/**
 * Why a fact id is unknown: the domain packs that were searched, and the pack that declares it when
 * one is installed but not loaded (never "name the pack" when it is already named).
 */
function unknownFactMessage(id: string, catalog: PackCatalog, packs: readonly LoadedPack[]): string {
  const searched = packs.filter((p) => p.manifest.kind === 'domain').map((p) => p.manifest.name);
  const where = searched.length ? `the domain packs searched (${searched.join(', ')}) do not declare it` : 'no domain pack is loaded';
  const owner = catalog.declaredFacts(catalog.list()).get(id)?.pack.manifest.name;
  return `unknown fact id "${id}": ${where}${owner ? `; pack ${owner} declares it: add it under \`packs\`` : ''}`;
}

function toSpec(f: FactSpec): FactSpec {
  return {
    ...(f.id !== undefined ? { id: f.id } : {}),
    claim: f.claim,
    value: f.value,
    ...(f.unit !== undefined ? { unit: f.unit } : {}),
    ...(f.anchors !== undefined ? { anchors: f.anchors } : {}),
    ...(f.valid_from ? { valid_from: f.valid_from } : {}),
  };
}
