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
 *
 * Under a deadline (a phone, a busy server) fewer iterations fit than the
 * budget names; planned from the budget, the phases would be cut short in
 * the first one, choosing among many moves from a few deals each. So each
 * round asks `fits` how many iterations in all are expected by the deadline
 * (from the time the rounds so far took), and the phases share what fits:
 * a slow device halves down to one move too, on fewer deals per phase.
 */
import type { Action, GameState, Seat } from './engine';
import { actionKey, randomSource } from './engine';
import { determinize } from './determinize';
import type { Node, SearchConfig } from './tree';
import { iterate } from './tree';

const mean = (root: Node, a: Action): number => {
  const e = root.edges.get(actionKey(a));
  return e && e.n > 0 ? e.w / e.n : -Infinity;
};

/** Iterations expected to fit in all, given those done so far (Infinity without a deadline). */
export type Fits = (done: number) => number;

/**
 * The best of `cands` (in prior order) after at most `budget` iterations, or fewer when `late(done)` says time is
 * up; `left` is how many moves were still in the running at the end (1 when every phase was played).
 */
export function halve(
  root: Node,
  cands: readonly Action[],
  view: GameState,
  seat: Seat,
  cfg: SearchConfig,
  rng: () => number,
  budget: number,
  late: (done: number) => boolean,
  fits: Fits = () => Infinity,
  deal: (rng: () => number) => GameState = (r) => determinize(view, seat, r),
): { choice: Action; iterations: number; left: number } {
  let alive = [...cands];
  const phases = Math.max(1, Math.ceil(Math.log2(alive.length)));
  let phasesLeft = phases;
  let done = 0;
  while (alive.length > 1) {
    const start = done;
    // This phase's share: of the budget (no deadline: the same every phase), or of what is expected to fit by the deadline.
    const share = (): number => {
      const total = fits(done);
      return total >= budget ? Math.floor(budget / phases) : Math.floor((total - start) / phasesLeft);
    };
    for (let r = 0; r < Math.max(1, Math.floor(share() / alive.length)) && done + alive.length <= budget; r++) {
      if (late(done)) return { choice: best(root, alive), iterations: done, left: alive.length };
      const dealt = deal(rng);
      const seed = String(Math.floor(rng() * 0x1_0000_0000));
      // The same deal and the same playout stream for every move of the round.
      for (const a of alive) iterate(root, [a], dealt, seat, cfg, randomSource(seed));
      done += alive.length;
    }
    if (done + alive.length > budget) break;
    phasesLeft--;
    // Stable: among equal means the move earlier in prior order stays.
    const ranked = alive.map((a, i) => ({ a, i, m: mean(root, a) })).sort((x, y) => y.m - x.m || x.i - y.i);
    alive = ranked
      .slice(0, Math.ceil(alive.length / 2))
      .sort((x, y) => x.i - y.i)
      .map((x) => x.a);
  }
  return { choice: best(root, alive), iterations: done, left: alive.length };
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
