/**
 * What is stored, and the one interface both storage engines implement:
 * embedded SQLite (sqlite-store.ts, the default) and PostgreSQL (pg-store.ts,
 * with DATABASE_URL; data-dir.ts opens the one configured). A room is one document (settings,
 * seats, members with hashed tokens); a game is its record: config (with the
 * seed) plus one row per accepted action, committed before the action is
 * acknowledged. Unfinished games are rebuilt by replaying it.
 */
import type { GameConfig, GameResult, Seat } from '@kahroba/engine';
import { BotKindSchema, DEFAULT_BOT_KIND } from '@kahroba/protocol';
import type { BotKind, GamePlayer, RoomSettings, RoomStatus } from '@kahroba/protocol';

export interface StoredMember {
  id: string;
  /** sha256 of the secret token; the token itself is never stored. */
  tokenHash: string;
  name: string;
  seat: Seat | null;
}

export interface StoredSeat {
  kind: 'human' | 'bot';
  /** The bot of a computer seat, or the one playing a taken-over human seat. */
  bot: BotKind | null;
  /** A human seat played by `bot` while its player is away. */
  takenOver: boolean;
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
  /** TEST_MODE stacked set-up to use for every game of the room. */
  test?: { seed?: string | undefined; firstPlayer?: number | undefined; setup?: unknown } | undefined;
}

/** One write of a batch: an accepted action, or a game's result (the store applies a batch in one transaction). */
export type WriteOp =
  | { kind: 'action'; gameId: number; index: number; seat: Seat; action: unknown; intentId?: string | null }
  | { kind: 'finish'; gameId: number; result: GameResult };

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
 * kinds of before the levels ('random', 'greedy') play as 'easy' and 'normal'.
 */
export function readStoredRoom(doc: StoredRoom): StoredRoom {
  const level = (bot: unknown): BotKind => {
    const read = BotKindSchema.safeParse(bot);
    return read.success ? read.data : DEFAULT_BOT_KIND;
  };
  return { ...doc, seats: doc.seats.map((s) => ({ ...s, bot: s.bot === null ? null : level(s.bot) })) };
}

/**
 * What the server needs from storage, on either engine (sqlite-store.ts,
 * pg-store.ts); tests may wrap one. Every method resolves once its write is
 * committed (durable), so a caller that awaits it before answering never
 * acknowledges what is not on disk. Writes of one room are issued from its
 * serial queue; `writeBatch` carries the actions of many rooms (group-commit.ts).
 * A fencing number for several nodes would be added to `WriteOp` and checked
 * in `writeBatch`'s transaction; nothing else of this interface would change.
 */
export interface Store {
  /** Which engine: 'sqlite' (embedded, the default) or 'postgres' (DATABASE_URL). */
  readonly engine: 'sqlite' | 'postgres';
  saveRoom(room: StoredRoom): Promise<void>;
  loadRoom(code: string): Promise<StoredRoom | null>;
  roomExists(code: string): Promise<boolean>;
  /** Codes of rooms whose game is running (restored at start). */
  playingRoomCodes(): Promise<string[]>;
  createGame(roomCode: string, gameNo: number, config: GameConfig, players?: GamePlayer[]): Promise<number>;
  /** Every game of a room, first to last (kept after rematches). */
  listGames(roomCode: string): Promise<StoredGameRow[]>;
  /** The id of a room's game number `gameNo`, or null. */
  gameIdOf(roomCode: string, gameNo: number): Promise<number | null>;
  /** Appends action number `index` (0-based); durable when it resolves. */
  appendAction(gameId: number, index: number, seat: Seat, action: unknown, intentId?: string | null): Promise<void>;
  finishGame(gameId: number, result: GameResult): Promise<void>;
  /** Several appends / finishes in one transaction: all committed when it resolves, or none. */
  writeBatch(ops: WriteOp[]): Promise<void>;
  loadGame(gameId: number): Promise<StoredGame | null>;
  /** Rooms created by `address` at or after `since` (the per-address cap). */
  roomsCreatedSince(address: string, since: number): Promise<number>;
  /** Codes of rooms whose game never started and that have not changed since `before`. */
  expiredLobbies(before: number): Promise<string[]>;
  /** Deletes a room that never had a game (refused for one that had). */
  deleteLobby(code: string): Promise<boolean>;
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  /** One small committed write; rejects when the database cannot be written (full disk, read-only, I/O error, connection lost). */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}
