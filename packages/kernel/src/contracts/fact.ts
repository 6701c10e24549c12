import { z } from 'zod';
import { IsoDateSchema } from './dates.js';

const NonEmpty = z.string().trim().min(1, 'expected a non-empty string');

/**
 * A declared, dated fact as written in a scenario or domain pack (SPEC §3). Every field a reviewer
 * needs is required; `review_by` must be present even when it is `null` (a figure fixed in statute),
 * so that a misspelt key cannot hide a fact from `factlint stale`.
 */
export const DeclaredFactSchema = z.strictObject({
  id: NonEmpty.optional(),
  claim: NonEmpty,
  value: z.number().finite(),
  unit: NonEmpty.optional(),
  anchors: z.array(NonEmpty).min(1, 'expected at least one anchor').optional(),
  valid_from: IsoDateSchema.nullable(),
  verified_at: IsoDateSchema,
  review_by: IsoDateSchema.nullable(),
  source_url: z.url({ protocol: /^https$/, message: 'expected an https:// URL' }),
  source_quote: NonEmpty,
});
export type DeclaredFact = z.infer<typeof DeclaredFactSchema>;

/** What the facts judge needs of a fact; the library API accepts facts in this lighter form. */
export interface FactSpec {
  id?: string;
  claim: string;
  value: number;
  unit?: string;
  anchors?: string[];
}

export const FactSpecSchema = z.strictObject({
  id: NonEmpty.optional(),
  claim: NonEmpty,
  value: z.number().finite(),
  unit: NonEmpty.optional(),
  anchors: z.array(NonEmpty).min(1).optional(),
});

export const FACT_OUTCOMES = ['not_stated', 'correct', 'ambiguous', 'wrong'] as const;
export type FactOutcome = (typeof FACT_OUTCOMES)[number];
