/**
 * What is stored, and the one interface both storage engines implement:
 * embedded SQLite (sqlite.ts, the default) and PostgreSQL (postgres.ts,
 * with DATABASE_URL; data-dir.ts opens the one configured). A room is one document (settings,
 * seats, members with hashed tokens); a game is its record: config (with the
 * seed) plus one row per accepted action, committed before the action is
 * acknowledged. Unfinished games are rebuilt by replaying it.
 */
import type { GameConfig, GameResult, Seat } from '@kahroba/engine';
import { BotKindSchema, DEFAULT_BOT_KIND, DEFAULT_TURN_CLOCK } from '@kahroba/protocol';
import type { BotKind, ChatMessage, GamePlayer, RoomSettings, RoomStatus } from '@kahroba/protocol';
import type { PlayerStore } from '../players/store';

export interface StoredMember {
  id: string;
  /** sha256 of the secret token; the token itself is never stored. */
  tokenHash: string;
  name: string;
  seat: Seat | null;
  /** A spectator who asked the host for a seat, before the start (cleared once seated). */
  wantsSeat?: boolean | undefined;
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
 * A game's turn clock as saved (room/turn-clock.ts keeps it): the turn it is on,
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
  /** Table talk (room/chat.ts); absent until the first message or setting. Never part of a game record. */
  chat?: StoredChat | undefined;
  /** TEST_MODE stacked set-up to use for every game of the room (and shorter clock times). */
  test?:
    | {
        seed?: string | undefined;
        firstPlayer?: number | undefined;
        setup?: unknown;
        clockMs?: { turnMs: number; reserveMs: number } | undefined;
      }
    | undefined;
  /** The running game's turn clock (room/turn-clock.ts); absent while the room has no clock or no game. */
  clock?: StoredClock | undefined;
  /** The hints asked in the room's games (room/hints.ts), oldest first; absent until the first. */
  hints?: StoredHint[] | undefined;
}

/** One hint asked (protocol `HintUsed`), with the game of the room it was asked in. */
export interface StoredHint {
  gameNo: number;
  seat: Seat;
  round: number;
  /** The game's events before it: its place in the log. */
  at: number;
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
export type WriteOp = (
  | { kind: 'action'; gameId: number; index: number; seat: Seat; action: unknown; intentId?: string | null }
  | { kind: 'finish'; gameId: number; result: GameResult }
  | { kind: 'undo'; gameId: number; keep: number }
) & { fence?: Fence | undefined };

/**
 * Several nodes (cluster/leases.ts): the fencing number of the lease under which
 * a node writes for a room. A write carrying one is refused (FencedError)
 * when the room's row has a higher one, i.e. when another node has taken the
 * room since; an accepted write raises the row's number to it. Writes without
 * one (a single node) are never refused for this.
 */
export interface Fence {
  room: string;
  n: number;
}

/** Writes refused because another node holds a newer lease on these rooms; nothing of the batch was committed. */
export class FencedError extends Error {
  readonly code = 'FENCED';
  readonly rooms: string[];

  constructor(rooms: string[]) {
    super(`another node holds the lease of room ${rooms.join(', ')}`);
    this.rooms = rooms;
  }
}

/**
 * The rooms-per-address cap (rooms.ts), checked by the first save of a new
 * room: it is written only while its address has fewer than `max` rooms
 * created at or after `since`. The count and the write are one step, on
 * every node at once (PostgreSQL: a transaction holding a lock per address).
 */
export interface RoomCap {
  since: number;
  max: number;
}

/** The room was not written: its address has opened `RoomCap.max` rooms in the window already. */
export class RoomCapError extends Error {
  readonly code = 'ROOM_CAP';

  constructor(address: string) {
    super(`address ${address} has opened as many rooms as it may`);
  }
}

/** The distinct fences of a batch (each checked once in its transaction). */
export function fencesOf(ops: WriteOp[]): Fence[] {
  const seen = new Map<string, Fence>();
  for (const op of ops) if (op.fence) seen.set(`${op.fence.room}:${op.fence.n}`, op.fence);
  return [...seen.values()];
}

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
  /** When the last action was committed (the store's clock), null without actions or for actions saved without a time. */
  lastActionAt: number | null;
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
 * a room saved before turn clocks has none (one saved before hints has no `hints`: none allowed).
 */
export function readStoredRoom(doc: StoredRoom): StoredRoom {
  const level = (bot: unknown): BotKind => {
    const read = BotKindSchema.safeParse(bot);
    return read.success ? read.data : DEFAULT_BOT_KIND;
  };
  const settings = {
    ...doc.settings,
    clock: doc.settings.clock ?? DEFAULT_TURN_CLOCK,
    standIn: level(doc.settings.standIn),
  };
  return { ...doc, settings, seats: doc.seats.map((s) => ({ ...s, bot: s.bot === null ? null : level(s.bot) })) };
}

/**
 * What the server needs from storage, on either engine (sqlite.ts,
 * postgres.ts); tests may wrap one. Every method resolves once its write is
 * committed (durable), so a caller that awaits it before answering never
 * acknowledges what is not on disk. Writes of one room are issued from its
 * serial queue; `writeBatch` carries the actions of many rooms (group-commit.ts).
 * With several nodes every write of a room carries the fencing number of
 * its lease (`Fence`), checked in that write's own transaction.
 */
export interface Store {
  /** Which engine: 'sqlite' (embedded, the default) or 'postgres' (DATABASE_URL). */
  readonly engine: 'sqlite' | 'postgres';
  /** Claimed names, passkeys, sessions and attached seats (players/store.ts), in the same database. */
  readonly players: PlayerStore;
  /**
   * With a fence: refused (FencedError) when the room's row has a higher one.
   * With a cap (a new room): refused (RoomCapError) when its address has opened so many rooms already.
   */
  saveRoom(room: StoredRoom, fence?: Fence, cap?: RoomCap): Promise<void>;
  /**
   * Raises the room's fencing number to `fence.n` (a node that has just taken
   * its lease) and returns the number the row had before (0 for a room not in
   * the database yet): the room is claimed only when that is below `fence.n`.
   */
  claimRoom(fence: Fence): Promise<number>;
  loadRoom(code: string): Promise<StoredRoom | null>;
  roomExists(code: string): Promise<boolean>;
  /** Codes of rooms whose game is running (restored at start). */
  playingRoomCodes(): Promise<string[]>;
  /** With a fence: refused (FencedError) when the room's row has a higher one. */
  createGame(
    roomCode: string,
    gameNo: number,
    config: GameConfig,
    players?: GamePlayer[],
    fence?: Fence,
  ): Promise<number>;
  /** Every game of a room, first to last (kept after rematches). */
  listGames(roomCode: string): Promise<StoredGameRow[]>;
  /** The id of a room's game number `gameNo`, or null. */
  gameIdOf(roomCode: string, gameNo: number): Promise<number | null>;
  /** Appends action number `index` (0-based); durable when it resolves. */
  appendAction(gameId: number, index: number, seat: Seat, action: unknown, intentId?: string | null): Promise<void>;
  finishGame(gameId: number, result: GameResult): Promise<void>;
  /** Several appends / finishes / undos in one transaction: all committed when it resolves, or none. */
  writeBatch(ops: WriteOp[]): Promise<void>;
  loadGame(gameId: number): Promise<StoredGame | null>;
  /** Rooms created by `address` at or after `since` (the per-address cap). */
  roomsCreatedSince(address: string, since: number): Promise<number>;
  /**
   * The open lobby (lobby/feed.ts): the documents of rooms marked open that are
   * still in their lobby, the oldest first, at most `limit`.
   */
  openLobbies(limit: number): Promise<StoredRoom[]>;
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
