import { defineConfig } from 'vitest/config';

/**
 * The server's long files: several server processes killed, restarted or cut off from Redis or PostgreSQL while
 * clients play. Their own project, `server-long`: in `pnpm test` and CI, not in `pnpm test:quick`. The globs name
 * files, not folders, so moving a file into a subfolder of test/ keeps it here.
 */
export const LONG_FILES = [
  'test/**/cluster-*.test.ts',
  'test/**/pg-outage.test.ts',
  'test/**/durability.test.ts',
  'test/**/clock-restart.test.ts',
];

export const SERVER_TEST = {
  // An unhandled promise rejection fails the test it happened in.
  setupFiles: ['test/setup.ts'],
  // A PostgreSQL of the run's own (the store tests run on both engines, test/stores.ts) and a Redis (several nodes).
  globalSetup: ['test/postgres-setup.ts', 'test/redis-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: { name: 'server-long', include: LONG_FILES, ...SERVER_TEST },
});
