import {
  createJsonSchemaCompiler,
  describeAjvError,
  FactsTolerancesSchema,
  type InputIssue,
  type LoadedPack,
  type PartialTolerances,
} from '@factlint/kernel';
import type { ClaimTypePlugin } from '../grounding/claim-type.js';

/**
 * A claim type as configuration sees it: its id, the option keys its schema declares, a check of
 * those options, and their defaults. Built from a claim-type pack's pack.yaml or from a type
 * registered through the API; code is not needed to know it.
 */
export interface DeclaredClaimType {
  id: string;
  keys: ReadonlySet<string>;
  defaults: Readonly<Record<string, unknown>>;
  /** `remember`: the options are pack data, checked the same in every run (see LoadedPack.checkOptions). */
  check(options: Record<string, unknown>, file: string, path: string, settings?: { remember?: boolean }): InputIssue[];
}

/** Options layers may set `claim_types` beside the claim types' own keys, and the facts judge's group. */
const SELECTION_KEY = 'claim_types';
const FACTS_KEY = 'facts';

export function declaredByPack(pack: LoadedPack): DeclaredClaimType | undefined {
  const id = pack.data.claim_type as string | undefined;
  if (pack.manifest.kind !== 'claim-type' || !id) return undefined;
  return { id, keys: schemaKeys(pack.manifest.optionsSchema), defaults: pack.defaultOptions, check: pack.checkOptions };
}

/** A type registered through the API: its options schema is compiled once, when it is registered. */
export function declaredByPlugin(plugin: ClaimTypePlugin): DeclaredClaimType {
  const schema = plugin.options?.schema;
  const validate = schema ? createJsonSchemaCompiler()(schema) : undefined;
  return {
    id: plugin.id,
    keys: schemaKeys(schema),
    defaults: plugin.options?.defaults ?? {},
    check(options, file, path) {
      if (!validate || validate(options)) return [];
      return (validate.errors ?? []).map((e) => {
        const d = describeAjvError(e);
        return { file, path: d.path ? `${path}.${d.path}` : path, message: d.message };
      });
    },
  };
}

function schemaKeys(schema: unknown): Set<string> {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return new Set(Object.keys(properties ?? {}));
}

export type Locate = (path: PropertyKey[]) => { line: number; column: number } | undefined;

/**
 * The problems of one options layer (a preset's, a domain pack's, a scenario's or a call's
 * `tolerances`): every key must be declared by a known claim type and valid by that type's schema,
 * and every id under `claim_types` must be a known type.
 */
export function optionIssues(
  layer: PartialTolerances | undefined,
  types: readonly DeclaredClaimType[],
  file: string,
  path: string,
  locate?: Locate,
  settings?: { remember?: boolean },
): InputIssue[] {
  if (!layer) return [];
  const issues = new Map<string, InputIssue>();
  const add = (issue: InputIssue, at: PropertyKey[]) =>
    issues.set(`${issue.path}\0${issue.message}`, { ...issue, ...(locate?.(at) ?? {}) });
  const ids = types.map((t) => t.id);
  for (const [key, value] of Object.entries(layer)) {
    if (value === undefined) continue;
    if (key === SELECTION_KEY) {
      (value as string[]).forEach((id, i) => {
        if (!ids.includes(id))
          add({ file, path: `${path}.${key}[${i}]`, message: `unknown claim type "${id}" (known: ${ids.join(', ')})` }, [key, i]);
      });
      continue;
    }
    if (key === FACTS_KEY) {
      const parsed = FactsTolerancesSchema.partial().safeParse(value);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          add({ file, path: [path, key, ...issue.path].join('.'), message: issue.message }, [key, ...(issue.path as PropertyKey[])]);
      continue;
    }
    const owners = types.filter((t) => t.keys.has(key));
    if (owners.length === 0) {
      const known = [...new Set(types.flatMap((t) => [...t.keys]))].sort();
      add(
        {
          file,
          path: `${path}.${key}`,
          message: `unknown option "${key}": no claim type declares it (known: ${[SELECTION_KEY, FACTS_KEY, ...known].join(', ')})`,
        },
        [key],
      );
      continue;
    }
    for (const owner of owners) for (const issue of owner.check({ [key]: value }, file, path, settings)) add(issue, [key]);
  }
  return [...issues.values()];
}

/** The enabled claim types: those `claim_types` names, or, when it is unset, every known type. */
export function enabledTypeIds(tolerances: PartialTolerances, types: readonly DeclaredClaimType[]): string[] {
  const ids = types.map((t) => t.id);
  return tolerances.claim_types ? ids.filter((id) => tolerances.claim_types!.includes(id)) : ids;
}
