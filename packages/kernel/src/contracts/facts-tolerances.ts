import { z } from 'zod';

/**
 * How lenient the declared-facts judge is, as the `facts` group of the tolerances (set by domain pack,
 * scenario and call like every tolerance). A hedged figure that states the declared value at its
 * own precision ("rundt 819 000 kr" for 819 294) is correct whatever is set here.
 */
export const FactsTolerancesSchema = z.strictObject({
  /**
   * Relative distance beyond the figure's own precision within which a hedged figure ("about",
   * "i underkant av") is still taken to state the declared value; 0 (the default) accepts none.
   */
  hedge_tolerance: z
    .number()
    .min(0)
    .max(1)
    .describe(
      "Relative distance beyond the figure's own precision within which a hedged figure is still taken to state the declared value; 0 (the default) accepts none.",
    ),
});
export type FactsTolerances = z.infer<typeof FactsTolerancesSchema>;

export const BASE_FACTS_TOLERANCES: FactsTolerances = { hedge_tolerance: 0 };
