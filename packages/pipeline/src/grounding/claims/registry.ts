import type { ClaimTypePlugin } from '../claim-type.js';
import { dateClaimType } from './date.js';
import { numericClaimType } from './numeric.js';
import { urlClaimType } from './url.js';

/**
 * The claim types that ship with factlint, by the id their claim-type pack provides
 * (`provides: { claim_type: NUMERIC }`). A pack with code adds more through `register(api)`.
 */
export const BUILTIN_CLAIM_TYPES: Record<string, ClaimTypePlugin> = {
  NUMERIC: numericClaimType,
  DATE: dateClaimType,
  URL: urlClaimType,
  // ENTITY and QUOTE: claims/entity.ts and claims/quote.ts register here.
};
