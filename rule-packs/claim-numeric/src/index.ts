import type { PackApi } from '@factlint/pipeline';
import { numericClaimType } from './numeric.js';

export { numericClaimType };

/** The pack's code entry: the engine runs it once, as it runs a third-party pack's. */
export function register(api: PackApi): void {
  api.addClaimType(numericClaimType);
}
