import { z } from 'zod';
import type { DataKind } from '@factlint/kernel';
import { VerdictPolicySchema } from './policy.js';

/**
 * Data kinds the grounding judge reads from packs: a preset's policy, a claim-type pack's type id.
 * Each `version` is its schema's fingerprint (see DataKind.version), held to it by
 * test/data-kind-versions.test.ts.
 */
export const GROUNDING_DATA_KINDS = [
  {
    name: 'policy',
    description: 'how claim statuses become an answer verdict (preset packs)',
    schema: VerdictPolicySchema,
    combine: 'single',
    version: '32a567e12e03e64f',
  },
  {
    name: 'claim_type',
    description: 'the id of the claim type a claim-type pack provides',
    schema: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'expected an upper-case claim type id such as MONEY'),
    combine: 'single',
    version: 'e5eeb2b3ca197cd0',
  },
] as const satisfies readonly DataKind[];
