/**
 * Persistence in embedded SQLite (better-sqlite3, WAL). A room is one row
 * (settings, seats, members with hashed tokens); a game is its record:
 * config (with the seed) plus one row per accepted action, written before the
 * action is acknowledged. Unfinished games are rebuilt by replaying it.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { GameConfig, GameResult, Seat } from '@kahroba/engine';
import { BotKindSchema, DEFAULT_BOT_KIND, DEFAULT_TURN_CLOCK } from '@kahroba/protocol';
import type { BotKind, ChatMessage, GamePlayer, RoomSettings, RoomStatus } from '@kahroba/protocol';
import { migrate } from './migrations';

export interface StoredMember {
  id: string;
  /** sha256 of the secret token; the token itself is never stored. */
  tokenHash: string;
  name: string;
  seat: Seat | null;
  /** Since when the person has had no connection (epoch ms); absent while connected (or connected when the server stopped). */
  awaySince?: number | undefined;
}

export interface StoredSeat {
  kind: 'human' | 'bot';
  /** The bot of a computer seat, or the one playing a taken-over human seat. */
  bot: BotKind | null;
  /** A human seat played by `bot` while its player is away. */
  takenOver: boolean;
}

/**
 * A game's turn clock as saved (turn-clock.ts keeps it): the turn it is on,
 * when that turn's own time ends, each seat's reserve and run of time-outs.
 * Absolute times, so a restart carries on where the clock was.
 */
export interface StoredClock {
  gameNo: number;
  /** The turn the clock is on: its round and the seat to act (null once the game is over). */
  round: number;
  seat: Seat | null;
  /** When this turn's own time ends; null while no time runs (a computer player moves). */
  turnEndsAt: number | null;
  /** The time ran out in this turn: the computer player finishes it. */
  timedOut: boolean;
  /** Reserve left by seat (ms). */
  reserveMs: number[];
  /** Time-outs in a row by seat. */
  timeouts: number[];
}

export interface StoredRoom {
  code: string;
  createdAt: number;
  /** Who opened it, for the rooms-per-address cap. */
  address: string;
  hostMemberId: string;
  settings: RoomSettings;
  seats: StoredSeat[];
  members: StoredMember[];
  status: RoomStatus;
  gameNo: number;
  /** The current (or last) game, or null in the lobby of the first game. */
  gameId: number | null;
  /** Table talk (chat.ts); absent until the first message or setting. Never part of a game record. */
  chat?: StoredChat | undefined;
  /** TEST_MODE stacked set-up to use for every game of the room (and shorter clock times). */
  test?: {
    seed?: string | undefined; firstPlayer?: number | undefined; setup?: unknown;
    clockMs?: { turnMs: number; reserveMs: number } | undefined;
  } | undefined;
  /** The running game's turn clock (turn-clock.ts); absent while the room has no clock or no game. */
  clock?: StoredClock | undefined;
}

/** A room's chat, kept in its document. */
export interface StoredChat {
  /** The host can turn chat off for the room. */
  enabled: boolean;
  /** The id of the next message. */
  nextId: number;
  /** The last CHAT_HISTORY messages, oldest first. */
  messages: ChatMessage[];
  /** By member id: the members whose messages that member does not receive. */
  muted: Record<string, string[]>;
}

/**
 * One write of a batch: an accepted action, a game's result, or an undo
 * (RULINGS R12, docs/RULINGS.md): the actions from index `keep` on are deleted,
 * so the record on disk is the game as it now stands (the store applies a
 * batch in one transaction).
 */
export type WriteOp =
  | { kind: 'action'; gameId: number; index: number; seat: Seat; action: unknown; intentId?: string | null }
  | { kind: 'finish'; gameId: number; result: GameResult }
  | { kind: 'undo'; gameId: number; keep: number };

export interface StoredAction {
  seat: Seat;
  action: unknown;
  /** The client's intent id (null for computer moves and actions saved before it was kept). */
  intentId: string | null;
}

export interface StoredGame {
  id: number;
  roomCode: string;
  gameNo: number;
  config: GameConfig;
  actions: StoredAction[];
  result: GameResult | null;
}

/** One game of a room without its actions: what the room's list of games shows. */
export interface StoredGameRow {
  id: number;
  gameNo: number;
  config: GameConfig;
  result: GameResult | null;
  players: GamePlayer[] | null;
  actions: number;
  createdAt: number;
  lastActionAt: number | null;
  finishedAt: number | null;
}

/**
 * A room document as saved, read with today's bot levels: seats saved with the
 * kinds of before the levels ('random', 'greedy') play as 'easy' and 'normal';
 * a room saved before turn clocks has none.
 */
export function readStoredRoom(doc: StoredRoom): StoredRoom {
  const level = (bot: unknown): BotKind => {
    const read = BotKindSchema.safeParse(bot);
    return read.success ? read.data : DEFAULT_BOT_KIND;
  };
  const settings = { ...doc.settings, clock: doc.settings.clock ?? DEFAULT_TURN_CLOCK, standIn: level(doc.settings.standIn) };
  return { ...doc, settings, seats: doc.seats.map((s) => ({ ...s, bot: s.bot === null ? null : level(s.bot) })) };
}

/** What the server needs from storage; tests may pass an in-memory one. */
export interface Store {
  saveRoom(room: StoredRoom): void;
  loadRoom(code: string): StoredRoom | null;
  roomExists(code: string): boolean;
  /** Codes of rooms whose game is running (restored at start). */
  playingRoomCodes(): string[];
  createGame(roomCode: string, gameNo: number, config: GameConfig, players?: GamePlayer[]): number;
  /** Every game of a room, first to last (kept after rematches). */
  listGames(roomCode: string): StoredGameRow[];
  /** The id of a room's game number `gameNo`, or null. */
  gameIdOf(roomCode: string, gameNo: number): number | null;
  /** Appends action number `index` (0-based); durable when it returns. */
  appendAction(gameId: number, index: number, seat: Seat, action: unknown, intentId?: string | null): void;
  finishGame(gameId: number, result: GameResult): void;
  /** Several appends / finishes / undos in one transaction: all on disk when it returns, or none. */
  writeBatch(ops: WriteOp[]): void;
  loadGame(gameId: number): StoredGame | null;
  /** Rooms created by `address` at or after `since` (the per-address cap). */
  roomsCreatedSince(address: string, since: number): number;
  /** Codes of rooms whose game never started and that have not changed since `before`. */
  expiredLobbies(before: number): string[];
  /** Deletes a room that never had a game (refused for one that had). */
  deleteLobby(code: string): boolean;
  ping(): boolean;
  /** One small committed write; throws when the database cannot be written (full disk, read-only, I/O error). */
  probeWrite(): void;
  close(): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rooms (
  code TEXT PRIMARY KEY,
  status TEXT NOT NULL,
  address TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS rooms_status ON rooms(status);
CREATE INDEX IF NOT EXISTS rooms_address ON rooms(address, created_at);
CREATE INDEX IF NOT EXISTS rooms_lobby_age ON rooms(status, updated_at);
CREATE TABLE IF NOT EXISTS games (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  room_code TEXT NOT NULL REFERENCES rooms(code),
  game_no INTEGER NOT NULL,
  config TEXT NOT NULL,
  result TEXT,
  created_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX IF NOT EXISTS games_room ON games(room_code, game_no);
CREATE TABLE IF NOT EXISTS actions (
  game_id INTEGER NOT NULL REFERENCES games(id),
  idx INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY (game_id, idx)
) WITHOUT ROWID;
`;

export interface SqliteStoreOptions {
  /** A file path, or ':memory:' for tests. */
  file: string;
  synchronous?: 'FULL' | 'NORMAL';
  now?: () => number;
}

/** Opens (creating if needed) the database file, in WAL mode. */
export function createSqliteStore({ file, synchronous = 'FULL', now = Date.now }: SqliteStoreOptions): Store {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  migrate(db);

  const upsertRoom = db.prepare(`INSERT INTO rooms (code, status, address, created_at, updated_at, doc)
    VALUES (@code, @status, @address, @createdAt, @updatedAt, @doc)
    ON CONFLICT(code) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, doc = excluded.doc`);
  const selectRoom = db.prepare<[string], { doc: string }>('SELECT doc FROM rooms WHERE code = ?');
  const existsRoom = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM rooms WHERE code = ?');
  const selectPlaying = db.prepare<[], { code: string }>("SELECT code FROM rooms WHERE status = 'playing'");
  const insertGame = db.prepare('INSERT INTO games (room_code, game_no, config, created_at, players) VALUES (?, ?, ?, ?, ?)');
  const insertAction = db.prepare('INSERT INTO actions (game_id, idx, seat, action, intent_id, at) VALUES (?, ?, ?, ?, ?, ?)');
  const selectGames = db.prepare<[string], {
    id: number; game_no: number; config: string; result: string | null; players: string | null;
    created_at: number; finished_at: number | null; n: number; last_at: number | null;
  }>(`SELECT g.id, g.game_no, g.config, g.result, g.players, g.created_at, g.finished_at,
      (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) AS n,
      (SELECT MAX(a.at) FROM actions a WHERE a.game_id = g.id) AS last_at
    FROM games g WHERE g.room_code = ? ORDER BY g.game_no, g.id`);
  const selectGameId = db.prepare<[string, number], { id: number }>(
    'SELECT id FROM games WHERE room_code = ? AND game_no = ? ORDER BY id DESC LIMIT 1');
  const updateResult = db.prepare('UPDATE games SET result = ?, finished_at = ? WHERE id = ?');
  const selectGame = db.prepare<[number], { id: number; room_code: string; game_no: number; config: string; result: string | null }>(
    'SELECT id, room_code, game_no, config, result FROM games WHERE id = ?');
  const selectActions = db.prepare<[number], { seat: number; action: string; intent_id: string | null }>(
    'SELECT seat, action, intent_id FROM actions WHERE game_id = ? ORDER BY idx');

  const probe = db.prepare('INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET checked_at = excluded.checked_at');

  const countSince = db.prepare<[string, number], { n: number }>('SELECT COUNT(*) AS n FROM rooms WHERE address = ? AND created_at >= ?');
  const selectExpired = db.prepare<[number], { code: string }>(`SELECT code FROM rooms
    WHERE status = 'lobby' AND updated_at < ? AND NOT EXISTS (SELECT 1 FROM games WHERE games.room_code = rooms.code)`);
  const deleteLobby = db.prepare(`DELETE FROM rooms
    WHERE code = ? AND status = 'lobby' AND NOT EXISTS (SELECT 1 FROM games WHERE games.room_code = rooms.code)`);

  const deleteActionsFrom = db.prepare('DELETE FROM actions WHERE game_id = ? AND idx >= ?');

  const writeBatch = db.transaction((ops: WriteOp[]) => {
    for (const op of ops) {
      if (op.kind === 'action') insertAction.run(op.gameId, op.index, op.seat, JSON.stringify(op.action), op.intentId ?? null, now());
      else if (op.kind === 'undo') deleteActionsFrom.run(op.gameId, op.keep);
      else updateResult.run(JSON.stringify(op.result), now(), op.gameId);
    }
  });

  return {
    writeBatch: (ops) => { writeBatch(ops); },
    saveRoom(room) {
      upsertRoom.run({
        code: room.code, status: room.status, address: room.address,
        createdAt: room.createdAt, updatedAt: now(), doc: JSON.stringify(room),
      });
    },
    loadRoom(code) {
      const row = selectRoom.get(code);
      return row ? readStoredRoom(JSON.parse(row.doc) as StoredRoom) : null;
    },
    roomExists: (code) => existsRoom.get(code) !== undefined,
    playingRoomCodes: () => selectPlaying.all().map((r) => r.code),
    createGame(roomCode, gameNo, config, players) {
      return Number(insertGame.run(roomCode, gameNo, JSON.stringify(config), now(), players ? JSON.stringify(players) : null).lastInsertRowid);
    },
    listGames: (roomCode) => selectGames.all(roomCode).map((g) => ({
      id: g.id, gameNo: g.game_no, config: JSON.parse(g.config) as GameConfig,
      result: g.result === null ? null : (JSON.parse(g.result) as GameResult),
      players: g.players === null ? null : (JSON.parse(g.players) as GamePlayer[]),
      actions: g.n, createdAt: g.created_at, lastActionAt: g.last_at, finishedAt: g.finished_at,
    })),
    gameIdOf: (roomCode, gameNo) => selectGameId.get(roomCode, gameNo)?.id ?? null,
    appendAction(gameId, index, seat, action, intentId = null) {
      insertAction.run(gameId, index, seat, JSON.stringify(action), intentId, now());
    },
    finishGame(gameId, result) {
      updateResult.run(JSON.stringify(result), now(), gameId);
    },
    loadGame(gameId) {
      const g = selectGame.get(gameId);
      if (!g) return null;
      return {
        id: g.id, roomCode: g.room_code, gameNo: g.game_no,
        config: JSON.parse(g.config) as GameConfig,
        actions: selectActions.all(gameId).map((a) => ({ seat: a.seat, action: JSON.parse(a.action) as unknown, intentId: a.intent_id })),
        result: g.result === null ? null : (JSON.parse(g.result) as GameResult),
      };
    },
    roomsCreatedSince: (address, since) => countSince.get(address, since)?.n ?? 0,
    expiredLobbies: (before) => selectExpired.all(before).map((r) => r.code),
    deleteLobby: (code) => deleteLobby.run(code).changes > 0,
    ping: () => db.prepare('SELECT 1').get() !== undefined,
    probeWrite() {
      probe.run(now());
    },
    close() {
      if (db.open) db.close();
    },
  };
}
