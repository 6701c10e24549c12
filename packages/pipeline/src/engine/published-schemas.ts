import { z } from 'zod';
import { DataKindRegistry, PackManifestSchema, ScenarioFileSchema, type DataKind } from '@factlint/kernel';
import { registerPipelineDataKinds } from './data-kinds.js';

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
  const out: Record<string, object> = {
    'pack.schema.json': { $id: 'https://factlint.dev/schemas/pack.schema.json', title: 'factlint pack manifest (pack.yaml)', ...pack },
    'scenario.schema.json': {
      $id: 'https://factlint.dev/schemas/scenario.schema.json',
      title: 'factlint scenario file',
      ...z.toJSONSchema(ScenarioFileSchema, { io: 'input', unrepresentable: 'any' }),
    },
  };
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
    anyOf: [{ $ref: '#/$defs/data' }, { type: 'object', properties: { [kind.name]: { $ref: '#/$defs/data' } }, required: [kind.name], additionalProperties: false }],
  };
}
