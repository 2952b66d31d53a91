/**
 * One viewer's copy of the game as the server sends it (`game:update`, the
 * answers to join, sync, start and rematch), and as a `game:patch` rebuilds
 * it (patch.ts). Its own module, so patch.ts and index.ts need not import
 * each other.
 */
import type { GameEvent, GameState, Seat } from '@kahroba/engine';
import type { TurnClockInfo } from './clock';

/**
 * A game event as the server sends it. `standIn`: a computer player made it
 * for a person's seat (that seat's turn ran out, or the host handed the seat
 * of an away player to the computer, RULES Y4), so a log can say "Computer
 * for Ana took…". Public, like the seat's `takenOver`; set only on the
 * acting seat's own events (never on the next seat's `turnStarted`).
 */
export type SentEvent = GameEvent & { standIn?: true };

export interface GameUpdate {
  gameNo: number;
  version: number;
  /** The viewer this copy was made for. */
  seat: Seat | null;
  /** `viewFor(state, seat | 'spectator')`. */
  view: GameState;
  /** New events since the previous update, `eventsFor(events, viewer)`; [] on a sync. */
  events: SentEvent[];
  /** Whose move it is, or null once finished. */
  toAct: Seat | null;
  /**
   * Every event of the game so far, `eventsFor` this viewer: only in the
   * answers to `room:join`, `game:sync` and `room:start`, so a reload, a
   * reconnect or a late joiner (spectators too) has the whole log.
   */
  history?: SentEvent[];
  /** RULINGS R12: actions were undone; this update (with `history`) replaces the game although its version is lower. */
  undone?: boolean;
  /**
   * RULINGS R12: present (true) only in the copy of the seat that may undo the last action now (alone) or ask to take
   * it back; on a device holding several seats (acting.ts), also in the spectators' copy it holds behind the pass
   * screen when one of its seats made the last action (that action is public; the copy says nothing more).
   */
  undoable?: boolean;
  /** The turn clock, when the room has one. */
  clock?: TurnClockInfo;
}
