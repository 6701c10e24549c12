import type { PackApi } from '@factlint/pipeline';
import { entityClaimType } from './entity.js';

export { entityClaimType };

/** The pack's code entry: the engine runs it once, as it runs a third-party pack's. */
export function register(api: PackApi): void {
  api.addClaimType(entityClaimType);
}
