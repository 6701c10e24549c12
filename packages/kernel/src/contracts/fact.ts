import { z } from 'zod';
import { IsoDateSchema } from './dates.js';

const NonEmpty = z.string().trim().min(1, 'expected a non-empty string');

/**
 * A declared, dated fact as written in a scenario or domain pack (SPEC §3). Every field a reviewer
 * needs is required; `review_by` must be present even when it is `null` (a figure fixed in statute),
 * so that a misspelt key cannot hide a fact from `factlint stale`.
 */
export const DeclaredFactSchema = z.strictObject({
  id: NonEmpty.optional().describe('Id by which scenarios reference the fact (`facts: [grunnbelop-2026]`); unique.'),
  claim: NonEmpty.describe('What the figure is, in words; its first comma segment gives anchors when `anchors` is absent.'),
  value: z.number().finite().describe('The declared value.'),
  unit: NonEmpty.optional().describe('Unit id (`NOK`, `%`, `week`); else the unit family is read from the claim.'),
  anchors: z
    .array(NonEmpty)
    .min(1, 'expected at least one anchor')
    .optional()
    .describe('Words a sentence must carry for its figures to count for this fact.'),
  valid_from: IsoDateSchema.nullable().describe('Date (YYYY-MM-DD) from which the value holds, or null.'),
  verified_at: IsoDateSchema.describe('Date (YYYY-MM-DD) the value was last checked against the source.'),
  review_by: IsoDateSchema.nullable().describe(
    'Date (YYYY-MM-DD) by which to check it again (`factlint stale`); null for a figure fixed in statute. The key is required.',
  ),
  source_url: z.url({ protocol: /^https$/, message: 'expected an https:// URL' }).describe('https:// address of the source.'),
  source_quote: NonEmpty.describe("The source's own words for the figure."),
});
export type DeclaredFact = z.infer<typeof DeclaredFactSchema>;

/** What the facts judge needs of a fact; the library API accepts facts in this lighter form. */
export interface FactSpec {
  id?: string;
  claim: string;
  value: number;
  unit?: string;
  anchors?: string[];
  /**
   * Date (YYYY-MM-DD) from which the value holds: a figure the answer dates to an earlier year is a
   * past value, not this fact's. Absent or null: the first year the claim names stands for it.
   */
  valid_from?: string | null;
}

export const FactSpecSchema = z.strictObject({
  id: NonEmpty.optional(),
  claim: NonEmpty,
  value: z.number().finite(),
  unit: NonEmpty.optional(),
  anchors: z.array(NonEmpty).min(1).optional(),
  valid_from: IsoDateSchema.nullable().optional(),
});

export const FACT_OUTCOMES = ['not_stated', 'correct', 'ambiguous', 'wrong'] as const;
export type FactOutcome = (typeof FACT_OUTCOMES)[number];
