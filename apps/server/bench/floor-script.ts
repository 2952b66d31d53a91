/**
 * Real messages for the transport floor (floor-server.ts): seeded 4-player
 * base games of random legal actions, each step as the game server would send
 * it — the actor's own patch (its two views diffed) and the patch the other
 * seats share (a non-actor's two views diffed), with the step's events and
 * the seat to act next — and the intent that made it.
 */
import { applyAction, createGame, eventsFor, legalActions, toAct, viewFor } from '@kahroba/engine';
import type { Action, GameState, Seat } from '@kahroba/engine';
import type { GamePatch } from '@kahroba/protocol';
import { diffViews } from '@kahroba/protocol/patch-diff';

export interface FloorStep {
  intent: { version: number; intentId: string; action: Action };
  own: GamePatch;
  shared: GamePatch;
}

export function floorScript(games: number): FloorStep[] {
  const steps: FloorStep[] = [];
  let rng = 2024;
  const random = (): number => {
    rng = (rng * 1103515245 + 12345) >>> 0;
    return rng / 0x1_0000_0000;
  };
  for (let g = 0; g < games; g++) {
    const created = createGame({ players: 4, seed: `floor-${g}`, modules: [], edition: 'kahroba' });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    let s: GameState = created.value;
    for (let guard = 0; guard < 400; guard++) {
      const seat = toAct(s);
      if (seat === null) break;
      const legal = legalActions(s, seat);
      const action = legal[Math.floor(random() * legal.length)];
      if (!action) break;
      const r = applyAction(s, seat, action);
      if (!r.ok) throw new Error(r.error.code);
      const other = (seat + 1) % 4;
      const patch = (viewer: Seat): GamePatch => ({
        gameNo: g + 1,
        from: s.version,
        version: r.state.version,
        patch: diffViews(viewFor(s, viewer), viewFor(r.state, viewer)),
        events: eventsFor(r.events, viewer),
        toAct: toAct(r.state),
      });
      steps.push({
        intent: { version: s.version, intentId: `floor-${steps.length}`, action },
        own: patch(seat),
        shared: patch(other),
      });
      s = r.state;
    }
  }
  return steps;
}
