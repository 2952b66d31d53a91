import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // An unhandled promise rejection fails the test it happened in.
    setupFiles: ['test/setup.ts'],
    // A PostgreSQL of the run's own (the store tests run on both engines, test/stores.ts) and a Redis (several nodes).
    globalSetup: ['test/postgres-setup.ts', 'test/redis-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
