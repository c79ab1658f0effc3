import { defineConfig } from 'vitest/config';
import { publicEntries } from './tests/aliases';

export default defineConfig({
  resolve: { alias: publicEntries },
  test: {
    include: ['tests/e2e/**/*.e2e.ts', 'tests/security/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Two files at a time: each has its own server and browser (and data directory, and port).
    // The whole phase passed in 13 min 45 s this way at load ~10, against ~25 min one file at a time.
    maxWorkers: 2,
    pool: 'forks',
  },
});
