import { defineConfig } from 'vitest/config';

// Tests import workspace packages from their TypeScript sources (the `source` export condition),
// so `npm test` needs no prior build.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'rule-packs/*/test/**/*.test.ts',
      'examples/**/*.test.ts',
      'eval/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    testTimeout: 60_000,
    pool: 'threads',
    globalSetup: ['test/global-setup.ts'],
    // The JSON report feeds the plain `N passed, N failed` line that .ci/run prints.
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
} as Parameters<typeof defineConfig>[0]);
