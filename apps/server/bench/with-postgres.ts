/**
 * Runs a command with DATABASE_URL pointing at a PostgreSQL of its own
 * (test/postgres.ts: a temporary directory, a free loopback port, fsync on
 * as in production), then stops and deletes it. For running the server
 * benchmarks on PostgreSQL:
 *
 *   BENCH_NO_WRITE=1 ROOMS=50 RUNS=3 THINK_MS=250 pnpm --filter @kahroba/server exec tsx bench/with-postgres.ts tsx bench/load.ts
 */
import { spawn } from 'node:child_process';
import { findPostgresBin, startPostgres } from '../test/postgres';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) throw new Error('usage: tsx bench/with-postgres.ts <command> [args…]');
const bin = findPostgresBin();
if (!bin) throw new Error('PostgreSQL binaries not found (set PG_BIN)');
const pg = await startPostgres(bin, { fsync: true });
const code = await new Promise<number>((resolve) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: pg.url } });
  // Stopped from outside: stop the command, then PostgreSQL below.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => child.kill(signal));
  child.once('exit', (c) => resolve(c ?? 1));
  child.once('error', () => resolve(127));
});
await pg.remove();
process.exit(code);
