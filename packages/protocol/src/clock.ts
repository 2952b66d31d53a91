/**
 * A running game's turn clock as every member sees it (`GameUpdate.clock`).
 * Nothing here is hidden information: the same copy goes to every seat and
 * spectator. Times are the server's epoch milliseconds; `now` lets a device
 * whose own clock is off count down correctly.
 */
import type { Seat } from '@kahroba/engine';

export interface TurnClockInfo {
  /** The server's clock when this copy was made. */
  now: number;
  /** The seat whose time runs; null when none does (a computer player is to move, or the game is over). */
  seat: Seat | null;
  /** When the turn's own time ends; from then the seat's reserve runs. Null when no time runs. */
  turnEndsAt: number | null;
  /** When the reserve is spent too and the computer player moves for the seat. Null when no time runs. */
  expiresAt: number | null;
  /** Reserve left by seat (ms), not counting what the running turn has drawn from it. */
  reserveMs: number[];
  /** Time-outs in a row by seat (TIMEOUTS_TO_STAY of them: the computer keeps the seat until its person is back). */
  timeouts: number[];
}
