import { toBeGroundedIn, toStateFacts, type FactlintMatcherOptions } from './matchers.js';
import type { Turn, VerifyInput } from 'factlint';

export { configureFactlint, toBeGroundedIn, toStateFacts, type FactlintMatcherOptions } from './matchers.js';

/** For `expect.extend(factlintMatchers)`; or import `@factlint/vitest/setup` to have it done. */
export const factlintMatchers = { toBeGroundedIn, toStateFacts };

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: declaration merging must repeat vitest's own type parameter.
  interface Matchers<T = any> {
    /** The answer's claims hold up against `context` (verdict `pass`, or one of `options.accept`). Await it. */
    toBeGroundedIn(context: VerifyInput['context'], options?: FactlintMatcherOptions): Promise<T>;
    /** The answer or conversation states every fact with its declared value. Await it. */
    toStateFacts(facts: NonNullable<VerifyInput['facts']>, options?: FactlintMatcherOptions): Promise<T>;
  }
}

export type { Turn };
