/**
 * Candidate moves: the legal list pruned where it is large and mostly
 * redundant (every exact payment of a card, every way to return tokens), and
 * a cheap prior score per move, used to order the search's progressive
 * widening and to play the playouts.
 */
import type { Action, ByGem, Gem, GameState, Payment, PlayerState, Seat } from './engine';
import { card, DECKS, GEMS, heldBonuses } from './engine';
import { scoreDecision } from './baseline';
import { nearness } from './evaluate';
import type { StrongholdCache } from './stronghold-prior';
import { isStrongholdAction, strongholdPrior } from './stronghold-prior';

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
function wanted(s: GameState, p: PlayerState, seat: Seat): ByGem<number> {
  const b = heldBonuses(p, seat);
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
export function candidates(
  s: GameState,
  seat: Seat,
  legal: readonly Action[],
  payments = 1,
  returns = 3,
  strongholds = false,
): Action[] {
  const scored = prioritise(s, seat, legal, strongholds);
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

export interface Scored {
  a: Action;
  score: number;
}

/*
 * Hot in every playout step: no closures here (the bundler used by the
 * tools wraps each one created in a naming call, a tenth of the search time).
 */

interface ScoreCtx {
  s: GameState;
  seat: Seat;
  p: PlayerState;
  held: number;
  target: string | null;
  short: ByGem<number> | null;
  want: ByGem<number> | null;
  /** The search's stronghold prior (stronghold-prior.ts) instead of the greedy player's indifference. */
  strongholds: boolean;
  /** The stronghold prior's per-decision cache (the context is its cache). */
  bonuses: StrongholdCache['bonuses'];
  wants: StrongholdCache['wants'];
}

function targetScore(p: PlayerState, b: ByGem<number>, id: string | null, reserved: boolean): number {
  if (id === null || id === '?') return -Infinity;
  const effect = card(id).effect;
  if (effect === 'sacrifice' || effect === 'pair' || effect === 'pair_then_take_level1') return -Infinity;
  return nearness(p, b, id) + (reserved ? 0.2 : 0);
}

/** The seat's context: the card it collects for (the greedy player's target) and what it lacks for it. */
function scoreCtx(s: GameState, seat: Seat, strongholds: boolean): ScoreCtx {
  const p = s.players[seat] as PlayerState;
  const held = p.tokens.white + p.tokens.blue + p.tokens.green + p.tokens.red + p.tokens.black + p.tokens.gold;
  const ctx: ScoreCtx = {
    s,
    seat,
    p,
    held,
    target: null,
    short: null,
    want: null,
    strongholds,
    bonuses: null,
    wants: null,
  };
  if (s.turn.decision !== null) return ctx;
  const b = heldBonuses(p, seat);
  let bestScore = -Infinity;
  for (const r of p.reserved) {
    const sc = targetScore(p, b, r.card, true);
    if (sc > bestScore) {
      bestScore = sc;
      ctx.target = r.card;
    }
  }
  if (p.reserved.length < 3) {
    for (const d of DECKS) {
      const row = s.rows[d];
      for (let i = 0; i < row.length; i++) {
        const id = row[i] ?? null;
        const sc = targetScore(p, b, id, false);
        if (sc > bestScore) {
          bestScore = sc;
          ctx.target = id;
        }
      }
    }
  }
  if (ctx.target !== null) {
    const c = card(ctx.target).cost;
    const t = p.tokens;
    ctx.short = {
      white: Math.max(0, c.white - b.white - t.white),
      blue: Math.max(0, c.blue - b.blue - t.blue),
      green: Math.max(0, c.green - b.green - t.green),
      red: Math.max(0, c.red - b.red - t.red),
      black: Math.max(0, c.black - b.black - t.black),
    };
  }
  return ctx;
}

function gemUse(ctx: ScoreCtx, g: Gem, k: number): number {
  return ctx.short ? Math.min(k, ctx.short[g]) : k * 0.3;
}

/** Cheap scores in the greedy player's scale, with payments, returns and sacrifices refined. */
function scoreOne(ctx: ScoreCtx, a: Action): number {
  switch (a.type) {
    case 'buy': {
      const def = card(a.card);
      const loses = def.effect === 'sacrifice' && sacrificeLoss(a) >= 0;
      return 100 + def.points * 20 + def.bonusCount * 4 - 3 * paymentCost(a.payment) - (loses ? 200 : 0);
    }
    case 'conquer':
      return 50 - 3 * paymentCost(a.payment);
    case 'takeGems': {
      let useful = 0;
      for (let i = 0; i < a.gems.length; i++) useful += gemUse(ctx, a.gems[i] as Gem, 1);
      return 10 + useful * 8 - Math.max(0, ctx.held + a.gems.length - 10) * 6;
    }
    case 'takeTwo': {
      const useful = gemUse(ctx, a.gem, 2) + (a.extra ? gemUse(ctx, a.extra, 1) : 0);
      return 10 + useful * 8 - Math.max(0, ctx.held + (a.extra ? 3 : 2) - 10) * 6;
    }
    case 'reserve':
      return a.card === ctx.target ? 12 : 2 + card(a.card).points;
    case 'reserveDeck':
      return 1;
    case 'returnTokens': {
      ctx.want ??= wanted(ctx.s, ctx.p, ctx.seat);
      const w = ctx.want;
      const t = a.tokens;
      return -(
        10 * t.gold +
        t.white * (1 + 3 * w.white) +
        t.blue * (1 + 3 * w.blue) +
        t.green * (1 + 3 * w.green) +
        t.red * (1 + 3 * w.red) +
        t.black * (1 + 3 * w.black)
      );
    }
    default:
      return ctx.strongholds && isStrongholdAction(a)
        ? strongholdPrior(ctx.s, ctx.seat, a, ctx)
        : scoreDecision(ctx.s, ctx.seat, a);
  }
}

const byScore = (x: Scored, y: Scored): number => y.score - x.score;

/** Every move with its cheap score, best first (a stable sort). */
export function prioritise(s: GameState, seat: Seat, legal: readonly Action[], strongholds = false): Scored[] {
  const ctx = scoreCtx(s, seat, strongholds);
  const out: Scored[] = [];
  for (let i = 0; i < legal.length; i++) out.push({ a: legal[i] as Action, score: scoreOne(ctx, legal[i] as Action) });
  return out.sort(byScore);
}

/**
 * The move at place `k` (0–2) of `prioritise`'s order, without scoring into a list and sorting it: the three best
 * kept as they come, a later move passing an earlier one only with a higher score (the sort is stable).
 */
function topThree(ctx: ScoreCtx, legal: readonly Action[], k: number): Action {
  let a0 = legal[0] as Action,
    a1 = a0,
    a2 = a0;
  let s0 = -Infinity,
    s1 = -Infinity,
    s2 = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i] as Action;
    const sc = scoreOne(ctx, a);
    if (i === 0 || sc > s0) {
      [a2, s2, a1, s1, a0, s0] = [a1, s1, a0, s0, a, sc];
    } else if (i === 1 || sc > s1) {
      [a2, s2, a1, s1] = [a1, s1, a, sc];
    } else if (i === 2 || sc > s2) {
      [a2, s2] = [a, sc];
    }
  }
  return k === 0 ? a0 : k === 1 ? a1 : a2;
}

/** The playout policy: the best cheap score, or with probability `epsilon` one of the three best. */
export function playoutMove(
  s: GameState,
  seat: Seat,
  legal: readonly Action[],
  rng: () => number,
  epsilon = 0.15,
  strongholds = false,
): Action {
  if (rng() < epsilon)
    return topThree(scoreCtx(s, seat, strongholds), legal, Math.floor(rng() * Math.min(3, legal.length)));
  const ctx = scoreCtx(s, seat, strongholds);
  let best = legal[0] as Action;
  let bestScore = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    const sc = scoreOne(ctx, legal[i] as Action);
    if (sc > bestScore) {
      bestScore = sc;
      best = legal[i] as Action;
    }
  }
  return best;
}
