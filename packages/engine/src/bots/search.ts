/**
 * Information-set Monte Carlo tree search (single observer): every iteration
 * deals a fresh determinization of what the seat cannot see, walks the tree
 * of moves with UCB among the moves available in that deal (availability
 * counts), widens each node progressively in prior order (at the root, the
 * order of normal's one-move look-ahead), plays out a few
 * turns with the greedy prior and cuts off with the static evaluation. Every
 * node keeps the rewards of the seat that moved there (max-n), so 3 and 4
 * players are searched as they play. Options of expert's own (SearchTuning):
 * exact finishing checks at the root (endgame.ts) and look-ahead playout
 * turns (playout.ts).
 */
import type { Action, GameState, Seat } from './engine';
import { legalActions } from './engine';
import { determinize } from './determinize';
import { finishingChecks } from './endgame';
import { halve } from './halving';
import { rankByLookahead } from './levels';
import type { Edge, SearchConfig } from './tree';
import { iterate, newNode } from './tree';
import type { BotOptions, SearchStats } from './types';

export type { SearchConfig } from './tree';

/** The most visited root move after the budget (iterations, or the deadline when a clock is given). */
export function searchChoose(
  view: GameState,
  seat: Seat,
  rng: () => number,
  cfg: SearchConfig,
  opts: BotOptions,
): Action {
  const legal = legalActions(view, seat);
  if (legal.length === 0) throw new Error('a bot was asked to move with no legal action');
  if (legal.length === 1) {
    opts.onSearch?.({ iterations: 0, candidates: 1 });
    return legal[0] as Action;
  }
  const root = newNode();
  const first = determinize(view, seat, rng);
  let rootCands = rankByLookahead(first, seat, legalActions(first, seat), cfg.payments, cfg.returns, cfg).map(
    (x) => x.a,
  );
  if (rootCands.length === 0) rootCands.push(legal[0] as Action);
  const budget = opts.iterations ?? cfg.iterations;
  const clock = opts.now ?? null;
  const deadline =
    clock === null ? null : (opts.deadline ?? (opts.thinkTime !== undefined ? clock() + opts.thinkTime : null));
  if (cfg.endgame === true) {
    const checked = finishingChecks(view, first, seat, rootCands, rng);
    if (checked.win !== null) {
      opts.onSearch?.({ iterations: 0, candidates: rootCands.length });
      return checked.win;
    }
    rootCands = checked.cands;
  }
  const late = (done: number): boolean => clock !== null && deadline !== null && done > 0 && clock() >= deadline;
  if (cfg.rootHalving === true && rootCands.length > 1) {
    // Under a deadline: the iterations expected to fit in all, from the pace of those done so far.
    const t0 = clock !== null && deadline !== null ? clock() : 0;
    const fits = (done: number): number => {
      if (clock === null || deadline === null || done === 0) return Infinity;
      const t = clock();
      return t > t0 ? done + Math.floor(((deadline - t) * done) / (t - t0)) : Infinity;
    };
    const { choice, iterations, left } = halve(root, rootCands, view, seat, cfg, rng, budget, late, fits);
    opts.onSearch?.({ iterations, candidates: rootCands.length, finalists: left });
    return choice;
  }
  let done = 0;
  while (done < budget) {
    if (late(done)) break;
    iterate(root, rootCands, determinize(view, seat, rng), seat, cfg, rng);
    done++;
  }
  let best: Edge | null = null;
  for (const e of root.edges.values()) if (best === null || e.n > best.n || (e.n === best.n && e.w > best.w)) best = e;
  const stats: SearchStats = { iterations: done, candidates: root.edges.size };
  opts.onSearch?.(stats);
  return best ? best.action : (legal[0] as Action);
}
