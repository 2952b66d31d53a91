/**
 * The line the search expects after a move: from the move's edge, the most visited reply at each node of the tree
 * (at 3–4 players the rivals' moves are the playout policy's, as inside the tree: rivalPolicy), played on the state
 * the reasons are read on. It stops where the tree has too few visits to say, at the end of the game, or at a move
 * that names a card the seat could not see (a card a determinization dealt).
 */
import type { Action, GameState, Seat } from '../engine';
import { actionKey, applyAction, DECKS, legalActions } from '../engine';
import { playoutMove } from '../candidates';
import type { Node, SearchConfig } from '../tree';

/** At most this many moves, each with at least this many visits. */
const MAX_LINE = 8;
const MIN_VISITS = 3;

/** Every card the seat sees in `view` (face up, held, bought, out of the game). */
function sightOf(view: GameState): Set<string> {
  const seen = new Set<string>();
  for (const d of DECKS) for (const id of view.rows[d]) if (id !== null) seen.add(id);
  for (const p of view.players) {
    for (const id of p.tableau) seen.add(id);
    for (const r of p.reserved) seen.add(r.card);
  }
  for (const id of view.removed) seen.add(id);
  const dec = view.turn.decision;
  if (dec?.type === 'keepDrawn') for (const id of dec.cards) seen.add(id);
  return seen;
}

/** The card ids an action names. */
function cardsOf(a: Action): string[] {
  switch (a.type) {
    case 'buy':
      return [a.card, ...a.payment.jokers, ...a.payment.discards];
    case 'reserve':
    case 'keepDrawn':
    case 'takeFree':
    case 'placeStronghold':
    case 'removeStronghold':
      return [a.card];
    case 'moveStronghold':
      return [a.from, a.to];
    case 'pair':
      return [a.partner];
    case 'conquer':
      return [...a.payment.jokers, ...a.payment.discards];
    default:
      return [];
  }
}

const never = (): number => 0.99;

export function expectedLine(
  root: Node,
  first: Action,
  after: GameState,
  view: GameState,
  seat: Seat,
  cfg: SearchConfig,
): { seat: Seat; action: Action }[] {
  const seen = sightOf(view);
  const line: { seat: Seat; action: Action }[] = [];
  let node = root.edges.get(actionKey(first))?.child ?? null;
  let s = after;
  while (node !== null && !s.result && line.length < MAX_LINE) {
    const actor = s.current;
    const legal = legalActions(s, actor);
    if (legal.length === 0) break;
    let action: Action | null = null;
    let next: Node | null = node;
    if (cfg.rivalPolicy === true && actor !== seat) {
      action = legal.length === 1 ? (legal[0] as Action) : playoutMove(s, actor, legal, never, 0, cfg.strongholdPrior);
    } else {
      const keys = new Set(legal.map(actionKey));
      let bestN = MIN_VISITS - 1;
      for (const [key, e] of node.edges)
        if (e.actor === actor && e.n > bestN && keys.has(key)) {
          bestN = e.n;
          action = e.action;
          next = e.child;
        }
    }
    if (action === null || cardsOf(action).some((id) => !seen.has(id))) break;
    const r = applyAction(s, actor, action);
    if (!r.ok) break;
    line.push({ seat: actor, action });
    s = r.state;
    node = next;
  }
  return line;
}
