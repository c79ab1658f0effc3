import { defineConfig } from 'vitest/config';
import { publicEntries } from './tests/aliases';

export default defineConfig({
  resolve: { alias: publicEntries },
  test: {
    include: ['tests/e2e/**/*.e2e.ts', 'tests/security/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
