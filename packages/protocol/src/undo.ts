/**
 * Undo online (RULINGS R12): `game:undo` and `game:takeBackAnswer`, and the
 * `game:takeBack` push. Alone with computer players, `game:undo` takes back
 * the sender's last action at once. With several people at the table it asks
 * for a take-back instead: applied only if every other person accepts within
 * `TAKEBACK_MS`, before the next player acts; a refusal, the time running out
 * or the game moving on changes nothing.
 */
import { z } from 'zod';
import type { Seat } from '@kahroba/engine';
import { ActingSeat } from './acting';

/** How long the other people have to accept a take-back. */
export const TAKEBACK_MS = 20_000;

export const GameUndoSchema = z
  .object({
    /** `view.version` the request was made against: a stale one is refused. */
    version: z.number().int().min(0),
    /** Optional `GameUpdate.gameNo`, as for `game:act`. */
    gameNo: z.number().int().min(1).optional(),
    /** The seat asking, on a device that holds several (acting.ts). */
    as: ActingSeat,
  })
  .strict();

export const TakeBackAnswerSchema = z
  .object({
    /** The request answered (`TakeBackInfo.id`). */
    id: z.string().min(1).max(32),
    accept: z.boolean(),
    /** The seat answering, on a device that holds several: each answers for itself. */
    as: ActingSeat,
  })
  .strict();

export type GameUndoPayload = z.input<typeof GameUndoSchema>;
export type TakeBackAnswerPayload = z.input<typeof TakeBackAnswerSchema>;

/**
 * A take-back request as everyone in the room sees it. The outcome codes:
 * `TAKEBACK_REFUSED` (someone said no), `TAKEBACK_EXPIRED` (not everyone
 * accepted in time), `TAKEBACK_STALE` (the game moved on first).
 */
export interface TakeBackInfo {
  id: string;
  /** The seat asking to take back its last action. */
  seat: Seat;
  /** The game version the request was made at. */
  version: number;
  /** Epoch ms when the request lapses. */
  expiresAt: number;
  /** The seats that must accept, and those that have. */
  voters: Seat[];
  accepted: Seat[];
  status: 'pending' | 'applied' | 'refused' | 'expired' | 'stale';
  code: 'TAKEBACK_REFUSED' | 'TAKEBACK_EXPIRED' | 'TAKEBACK_STALE' | null;
}

export interface UndoneData {
  /** The game version now (lower than before when the undo was applied). */
  version: number;
  /** True when the action was taken back at once (nobody else to ask). */
  applied: boolean;
  /** The request now waiting for the others, when there are others to ask. */
  takeBack: TakeBackInfo | null;
}
