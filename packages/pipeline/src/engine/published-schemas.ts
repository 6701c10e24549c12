import { z } from 'zod';
import { DataKindRegistry, PackManifestSchema, ScenarioFileSchema, type DataKind } from '@factlint/kernel';
import { registerPipelineDataKinds } from './data-kinds.js';
import { PackCatalog } from './pack-catalog.js';

/**
 * The JSON Schemas committed under schemas/ (the `@factlint/schemas` package) so that editors complete
 * pack.yaml, pack data files and scenario files (`# yaml-language-server: $schema=…`, a path relative
 * to the file). Generated from the zod contracts and the registered data kinds; a test keeps them current.
 */
export function publishedSchemas(): Record<string, object> {
  const kinds = registerPipelineDataKinds(new DataKindRegistry());
  const pack = z.toJSONSchema(PackManifestSchema, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, object> };
  const provides: Record<string, object> = {};
  for (const kind of kinds.list()) {
    provides[kind.name] = {
      description: `${kind.description} — inline, or the name of a YAML/JSON file beside pack.yaml`,
      anyOf: [{ type: 'string', pattern: '\\.(ya?ml|json)$' }, dataKindJsonSchema(kind)],
    };
  }
  pack.properties.provides = { type: 'object', properties: provides, additionalProperties: true };
  const options = shippedClaimTypeOptions();
  const out: Record<string, object> = withClaimTypeOptions(options, {
    'pack.schema.json': { $id: 'https://factlint.dev/schemas/pack.schema.json', title: 'factlint pack manifest (pack.yaml)', ...pack },
    'scenario.schema.json': {
      $id: 'https://factlint.dev/schemas/scenario.schema.json',
      title: 'factlint scenario file',
      ...z.toJSONSchema(ScenarioFileSchema, { io: 'input', unrepresentable: 'any' }),
    },
  });
  for (const kind of kinds.list()) out[`data/${kind.name}.schema.json`] = dataFileJsonSchema(kind);
  return out;
}

/** The JSON Schema of one data kind's value, as a pack writes it (defaults not yet applied). */
export function dataKindJsonSchema(kind: DataKind): Record<string, unknown> {
  const { $schema: _draft, ...schema } = z.toJSONSchema(kind.schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return schema;
}

/**
 * A data file named under `provides.<kind>` holds the data itself, or the data under one key named
 * like the kind (`facts: [...]` in facts.yaml): the loader accepts both, so the schema does too.
 */
function dataFileJsonSchema(kind: DataKind): object {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `factlint pack data: ${kind.name}`,
    description: `${kind.description} (a data file named under provides.${kind.name} in pack.yaml; the data itself, or the data under one key "${kind.name}")`,
    $defs: { data: dataKindJsonSchema(kind) },
    anyOf: [
      { $ref: '#/$defs/data' },
      { type: 'object', properties: { [kind.name]: { $ref: '#/$defs/data' } }, required: [kind.name], additionalProperties: false },
    ],
  };
}

/** The option keys of the claim types shipped in rule-packs/, as their pack.yaml files declare them. */
function shippedClaimTypeOptions(): Record<string, object> {
  const out: Record<string, object> = {};
  for (const pack of new PackCatalog().list()) {
    if (pack.manifest.kind !== 'claim-type') continue;
    const properties = (pack.manifest.optionsSchema as { properties?: Record<string, object> } | undefined)?.properties ?? {};
    for (const [key, schema] of Object.entries(properties)) out[key] ??= schema;
  }
  return out;
}

/**
 * The contracts leave a `tolerances` object open (the engine checks it against the claim types'
 * own schemas); for editors, it lists the shipped types' options. A pack's own options still pass.
 */
function withClaimTypeOptions<T>(options: Record<string, object>, value: T): T {
  if (Array.isArray(value)) return value.map((v) => withClaimTypeOptions(options, v)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = withClaimTypeOptions(options, v);
  const properties = out.properties as Record<string, unknown> | undefined;
  if (properties && 'claim_types' in properties && Object.keys(properties).length === 1) out.properties = { ...properties, ...options };
  return out as T;
}
