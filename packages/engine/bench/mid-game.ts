/** The search benches' positions: a seeded game played by `normal` to round 8 (the start of a turn). */
import type { GameState, ModuleId } from '../src/index';
import { applyAction, createGame, randomSource, viewFor } from '../src/index';
import { createBot } from '../src/bots/index';

export function midGame(players: number, modules: ModuleId[], seed: string): GameState {
  const created = createGame({ players, seed, modules });
  if (!created.ok) throw new Error(created.error.code);
  let s = created.value;
  const normal = createBot('normal');
  const rng = randomSource(seed);
  while (!s.result && (s.round < 8 || s.turn.decision !== null)) {
    const r = applyAction(s, s.current, normal.choose(viewFor(s, s.current), s.current, rng));
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return s;
}
