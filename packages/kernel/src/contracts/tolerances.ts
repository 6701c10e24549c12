import { z } from 'zod';
import { BASE_FACTS_TOLERANCES, FactsTolerancesSchema } from './facts-tolerances.js';

const Share = z.number().min(0).max(1);

/**
 * How lenient the grounding judge is. Set per claim-type pack (defaults), preset, domain pack,
 * scenario and call, in that order of precedence (SPEC §4).
 */
export const TolerancesSchema = z.strictObject({
  /** Relative difference under which a number is `approximate` rather than different. */
  numeric_tolerance: Share,
  /** Relative difference allowed for a hedged figure ("about 12,000"). */
  hedge_tolerance: Share,
  /** Character similarity above which a quote is a paraphrase (`approximate`). */
  quote_similarity: Share,
  /** Similarity above which a name matches a context name (`approximate`). */
  entity_similarity: Share,
  /** Which claim types are checked. */
  claim_types: z.array(z.string().min(1)),
  /** Whether figures may be `derived` by arithmetic over context numbers. */
  derivation: z.boolean(),
  /** At most this many context numbers per derivation (2 or 3). */
  derivation_terms: z.number().int().min(2).max(3),
  /** The declared-facts judge's options, as one group (facts-tolerances.ts). */
  facts: FactsTolerancesSchema,
});
export type Tolerances = z.infer<typeof TolerancesSchema>;
export const PartialTolerancesSchema = TolerancesSchema.partial();
export type PartialTolerances = z.infer<typeof PartialTolerancesSchema>;

/** Fallbacks when no pack says otherwise; claim-type packs normally set their own. */
export const BASE_TOLERANCES: Tolerances = {
  numeric_tolerance: 0.01,
  hedge_tolerance: 0.1,
  quote_similarity: 0.85,
  entity_similarity: 0.85,
  claim_types: ['NUMERIC', 'DATE', 'ENTITY', 'QUOTE', 'URL'],
  derivation: true,
  derivation_terms: 3,
  facts: BASE_FACTS_TOLERANCES,
};

/** Later layers override earlier ones, key by key. */
export function layerTolerances(...layers: (PartialTolerances | undefined)[]): Tolerances {
  const out: Tolerances = { ...BASE_TOLERANCES };
  for (const layer of layers) {
    if (!layer) continue;
    for (const [k, v] of Object.entries(layer)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}
