/**
 * The engine for hosts past one machine: PostgreSQL through node-postgres
 * (`pg`), chosen with DATABASE_URL. Same tables and JSON text as SQLite
 * (postgres-migrations.ts). Durability: a write resolves once PostgreSQL has
 * committed it, which with the default `synchronous_commit = on` means its
 * WAL is flushed to disk. A batch (group-commit.ts) is one transaction on one
 * pooled connection (postgres-writes.ts); the pool and its error codes are
 * postgres-pool.ts. This file: the store's reads and one-statement writes.
 */
import type { GameConfig, GameResult } from '@kahroba/engine';
import type { GamePlayer } from '@kahroba/protocol';
import { pgPlayerStore } from '../players/postgres-store';
import { migratePg } from './postgres-migrations';
import { openPgPool, tagged } from './postgres-pool';
import { pgWrites } from './postgres-writes';
import { FencedError, readStoredRoom } from './store';
import type { Store, StoredGameRow, StoredRoom } from './store';

export interface PgStoreOptions {
  /** postgres://user:password@host:port/database (libpq parameters such as `options` and `sslmode` allowed). */
  url: string;
  now?: () => number;
  /** Connections in the pool. */
  poolSize?: number;
}

const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

/** Connects, migrates and returns the store; rejects when the database cannot be reached or migrated. */
export async function createPgStore({ url, now = Date.now, poolSize = 10 }: PgStoreOptions): Promise<Store> {
  const access = openPgPool(url, poolSize);
  const { pool, query } = access;
  try {
    await migratePg(pool, now);
  } catch (e) {
    await pool.end();
    throw tagged(e);
  }
  const { writeBatch, saveRoom } = pgWrites(access, now);

  return {
    engine: 'postgres',
    players: pgPlayerStore(access),
    writeBatch,
    saveRoom,
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
    openLobbies: async (limit) =>
      (
        await query<{ doc: string }>(
          "SELECT doc FROM rooms WHERE open AND status = 'lobby' ORDER BY created_at, code LIMIT $1",
          [limit],
        )
      ).map((r) => readStoredRoom(JSON.parse(r.doc) as StoredRoom)),
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
