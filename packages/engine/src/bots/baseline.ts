/**
 * Baseline computer players. A bot sees only its seat's view and chooses one
 * of `legalActions`, so it can never cheat or make an illegal move.
 */
import type { Action, ByGem, CardId, GameState, Seat } from './engine';
import { card, GEMS, legalActions, playerBonuses, seatOf, TOKEN_COLOURS, tokenTotal } from './engine';
import type { Bot } from './types';

export const pick = <T>(xs: readonly T[], rng: () => number): T => {
  const x = xs[Math.floor(rng() * xs.length)];
  if (x === undefined) throw new Error('a bot was asked to move with no legal action');
  return x;
};

/** Uniform over the legal actions: for fuzzing and benchmarks. */
export const randomBot: Bot = {
  name: 'random',
  choose: (view, seat, rng) => pick(legalActions(view, seat), rng),
};

/** What the seat still lacks for a card, after bonuses and tokens (gold not counted). */
function shortfall(view: GameState, seat: Seat, id: CardId): ByGem<number> {
  const p = seatOf(view, seat);
  const b = playerBonuses(p);
  const c = card(id).cost;
  const out = { white: 0, blue: 0, green: 0, red: 0, black: 0 };
  for (const g of GEMS) out[g] = Math.max(0, c[g] - b[g] - p.tokens[g]);
  return out;
}

export function targetCard(view: GameState, seat: Seat, legal: Action[]): CardId | null {
  const p = seatOf(view, seat);
  const candidates = new Set<CardId>(p.reserved.map((r) => r.card));
  for (const a of legal) if (a.type === 'reserve') candidates.add(a.card);
  let best: CardId | null = null;
  let bestScore = -Infinity;
  for (const id of candidates) {
    if (id === '?') continue;
    const def = card(id);
    if (def.effect === 'sacrifice' || def.effect === 'pair' || def.effect === 'pair_then_take_level1') continue;
    const short = shortfall(view, seat, id);
    const missing = GEMS.reduce((n, g) => n + short[g], 0) - p.tokens.gold;
    const score = (def.points + 1) / (Math.max(0, missing) + 1) + (p.reserved.some((r) => r.card === id) ? 0.2 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = id;
    }
  }
  return best;
}

export function scoreMain(view: GameState, seat: Seat, a: Action, target: CardId | null): number {
  switch (a.type) {
    case 'buy': {
      const def = card(a.card);
      const gold = a.payment.tokens.gold + a.payment.jokers.length;
      return 100 + def.points * 20 + def.bonusCount * 4 - gold * 3 - a.payment.discards.length * 6;
    }
    case 'takeGems':
    case 'takeTwo': {
      const short = target ? shortfall(view, seat, target) : null;
      const gems =
        a.type === 'takeGems'
          ? a.gems.map((g) => ({ g, n: 1 }))
          : [{ g: a.gem, n: 2 }, ...(a.extra ? [{ g: a.extra, n: 1 }] : [])];
      let useful = 0;
      for (const { g, n } of gems) useful += short ? Math.min(n, short[g]) : n * 0.3;
      const total = tokenTotal(seatOf(view, seat).tokens) + gems.reduce((s, x) => s + x.n, 0);
      return 10 + useful * 8 - Math.max(0, total - 10) * 6;
    }
    case 'reserve':
      return a.card === target ? 12 : 2 + card(a.card).points;
    case 'reserveDeck':
      return 1;
    default:
      return 0;
  }
}

export function scoreDecision(view: GameState, seat: Seat, a: Action): number {
  const p = seatOf(view, seat);
  switch (a.type) {
    case 'returnTokens': {
      // Keep gold and scarce colours: return what is most plentiful.
      let cost = 0;
      for (const c of TOKEN_COLOURS) cost += a.tokens[c] * (c === 'gold' ? 10 : 5 - Math.min(5, p.tokens[c]));
      return -cost;
    }
    case 'conquer':
      return 50 - a.payment.tokens.gold;
    case 'declineConquest':
      return 0;
    case 'takeFree':
      return card(a.card).points * 5 + card(a.card).bonusCount;
    case 'pair': {
      const b = playerBonuses(p);
      const gem = card(a.partner).bonus;
      return gem ? -b[gem] : 0;
    }
    default:
      return 0;
  }
}

/** A simple greedy player: buys the best card it can, else collects gems toward a target. */
export const greedyBot: Bot = {
  name: 'greedy',
  choose: (view, seat, rng) => {
    const legal = legalActions(view, seat);
    if (legal.length === 0) throw new Error('a bot was asked to move with no legal action');
    const decision = view.turn.decision !== null;
    const target = decision ? null : targetCard(view, seat, legal);
    let best: Action[] = [];
    let bestScore = -Infinity;
    for (const a of legal) {
      const sc = decision ? scoreDecision(view, seat, a) : scoreMain(view, seat, a, target);
      if (sc > bestScore) {
        bestScore = sc;
        best = [a];
      } else if (sc === bestScore) best.push(a);
    }
    return pick(best, rng);
  },
};
