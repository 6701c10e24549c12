import { expect } from 'vitest';
import { factlintMatchers } from './index.js';

// `setupFiles: ['@factlint/vitest/setup']` in vitest.config, or import it at the top of a test file.
expect.extend(factlintMatchers);
