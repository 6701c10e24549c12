import type { PackApi } from '@factlint/pipeline';
import { quoteClaimType } from './quote.js';

export { quoteClaimType };

/** The pack's code entry: the engine runs it once, as it runs a third-party pack's. */
export function register(api: PackApi): void {
  api.addClaimType(quoteClaimType);
}
