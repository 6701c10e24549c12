import { z } from 'zod';

/**
 * How lenient the grounding judge is: `claim_types` (which claim types are checked) and the options
 * of each claim type. Every key but `claim_types` belongs to a claim type, which declares it in its
 * own options schema (`optionsSchema` in its pack.yaml): the engine checks each layer against those
 * schemas when it sets a scenario up, so this schema only fixes the shape. Set per claim-type pack
 * (defaults), preset, domain pack, scenario and call, in that order of precedence (SPEC §4).
 */
export const TolerancesSchema = z.looseObject({
  /** Which claim types are checked; unset: every claim type the engine knows. */
  claim_types: z.array(z.string().min(1)).optional().describe('Which claim types are checked; unset: every claim type the engine knows.'),
});
export type Tolerances = z.infer<typeof TolerancesSchema>;
export const PartialTolerancesSchema = TolerancesSchema;
export type PartialTolerances = Tolerances;

/** Later layers override earlier ones, key by key. */
export function layerTolerances(...layers: (PartialTolerances | undefined)[]): Tolerances {
  const out: Tolerances = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [k, v] of Object.entries(layer)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}
