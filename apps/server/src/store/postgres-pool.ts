/**
 * PostgreSQL's connection side for postgres.ts: the pool (BIGINT columns as
 * numbers), a statement on it, and a transaction on one pooled connection.
 * Errors of the connection that the driver gives without a code get
 * `PG_CONNECTION`, so health.ts counts them as storage failures.
 */
import pg from 'pg';
import { FencedError, RoomCapError } from './store';

const INT8 = 20;
/** BIGINT columns (times in ms, counts) as numbers, for this store's pool only: every value stored is far below 2^53. */
const types = new pg.TypeOverrides();
types.setTypeParser(INT8, 'text', (v: string) => Number(v));

/** A driver error without a SQLSTATE or errno code is the connection's (ended, timed out). */
export const tagged = (e: unknown): unknown => {
  if (e instanceof Error && typeof (e as { code?: unknown }).code !== 'string')
    Object.assign(e, { code: 'PG_CONNECTION' });
  return e;
};

/** A statement run on the pool or on a transaction's connection. */
export type Run = (text: string, values: unknown[]) => Promise<unknown[]>;

export interface PgAccess {
  pool: pg.Pool;
  /** One statement on the pool; its rows. */
  query: <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>;
  /** Runs `fn` in one transaction on one pooled connection: committed when it resolves, rolled back when it throws. */
  transaction: <T>(fn: (db: pg.PoolClient) => Promise<T>) => Promise<T>;
}

/** The pool for `url` (not yet connected: the first statement connects). */
export function openPgPool(url: string, poolSize: number): PgAccess {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle connection that breaks is dropped by the pool; the next query opens another (or fails and says so).
  pool.on('error', () => undefined);

  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> => {
    try {
      return (await pool.query<R>(text, values)).rows;
    } catch (e) {
      throw tagged(e);
    }
  };

  const transaction = async <T>(fn: (db: pg.PoolClient) => Promise<T>): Promise<T> => {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (e) {
      throw tagged(e);
    }
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch((rollback: unknown) => {
        broken = rollback as Error;
      });
      throw e instanceof FencedError || e instanceof RoomCapError ? e : tagged(e);
    } finally {
      // A connection whose rollback failed is not given back to the pool.
      client.release(broken);
    }
  };

  return { pool, query, transaction };
}
