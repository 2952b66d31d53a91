/**
 * Whether a seat can buy a card now, for marking the cards on the table: with
 * gems and bonuses alone, only with gold or jokers, how many gem tokens it
 * still lacks, or that a module forbids it (S1: another player's stronghold;
 * O4: a pairing card with no partner). The verdicts are the engine's own:
 * the exact payments of `legalPayments` (B3.4) and the modules' take and
 * acquire checks, the same ones `legalActions` lists buys with.
 */
import { card } from '../core/data';
import type { EngineError } from '../core/errors';
import type { Rules } from '../core/rules';
import type { GameState } from '../core/state';
import { HIDDEN_CARD } from '../core/state';
import type { CardId, Seat } from '../core/vocabulary';
import { GEMS } from '../core/vocabulary';
import { legalPayments } from '../primitives/payment';
import { purseOf, reachOf } from '../primitives/purse';
import { acquireBlocked, isFaceUp, takeBlocked } from '../primitives/table';
import { rulesOf } from './compose';

export type Affordability =
  /** B3.4: an exact payment with gem tokens and bonuses alone (a sacrifice, O9, with cards). */
  | { status: 'affordable' }
  /** Every exact payment spends gold (or a joker, O3): `gold` is the least number of gold pieces and jokers. */
  | { status: 'withGold'; gold: number }
  /** No exact payment: `lacks` gem tokens more would make one, or null when tokens cannot (O9 sacrifice). */
  | { status: 'short'; lacks: number | null }
  /** A module forbids the seat to take or acquire the card, with its reason (S1, O4). */
  | { status: 'blocked'; error: EngineError };

/**
 * Gem tokens still missing to pay `id` with every gem, gold and joker the seat
 * holds (B3.4.1, T4: with the gold-worth-two post a gold pays 2 of one colour).
 */
function tokensLacking(s: GameState, r: Rules, seat: Seat, id: CardId): number | null {
  const def = card(id);
  if (def.effect === 'sacrifice') return null;
  const purse = purseOf(s, r, seat);
  let units = 0;
  let odd = 0;
  for (const g of GEMS) {
    const d = Math.max(0, def.cost[g] - reachOf(purse, g));
    if (purse.goldWorth === 2) {
      units += Math.ceil(d / 2);
      odd += d % 2;
    } else units += d;
  }
  const excess = units - purse.maxUnits;
  if (excess <= 0) return 0;
  if (purse.goldWorth === 1) return excess;
  // Each token of a colour short by an odd number saves a gold; otherwise two tokens do.
  return Math.min(excess, odd) + 2 * Math.max(0, excess - odd);
}

/** Whether `seat` can buy card `id` (face up or one of its reserved cards), whoever's turn it is. */
export function cardAffordability(s: GameState, seat: Seat, id: CardId): Affordability {
  const r = rulesOf(s);
  const blocked = (isFaceUp(s, id) ? takeBlocked(s, r, seat, id) : null) ?? acquireBlocked(s, r, seat, id);
  if (blocked) return { status: 'blocked', error: blocked };
  const payments = legalPayments(s, r, seat, id);
  if (payments.length === 0) return { status: 'short', lacks: tokensLacking(s, r, seat, id) };
  let gold = Infinity;
  for (const p of payments) gold = Math.min(gold, p.tokens.gold + p.jokers.length);
  return gold === 0 ? { status: 'affordable' } : { status: 'withGold', gold };
}

/** `cardAffordability` of every face-up card and of the seat's own reserved cards it can see. */
export function tableAffordability(s: GameState, seat: Seat): Map<CardId, Affordability> {
  const out = new Map<CardId, Affordability>();
  for (const row of Object.values(s.rows))
    for (const id of row) if (id !== null && id !== HIDDEN_CARD) out.set(id, cardAffordability(s, seat, id));
  const p = s.players[seat];
  if (p) for (const r of p.reserved) if (r.card !== HIDDEN_CARD) out.set(r.card, cardAffordability(s, seat, r.card));
  return out;
}
