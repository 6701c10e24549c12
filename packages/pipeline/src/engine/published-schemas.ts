import { z } from 'zod';
import { DataKindRegistry, PackManifestSchema, ScenarioFileSchema } from '@factlint/kernel';
import { registerPipelineDataKinds } from './data-kinds.js';
import { PackCatalog } from './pack-catalog.js';

/**
 * The JSON Schemas committed under schemas/ so that editors complete pack.yaml and scenario files
 * (`# yaml-language-server: $schema=…`). Generated from the zod contracts; a test keeps them current.
 */
export function publishedSchemas(): Record<string, object> {
  const kinds = registerPipelineDataKinds(new DataKindRegistry());
  const pack = z.toJSONSchema(PackManifestSchema, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, object> };
  const provides: Record<string, object> = {};
  for (const kind of kinds.list()) {
    provides[kind.name] = {
      description: `${kind.description} — inline, or the name of a YAML/JSON file beside pack.yaml`,
      anyOf: [{ type: 'string', pattern: '\\.(ya?ml|json)$' }, z.toJSONSchema(kind.schema, { io: 'input', unrepresentable: 'any' })],
    };
  }
  pack.properties.provides = { type: 'object', properties: provides, additionalProperties: true };
  const options = shippedClaimTypeOptions();
  return withClaimTypeOptions(options, {
    'pack.schema.json': { $id: 'https://factlint.dev/schemas/pack.schema.json', title: 'factlint pack manifest (pack.yaml)', ...pack },
    'scenario.schema.json': {
      $id: 'https://factlint.dev/schemas/scenario.schema.json',
      title: 'factlint scenario file',
      ...z.toJSONSchema(ScenarioFileSchema, { io: 'input', unrepresentable: 'any' }),
    },
  });
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
