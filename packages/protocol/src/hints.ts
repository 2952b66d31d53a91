/**
 * Hints during a game (RULINGS U2; docs/ARCHITECTURE.md "Hints during a game"): a seat asks the expert for a move. The
 * analysis runs on the asking client, on the view it already holds (never on
 * the server, which is told only that a hint was asked): `game:hint` is
 * refused with `HINTS_OFF` where the room's host did not allow hints, and
 * with the engine's `NOT_YOUR_TURN` / `GAME_OVER` or `NOT_SEATED` otherwise;
 * an accepted one is kept with the game and shown to everyone at the table
 * (`RoomInfo.hints`). What counts (docs/RULINGS.md U2): a seat's hint is
 * counted once per turn, when it is asked.
 */
import { z } from 'zod';
import type { GameRecord, Seat } from '@kahroba/engine';
import { ActingSeat } from './acting-seat';

export const GameHintSchema = z
  .object({
    /** `view.version` the hint is asked on: a stale one is refused (`STALE_VERSION`). */
    version: z.number().int().min(0),
    /** Optional `GameUpdate.gameNo`, as for `game:act`. */
    gameNo: z.number().int().min(1).optional(),
    /** The seat asking, on a device that holds several (acting.ts). */
    as: ActingSeat,
  })
  .strict();
export type GameHintPayload = z.input<typeof GameHintSchema>;

/** One hint asked: by which seat, in which turn, and after how many of the game's events (its place in the log). */
export interface HintUsed {
  seat: Seat;
  /** The round and the seat's turn in it: a seat's hints are counted once per turn. */
  round: number;
  /** Events of the game before it: the log shows "hint used" after them. */
  at: number;
}

/** The current game's hints, as every member of the room sees them (nothing in it is hidden). */
export interface HintsInfo {
  gameNo: number;
  used: HintUsed[];
}

export interface HintedData {
  /** False when this seat had already asked in this turn: nothing new was counted. */
  counted: boolean;
  /** Hints so far by seat index. */
  counts: number[];
}

/** A finished game's record as the server serves it: `hints` by seat when any was asked (the engine's reader ignores it). */
export type ServedRecord = GameRecord & { hints?: number[] };
