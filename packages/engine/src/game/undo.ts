/**
 * RULINGS R12: how far a player may take back their own actions. The engine
 * decides from the game record alone: back to the start of the player's turn,
 * only over their own actions, never over an action that revealed hidden
 * information (a refill B3.5/O2.3, a blind reservation B3.3.3, a T2 draw) or
 * another player's automatic pass (Y4), and never once the game is over.
 * Undoing is a replay of the record without the undone actions.
 */
import type { ErrorCode, Result } from '../core/errors';
import { engineError } from '../core/errors';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import type { Seat } from '../core/vocabulary';
import { applyAction } from './apply';
import type { GameRecord } from './record';
import { createGame } from './setup';

/** What undoing the last action gives, and how far further undos may go. */
export interface UndoPlan {
  /** Actions of the record kept when the last one is undone. */
  keep: number;
  /** The state after those `keep` actions: the position to go back to. */
  state: GameState;
  /** The fewest actions that may be kept: repeated undos stop there. */
  floor: number;
  /** Why repeated undos stop at `floor`: the refusal the next undo there would get. */
  stop: ErrorCode;
}

/**
 * The refusal an action (from `before`, with its `events`) imposes on undoing it (or anything before
 * it) for `seat`, or null when it revealed nothing and stayed in the turn.
 */
export function undoBarrier(before: GameState, events: readonly GameEvent[], seat: Seat): ErrorCode | null {
  // A T2 keep (a blind reservation too) shows nothing new: both cards were seen at the draw.
  const keptFromDraw = events.some((e) => e.type === 'drawnCardKept');
  for (const e of events) {
    switch (e.type) {
      case 'cardRevealed':
        // An empty place (empty deck) shows nothing that was not known.
        if (e.card !== null) return 'UNDO_REFILL';
        break;
      case 'cardReserved':
        if (e.blind && !keptFromDraw) return 'UNDO_BLIND';
        break;
      case 'cardBought':
        // B3.3.3: a blind reservation is shown to the others when bought.
        if (e.fromReserve && before.players[e.seat]?.reserved.some((r) => r.card === e.card && r.blind))
          return 'UNDO_SHOWN';
        break;
      case 'cardsDrawn':
        return 'UNDO_DRAWN';
      case 'passed':
        if (e.seat !== seat) return 'UNDO_PASSED';
        break;
      case 'gameEnded':
        return 'UNDO_FINISHED';
      default:
        break;
    }
  }
  return null;
}

/**
 * Plans undoing `seat`'s last action of `record` (R12). Replays the record
 * once: the prefix before the seat's trailing actions without keeping
 * anything, then those actions keeping each state and its events.
 */
export function planUndo(record: GameRecord, seat: Seat): Result<UndoPlan> {
  const actions = record.actions;
  const n = actions.length;
  if (n === 0) return { ok: false, error: engineError('UNDO_NOTHING') };
  let runStart = n;
  while (runStart > 0 && actions[runStart - 1]?.seat === seat) runStart--;
  if (runStart === n) return { ok: false, error: engineError('UNDO_OTHER_PLAYER') };
  const created = createGame(record.config);
  if (!created.ok) return created;
  let state = created.value;
  for (let i = 0; i < runStart; i++) {
    const { seat: s, action } = actions[i] as GameRecord['actions'][number];
    const r = applyAction(state, s, action);
    if (!r.ok) return { ok: false, error: engineError('BAD_RECORD', `action ${i}: ${r.error.code}`) };
    state = r.state;
  }
  const states: GameState[] = [state];
  const barriers: (ErrorCode | null)[] = [];
  for (let i = runStart; i < n; i++) {
    const r = applyAction(state, seat, (actions[i] as GameRecord['actions'][number]).action);
    if (!r.ok) return { ok: false, error: engineError('BAD_RECORD', `action ${i}: ${r.error.code}`) };
    barriers.push(undoBarrier(state, r.events, seat));
    state = r.state;
    states.push(state);
  }
  if (state.result !== null) return { ok: false, error: engineError('UNDO_FINISHED') };
  // The turn starts after the last other seat's action, or after this seat's last revealing one.
  let floor = runStart;
  let stop: ErrorCode = runStart === 0 ? 'UNDO_NOTHING' : 'UNDO_OTHER_PLAYER';
  for (let i = n - 1; i >= runStart; i--) {
    const barrier = barriers[i - runStart] ?? null;
    if (barrier !== null) {
      floor = i + 1;
      stop = barrier;
      break;
    }
  }
  if (floor === n) return { ok: false, error: engineError(stop) };
  return { ok: true, value: { keep: n - 1, state: states[n - 1 - runStart] as GameState, floor, stop } };
}

/** The record with only its first `keep` actions (the caller checked the undo with `planUndo`). */
export function truncateRecord(record: GameRecord, keep: number): GameRecord {
  return { ...record, actions: record.actions.slice(0, keep) };
}
