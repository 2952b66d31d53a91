/**
 * Vitest global setup: a PostgreSQL of the test run's own (test/postgres.ts),
 * so every store test also runs on PostgreSQL (test/stores.ts); removed at
 * the end. Without PostgreSQL binaries the run goes on with SQLite only and
 * says so, except in CI (CI=true), where that is an error: CI tests both engines.
 */
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres:// URL of the run's PostgreSQL, or null when it was not started (SQLite only). */
    postgresUrl: string | null;
    /** Where the PostgreSQL binaries are, for tests that start an instance of their own; null without them. */
    postgresBin: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bin = findPostgresBin();
  if (!bin) {
    const why =
      'PostgreSQL binaries (initdb, postgres) not found: set PG_BIN or install PostgreSQL (Debian: apt-get install postgresql)';
    if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`${why}; CI tests both storage engines`);
    process.stderr.write(`\n[server tests] ${why}; store tests run on SQLite only.\n\n`);
    project.provide('postgresUrl', null);
    project.provide('postgresBin', null);
    return () => Promise.resolve();
  }
  const instance = await startPostgres(bin);
  project.provide('postgresUrl', instance.url);
  project.provide('postgresBin', bin);
  return () => instance.remove();
}
