import type { PackApi } from '@factlint/pipeline';
import { dateClaimType } from './date.js';

export { dateClaimType };

/** The pack's code entry: the engine runs it once, as it runs a third-party pack's. */
export function register(api: PackApi): void {
  api.addClaimType(dateClaimType);
}
