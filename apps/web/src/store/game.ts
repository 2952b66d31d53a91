/**
 * Game slice: this viewer's copy of the running game (the engine's
 * `viewFor`), the game log built from the server's events, and the intent
 * in flight. Pure reducers; see actions.ts.
 */
import type { Action, GameState, Seat } from '@kahroba/engine';
import type { GameUpdate, SentEvent, TurnClockInfo } from '@kahroba/protocol';

/** The log keeps the latest events only; a full replay comes from `game:record`. */
export const LOG_LIMIT = 400;

export interface PendingIntent {
  intentId: string;
  action: Action;
  /** The view version the intent was made against. */
  version: number;
}

/** The turn clock as last sent, and how far the server's clock is ahead of this device's (ms). */
export interface ClockState {
  info: TurnClockInfo;
  offset: number;
}

export interface GameSlice {
  game: {
    gameNo: number | null;
    view: GameState | null;
    /** The seat this copy was made for; null for a spectator. */
    seat: Seat | null;
    toAct: Seat | null;
    version: number;
    /** The events as sent (a stand-in's marked `standIn`). */
    log: SentEvent[];
    /** How many of the game's events came before `log[0]` (the log keeps the latest LOG_LIMIT): places chat lines in it. */
    logFrom: number;
    pending: PendingIntent | null;
    /** RULINGS R12: the server says this seat may undo (or ask to take back) the last action now. */
    undoable: boolean;
    /** The room's turn clock; null without one. */
    clock: ClockState | null;
  };
}

export const initialGame = (): GameSlice => ({
  game: {
    gameNo: null,
    view: null,
    seat: null,
    toAct: null,
    version: -1,
    log: [],
    logFrom: 0,
    pending: null,
    undoable: false,
    clock: null,
  },
});

type G = GameSlice['game'];

/**
 * Applies a server update. A new game number (rematch) starts a fresh log; an
 * older version of the same game is ignored (updates may cross a resync); a
 * sync (no events) replaces the view and keeps the log.
 */
export function gameUpdated(g: G, u: GameUpdate, receivedAt = u.clock?.now ?? 0): G {
  const sameGame = g.gameNo === u.gameNo;
  // An undo (RULINGS R12) moves the version back: that update carries the whole log and replaces ours.
  if (sameGame && u.version < g.version && !u.undone) return g;
  const clock = u.clock ? { info: u.clock, offset: u.clock.now - receivedAt } : null;
  if (u.history) {
    // A join or a sync: the server's whole log for this viewer replaces ours.
    const pending = sameGame && g.pending && g.pending.version >= u.version ? g.pending : null;
    const log = u.history.slice(-LOG_LIMIT);
    return {
      gameNo: u.gameNo,
      view: u.view,
      seat: u.seat,
      toAct: u.toAct,
      version: u.version,
      log,
      logFrom: u.history.length - log.length,
      pending,
      undoable: u.undoable === true,
      clock,
    };
  }
  if (sameGame && u.version === g.version && u.events.length === 0 && g.view) {
    // Same version again (a resync after reconnect): refresh the view only.
    return { ...g, view: u.view, seat: u.seat, toAct: u.toAct, undoable: u.undoable === true, clock };
  }
  const base = sameGame ? g.log : [];
  const all = u.events.length ? [...base, ...u.events] : base;
  const log = all.slice(-LOG_LIMIT);
  const logFrom = (sameGame ? g.logFrom : 0) + all.length - log.length;
  const pending = g.pending && g.pending.version >= u.version ? g.pending : null;
  return {
    gameNo: u.gameNo,
    view: u.view,
    seat: u.seat,
    toAct: u.toAct,
    version: u.version,
    log,
    logFrom,
    pending,
    undoable: u.undoable === true,
    clock,
  };
}

export const intentSent = (g: G, intent: PendingIntent): G => ({ ...g, pending: intent });

/** The intent got its answer (accepted or refused). */
export const intentSettled = (g: G, intentId: string): G =>
  g.pending?.intentId === intentId ? { ...g, pending: null } : g;

export const gameCleared = (): G => initialGame().game;
