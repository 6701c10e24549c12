import { z } from 'zod';
import { DeclaredFactSchema, PartialTolerancesSchema, type DataKind, type DataKindRegistry } from '@factlint/kernel';
import { registerTextDataKinds } from '@factlint/text';
import { GROUNDING_DATA_KINDS } from '../grounding/data-kinds.js';

/** Data kinds that domain packs and presets provide to the judges. */
export const DOMAIN_DATA_KINDS = [
  {
    name: 'facts',
    description: 'declared, dated facts (SPEC §3) that scenarios may reference by id',
    schema: z.array(DeclaredFactSchema),
    combine: 'list',
  },
  { name: 'tolerances', description: 'tolerance overrides for the grounding judge', schema: PartialTolerancesSchema, combine: 'merge' },
] as const satisfies readonly DataKind[];

/** Every data kind the shipped readers and judges understand. */
export function registerPipelineDataKinds(kinds: DataKindRegistry): DataKindRegistry {
  registerTextDataKinds(kinds);
  for (const kind of [...DOMAIN_DATA_KINDS, ...GROUNDING_DATA_KINDS]) kinds.register(kind as DataKind);
  return kinds;
}
