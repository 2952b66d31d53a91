/**
 * RULINGS R12 over seeded random games: at sampled points the undo the engine
 * plans is checked against an oracle built from the players' views, not
 * from the events the engine reads: an action reveals hidden information
 * when a card id shows in the player's or a spectator's view that did not
 * before. The undo goes back to exactly the earlier state, and its floor
 * never crosses a reveal, another seat's action or an automatic pass.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  HIDDEN_CARD,
  legalActions,
  MODULES,
  planUndo,
  randomSource,
  RECORD_SCHEMA,
  undoBarrier,
  viewFor,
} from '../../src/index';
import type { Action, GameEvent, GameRecord, GameState, ModuleId, Seat, Viewer, RecordedAction } from '../../src/index';

const GAMES = 16;
const SAMPLE = 0.2;

function visible(s: GameState, viewer: Viewer): Set<string> {
  const v = viewFor(s, viewer);
  const ids = [
    ...Object.values(v.rows).flat(),
    ...v.players.flatMap((p) => [...p.tableau, ...p.reserved.map((r) => r.card)]),
    ...(v.turn.decision?.type === 'keepDrawn' ? v.turn.decision.cards : []),
  ];
  return new Set(ids.filter((c): c is string => c !== null && c !== HIDDEN_CARD));
}

/** The oracle: did the action from `before` to `after` show `seat` or a spectator a card they had not seen? */
function revealed(before: GameState, after: GameState, events: GameEvent[], seat: Seat): boolean {
  for (const viewer of [seat, 'spectator'] as Viewer[]) {
    const seen = visible(before, viewer);
    for (const c of visible(after, viewer)) if (!seen.has(c)) return true;
  }
  return events.some((e) => e.type === 'passed' && e.seat !== seat) || after.result !== null;
}

function check(record: GameRecord, states: GameState[], barrier: boolean[], seat: Seat): void {
  const n = record.actions.length;
  let floor = n;
  while (floor > 0 && record.actions[floor - 1]?.seat === seat && !barrier[floor - 1]) floor--;
  const r = planUndo({ ...record, actions: record.actions.slice() }, seat);
  if (floor === n) {
    if (r.ok) {
      const b = states[n - 1] as GameState;
      const a = states[n] as GameState;
      const seen = visible(b, seat);
      throw new Error(
        `undo at ${n} for seat ${seat} must be refused: ${JSON.stringify(record.actions[n - 1])} new ${JSON.stringify([...visible(a, seat)].filter((c) => !seen.has(c)))} ${JSON.stringify(b.turn)} -> ${JSON.stringify(a.turn)}`,
      );
    }
    if (!r.ok && n > 0 && record.actions[n - 1]?.seat !== seat) expect(r.error.code).toBe('UNDO_OTHER_PLAYER');
    return;
  }
  if (!r.ok)
    throw new Error(`undo at ${n} for seat ${seat} refused: ${r.error.code}; the oracle allows back to ${floor}`);
  expect(r.value.keep).toBe(n - 1);
  expect(JSON.stringify(r.value.state)).toBe(JSON.stringify(states[n - 1]));
  expect(r.value.floor).toBe(floor);
}

describe('R12 properties over seeded random games', () => {
  it(`plans every sampled undo as the view-based oracle says, over ${GAMES} games of every module mix`, () => {
    const rng = randomSource('undo-property');
    let checked = 0;
    let allowed = 0;
    for (let g = 0; g < GAMES; g++) {
      const modules = MODULES.filter<ModuleId>((_m): _m is ModuleId => rng() < 0.5);
      const config = {
        players: 2 + (g % 3),
        seed: `undo-${g}`,
        modules,
        edition: g % 4 === 0 ? ('classic' as const) : ('kahroba' as const),
      };
      const created = createGame(config);
      if (!created.ok) throw new Error(created.error.code);
      const actions: RecordedAction[] = [];
      const record: GameRecord = { schema: RECORD_SCHEMA, config, actions };
      const states = [created.value];
      const barrier: boolean[] = [];
      let s = created.value;
      while (!s.result && record.actions.length < 600) {
        const seat = s.current;
        const legal = legalActions(s, seat);
        const action = legal[Math.floor(rng() * legal.length)] as Action;
        const r = applyAction(s, seat, action);
        if (!r.ok) throw new Error(r.error.code);
        actions.push({ seat, action });
        barrier.push(revealed(s, r.state, r.events, seat));
        // The per-action test the server keeps (undoBarrier) answers as the engine's replay would.
        const oneStep = r.state.result === null && undoBarrier(s, r.events, seat) === null;
        if (rng() < SAMPLE) expect(planUndo(record, seat).ok).toBe(oneStep);
        s = r.state;
        states.push(s);
        if (rng() < SAMPLE || s.result) {
          check(record, states, barrier, seat);
          check(record, states, barrier, (seat + 1) % config.players);
          checked += 1;
          if (planUndo(record, seat).ok) allowed += 1;
        }
      }
    }
    console.log(`undo property: ${checked} points checked, ${allowed} allowed an undo`);
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThan(checked);
  });
});
