/**
 * Payment (B3.4): the player states it, the engine checks it exactly
 * (B3.4.4). Gold worth two (T4), jokers' virtual gold (O3, X1) and
 * sacrifices (O9) are the only changes to the base rule.
 */
import type { Payment } from './actions';
import type { CardDef } from './data';
import { card } from './data';
import { colourOf, bonusCountOf, playerBonuses, seatOf } from './derived';
import type { EngineError } from './errors';
import { engineError } from './errors';
import { ownsPower } from './modules/tradingPosts/powers';
import type { GameState, PlayerState } from './state';
import type { ByGem, CardId, Gem, Seat, Tokens } from './vocabulary';
import { GEMS, zeroTokens } from './vocabulary';

/** How a seat pays: what it holds and which payment powers it has. */
export interface Purse {
  player: PlayerState;
  bonuses: ByGem<number>;
  /** T4: each gold (real or virtual) pays up to 2 tokens of one colour. */
  goldWorth: 1 | 2;
  jokers: CardId[];
  /** E: the classic edition counts a sacrifice in bonuses, Kahroba in cards. */
  classic: boolean;
}

export function purseOf(s: GameState, seat: Seat): Purse {
  const player = seatOf(s, seat);
  const jokers: CardId[] = [];
  for (const id of player.tableau) if (card(id).effect === 'gold_x2') jokers.push(id);
  return {
    player,
    bonuses: playerBonuses(player),
    goldWorth: ownsPower(s, player, 'gold_worth_two') ? 2 : 1,
    jokers,
    classic: s.config.edition === 'classic',
  };
}

/** Gold pieces needed for what the gems leave unpaid (T4: ceil per colour). */
function goldUnits(remaining: ByGem<number>, goldWorth: 1 | 2): number {
  let u = 0;
  for (const g of GEMS) u += goldWorth === 2 ? (remaining[g] + 1) >> 1 : remaining[g];
  return u;
}

/** Checks a stated payment for `cardId` by `seat`; null when exact. */
export function checkPayment(s: GameState, seat: Seat, cardId: CardId, payment: Payment): EngineError | null {
  const purse = purseOf(s, seat);
  const def = card(cardId);
  if (def.effect === 'sacrifice') return checkSacrifice(purse, def, payment);
  if (payment.discards.length > 0) return engineError('DISCARD_NOT_SACRIFICE');
  const held = purse.player.tokens;
  const t = payment.tokens;
  for (const c of ['white', 'blue', 'green', 'red', 'black', 'gold'] as const) {
    if (t[c] > held[c]) return engineError('PAYMENT_NOT_HELD', c);
  }
  const seen = new Set<CardId>();
  for (const j of payment.jokers) {
    if (seen.has(j) || !purse.jokers.includes(j)) return engineError('JOKER_NOT_HELD', j);
    seen.add(j);
  }
  const remaining = { white: 0, blue: 0, green: 0, red: 0, black: 0 };
  for (const g of GEMS) {
    const reduced = Math.max(0, def.cost[g] - purse.bonuses[g]); // B3.4.1
    if (t[g] > reduced) return engineError('PAYMENT_SURPLUS', g);
    remaining[g] = reduced - t[g];
  }
  const units = goldUnits(remaining, purse.goldWorth);
  const jokers = payment.jokers.length;
  const virtual = units - t.gold;
  if (virtual < 0) return engineError(purse.goldWorth === 2 ? 'GOLD_DOUBLED' : 'PAYMENT_SURPLUS', 'gold');
  if (virtual > 2 * jokers) return engineError(purse.goldWorth === 2 ? 'GOLD_DOUBLED' : 'PAYMENT_WRONG');
  if (virtual < jokers) return engineError('JOKER_UNUSED');
  return null;
}

/** Every exact payment `seat` could make for `cardId` (empty if none). */
export function legalPayments(s: GameState, seat: Seat, cardId: CardId): Payment[] {
  return paymentsFor(purseOf(s, seat), card(cardId));
}

/** Whether any exact payment exists, without listing them. */
export function canAfford(s: GameState, seat: Seat, cardId: CardId): boolean {
  const purse = purseOf(s, seat);
  const def = card(cardId);
  if (def.effect === 'sacrifice') return sacrificeSets(purse, def).length > 0;
  let units = 0;
  const held = purse.player.tokens;
  for (const g of GEMS) {
    const short = Math.max(0, def.cost[g] - purse.bonuses[g] - held[g]);
    units += purse.goldWorth === 2 ? (short + 1) >> 1 : short;
  }
  return units <= held.gold + 2 * purse.jokers.length;
}

/** B3.4.4: the payment that spends the least gold (then the fewest jokers). */
export function suggestPayment(s: GameState, seat: Seat, cardId: CardId): Payment | null {
  let best: Payment | null = null;
  let bestKey = Infinity;
  for (const p of legalPayments(s, seat, cardId)) {
    const key = p.tokens.gold * 100 + p.jokers.length * 10 + p.discards.length;
    if (key < bestKey) {
      best = p;
      bestKey = key;
    }
  }
  return best;
}

export function paymentsFor(purse: Purse, def: CardDef): Payment[] {
  if (def.effect === 'sacrifice') {
    return sacrificeSets(purse, def).map((discards) => ({ tokens: zeroTokens(), jokers: [], discards }));
  }
  const held = purse.player.tokens;
  if (held.gold === 0 && purse.jokers.length === 0) return exactWithoutGold(purse, def);
  const reduced = { white: 0, blue: 0, green: 0, red: 0, black: 0 };
  const lo = { white: 0, blue: 0, green: 0, red: 0, black: 0 };
  const hi = { white: 0, blue: 0, green: 0, red: 0, black: 0 };
  const maxUnits = held.gold + 2 * purse.jokers.length;
  let minUnits = 0;
  for (const g of GEMS) {
    reduced[g] = Math.max(0, def.cost[g] - purse.bonuses[g]);
    hi[g] = Math.min(held[g], reduced[g]);
    // Fewest gems of this colour: what gold could at most cover of it.
    lo[g] = Math.max(0, reduced[g] - (purse.goldWorth === 2 ? 2 * maxUnits : maxUnits));
    const short = reduced[g] - hi[g];
    minUnits += purse.goldWorth === 2 ? (short + 1) >> 1 : short;
  }
  if (minUnits > maxUnits) return [];
  const out: Payment[] = [];
  const jokerSets = subsetsBySize(purse.jokers);
  const gems = { white: 0, blue: 0, green: 0, red: 0, black: 0 };
  const visit = (i: number): void => {
    if (i === GEMS.length) {
      const remaining = {
        white: reduced.white - gems.white, blue: reduced.blue - gems.blue, green: reduced.green - gems.green,
        red: reduced.red - gems.red, black: reduced.black - gems.black,
      };
      const units = goldUnits(remaining, purse.goldWorth);
      if (units > maxUnits) return;
      for (let j = 0; j < jokerSets.length; j++) {
        for (let virtual = j; virtual <= 2 * j; virtual++) {
          if (j > 0 && virtual === 0) continue;
          const gold = units - virtual;
          if (gold < 0 || gold > held.gold) continue;
          for (const jokers of jokerSets[j] as CardId[][]) {
            out.push({ tokens: { ...gems, gold }, jokers, discards: [] });
          }
        }
      }
      return;
    }
    const g = GEMS[i] as Gem;
    for (let n = hi[g]; n >= lo[g]; n--) {
      gems[g] = n;
      visit(i + 1);
    }
    gems[g] = 0;
  };
  visit(0);
  return out;
}

/** Without gold or jokers there is one payment at most: the reduced cost in gems. */
function exactWithoutGold(purse: Purse, def: CardDef): Payment[] {
  const held = purse.player.tokens;
  const b = purse.bonuses;
  const c = def.cost;
  const w = Math.max(0, c.white - b.white);
  const u = Math.max(0, c.blue - b.blue);
  const g = Math.max(0, c.green - b.green);
  const r = Math.max(0, c.red - b.red);
  const k = Math.max(0, c.black - b.black);
  if (w > held.white || u > held.blue || g > held.green || r > held.red || k > held.black) return [];
  return [{ tokens: { white: w, blue: u, green: g, red: r, black: k, gold: 0 }, jokers: [], discards: [] }];
}

/** All subsets of xs grouped by size, in a stable order. */
function subsetsBySize<T>(xs: readonly T[]): T[][][] {
  const bySize: T[][][] = [[[]]];
  for (const x of xs) {
    for (let k = bySize.length; k >= 1; k--) {
      const smaller = bySize[k - 1] as T[][];
      (bySize[k] ??= []).push(...smaller.map((set) => [...set, x]));
    }
  }
  return bySize;
}

function checkSacrifice(purse: Purse, def: CardDef, payment: Payment): EngineError | null {
  const t: Tokens = payment.tokens;
  if (t.white + t.blue + t.green + t.red + t.black + t.gold > 0 || payment.jokers.length > 0) {
    return engineError('SACRIFICE_ONLY');
  }
  const wanted = [...payment.discards].sort().join(',');
  const ok = sacrificeSets(purse, def).some((set) => [...set].sort().join(',') === wanted);
  return ok ? null : engineError('SACRIFICE_WRONG');
}

/**
 * O9 discard sets for a sacrifice card: cards of the named colour from the
 * tableau, pairing cards of that colour first; the set stops as soon as the
 * count is reached (Kahroba: cards; classic: bonuses, a double-bonus card
 * counting 2). The joker has no colour and is never discarded (O9 ruling).
 */
export function sacrificeSets(purse: Purse, def: CardDef): CardId[][] {
  if (!def.discard) return [];
  const { gem, count } = def.discard;
  const classic = purse.classic;
  const value = (id: CardId): number => (classic ? bonusCountOf(purse.player, id) : 1);
  const pairing: CardId[] = [];
  const others: CardId[] = [];
  for (const id of purse.player.tableau) {
    if (colourOf(purse.player, id) !== gem) continue;
    if (card(id).bonus === null) pairing.push(id);
    else others.push(id);
  }
  const out: CardId[][] = [];
  // Choose cards in a fixed order (pairing first), stopping once the count is reached.
  const forced = pairing.length;
  const pick = (pool: CardId[], start: number, chosen: CardId[], total: number): void => {
    if (total >= count) {
      // Beyond the forced pairing cards, no chosen card may be spare.
      const pool0 = pool === pairing ? 0 : forced;
      for (let i = pool0; i < chosen.length; i++) if (total - value(chosen[i] as CardId) >= count) return;
      out.push(chosen);
      return;
    }
    for (let i = start; i < pool.length; i++) {
      const id = pool[i] as CardId;
      pick(pool, i + 1, [...chosen, id], total + value(id));
    }
  };
  const pairingTotal = pairing.reduce((n, id) => n + value(id), 0);
  if (pairingTotal >= count) pick(pairing, 0, [], 0);
  else pick(others, 0, pairing, pairingTotal);
  return out;
}
