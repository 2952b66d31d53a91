/**
 * A room's games, kept after every rematch (`GET /api/rooms/:code/games`,
 * and the record of one finished game at `/api/rooms/:code/games/:gameNo/record`).
 * Public to anyone with the room's code, like the room summary: no tokens,
 * no member ids, no hidden information (a running game shows only whose turn it is).
 */
import type { Edition, ModuleId, Seat } from '@kahroba/engine';
import type { BotKind, RoomStatus } from './constants';

/** Who played a seat, as the room had it when the game started. */
export interface GamePlayer {
  seat: Seat;
  kind: 'human' | 'bot';
  bot: BotKind | null;
  /** The person's name; null for a computer seat. */
  name: string | null;
}

export interface GameSummary {
  /** 1 for a room's first game, +1 for each rematch. */
  gameNo: number;
  status: 'playing' | 'finished';
  /** Null for games saved before the players were kept with them. */
  players: GamePlayer[] | null;
  playerCount: number;
  modules: ModuleId[];
  edition: Edition;
  /** The seat to act in a running game; null once finished. */
  toAct: Seat | null;
  /** Winning seats (several for a shared victory); null while running. */
  winners: Seat[] | null;
  /** Prestige by seat at the end; null while running. */
  prestige: number[] | null;
  /** Actions played so far. */
  actions: number;
  /** Epoch milliseconds. */
  startedAt: number;
  /** The last accepted action (or the start), epoch milliseconds. */
  lastMoveAt: number;
  finishedAt: number | null;
}

/**
 * Whose turn it is in one room (`POST /api/turns` with the rooms' seat tokens):
 * what a page polls to tell its player "your turn" in any of their games. The
 * seat to act, never who holds it.
 */
export interface RoomTurn {
  code: string;
  status: RoomStatus;
  /** The room's game: the one running or last played, or in the lobby the one about to start. */
  gameNo: number;
  /** The seat to act in a running game, null otherwise. */
  toAct: Seat | null;
}

/** At most this many rooms are asked in one request. */
export const MAX_TURN_ROOMS = 20;
