import { fileURLToPath } from 'node:url';
import { DataKindRegistry, PackLoader } from '@factlint/kernel';
import { registerPipelineDataKinds, type ClaimTypeOptions } from '@factlint/pipeline';

/**
 * The options a claim-type pack's pack.yaml declares (`optionsSchema`, `defaultOptions`), checked by
 * the kernel's loader: what the engine injects as `TOKENS.claimTypeOptions` into the pack's
 * `@injectable` class, for a test that builds the class itself (`new MyType(claimTypeOptionsOf(dir))`).
 */
export function claimTypeOptionsOf(packDir: string | URL): ClaimTypeOptions {
  const dir = packDir instanceof URL ? fileURLToPath(packDir) : packDir;
  const pack = new PackLoader({ kinds: registerPipelineDataKinds(new DataKindRegistry()) }).load(dir);
  return { schema: (pack.manifest.optionsSchema as object | undefined) ?? { type: 'object' }, defaults: pack.defaultOptions };
}
