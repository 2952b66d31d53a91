/**
 * What a seat pays with (B3.4): its tokens and bonuses, and the payment powers
 * of the modules in play, asked through their hooks (T4 gold worth two, O3
 * jokers); and the discard sets of a sacrifice (O9, E). Payments themselves
 * are checked and listed in payment.ts.
 */
import type { Payment } from '../core/actions';
import type { CardDef } from '../core/data';
import { card } from '../core/data';
import type { EngineError } from '../core/errors';
import { engineError } from '../core/errors';
import type { Rules, RulesModule } from '../core/rules';
import type { GameState, PlayerState } from '../core/state';
import type { ByGem, CardId, Seat, Tokens } from '../core/vocabulary';
import { bonusCountOf, colourOf, seatOf } from './derived';
import { heldBonuses } from './held';
import { gemOf } from './tokens';

/** How a seat pays: what it holds and which payment powers it has. */
export interface Purse {
  player: PlayerState;
  bonuses: ByGem<number>;
  /** T4: each gold (real or virtual) pays up to 2 tokens of one colour. */
  goldWorth: 1 | 2;
  jokers: readonly CardId[];
  /** E: the classic edition counts a sacrifice in bonuses, Kahroba in cards. */
  classic: boolean;
  /** Bonuses plus gem tokens held, by colour: what pays without gold. */
  reach: ByGem<number>;
  /** Gold pieces available, real and virtual (2 a joker, O3). */
  maxUnits: number;
}

/** No card to list: shared, frozen, by every payment that uses none. */
export const NO_CARDS: CardId[] = Object.freeze([]) as unknown as CardId[];

/** T4: whether a module in play makes the player's gold worth two. */
function goldWorthTwo(s: GameState, r: Rules, player: PlayerState): boolean {
  const ms = r.goldWorthTwo;
  for (let i = 0; i < ms.length; i++) if ((ms[i] as RulesModule).goldWorthTwo?.(s, player) === true) return true;
  return false;
}

export function purseOf(s: GameState, r: Rules, seat: Seat): Purse {
  const player = seatOf(s, seat);
  const jokers = r.jokers?.jokers?.(player, seat) ?? NO_CARDS;
  const bonuses = heldBonuses(player, seat);
  const t = player.tokens;
  return {
    player,
    bonuses,
    goldWorth: r.goldWorthTwo.length > 0 && goldWorthTwo(s, r, player) ? 2 : 1,
    jokers,
    classic: s.config.edition === 'classic',
    reach: {
      white: bonuses.white + t.white,
      blue: bonuses.blue + t.blue,
      green: bonuses.green + t.green,
      red: bonuses.red + t.red,
      black: bonuses.black + t.black,
    },
    maxUnits: t.gold + 2 * jokers.length,
  };
}

export function checkSacrifice(purse: Purse, def: CardDef, payment: Payment): EngineError | null {
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
  // The cards of that colour are worth at most the seat's bonuses of it (a
  // card gives at least one bonus, and in the classic edition is worth them all).
  if (gemOf(purse.bonuses, gem) < count) return [];
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
