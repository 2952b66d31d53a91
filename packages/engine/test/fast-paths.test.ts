/**
 * The engine's speed paths (docs/BENCHMARKS.md "The hot path") against straightforward reference checks, at every step of random games in
 * every set of modules: the listing buffer, the remembered bonuses and prestige (src/primitives/held.ts), the
 * remembered `Rules` of the last config (src/game/compose.ts) and the rows' remembered cards (src/turn/legal.ts) are
 * all caches, so a copy of the state with fresh objects everywhere (none of them remembered) must give the same
 * listing and the same next state; every listed action must pass the full schema unchanged and be accepted by
 * `applyAction` as a copy from outside, and `applyListed` must reach the same state and events with it; and the state reached
 * must be the one rebuilt from the record.
 */
import { describe, expect, it } from 'vitest';
import type { Action, GameRecord, GameState, ModuleId, RecordedAction } from '../src/index';
import {
  ActionSchema,
  applyAction,
  applyListed,
  createGame,
  legalActions,
  MODULES,
  randomSource,
  RECORD_SCHEMA,
  replay,
} from '../src/index';

/** All 16 sets of modules. */
const SETS: ModuleId[][] = Array.from({ length: 1 << MODULES.length }, (_x, set) =>
  MODULES.filter((_m, i) => (set >> i) & 1),
);
/** Steps checked a game: enough to reach every kind of decision, short enough for the quick suite. */
const STEPS = 90;

describe('the fast paths agree with the reference checks', () => {
  it('in every set of modules, both editions: same listings and states from fresh copies, schema-valid moves, replayable records', () => {
    let steps = 0;
    let listed = 0;
    let accepted = 0;
    for (const [g, modules] of SETS.entries()) {
      const config = {
        players: 2 + (g % 3),
        seed: `fast-paths-${g}`,
        modules,
        edition: g % 2 ? ('classic' as const) : ('kahroba' as const),
      };
      const created = createGame(config);
      if (!created.ok) throw new Error(created.error.code);
      let s: GameState = created.value;
      const actions: RecordedAction[] = [];
      const record: GameRecord = { schema: RECORD_SCHEMA, config, actions };
      const rng = randomSource(`fast-paths-${g}`);
      for (let i = 0; i < STEPS && !s.result; i++) {
        const legal = legalActions(s, s.current);
        // A new list at every call: the caller may keep or change it.
        expect(legalActions(s, s.current)).not.toBe(legal);
        const copy = structuredClone(s);
        expect(legalActions(copy, copy.current)).toEqual(legal);
        for (const a of legal) {
          const parsed = ActionSchema.safeParse(a);
          expect(parsed.success).toBe(true);
          expect(parsed.data).toEqual(a);
          // Every listed move passes the full check of a move from outside (a copy is never trusted).
          const outside = applyAction(s, s.current, structuredClone(a));
          if (!outside.ok) throw new Error(`listed ${JSON.stringify(a)} refused: ${outside.error.code}`);
          // The search's path, without the checks the listing made, reaches the same state and events.
          const inside = applyListed(s, s.current, a);
          if (!inside.ok) throw new Error(`listed ${JSON.stringify(a)} refused by applyListed: ${inside.error.code}`);
          expect(inside.state).toEqual(outside.state);
          expect(inside.events).toEqual(outside.events);
          // And without its events (the search's path): the same state, no events.
          const dropped = applyListed(s, s.current, a, 'drop');
          if (!dropped.ok) throw new Error(`listed ${JSON.stringify(a)} refused without events: ${dropped.error.code}`);
          expect(dropped.state).toEqual(outside.state);
          expect(dropped.events).toEqual([]);
          accepted++;
        }
        listed += legal.length;
        const a = legal[Math.floor(rng() * legal.length)] as Action;
        const r = applyAction(s, s.current, a);
        const again = applyAction(copy, copy.current, structuredClone(a));
        if (!r.ok || !again.ok) throw new Error('a listed action was refused');
        expect(again.state).toEqual(r.state);
        expect(again.events).toEqual(r.events);
        // The input is never changed, by either path.
        expect(copy).toEqual(structuredClone(s));
        actions.push({ seat: s.current, action: a });
        s = r.state;
        steps++;
      }
      const rebuilt = replay(JSON.parse(JSON.stringify(record)) as GameRecord);
      if (!rebuilt.ok) throw new Error(rebuilt.error.code);
      expect(JSON.stringify(rebuilt.value)).toBe(JSON.stringify(s));
    }
    expect(steps).toBeGreaterThan(16 * 60);
    expect(listed).toBeGreaterThan(steps * 5);
    expect(accepted).toBe(listed);
  });
});
