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
import { applyAction, legalActions } from './engine';
import { actionKey, candidates, sacrificeLoss } from './candidates';
import { determinize } from './determinize';
import { finishingChecks } from './endgame';
import { rankByLookahead } from './levels';
import { playout } from './playout';
import type { BotOptions, SearchStats, SearchTuning } from './types';

export type SearchConfig = SearchTuning;

interface Edge {
  readonly action: Action;
  n: number;
  w: number;
  avail: number;
  child: Node | null;
}
interface Node {
  visits: number;
  readonly edges: Map<string, Edge>;
}
const newNode = (): Node => ({ visits: 0, edges: new Map() });

function usable(a: Action): boolean {
  return !(a.type === 'buy' && a.payment.discards.length > 0 && sacrificeLoss(a) >= 0);
}

/** One iteration: deal, descend (expanding one edge), play out, back up. */
function iterate(root: Node, rootCands: Action[], view: GameState, seat: Seat, cfg: SearchConfig, rng: () => number): void {
  let s = determinize(view, seat, rng);
  let node = root;
  const path: { edge: Edge; actor: Seat; node: Node }[] = [];
  let expanded = false;
  while (!s.result && !expanded) {
    const actor = s.current;
    const legal = legalActions(s, actor);
    if (legal.length === 0) break;
    // The seat's own moves at the root are the same in every deal: ordered once, by normal's look-ahead.
    let cands = node === root ? rootCands : candidates(s, actor, legal, cfg.payments, cfg.returns, cfg.strongholdPrior === true).filter(usable);
    if (cands.length === 0) cands = legal.slice(0, 1);
    const width = Math.min(cands.length, Math.ceil(cfg.widenBase + cfg.widenRate * Math.sqrt(node.visits)));
    let chosen: Edge | null = null;
    let played: Action | null = null;
    let bestUcb = -Infinity;
    for (let i = 0; i < width; i++) {
      const a = cands[i] as Action;
      const key = actionKey(a);
      let e = node.edges.get(key);
      if (!e) {
        e = { action: a, n: 0, w: 0, avail: 0, child: null };
        node.edges.set(key, e);
      }
      e.avail++;
      if (e.n === 0) {
        if (chosen === null || chosen.n > 0) {
          // The first unvisited edge in prior order.
          chosen = e;
          played = a;
        }
        bestUcb = Infinity;
        continue;
      }
      if (bestUcb === Infinity) continue;
      const u = e.w / e.n + cfg.exploration * Math.sqrt(Math.log(e.avail) / e.n);
      if (u > bestUcb) {
        bestUcb = u;
        chosen = e;
        played = a;
      }
    }
    if (chosen === null || played === null) break;
    // The edge keeps its first action; this deal's action with the same key is what is played.
    const r = applyAction(s, actor, played);
    if (!r.ok) throw new Error(`search move refused: ${r.error.code}`);
    s = r.state;
    path.push({ edge: chosen, actor, node });
    expanded = chosen.n === 0;
    chosen.child ??= newNode();
    node = chosen.child;
  }
  const reward = playout(s, cfg, rng);
  root.visits++;
  for (const { edge, actor, node: from } of path) {
    edge.n++;
    edge.w += reward[actor] ?? 0;
    if (from !== root) from.visits++;
  }
}

/** The most visited root move after the budget (iterations, or the deadline when a clock is given). */
export function searchChoose(view: GameState, seat: Seat, rng: () => number, cfg: SearchConfig, opts: BotOptions): Action {
  const legal = legalActions(view, seat);
  if (legal.length === 0) throw new Error('a bot was asked to move with no legal action');
  if (legal.length === 1) {
    opts.onSearch?.({ iterations: 0, candidates: 1 });
    return legal[0] as Action;
  }
  const root = newNode();
  const first = determinize(view, seat, rng);
  let rootCands = rankByLookahead(first, seat, legalActions(first, seat), cfg.payments, cfg.returns).map((x) => x.a);
  if (rootCands.length === 0) rootCands.push(legal[0] as Action);
  const budget = opts.iterations ?? cfg.iterations;
  const clock = opts.now ?? null;
  const deadline = clock === null ? null : opts.deadline ?? (opts.thinkTime !== undefined ? clock() + opts.thinkTime : null);
  if (cfg.endgame === true) {
    const checked = finishingChecks(view, first, seat, rootCands, rng);
    if (checked.win !== null) {
      opts.onSearch?.({ iterations: 0, candidates: rootCands.length });
      return checked.win;
    }
    rootCands = checked.cands;
  }
  let done = 0;
  while (done < budget) {
    if (clock !== null && deadline !== null && done > 0 && clock() >= deadline) break;
    iterate(root, rootCands, view, seat, cfg, rng);
    done++;
  }
  let best: Edge | null = null;
  for (const e of root.edges.values()) if (best === null || e.n > best.n || (e.n === best.n && e.w > best.w)) best = e;
  const stats: SearchStats = { iterations: done, candidates: root.edges.size };
  opts.onSearch?.(stats);
  return best ? best.action : (legal[0] as Action);
}
