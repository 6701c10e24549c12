import { expect } from 'vitest';
import { factlintMatchers } from './index.js';

// `setupFiles: ['@factlint/vitest/setup']` in vitest.config, or import it at the top of a test file.
expect.extend(factlintMatchers);

// Keeps a reference to index.d.ts in this module's declarations, so that importing the setup module
// also brings the matchers' types into Vitest's `expect` (a value-only import leaves none behind).
export type { FactlintMatcherOptions } from './index.js';
