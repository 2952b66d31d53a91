/**
 * Candidate moves: the legal list pruned where it is large and mostly
 * redundant (every exact payment of a card, every way to return tokens), and
 * a cheap prior score per move, used to order the search's progressive
 * widening and to play the playouts.
 */
import type { Action, ByGem, GameState, Payment, PlayerState, Seat, TokenColour } from './engine';
import { card, GEMS, playerBonuses, TOKEN_COLOURS } from './engine';
import { scoreDecision, scoreMain, targetCard } from './baseline';

/** A stable short key for an action (tree edges). */
export function actionKey(a: Action): string {
  switch (a.type) {
    case 'takeGems': return `g${a.gems.join(',')}`;
    case 'takeTwo': return `t${a.gem}${a.extra ?? ''}`;
    case 'reserve': return `r${a.card}`;
    case 'reserveDeck': return `d${a.deck}`;
    case 'buy': return `b${a.card}${payKey(a.payment)}`;
    case 'conquer': return `c${payKey(a.payment)}`;
    case 'returnTokens': return `x${TOKEN_COLOURS.map((c) => a.tokens[c]).join('')}`;
    default: return JSON.stringify(a);
  }
}
const payKey = (p: Payment): string => `${TOKEN_COLOURS.map((c) => p.tokens[c]).join('')}${p.jokers.join('')}${p.discards.join('')}`;

/** What a payment costs beyond the card: gold and jokers are worth more than gems; discards lose their cards. */
export function paymentCost(p: Payment): number {
  let cost = 1.2 * p.tokens.gold + 0.9 * p.jokers.length;
  for (const id of p.discards) {
    const def = card(id);
    cost += 3 * def.points + 1 + (def.bonusCount || 1);
  }
  return cost;
}

/** Points lost by the discards of an O9 sacrifice purchase (the card itself gives its points). */
export function sacrificeLoss(a: Action): number {
  if (a.type !== 'buy' || a.payment.discards.length === 0) return 0;
  return a.payment.discards.reduce((n, id) => n + card(id).points, 0) - card(a.card).points;
}

/** How much each colour is still wanted toward the best reachable cards (for token returns). */
function wanted(s: GameState, p: PlayerState): ByGem<number> {
  const b = playerBonuses(p);
  const want = { white: 0, blue: 0, green: 0, red: 0, black: 0 };
  const look = (id: string | null): void => {
    if (id === null || id === '?') return;
    const def = card(id);
    if (def.effect === 'sacrifice') return;
    const w = (def.points + 1) / (1 + def.costTotal);
    for (const g of GEMS) want[g] += w * Math.max(0, def.cost[g] - b[g]);
  };
  for (const row of Object.values(s.rows)) for (const id of row) look(id);
  for (const r of p.reserved) look(r.card);
  return want;
}

/**
 * The pruned candidates, best prior first: one or two payments per card
 * (least gold and jokers), the `returns` least harmful token returns, every
 * other move.
 */
export function candidates(s: GameState, seat: Seat, legal: readonly Action[], payments = 1, returns = 3): Action[] {
  const scored = prioritise(s, seat, legal);
  const perCard = new Map<string, number>();
  const out: Action[] = [];
  let nReturns = 0;
  for (const { a } of scored) {
    if (a.type === 'buy' || a.type === 'conquer') {
      const k = a.type === 'buy' ? a.card : '#conquest';
      const n = perCard.get(k) ?? 0;
      if (n >= payments) continue;
      perCard.set(k, n + 1);
    } else if (a.type === 'returnTokens') {
      if (nReturns >= returns) continue;
      nReturns++;
    }
    out.push(a);
  }
  return out;
}

export interface Scored { a: Action; score: number }

/** Cheap scores (the greedy player's, with payments and returns refined), best first; the sort is stable. */
export function prioritise(s: GameState, seat: Seat, legal: readonly Action[]): Scored[] {
  const decision = s.turn.decision !== null;
  const target = decision ? null : targetCard(s, seat, legal as Action[]);
  const p = s.players[seat] as PlayerState;
  let want: ByGem<number> | null = null;
  const out: Scored[] = [];
  for (const a of legal) {
    let score: number;
    if (a.type === 'buy') {
      const def = card(a.card);
      score = 100 + def.points * 20 + def.bonusCount * 4 - 3 * paymentCost(a.payment) - (sacrificeLoss(a) > -1 && def.effect === 'sacrifice' ? 200 : 0);
    } else if (a.type === 'conquer') {
      score = 50 - 3 * paymentCost(a.payment);
    } else if (a.type === 'returnTokens') {
      want ??= wanted(s, p);
      let cost = 0;
      for (const c of TOKEN_COLOURS) cost += a.tokens[c as TokenColour] * (c === 'gold' ? 10 : 1 + 3 * (want as ByGem<number>)[c as keyof ByGem<number>]);
      score = -cost;
    } else {
      score = decision ? scoreDecision(s, seat, a) : scoreMain(s, seat, a, target);
    }
    out.push({ a, score });
  }
  return out.sort((x, y) => y.score - x.score);
}

/** The playout policy: the best prior, or with probability `epsilon` one of the three best. */
export function playoutMove(s: GameState, seat: Seat, legal: readonly Action[], rng: () => number, epsilon = 0.15): Action {
  const scored = prioritise(s, seat, legal);
  const i = rng() < epsilon ? Math.floor(rng() * Math.min(3, scored.length)) : 0;
  return (scored[i] as Scored).a;
}
