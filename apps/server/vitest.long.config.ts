import { defineConfig } from 'vitest/config';

/**
 * The server's long files: several server processes (the cluster wing), one process killed, restarted or cut
 * off from PostgreSQL while clients play, and the crash test (the real server started 64 times). Their own project, `server-long`: in `pnpm test` and CI, not in
 * `pnpm test:quick`. The globs start with `test/**` so that a file moved between folders of test/ keeps its project.
 */
export const LONG_FILES = [
  'test/**/cluster/**/*.test.ts',
  'test/**/postgres-outage.test.ts',
  'test/**/durability.test.ts',
  'test/**/turn-clock-restart.test.ts',
  'test/**/bots/crash.test.ts',
  'test/**/rejections-process.test.ts',
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
