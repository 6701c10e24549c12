import type { PackApi } from '@factlint/pipeline';
import { EntityClaimType } from './entity.js';

export { EntityClaimType };

/**
 * The pack's code entry, the same API a third party's pack gets: the engine runs it once per engine
 * and builds the `@injectable` class once, injecting the options this pack's pack.yaml declares.
 */
export function register(api: PackApi): void {
  api.addClaimType(EntityClaimType);
}
