import { z } from 'zod';
import { DeclaredFactSchema, PartialTolerancesSchema, type DataKind, type DataKindRegistry } from '@factlint/kernel';
import { registerTextDataKinds } from '@factlint/text';
import { GROUNDING_DATA_KINDS } from '../grounding/data-kinds.js';

/**
 * Data kinds that domain packs and presets provide to the judges. Each `version` is its schema's
 * fingerprint (see DataKind.version), held to it by test/data-kind-versions.test.ts.
 */
export const DOMAIN_DATA_KINDS = [
  {
    name: 'facts',
    description: 'declared, dated facts (SPEC §3) that scenarios may reference by id',
    schema: z.array(DeclaredFactSchema),
    combine: 'list',
    version: '00ad380f7528ef6c',
  },
  {
    name: 'tolerances',
    description: 'tolerance overrides for the grounding judge',
    schema: PartialTolerancesSchema,
    combine: 'merge',
    version: 'bf05b174b8dc7412',
  },
] as const satisfies readonly DataKind[];

/** Every data kind the shipped readers and judges understand. */
export function registerPipelineDataKinds(kinds: DataKindRegistry): DataKindRegistry {
  registerTextDataKinds(kinds);
  for (const kind of [...DOMAIN_DATA_KINDS, ...GROUNDING_DATA_KINDS]) kinds.register(kind as DataKind);
  return kinds;
}
