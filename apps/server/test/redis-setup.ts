/**
 * Vitest global setup: a Redis of the test run's own (test/redis.ts) for the
 * tests of several nodes (REDIS_URL); removed at the end. Without
 * redis-server those tests are skipped and the run says so, except in CI
 * (CI=true), where that is an error: CI tests the cluster too.
 */
import type { TestProject } from 'vitest/node';
import { findRedisServer, startRedis } from './redis';

declare module 'vitest' {
  export interface ProvidedContext {
    /** redis:// URL of the run's Redis, or null when it was not started. */
    redisUrl: string | null;
    /** The redis-server binary, for tests that start (and kill) an instance of their own; null without it. */
    redisServer: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bin = findRedisServer();
  if (!bin) {
    const why = 'redis-server not found: set REDIS_SERVER or install Redis (Debian: apt-get install redis-server)';
    if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`${why}; CI tests several nodes`);
    process.stderr.write(`\n[server tests] ${why}; the tests of several nodes are skipped.\n\n`);
    project.provide('redisUrl', null);
    project.provide('redisServer', null);
    return () => Promise.resolve();
  }
  const instance = await startRedis(bin);
  project.provide('redisUrl', instance.url);
  project.provide('redisServer', bin);
  return () => instance.remove();
}
