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
 * turns (playout.ts). `searchRoot` is the one code path of the bots' choice
 * and of the analysis (analysis/analyze.ts), which reads the root it returns.
 */
import type { Action, GameState, Seat } from './engine';
import { legalActions } from './engine';
import { determinize } from './determinize';
import { finishingChecks } from './endgame';
import { halve } from './halving';
import { rankByLookahead } from './levels';
import type { Edge, Node, SearchConfig } from './tree';
import { iterate, newNode } from './tree';
import type { BotOptions } from './types';

export type { SearchConfig } from './tree';

/** What the analysis adds to a bot's search; a bot passes none, and then nothing else changes. */
export interface SearchHooks {
  /** The deal of one iteration (default: a determinization of the view; the analysis of a finished game: the true state). */
  deal?: (rng: () => number) => GameState;
  /** Polled with the deadline: true ends the search. */
  shouldStop?: () => boolean;
  /** Called each time the deadline is polled, with iterations done and the budget. */
  onProgress?: (done: number, budget: number) => void;
}

/** The root of one search, as the bot chose from it. */
export interface RootSearch {
  readonly choice: Action;
  /** How the choice was made: the only legal move, a move that wins at once (endgame.ts), or the search. */
  readonly by: 'only' | 'win' | 'search';
  readonly root: Node;
  /** The root candidates the search weighed, in prior order (after the finishing checks). */
  readonly cands: readonly Action[];
  /** The first deal (the root candidates were ordered on it). */
  readonly first: GameState | null;
  readonly iterations: number;
  /** Root halving only: the moves still in the running at the end. */
  readonly left?: number;
  /** The deadline or `shouldStop` ended the search before its budget. */
  readonly stopped: boolean;
}

/** The search from `view` for `seat`, with the root it chose from. */
export function searchRoot(
  view: GameState,
  seat: Seat,
  rng: () => number,
  cfg: SearchConfig,
  opts: BotOptions,
  hooks: SearchHooks = {},
): RootSearch {
  const legal = legalActions(view, seat);
  if (legal.length === 0) throw new Error('a bot was asked to move with no legal action');
  const root = newNode();
  if (legal.length === 1)
    return { choice: legal[0] as Action, by: 'only', root, cands: legal, first: null, iterations: 0, stopped: false };
  const deal = hooks.deal ?? ((r: () => number): GameState => determinize(view, seat, r));
  const first = deal(rng);
  let rootCands = rankByLookahead(first, seat, legalActions(first, seat), cfg.payments, cfg.returns, cfg).map(
    (x) => x.a,
  );
  if (rootCands.length === 0) rootCands.push(legal[0] as Action);
  const budget = opts.iterations ?? cfg.iterations;
  const clock = opts.now ?? null;
  const deadline =
    clock === null ? null : (opts.deadline ?? (opts.thinkTime !== undefined ? clock() + opts.thinkTime : null));
  if (cfg.endgame === true) {
    const checked = finishingChecks(view, first, seat, rootCands, rng, hooks.deal);
    if (checked.win !== null)
      return { choice: checked.win, by: 'win', root, cands: rootCands, first, iterations: 0, stopped: false };
    rootCands = checked.cands;
  }
  let stopped = false;
  const { shouldStop, onProgress } = hooks;
  const late = (done: number): boolean => {
    onProgress?.(done, budget);
    if ((clock !== null && deadline !== null && done > 0 && clock() >= deadline) || shouldStop?.() === true)
      stopped = true;
    return stopped;
  };
  if (cfg.rootHalving === true && rootCands.length > 1) {
    // Under a deadline: the iterations expected to fit in all, from the pace of those done so far.
    const t0 = clock !== null && deadline !== null ? clock() : 0;
    const fits = (done: number): number => {
      if (clock === null || deadline === null || done === 0) return Infinity;
      const t = clock();
      return t > t0 ? done + Math.floor(((deadline - t) * done) / (t - t0)) : Infinity;
    };
    const h = halve(root, rootCands, view, seat, cfg, rng, budget, late, fits, hooks.deal);
    return {
      choice: h.choice,
      by: 'search',
      root,
      cands: rootCands,
      first,
      iterations: h.iterations,
      left: h.left,
      stopped,
    };
  }
  let done = 0;
  while (done < budget) {
    if (late(done)) break;
    iterate(root, rootCands, deal(rng), seat, cfg, rng);
    done++;
  }
  let best: Edge | null = null;
  for (const e of root.edges.values()) if (best === null || e.n > best.n || (e.n === best.n && e.w > best.w)) best = e;
  const choice = best ? best.action : (legal[0] as Action);
  return { choice, by: 'search', root, cands: rootCands, first, iterations: done, stopped };
}

/** The most visited root move after the budget (iterations, or the deadline when a clock is given). */
export function searchChoose(
  view: GameState,
  seat: Seat,
  rng: () => number,
  cfg: SearchConfig,
  opts: BotOptions,
): Action {
  const r = searchRoot(view, seat, rng, cfg, opts);
  if (r.by === 'only') opts.onSearch?.({ iterations: 0, candidates: 1 });
  else if (r.by === 'win') opts.onSearch?.({ iterations: 0, candidates: r.cands.length });
  else if (r.left !== undefined)
    opts.onSearch?.({ iterations: r.iterations, candidates: r.cands.length, finalists: r.left });
  else opts.onSearch?.({ iterations: r.iterations, candidates: r.root.edges.size });
  return r.choice;
}
