import { defineConfig } from 'vitest/config';
import { publicEntries } from './tests/aliases';

export default defineConfig({
  resolve: { alias: publicEntries },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
