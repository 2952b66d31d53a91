/**
 * Expert's root (option `rootHalving`): sequential halving with common
 * random numbers instead of UCB. The budget is split over log2(K) phases;
 * in each, every move still in the running is searched the same number of
 * times, and the worse half (by mean reward) leaves. Within a round all
 * moves get the same deal of what the seat cannot see and the same random
 * stream for their playouts, so a move's luck is its rivals' luck too and
 * the differences between moves, the only thing the choice reads, are far
 * less noisy than separate samples. Below the root the tree is the usual
 * one (tree.ts). Halving spends the budget on telling the best moves apart
 * (simple regret), which is all a root choice needs; UCB also minimises
 * visits to poor moves, which only matters inside the tree.
 */
import type { Action, GameState, Seat } from './engine';
import { randomSource } from './engine';
import { actionKey } from './candidates';
import { determinize } from './determinize';
import type { Node, SearchConfig } from './tree';
import { iterate } from './tree';

const mean = (root: Node, a: Action): number => {
  const e = root.edges.get(actionKey(a));
  return e && e.n > 0 ? e.w / e.n : -Infinity;
};

/** The best of `cands` (in prior order) after at most `budget` iterations, or fewer when `late(done)` says time is up. */
export function halve(
  root: Node, cands: readonly Action[], view: GameState, seat: Seat, cfg: SearchConfig, rng: () => number,
  budget: number, late: (done: number) => boolean,
): { choice: Action; iterations: number } {
  let alive = [...cands];
  const phases = Math.max(1, Math.ceil(Math.log2(alive.length)));
  const perPhase = Math.floor(budget / phases);
  let done = 0;
  while (alive.length > 1) {
    const rounds = Math.max(1, Math.floor(perPhase / alive.length));
    for (let r = 0; r < rounds && done + alive.length <= budget; r++) {
      if (late(done)) return { choice: best(root, alive), iterations: done };
      const deal = determinize(view, seat, rng);
      const seed = String(Math.floor(rng() * 0x1_0000_0000));
      // The same deal and the same playout stream for every move of the round.
      for (const a of alive) iterate(root, [a], deal, seat, cfg, randomSource(seed));
      done += alive.length;
    }
    if (done + alive.length > budget) break;
    // Stable: among equal means the move earlier in prior order stays.
    const ranked = alive.map((a, i) => ({ a, i, m: mean(root, a) })).sort((x, y) => y.m - x.m || x.i - y.i);
    alive = ranked.slice(0, Math.ceil(alive.length / 2)).sort((x, y) => x.i - y.i).map((x) => x.a);
  }
  return { choice: best(root, alive), iterations: done };
}

/** The move of highest mean reward (the earliest in prior order among equals). */
function best(root: Node, alive: readonly Action[]): Action {
  let choice = alive[0] as Action;
  let top = mean(root, choice);
  for (const a of alive) {
    const m = mean(root, a);
    if (m > top) [choice, top] = [a, m];
  }
  return choice;
}
