import { defineConfig } from 'vitest/config';
import { publicEntries } from './tests/aliases';

export default defineConfig({
  resolve: { alias: publicEntries },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/server/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
