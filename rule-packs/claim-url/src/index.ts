import type { PackApi } from '@factlint/pipeline';
import { urlClaimType } from './url.js';

export { urlClaimType };

/** The pack's code entry: the engine runs it once, as it runs a third-party pack's. */
export function register(api: PackApi): void {
  api.addClaimType(urlClaimType);
}
