/**
 * Payment (B3.4): the player states it, the engine checks it exactly
 * (B3.4.4). Gold worth two (T4), jokers' virtual gold (O3, X1) and
 * sacrifices (O9) are the only changes to the base rule; what the seat pays
 * with (its purse) is worked out in purse.ts.
 */
import type { Action, Payment } from '../core/actions';
import { firstExcess, gemOf } from './tokens';
import type { CardDef } from '../core/data';
import { card } from '../core/data';
import type { Purse } from './purse';
import { checkSacrifice, NO_CARDS, purseOf, sacrificeSets } from './purse';
import type { EngineError } from '../core/errors';
import { engineError } from '../core/errors';
import type { Rules } from '../core/rules';
import type { GameState } from '../core/state';
import type { CardId, Gem, Seat } from '../core/vocabulary';
import { GEMS, zeroTokens } from '../core/vocabulary';

/** Gold pieces needed for `short` tokens of one colour (T4: each gold pays up to 2 with the post). */
const unitsFor = (short: number, two: boolean): number => (two ? (short + 1) >> 1 : short);

/** Checks a stated payment for `cardId` by `seat`; null when exact. */
export function checkPayment(s: GameState, r: Rules, seat: Seat, cardId: CardId, payment: Payment): EngineError | null {
  const purse = purseOf(s, r, seat);
  const def = card(cardId);
  if (def.effect === 'sacrifice') return checkSacrifice(purse, def, payment);
  if (payment.discards.length > 0) return engineError('DISCARD_NOT_SACRIFICE');
  const held = purse.player.tokens;
  const t = payment.tokens;
  const notHeld = firstExcess(t, held);
  if (notHeld) return engineError('PAYMENT_NOT_HELD', notHeld);
  const jokerList = payment.jokers;
  for (let i = 0; i < jokerList.length; i++) {
    const j = jokerList[i] as CardId;
    if (jokerList.indexOf(j) < i || !purse.jokers.includes(j)) return engineError('JOKER_NOT_HELD', j);
  }
  const b = purse.bonuses;
  const c = def.cost;
  const two = purse.goldWorth === 2;
  // B3.4.1: the cost less the bonuses, colour by colour in GEMS order; what gems do not pay, gold does.
  let units = 0;
  for (let i = 0; i < GEMS.length; i++) {
    const g = GEMS[i] as Gem;
    const reduced = Math.max(0, gemOf(c, g) - gemOf(b, g));
    const paid = gemOf(t, g);
    if (paid > reduced) return engineError('PAYMENT_SURPLUS', g);
    units += unitsFor(reduced - paid, two);
  }
  const jokers = payment.jokers.length;
  const virtual = units - t.gold;
  if (virtual < 0) return engineError(purse.goldWorth === 2 ? 'GOLD_DOUBLED' : 'PAYMENT_SURPLUS', 'gold');
  if (virtual > 2 * jokers) return engineError(purse.goldWorth === 2 ? 'GOLD_DOUBLED' : 'PAYMENT_WRONG');
  if (virtual < jokers) return engineError('JOKER_UNUSED');
  return null;
}

/** Every exact payment `seat` could make for `cardId` (empty if none). */
export function legalPayments(s: GameState, r: Rules, seat: Seat, cardId: CardId): Payment[] {
  return paymentsFor(purseOf(s, r, seat), card(cardId));
}

/** Whether any exact payment exists, without listing them. */
export function canAfford(s: GameState, r: Rules, seat: Seat, cardId: CardId): boolean {
  const purse = purseOf(s, r, seat);
  const def = card(cardId);
  if (def.effect === 'sacrifice') return sacrificeSets(purse, def).length > 0;
  // Spending every gem held, the gold still needed is within what the seat has.
  return withinReach(purse, def);
}

/** B3.4.4: the payment that spends the least gold (then the fewest jokers). */
export function suggestPayment(s: GameState, r: Rules, seat: Seat, cardId: CardId): Payment | null {
  let best: Payment | null = null;
  let bestKey = Infinity;
  for (const p of legalPayments(s, r, seat, cardId)) {
    const key = p.tokens.gold * 100 + p.jokers.length * 10 + p.discards.length;
    if (key < bestKey) {
      best = p;
      bestKey = key;
    }
  }
  return best;
}

/**
 * Every exact payment, in a fixed order: gems from the most to the fewest per
 * colour (white first), then by number of jokers, virtual gold and joker set.
 * Plain nested loops; a colour's loop stops once the gold needed exceeds what
 * the seat has (fewer gems of it only need more).
 */
export function paymentsFor(purse: Purse, def: CardDef): Payment[] {
  const out: Payment[] = [];
  enumerate(purse, def, out, null);
  return out;
}

/** Every `buy` action of card `def` with an exact payment, appended to `out` (B3.4). */
export function buyActionsInto(purse: Purse, def: CardDef, out: Action[]): void {
  enumerate(purse, def, out, def);
}

/** Appends a payment to `out`, as a `buy` action of `buying` unless it is null. */
function put(out: unknown[], buying: CardId | null, payment: Payment): void {
  out.push(buying === null ? payment : { type: 'buy', card: buying, payment });
}

/**
 * Appends a payment in tokens alone (no joker, no sacrifice), as a `buy`
 * action of `buying` unless it is null. Built afresh each time: sharing them
 * was measured slower (a listing then reads objects from all over the heap,
 * where new ones are still in the cache).
 */
function putTokens(
  out: unknown[],
  buying: CardDef | null,
  white: number,
  blue: number,
  green: number,
  red: number,
  black: number,
  gold: number,
): void {
  const payment: Payment = { tokens: { white, blue, green, red, black, gold }, jokers: NO_CARDS, discards: NO_CARDS };
  out.push(buying === null ? payment : { type: 'buy', card: buying.id, payment });
}

/**
 * Whether the seat might pay for the card: false only when the gold needed
 * with every gem held spent is more than the seat has (then no payment
 * exists). Most cards on the table are out of reach, and this settles them
 * before anything else is worked out. A sacrifice (O9) is always a maybe.
 */
export function withinReach(purse: Purse, def: CardDef): boolean {
  return def.effect === 'sacrifice' || costWithinReach(purse, def.costBits);
}

/** `withinReach` for a cost packed as in `CardDef.costBits`. */
export function costWithinReach(purse: Purse, c: number): boolean {
  const two = purse.goldWorth === 2;
  let short = 0;
  let d = (c & 15) - purse.reachWhite;
  if (d > 0) short += unitsFor(d, two);
  d = ((c >> 4) & 15) - purse.reachBlue;
  if (d > 0) short += unitsFor(d, two);
  d = ((c >> 8) & 15) - purse.reachGreen;
  if (d > 0) short += unitsFor(d, two);
  d = ((c >> 12) & 15) - purse.reachRed;
  if (d > 0) short += unitsFor(d, two);
  d = ((c >> 16) & 15) - purse.reachBlack;
  if (d > 0) short += unitsFor(d, two);
  return short <= purse.maxUnits;
}

function enumerate(purse: Purse, def: CardDef, out: unknown[], buying: CardDef | null): void {
  if (def.effect === 'sacrifice') {
    for (const discards of sacrificeSets(purse, def))
      put(out, buying === null ? null : buying.id, { tokens: zeroTokens(), jokers: [], discards });
    return;
  }
  if (!withinReach(purse, def)) return;
  const c = def.cost;
  const two = purse.goldWorth === 2;
  const maxUnits = purse.maxUnits;
  const held = purse.player.tokens;
  if (held.gold === 0 && purse.jokers.length === 0) {
    exactWithoutGold(purse, def, out, buying);
    return;
  }
  const b = purse.bonuses;
  // Fewest gems of a colour: what gold could at most cover of it.
  const cover = two ? 2 * maxUnits : maxUnits;
  const rW = Math.max(0, c.white - b.white);
  const rU = Math.max(0, c.blue - b.blue);
  const rG = Math.max(0, c.green - b.green);
  const rR = Math.max(0, c.red - b.red);
  const rK = Math.max(0, c.black - b.black);
  const hW = Math.min(held.white, rW);
  const hU = Math.min(held.blue, rU);
  const hG = Math.min(held.green, rG);
  const hR = Math.min(held.red, rR);
  const hK = Math.min(held.black, rK);
  const lW = Math.max(0, rW - cover);
  const lU = Math.max(0, rU - cover);
  const lG = Math.max(0, rG - cover);
  const lR = Math.max(0, rR - cover);
  const lK = Math.max(0, rK - cover);
  const jokerSets = purse.jokers.length === 0 ? null : subsetsBySize(purse.jokers);
  const gold = held.gold;
  for (let w = hW; w >= lW; w--) {
    const uW = unitsFor(rW - w, two);
    if (uW > maxUnits) break;
    for (let u = hU; u >= lU; u--) {
      const uU = uW + unitsFor(rU - u, two);
      if (uU > maxUnits) break;
      for (let g = hG; g >= lG; g--) {
        const uG = uU + unitsFor(rG - g, two);
        if (uG > maxUnits) break;
        for (let r = hR; r >= lR; r--) {
          const uR = uG + unitsFor(rR - r, two);
          if (uR > maxUnits) break;
          for (let k = hK; k >= lK; k--) {
            const units = uR + unitsFor(rK - k, two);
            if (units > maxUnits) break;
            if (jokerSets === null) {
              if (units <= gold) putTokens(out, buying, w, u, g, r, k, units);
              continue;
            }
            for (let j = 0; j < jokerSets.length; j++) {
              for (let virtual = j; virtual <= 2 * j; virtual++) {
                const paid = units - virtual;
                if (paid < 0 || paid > gold) continue;
                for (const jokers of jokerSets[j] as CardId[][]) {
                  put(out, buying === null ? null : buying.id, {
                    tokens: { white: w, blue: u, green: g, red: r, black: k, gold: paid },
                    jokers,
                    discards: NO_CARDS,
                  });
                }
              }
            }
          }
        }
      }
    }
  }
}

/** Without gold or jokers there is one payment at most: the reduced cost in gems. */
function exactWithoutGold(purse: Purse, def: CardDef, out: unknown[], buying: CardDef | null): void {
  const held = purse.player.tokens;
  const b = purse.bonuses;
  const c = def.cost;
  const w = Math.max(0, c.white - b.white);
  const u = Math.max(0, c.blue - b.blue);
  const g = Math.max(0, c.green - b.green);
  const r = Math.max(0, c.red - b.red);
  const k = Math.max(0, c.black - b.black);
  if (w > held.white || u > held.blue || g > held.green || r > held.red || k > held.black) return;
  putTokens(out, buying, w, u, g, r, k, 0);
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
