/**
 * The engine for hosts past one machine: PostgreSQL through node-postgres
 * (`pg`), chosen with DATABASE_URL. Same tables and JSON text as SQLite
 * (postgres-migrations.ts). Durability: a write resolves once PostgreSQL has
 * committed it, which with the default `synchronous_commit = on` means its
 * WAL is flushed to disk. A batch (group-commit.ts) is one transaction on one
 * pooled connection. Errors of the connection that the driver gives without
 * a code get `PG_CONNECTION`, so health.ts counts them as storage failures.
 */
import pg from 'pg';
import type { GameConfig, GameResult } from '@kahroba/engine';
import type { GamePlayer } from '@kahroba/protocol';
import { migratePg } from './postgres-migrations';
import { FencedError, RoomCapError, fencesOf, readStoredRoom } from './store';
import type { Fence, Store, StoredGameRow, StoredRoom, WriteOp } from './store';

type ActionOp = Extract<WriteOp, { kind: 'action' }>;

export interface PgStoreOptions {
  /** postgres://user:password@host:port/database (libpq parameters such as `options` and `sslmode` allowed). */
  url: string;
  now?: () => number;
  /** Connections in the pool. */
  poolSize?: number;
}

const INT8 = 20;
/** BIGINT columns (times in ms, counts) as numbers, for this store's pool only: every value stored is far below 2^53. */
const types = new pg.TypeOverrides();
types.setTypeParser(INT8, 'text', (v: string) => Number(v));

/** A driver error without a SQLSTATE or errno code is the connection's (ended, timed out). */
const tagged = (e: unknown): unknown => {
  if (e instanceof Error && typeof (e as { code?: unknown }).code !== 'string')
    Object.assign(e, { code: 'PG_CONNECTION' });
  return e;
};

/** A statement run on the pool or on a transaction's connection. */
type Run = (text: string, values: unknown[]) => Promise<unknown[]>;

/**
 * The first key of the advisory lock per address that room creations take
 * (the second is the address's hash); two-key locks never meet the
 * migrations' one-key lock.
 */
const ROOM_CAP_LOCK = 0x726f_6f6d;

const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

/** Connects, migrates and returns the store; rejects when the database cannot be reached or migrated. */
export async function createPgStore({ url, now = Date.now, poolSize = 10 }: PgStoreOptions): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle connection that breaks is dropped by the pool; the next query opens another (or fails and says so).
  pool.on('error', () => undefined);
  try {
    await migratePg(pool, now);
  } catch (e) {
    await pool.end();
    throw tagged(e);
  }

  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> => {
    try {
      return (await pool.query<R>(text, values)).rows;
    } catch (e) {
      throw tagged(e);
    }
  };

  /**
   * Raises each room's fencing number to its fence, in the caller's
   * transaction (the rows stay locked until it ends); throws FencedError for
   * the rooms that have a newer one (cluster/leases.ts).
   */
  const checkFences = async (db: pg.PoolClient, fences: Fence[]): Promise<void> => {
    if (fences.length === 0) return;
    const sorted = [...fences].sort((a, b) => (a.room < b.room ? -1 : 1));
    const { rows } = await db.query<{ code: string }>(
      `UPDATE rooms r SET fence = f.n
      FROM unnest($1::text[], $2::bigint[]) AS f(code, n) WHERE r.code = f.code AND r.fence <= f.n RETURNING r.code`,
      [sorted.map((f) => f.room), sorted.map((f) => f.n)],
    );
    const ok = new Set(rows.map((r) => r.code));
    const refused = sorted.filter((f) => !ok.has(f.room)).map((f) => f.room);
    if (refused.length > 0) throw new FencedError(refused);
  };

  /** Runs `fn` in one transaction on one pooled connection: committed when it resolves, rolled back when it throws. */
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

  const writeBatch = (ops: WriteOp[]): Promise<void> =>
    transaction(async (client) => {
      await checkFences(client, fencesOf(ops));
      // In the batch's order: each run of appends is one multi-row insert; a finish or an undo (RULINGS R12 / U1) in between.
      let run: ActionOp[] = [];
      const flush = async (): Promise<void> => {
        if (run.length === 0) return;
        const actions = run;
        run = [];
        const at = now();
        await client.query(
          `INSERT INTO actions (game_id, idx, seat, action, intent_id, at)
        SELECT * FROM unnest($1::int[], $2::int[], $3::smallint[], $4::text[], $5::text[], $6::bigint[])`,
          [
            actions.map((a) => a.gameId),
            actions.map((a) => a.index),
            actions.map((a) => a.seat),
            actions.map((a) => JSON.stringify(a.action)),
            actions.map((a) => a.intentId ?? null),
            actions.map(() => at),
          ],
        );
      };
      for (const op of ops) {
        if (op.kind === 'action') {
          run.push(op);
          continue;
        }
        await flush();
        if (op.kind === 'undo')
          await client.query('DELETE FROM actions WHERE game_id = $1 AND idx >= $2', [op.gameId, op.keep]);
        else
          await client.query('UPDATE games SET result = $1, finished_at = $2 WHERE id = $3', [
            JSON.stringify(op.result),
            now(),
            op.gameId,
          ]);
      }
      await flush();
    });

  /** Writes a room document (with a fence: only while no newer lease has written it), through `run` (the pool, or a transaction's connection). */
  const upsertRoom = async (run: Run, room: StoredRoom, fence: Fence | undefined): Promise<void> => {
    const values = [room.code, room.status, room.address, room.createdAt, now(), JSON.stringify(room)];
    if (!fence) {
      await run(
        `INSERT INTO rooms (code, status, address, created_at, updated_at, doc) VALUES ($1, $2, $3, $4, $5, $6)
        ON CONFLICT (code) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at, doc = EXCLUDED.doc`,
        values,
      );
      return;
    }
    const rows = await run(
      `INSERT INTO rooms (code, status, address, created_at, updated_at, doc, fence) VALUES ($1, $2, $3, $4, $5, $6, $7)
      ON CONFLICT (code) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at, doc = EXCLUDED.doc, fence = EXCLUDED.fence
      WHERE rooms.fence <= EXCLUDED.fence RETURNING code`,
      [...values, fence.n],
    );
    if (rows.length === 0) throw new FencedError([room.code]);
  };

  return {
    engine: 'postgres',
    writeBatch,
    async saveRoom(room, fence, cap) {
      if (!cap) {
        await upsertRoom(query, room, fence);
        return;
      }
      await transaction(async (db) => {
        // One creation at a time per address, over every node: the count sees every room committed before it.
        await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ROOM_CAP_LOCK, room.address]);
        const { rows } = await db.query<{ n: number }>(
          'SELECT COUNT(*) AS n FROM rooms WHERE address = $1 AND created_at >= $2',
          [room.address, cap.since],
        );
        if ((rows[0]?.n ?? 0) >= cap.max) throw new RoomCapError(room.address);
        await upsertRoom(async (text, values) => (await db.query<pg.QueryResultRow>(text, values)).rows, room, fence);
      });
    },
    async claimRoom(fence) {
      const [row] = await query<{ before: number }>(
        `WITH o AS (SELECT fence FROM rooms WHERE code = $1 FOR UPDATE)
        UPDATE rooms SET fence = GREATEST(rooms.fence, $2) FROM o WHERE rooms.code = $1 RETURNING o.fence AS before`,
        [fence.room, fence.n],
      );
      return row?.before ?? 0;
    },
    async loadRoom(code) {
      const [row] = await query<{ doc: string }>('SELECT doc FROM rooms WHERE code = $1', [code]);
      return row ? readStoredRoom(JSON.parse(row.doc) as StoredRoom) : null;
    },
    roomExists: async (code) => (await query('SELECT 1 FROM rooms WHERE code = $1', [code])).length > 0,
    playingRoomCodes: async () =>
      (await query<{ code: string }>("SELECT code FROM rooms WHERE status = 'playing'")).map((r) => r.code),
    async createGame(roomCode, gameNo, config, players, fence) {
      const values = [roomCode, gameNo, JSON.stringify(config), now(), players ? JSON.stringify(players) : null];
      // With a fence: one statement that raises the room's number and inserts only if it could.
      const [row] = fence
        ? await query<{ id: number }>(
            `WITH f AS (UPDATE rooms SET fence = $6 WHERE code = $1 AND fence <= $6 RETURNING code)
            INSERT INTO games (room_code, game_no, config, created_at, players) SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM f) RETURNING id`,
            [...values, fence.n],
          )
        : await query<{ id: number }>(
            'INSERT INTO games (room_code, game_no, config, created_at, players) VALUES ($1, $2, $3, $4, $5) RETURNING id',
            values,
          );
      if (!row && fence) throw new FencedError([roomCode]);
      if (!row) throw new Error('no id returned for the new game');
      return row.id;
    },
    async listGames(roomCode) {
      const rows = await query<{
        id: number;
        game_no: number;
        config: string;
        result: string | null;
        players: string | null;
        created_at: number;
        finished_at: number | null;
        n: number;
        last_at: number | null;
      }>(
        `SELECT g.id, g.game_no, g.config, g.result, g.players, g.created_at, g.finished_at,
          (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) AS n,
          (SELECT MAX(a.at) FROM actions a WHERE a.game_id = g.id) AS last_at
        FROM games g WHERE g.room_code = $1 ORDER BY g.game_no, g.id`,
        [roomCode],
      );
      return rows.map((g): StoredGameRow => ({
        id: g.id,
        gameNo: g.game_no,
        config: JSON.parse(g.config) as GameConfig,
        result: json<GameResult>(g.result),
        players: json<GamePlayer[]>(g.players),
        actions: g.n,
        createdAt: g.created_at,
        lastActionAt: g.last_at,
        finishedAt: g.finished_at,
      }));
    },
    async gameIdOf(roomCode, gameNo) {
      const [row] = await query<{ id: number }>(
        'SELECT id FROM games WHERE room_code = $1 AND game_no = $2 ORDER BY id DESC LIMIT 1',
        [roomCode, gameNo],
      );
      return row?.id ?? null;
    },
    appendAction: (gameId, index, seat, action, intentId = null) =>
      writeBatch([{ kind: 'action', gameId, index, seat, action, intentId }]),
    finishGame: (gameId, result) => writeBatch([{ kind: 'finish', gameId, result }]),
    async loadGame(gameId) {
      const [g] = await query<{
        id: number;
        room_code: string;
        game_no: number;
        config: string;
        result: string | null;
      }>('SELECT id, room_code, game_no, config, result FROM games WHERE id = $1', [gameId]);
      if (!g) return null;
      const actions = await query<{ seat: number; action: string; intent_id: string | null; at: number | null }>(
        'SELECT seat, action, intent_id, at FROM actions WHERE game_id = $1 ORDER BY idx',
        [gameId],
      );
      return {
        id: g.id,
        roomCode: g.room_code,
        gameNo: g.game_no,
        config: JSON.parse(g.config) as GameConfig,
        actions: actions.map((a) => ({ seat: a.seat, action: JSON.parse(a.action) as unknown, intentId: a.intent_id })),
        result: json<GameResult>(g.result),
        lastActionAt: actions.at(-1)?.at ?? null,
      };
    },
    async roomsCreatedSince(address, since) {
      const [row] = await query<{ n: number }>(
        'SELECT COUNT(*) AS n FROM rooms WHERE address = $1 AND created_at >= $2',
        [address, since],
      );
      return row?.n ?? 0;
    },
    expiredLobbies: async (before) =>
      (
        await query<{ code: string }>(
          `SELECT code FROM rooms
      WHERE status = 'lobby' AND updated_at < $1 AND NOT EXISTS (SELECT 1 FROM games WHERE games.room_code = rooms.code)`,
          [before],
        )
      ).map((r) => r.code),
    deleteLobby: async (code) =>
      (
        await query<{ code: string }>(
          `DELETE FROM rooms
      WHERE code = $1 AND status = 'lobby' AND NOT EXISTS (SELECT 1 FROM games WHERE games.room_code = rooms.code) RETURNING code`,
          [code],
        )
      ).length > 0,
    ping: async () => (await query('SELECT 1')).length === 1,
    async probeWrite() {
      await query(
        'INSERT INTO health (id, checked_at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET checked_at = EXCLUDED.checked_at',
        [now()],
      );
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
