/**
 * The embedded engine: SQLite through better-sqlite3, in WAL mode, the
 * default with no setting. better-sqlite3 is synchronous: each method does
 * its work at once and returns a settled promise, so a write is on disk
 * (fsynced with synchronous=FULL) before anyone can see it resolve.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { GameConfig, GameResult } from '@kahroba/engine';
import type { GamePlayer } from '@kahroba/protocol';
import { sqlitePlayerStore } from '../players/sqlite-store';
import { migrateSqlite } from './sqlite-migrations';
import { FencedError, RoomCapError, fencesOf, readStoredRoom } from './store';
import type { Fence, RoomCap, Store, StoredRoom, WriteOp } from './store';

export interface SqliteStoreOptions {
  /** A file path, or ':memory:' for tests. */
  file: string;
  synchronous?: 'FULL' | 'NORMAL';
  now?: () => number;
}

/** Runs `fn` now and hands its result (or error) over as a promise. */
// eslint-disable-next-line @typescript-eslint/require-await -- the work is synchronous on purpose: done before the promise exists
const settled = async <T>(fn: () => T): Promise<T> => fn();

/** Opens (creating if needed) the database file, in WAL mode, and migrates it. */
export function createSqliteStore({ file, synchronous = 'FULL', now = Date.now }: SqliteStoreOptions): Store {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrateSqlite(db, now);

  const upsertRoom = db.prepare(`INSERT INTO rooms (code, status, address, created_at, updated_at, doc, open)
    VALUES (@code, @status, @address, @createdAt, @updatedAt, @doc, @open)
    ON CONFLICT(code) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, doc = excluded.doc, open = excluded.open`);
  // With a fence: the document is written only while no newer lease has written the room (cluster/leases.ts).
  const upsertFenced = db.prepare(`INSERT INTO rooms (code, status, address, created_at, updated_at, doc, open, fence)
    VALUES (@code, @status, @address, @createdAt, @updatedAt, @doc, @open, @fence)
    ON CONFLICT(code) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, doc = excluded.doc, open = excluded.open, fence = excluded.fence
    WHERE rooms.fence <= excluded.fence`);
  const raiseFence = db.prepare<[number, string, number]>('UPDATE rooms SET fence = ? WHERE code = ? AND fence <= ?');
  const selectFence = db.prepare<[string], { fence: number }>('SELECT fence FROM rooms WHERE code = ?');
  /** Raises each room's number to its fence; throws FencedError (inside the caller's transaction) for those that have a newer one. */
  const checkFences = (fences: Fence[]): void => {
    const refused = fences.filter((f) => raiseFence.run(f.n, f.room, f.n).changes === 0).map((f) => f.room);
    if (refused.length > 0) throw new FencedError(refused);
  };
  const selectRoom = db.prepare<[string], { doc: string }>('SELECT doc FROM rooms WHERE code = ?');
  const existsRoom = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM rooms WHERE code = ?');
  const selectPlaying = db.prepare<[], { code: string }>("SELECT code FROM rooms WHERE status = 'playing'");
  const insertGame = db.prepare(
    'INSERT INTO games (room_code, game_no, config, created_at, players) VALUES (?, ?, ?, ?, ?)',
  );
  const insertAction = db.prepare(
    'INSERT INTO actions (game_id, idx, seat, action, intent_id, at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const selectGames = db.prepare<
    [string],
    {
      id: number;
      game_no: number;
      config: string;
      result: string | null;
      players: string | null;
      created_at: number;
      finished_at: number | null;
      n: number;
      last_at: number | null;
    }
  >(`SELECT g.id, g.game_no, g.config, g.result, g.players, g.created_at, g.finished_at,
      (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) AS n,
      (SELECT MAX(a.at) FROM actions a WHERE a.game_id = g.id) AS last_at
    FROM games g WHERE g.room_code = ? ORDER BY g.game_no, g.id`);
  const selectGameId = db.prepare<[string, number], { id: number }>(
    'SELECT id FROM games WHERE room_code = ? AND game_no = ? ORDER BY id DESC LIMIT 1',
  );
  const updateResult = db.prepare('UPDATE games SET result = ?, finished_at = ? WHERE id = ?');
  const selectGame = db.prepare<
    [number],
    { id: number; room_code: string; game_no: number; config: string; result: string | null }
  >('SELECT id, room_code, game_no, config, result FROM games WHERE id = ?');
  const selectActions = db.prepare<
    [number],
    { seat: number; action: string; intent_id: string | null; at: number | null }
  >('SELECT seat, action, intent_id, at FROM actions WHERE game_id = ? ORDER BY idx');
  const probe = db.prepare(
    'INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET checked_at = excluded.checked_at',
  );
  const countSince = db.prepare<[string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM rooms WHERE address = ? AND created_at >= ?',
  );
  const selectOpen = db.prepare<[number], { doc: string }>(
    "SELECT doc FROM rooms WHERE open = 1 AND status = 'lobby' ORDER BY created_at, code LIMIT ?",
  );
  const selectExpired = db.prepare<[number], { code: string }>(`SELECT code FROM rooms
    WHERE status = 'lobby' AND updated_at < ? AND NOT EXISTS (SELECT 1 FROM games WHERE games.room_code = rooms.code)`);
  const deleteLobby = db.prepare(`DELETE FROM rooms
    WHERE code = ? AND status = 'lobby' AND NOT EXISTS (SELECT 1 FROM games WHERE games.room_code = rooms.code)`);

  const saveRoom = (room: StoredRoom, fence: Fence | undefined): void => {
    const row = {
      code: room.code,
      status: room.status,
      address: room.address,
      createdAt: room.createdAt,
      updatedAt: now(),
      doc: JSON.stringify(room),
      open: room.settings.open === true ? 1 : 0,
    };
    if (!fence) upsertRoom.run(row);
    else if (upsertFenced.run({ ...row, fence: fence.n }).changes === 0) throw new FencedError([room.code]);
  };
  // A new room under the per-address cap: counted and written in one transaction (IMMEDIATE: also against another process on the file).
  const saveNewRoom = db.transaction((room: StoredRoom, fence: Fence | undefined, cap: RoomCap) => {
    if ((countSince.get(room.address, cap.since)?.n ?? 0) >= cap.max) throw new RoomCapError(room.address);
    saveRoom(room, fence);
  });

  // RULINGS R12 / U1: an undo deletes the undone actions in the batch's transaction.
  const deleteActionsFrom = db.prepare('DELETE FROM actions WHERE game_id = ? AND idx >= ?');
  const writeBatch = db.transaction((ops: WriteOp[]) => {
    checkFences(fencesOf(ops));
    for (const op of ops) {
      if (op.kind === 'action')
        insertAction.run(op.gameId, op.index, op.seat, JSON.stringify(op.action), op.intentId ?? null, now());
      else if (op.kind === 'undo') deleteActionsFrom.run(op.gameId, op.keep);
      else updateResult.run(JSON.stringify(op.result), now(), op.gameId);
    }
  });

  return {
    engine: 'sqlite',
    players: sqlitePlayerStore(db),
    writeBatch: (ops) =>
      settled(() => {
        writeBatch(ops);
      }),
    saveRoom: (room, fence, cap) =>
      settled(() => {
        if (cap) saveNewRoom.immediate(room, fence, cap);
        else saveRoom(room, fence);
      }),
    claimRoom: (fence) =>
      settled(() =>
        db.transaction(() => {
          const before = selectFence.get(fence.room)?.fence ?? 0;
          raiseFence.run(fence.n, fence.room, fence.n);
          return before;
        })(),
      ),
    loadRoom: (code) =>
      settled(() => {
        const row = selectRoom.get(code);
        return row ? readStoredRoom(JSON.parse(row.doc) as StoredRoom) : null;
      }),
    roomExists: (code) => settled(() => existsRoom.get(code) !== undefined),
    playingRoomCodes: () => settled(() => selectPlaying.all().map((r) => r.code)),
    createGame: (roomCode, gameNo, config, players, fence) =>
      settled(() =>
        db.transaction(() => {
          if (fence) checkFences([fence]);
          return Number(
            insertGame.run(roomCode, gameNo, JSON.stringify(config), now(), players ? JSON.stringify(players) : null)
              .lastInsertRowid,
          );
        })(),
      ),
    listGames: (roomCode) =>
      settled(() =>
        selectGames.all(roomCode).map((g) => ({
          id: g.id,
          gameNo: g.game_no,
          config: JSON.parse(g.config) as GameConfig,
          result: g.result === null ? null : (JSON.parse(g.result) as GameResult),
          players: g.players === null ? null : (JSON.parse(g.players) as GamePlayer[]),
          actions: g.n,
          createdAt: g.created_at,
          lastActionAt: g.last_at,
          finishedAt: g.finished_at,
        })),
      ),
    gameIdOf: (roomCode, gameNo) => settled(() => selectGameId.get(roomCode, gameNo)?.id ?? null),
    appendAction: (gameId, index, seat, action, intentId = null) =>
      settled(() => {
        insertAction.run(gameId, index, seat, JSON.stringify(action), intentId, now());
      }),
    finishGame: (gameId, result) =>
      settled(() => {
        updateResult.run(JSON.stringify(result), now(), gameId);
      }),
    loadGame: (gameId) =>
      settled(() => {
        const g = selectGame.get(gameId);
        if (!g) return null;
        const rows = selectActions.all(gameId);
        return {
          id: g.id,
          roomCode: g.room_code,
          gameNo: g.game_no,
          config: JSON.parse(g.config) as GameConfig,
          actions: rows.map((a) => ({ seat: a.seat, action: JSON.parse(a.action) as unknown, intentId: a.intent_id })),
          result: g.result === null ? null : (JSON.parse(g.result) as GameResult),
          lastActionAt: rows.at(-1)?.at ?? null,
        };
      }),
    roomsCreatedSince: (address, since) => settled(() => countSince.get(address, since)?.n ?? 0),
    openLobbies: (limit) =>
      settled(() => selectOpen.all(limit).map((r) => readStoredRoom(JSON.parse(r.doc) as StoredRoom))),
    expiredLobbies: (before) => settled(() => selectExpired.all(before).map((r) => r.code)),
    deleteLobby: (code) => settled(() => deleteLobby.run(code).changes > 0),
    ping: () => settled(() => db.prepare('SELECT 1').get() !== undefined),
    probeWrite: () =>
      settled(() => {
        probe.run(now());
      }),
    close: () =>
      settled(() => {
        if (db.open) db.close();
      }),
  };
}
