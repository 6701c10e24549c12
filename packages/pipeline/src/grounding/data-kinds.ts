import { z } from 'zod';
import type { DataKind } from '@factlint/kernel';
import { VerdictPolicySchema } from './policy.js';

/** Data kinds the grounding judge reads from packs: a preset's policy, a claim-type pack's type id. */
export const GROUNDING_DATA_KINDS = [
  {
    name: 'policy',
    description: 'how claim statuses become an answer verdict (preset packs)',
    schema: VerdictPolicySchema,
    combine: 'single',
  },
  {
    name: 'claim_type',
    description: 'the id of the claim type a claim-type pack provides',
    schema: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'expected an upper-case claim type id such as MONEY'),
    combine: 'single',
  },
] as const satisfies readonly DataKind[];
