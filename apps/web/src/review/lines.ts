/**
 * A move told as the table's log tells it (table/logText.ts): the move is applied to the position and its events
 * are worded; and the expert's line as states to step through, from the position before the move.
 */
import type { TFunction } from 'i18next';
import { actionKey, applyAction } from '@kahroba/engine';
import type { Action, GameEvent, GameState, Seat } from '@kahroba/engine';
import { logLine } from '../table';
import type { LogLine } from '../table/logText';

/** The sentences of `seat` playing `action` from `state` (the quiet lines left out); [] if the engine refuses it. */
export function moveLines(
  t: TFunction<'game'>,
  names: readonly string[],
  state: GameState,
  seat: Seat,
  action: Action,
): LogLine[] {
  const r = applyAction(state, seat, action);
  if (!r.ok) return [];
  return r.events.map((e) => logLine(t, names, e)).filter((l) => !l.minor);
}

export interface LineStep {
  readonly seat: Seat;
  readonly action: Action;
  /** The state after the step, and the events it made. */
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/**
 * The expert's move and the line it expects after it, applied one by one from `state`; the steps stop at the first
 * one the engine refuses or once the game is over. The line may start with the expert's move itself: it is not
 * played twice.
 */
export function lineSteps(
  state: GameState,
  best: { seat: Seat; action: Action },
  line: readonly { readonly seat: Seat; readonly action: Action }[],
): LineStep[] {
  const first = line[0];
  const rest =
    first && first.seat === best.seat && actionKey(first.action) === actionKey(best.action) ? line.slice(1) : line;
  const steps: LineStep[] = [];
  let at = state;
  for (const { seat, action } of [best, ...rest]) {
    if (at.result) break;
    const r = applyAction(at, seat, action);
    if (!r.ok) break;
    at = r.state;
    steps.push({ seat, action, state: at, events: r.events });
  }
  return steps;
}
