import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { publicEntries } from './tests/aliases';

export default defineConfig({
  resolve: { alias: publicEntries },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/server/support/global-setup.ts'],
    // Limits, not expectations: on a shared 2-core machine at load ~12 a PostgreSQL pack upgrade or
    // a seeded harness took over 30 s / 60 s (clean-clone run of 2026-11-28); a hung test still fails.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default (cores - 1) is one worker on a 2-core machine; the server suites wait on
    // the databases often enough that two halve the phase there (8 min 49 s against ~20 min).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
