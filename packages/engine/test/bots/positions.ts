/**
 * Seeded positions for the bot tests: games played by a random player that
 * favours blind reservations (so that hidden reserved cards and T2 draws
 * occur), sampled every few steps, for every module set the tests ask.
 */
import type { Action, GameState, ModuleId } from '../../src/index';
import { applyAction, createGame, legalActions, MODULES, randomSource } from '../../src/index';

/** Base, each module alone, all four. */
export const MODULE_SETS: ModuleId[][] = [[], ...MODULES.map((m) => [m]), [...MODULES]];

function move(s: GameState, rng: () => number): Action {
  const legal = legalActions(s, s.current);
  const blind = legal.filter((a) => a.type === 'reserveDeck');
  const buys = legal.filter((a) => a.type === 'buy');
  const r = rng();
  if (blind.length > 0 && r < 0.2) return blind[Math.floor(rng() * blind.length)] as Action;
  if (buys.length > 0 && r < 0.7) return buys[Math.floor(rng() * buys.length)] as Action;
  return legal[Math.floor(rng() * legal.length)] as Action;
}

/** `count` positions of one seeded game (every `every` steps), unfinished ones only. */
export function positions(players: number, modules: ModuleId[], seed: string, count: number, every = 7): GameState[] {
  const created = createGame({ players, seed, modules });
  if (!created.ok) throw new Error(created.error.code);
  let s = created.value;
  const rng = randomSource(`${seed}-moves`);
  const out: GameState[] = [];
  for (let step = 0; !s.result && out.length < count && step < 3000; step++) {
    if (step % every === every - 1) out.push(s);
    const r = applyAction(s, s.current, move(s, rng));
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return out;
}
