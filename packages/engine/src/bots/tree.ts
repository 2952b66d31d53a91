/**
 * The search tree of hard and expert (search.ts): nodes keep, per move
 * (keyed by actionKey), visits, the rewards of the seat that moved there
 * (max-n) and how often the move was available (ISMCTS availability
 * counts). One iteration walks it on one deal of what the seat cannot see.
 * With `rivalPolicy` (expert at 3–4 players) the rivals' moves on the way are
 * played by the playout policy and are no edges: the tree holds the seat's
 * own moves only.
 */
import type { Action, GameState, Seat } from './engine';
import { actionKey, applyAction, applyListed, legalActions } from './engine';
import { candidates, playoutMove, sacrificeLoss } from './candidates';
import { playout } from './playout';
import type { SearchTuning } from './types';

export type SearchConfig = SearchTuning;

export interface Edge {
  readonly action: Action;
  /** The seat that plays it. */
  readonly actor: Seat;
  n: number;
  w: number;
  avail: number;
  child: Node | null;
}
export interface Node {
  visits: number;
  readonly edges: Map<string, Edge>;
}
export const newNode = (): Node => ({ visits: 0, edges: new Map() });

function usable(a: Action): boolean {
  return !(a.type === 'buy' && a.payment.discards.length > 0 && sacrificeLoss(a) >= 0);
}

/** One iteration on a deal of what the seat cannot see: descend (expanding one edge), play out, back up; the rewards, by seat. */
export function iterate(
  root: Node,
  rootCands: readonly Action[],
  deal: GameState,
  seat: Seat,
  cfg: SearchConfig,
  rng: () => number,
): readonly number[] {
  let s = deal;
  let node = root;
  const path: { edge: Edge; actor: Seat; node: Node }[] = [];
  let expanded = false;
  while (!s.result && !expanded) {
    const actor = s.current;
    const legal = legalActions(s, actor);
    if (legal.length === 0) break;
    if (cfg.rivalPolicy === true && actor !== seat) {
      // A rival's move by the playout policy: no edge, the walk stays at this node of the seat's own moves.
      const a =
        legal.length === 1
          ? (legal[0] as Action)
          : playoutMove(s, actor, legal, rng, 0.15, cfg.strongholdPrior === true);
      const r = applyListed(s, actor, a, 'drop');
      if (!r.ok) throw new Error(`search move refused: ${r.error.code}`);
      s = r.state;
      continue;
    }
    // The seat's own moves at the root are the same in every deal: ordered once, by normal's look-ahead.
    let cands =
      node === root
        ? rootCands
        : candidates(s, actor, legal, cfg.payments, cfg.returns, cfg.strongholdPrior === true).filter(usable);
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
        e = { action: a, actor, n: 0, w: 0, avail: 0, child: null };
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
    // The edge keeps its first action; this deal's action with the same key is what is played. The root's
    // candidates were listed in the first deal, not this one: they are checked; below it, moves come from `legal`.
    const r = node === root ? applyAction(s, actor, played) : applyListed(s, actor, played, 'drop');
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
  return reward;
}
