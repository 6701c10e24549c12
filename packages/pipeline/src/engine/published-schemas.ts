import { z } from 'zod';
import { DataKindRegistry, PackManifestSchema, ScenarioFileSchema } from '@factlint/kernel';
import { registerPipelineDataKinds } from './data-kinds.js';

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
  return {
    'pack.schema.json': { $id: 'https://factlint.dev/schemas/pack.schema.json', title: 'factlint pack manifest (pack.yaml)', ...pack },
    'scenario.schema.json': {
      $id: 'https://factlint.dev/schemas/scenario.schema.json',
      title: 'factlint scenario file',
      ...z.toJSONSchema(ScenarioFileSchema, { io: 'input', unrepresentable: 'any' }),
    },
  };
}
