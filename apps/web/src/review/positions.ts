/**
 * The positions a review analyses: the full state before each action of a finished game's record (hidden cards and
 * decks included: the game is over), who moved there and what they played, and the final state.
 */
import { applyAction, createGame } from '@kahroba/engine';
import type { Action, GameRecord, GameState, Seat } from '@kahroba/engine';

export interface ReviewPosition {
  /** The action's index in the record: the position is the state before it. */
  readonly index: number;
  readonly state: GameState;
  readonly seat: Seat;
  readonly played: Action;
}

export interface ReviewGame {
  readonly positions: readonly ReviewPosition[];
  /** The state after the last action; its `result` is set for a finished game. */
  readonly final: GameState;
}

/** The record replayed, or null when the engine refuses its set-up or one of its actions, or it is unfinished. */
export function reviewGame(record: GameRecord): ReviewGame | null {
  const created = createGame(record.config);
  if (!created.ok) return null;
  let state = created.value;
  const positions: ReviewPosition[] = [];
  for (const [index, { seat, action }] of record.actions.entries()) {
    positions.push({ index, state, seat, played: action });
    const r = applyAction(state, seat, action);
    if (!r.ok) return null;
    state = r.state;
  }
  return state.result ? { positions, final: state } : null;
}

/**
 * The id of a game for the stored review: the record's seed (random for every game, hot-seat and online), its length,
 * and a 32-bit FNV-1a checksum of the whole record, so the same game reviewed from a file, My games or the replay
 * screen finds the same review, and two records that differ anywhere never share one.
 */
export function gameIdOf(record: GameRecord): string {
  const text = JSON.stringify(record);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${record.config.seed}|${record.actions.length}|${h.toString(16).padStart(8, '0')}`;
}

/** Every seat's share of the win at the end: the winners share it, ties included. */
export function finalChances(final: GameState): number[] {
  const winners = final.result?.winners ?? [];
  return final.players.map((_, seat) => (winners.includes(seat) ? 1 / winners.length : 0));
}
