import type { ClaimTypePlugin } from '../claim-type.js';
import { dateClaimType } from './date.js';
import { entityClaimType } from './entity.js';
import { numericClaimType } from './numeric.js';
import { quoteClaimType } from './quote.js';
import { urlClaimType } from './url.js';

/**
 * The claim types that ship with factlint, by the id their claim-type pack provides
 * (`provides: { claim_type: NUMERIC }`). A pack with code adds more through `register(api)`.
 */
export const BUILTIN_CLAIM_TYPES: Record<string, ClaimTypePlugin> = {
  NUMERIC: numericClaimType,
  DATE: dateClaimType,
  ENTITY: entityClaimType,
  QUOTE: quoteClaimType,
  URL: urlClaimType,
};
