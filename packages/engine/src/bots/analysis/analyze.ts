/**
 * The expert's analysis of a position (docs/BOTS.md, "Analysis"): expert's own search (search.ts, `searchRoot`, the
 * code path its choice comes from), then a verification phase that weighs the best few moves and those asked for
 * (`include`) on the same deals and the same playout streams (common random numbers, as the root halving does), so
 * that the difference between two moves' chances, which the marks of a review read, is measured on the same
 * luck. The values become win chances through the self-play calibration (calibration.ts).
 */
import type { Action, GameState, Seat } from '../engine';
import { actionKey, applyAction, legalActions, randomSource, viewFor } from '../engine';
import { determinize } from '../determinize';
import { searchRoot } from '../search';
import { searchSettings } from '../settings';
import type { SearchConfig } from '../tree';
import { iterate, newNode } from '../tree';
import { winChancesOf } from './calibration';
import { expectedLine } from './line';
import { reasonsFor } from './reasons';
import type { AnalysisOptions, MoveAnalysis, PositionAnalysis } from './types';

/** The share of the budget the verification phase takes (the search has the rest). */
export const VERIFY_SHARE = 0.25;
/** The candidates returned when `top` is not given. */
const TOP = 3;

interface Weighed {
  readonly action: Action;
  readonly key: string;
  /** Sum of the rewards of every seat over the verification rounds. */
  readonly sum: number[];
}

/** The root moves, best first: by the visits the search gave them (the halving's survivors), then their mean. */
function ranked(search: ReturnType<typeof searchRoot>, seat: Seat): Action[] {
  const order = new Map(search.cands.map((a, i) => [actionKey(a), i]));
  const edges = [...search.root.edges.values()].filter((e) => e.actor === seat && e.n > 0);
  edges.sort(
    (x, y) =>
      y.n - x.n ||
      y.w / y.n - x.w / x.n ||
      (order.get(actionKey(x.action)) ?? 0) - (order.get(actionKey(y.action)) ?? 0),
  );
  const out = [search.choice];
  for (const e of edges) out.push(e.action);
  for (const a of search.cands) out.push(a);
  return out;
}

/** The expert's ranked candidates for `seat`, their win chances, every seat's chances and the line it expects. */
export function analyzePosition(
  state: GameState,
  seat: Seat,
  rng: () => number,
  options: AnalysisOptions = {},
): PositionAnalysis {
  if (state.result) throw new Error('analysis: the game is over');
  if (state.current !== seat) throw new Error(`analysis: seat ${seat} is not the seat to move`);
  const full = options.fullInformation === true;
  const view = full ? state : viewFor(state, seat);
  const deal = full ? (): GameState => state : (r: () => number): GameState => determinize(view, seat, r);
  const cfg: SearchConfig = searchSettings('expert', view);
  const legal = legalActions(view, seat);
  const legalKeys = new Set(legal.map(actionKey));
  for (const a of options.include ?? [])
    if (!legalKeys.has(actionKey(a))) throw new Error(`analysis: an included move is not legal (${actionKey(a)})`);

  const budget = Math.max(1, Math.floor(options.iterations ?? cfg.iterations));
  const verifyBudget = Math.max(1, Math.floor(budget * VERIFY_SHARE));
  const clock = options.now ?? null;
  const t0 = clock === null ? 0 : clock();
  const end =
    clock === null ? null : (options.deadline ?? (options.thinkTime !== undefined ? t0 + options.thinkTime : null));
  const { shouldStop, onProgress } = options;
  const search = searchRoot(
    view,
    seat,
    rng,
    cfg,
    {
      iterations: budget - verifyBudget,
      ...(clock !== null ? { now: clock } : {}),
      ...(end !== null ? { deadline: t0 + (1 - VERIFY_SHARE) * (end - t0) } : {}),
    },
    {
      ...(full ? { deal } : {}),
      ...(shouldStop ? { shouldStop } : {}),
      ...(onProgress ? { onProgress: (done: number) => onProgress(done, budget) } : {}),
    },
  );

  // The moves to weigh: the best `top` of the search and every included one, each once.
  const top = Math.max(1, Math.floor(options.top ?? TOP));
  const weighed: Weighed[] = [];
  const add = (a: Action): void => {
    const key = actionKey(a);
    if (legalKeys.has(key) && !weighed.some((w) => w.key === key))
      weighed.push({ action: a, key, sum: new Array<number>(state.players.length).fill(0) });
  };
  for (const a of ranked(search, seat)) if (weighed.length < top) add(a);
  for (const a of options.include ?? []) add(a);

  // Verification rounds: one deal and one playout stream for every move weighed; at least one round. On a tree of
  // their own, so that every move weighed starts from nothing below it: a move the search explored deeply would
  // otherwise be valued through its tree (its best replies found) and one it pruned through playouts alone.
  const verify = newNode();
  const perRound = weighed.length;
  const rounds = Math.max(1, Math.floor(verifyBudget / perRound));
  let played = 0;
  let stopped = search.stopped;
  for (let r = 0; r < rounds; r++) {
    if (r > 0 && (shouldStop?.() === true || (clock !== null && end !== null && clock() >= end))) {
      stopped = true;
      break;
    }
    const dealt = deal(rng);
    const seed = String(Math.floor(rng() * 0x1_0000_0000));
    for (const w of weighed) {
      const reward = iterate(verify, [w.action], dealt, seat, cfg, randomSource(seed));
      for (let i = 0; i < w.sum.length; i++) w.sum[i] = (w.sum[i] as number) + (reward[i] ?? 0);
    }
    played++;
    onProgress?.(search.iterations + played * perRound, budget);
  }

  // Reasons are read on the true state (full information) or on the first deal of the seat's view.
  const before = full ? state : (search.first ?? determinize(view, seat, rng));
  const chances = weighed.map((w) => winChancesOf(w.sum.map((x) => x / played)));
  const candidates: MoveAnalysis[] = weighed
    .map((w, i) => ({
      action: w.action,
      winChance: (chances[i] as number[])[seat] as number,
      visits: (search.root.edges.get(w.key)?.n ?? 0) + played,
      reasons: reasonsFor(before, seat, w.action),
      order: i,
    }))
    .sort((x, y) => y.winChance - x.winChance || x.order - y.order)
    .map(({ order: _order, ...m }) => m);
  const best = candidates[0] as MoveAnalysis;
  const bestIndex = weighed.findIndex((w) => w.key === actionKey(best.action));
  const after = applyAction(before, seat, best.action);
  if (!after.ok) throw new Error(`analysis: the expert's move is refused (${after.error.code})`);
  return {
    seat,
    candidates,
    winChances: chances[bestIndex] as number[],
    values: (weighed[bestIndex] as Weighed).sum.map((x) => x / played),
    // The search's tree holds the longer line, unless the first candidate is a move it never searched.
    line: expectedLine(
      search.root.edges.get(actionKey(best.action))?.child ? search.root : verify,
      best.action,
      after.state,
      view,
      seat,
      cfg,
    ),
    iterations: search.iterations + played * perRound,
    stopped,
  };
}
