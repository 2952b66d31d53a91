/** A finished game's record folded into one spectator view and the events of each step. */
import { applyAction, createGame, eventsFor, viewFor } from '@kahroba/engine';
import type { GameEvent, GameRecord, GameState } from '@kahroba/engine';

export interface ReplayTimeline {
  /** views[0] is the set-up; views[i] follows action i. */
  views: GameState[];
  /** events[i] are those of action i (events[0] is empty). */
  events: GameEvent[][];
  /** Index of the first action the engine refused, or null. */
  brokenAt: number | null;
}

export function buildReplay(record: GameRecord): ReplayTimeline | null {
  const created = createGame(record.config);
  if (!created.ok) return null;
  let state = created.value;
  const views = [viewFor(state, 'spectator')];
  const events: GameEvent[][] = [[]];
  for (const [i, { seat, action }] of record.actions.entries()) {
    const r = applyAction(state, seat, action);
    if (!r.ok) return { views, events, brokenAt: i };
    state = r.state;
    views.push(viewFor(state, 'spectator'));
    events.push(eventsFor(r.events, 'spectator'));
  }
  return { views, events, brokenAt: null };
}
