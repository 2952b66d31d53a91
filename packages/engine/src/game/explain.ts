/**
 * What a power asks and whether a player has it, for explaining the tiles
 * and cards on the table: a noble (B4.2), a city (C3), a trading post
 * (T0.3–T5c), an Orient effect (O3–O9). The verdicts are the rules' own
 * (`meets`, the Cities module's C3 check); the shortfall says what is missing.
 */
import type { OrientEffect, PostPower } from '../core/data';
import { city, noble, post } from '../core/data';
import { meets, playerPrestige, seatOf } from '../primitives/derived';
import { heldBonuses } from '../primitives/held';
import { requirementMet } from '../modules/cities';
import type { GameState } from '../core/state';
import type { ByGem, CityId, NobleId, PostId, Seat } from '../core/vocabulary';
import { GEMS } from '../core/vocabulary';

/** What a player still lacks; all zero (and `noble` false) when nothing is. */
export interface Shortfall {
  /** Bonuses missing, by colour (B4.2, C3(b), T0 requirements). */
  bonuses: ByGem<number>;
  /** C3(a): prestige missing. */
  prestige: number;
  /** C3(c): bonuses missing in the unprinted colour closest to the number. */
  sameColour: number;
  /** T5c: a noble is needed first. */
  noble: boolean;
}

export interface Standing {
  /** The player holds it already (a noble visited, a city or a trading post taken). */
  owned: boolean;
  /** The player meets its requirement now. */
  qualifies: boolean;
  lacks: Shortfall;
}

/** The rule that describes each Orient effect. */
export const EFFECT_RULE: Readonly<Record<OrientEffect, string>> = {
  gold_x2: 'O3',
  pair: 'O4',
  double_bonus: 'O5',
  pair_then_take_level1: 'O6',
  reserve_noble: 'O7',
  take_level2: 'O8',
  sacrifice: 'O9',
};

/** The rule that describes each trading-post power (T1–T5, and the classic edition's T2c, T5c). */
export const POWER_RULE: Readonly<Record<PostPower, string>> = {
  extra_token_after_purchase: 'T1',
  draw_two_keep_one: 'T2',
  two_same_plus_one_other: 'T3',
  gold_worth_two: 'T4',
  point_per_trading_post: 'T5',
  point_per_coat_of_arms: 'T2c',
  five_points: 'T5c',
};

function missing(have: ByGem<number>, need: ByGem<number>): ByGem<number> {
  const out = { white: 0, blue: 0, green: 0, red: 0, black: 0 };
  for (const g of GEMS) out[g] = Math.max(0, need[g] - have[g]);
  return out;
}

const NOTHING_ELSE = { prestige: 0, sameColour: 0, noble: false } as const;

/** B4.2: a noble visits a player whose bonuses meet its requirement. */
export function nobleStanding(s: GameState, seat: Seat, id: NobleId): Standing {
  const p = seatOf(s, seat);
  const b = heldBonuses(p, seat);
  const need = noble(id).requires;
  return {
    owned: p.nobles.includes(id),
    qualifies: meets(b, need),
    lacks: { bonuses: missing(b, need), ...NOTHING_ELSE },
  };
}

/** C3: prestige, printed colours and, on some tiles, N bonuses of one colour printed nowhere on it. */
export function cityStanding(s: GameState, seat: Seat, id: CityId): Standing {
  const p = seatOf(s, seat);
  const b = heldBonuses(p, seat);
  const c = city(id);
  const prestige = playerPrestige(p);
  let sameColour = 0;
  if (c.sameColourAny > 0) {
    sameColour = c.sameColourAny;
    for (const g of GEMS)
      if (c.bonuses[g] === 0) sameColour = Math.min(sameColour, Math.max(0, c.sameColourAny - b[g]));
  }
  return {
    owned: p.cities.includes(id),
    qualifies: requirementMet(prestige, b, c),
    lacks: { bonuses: missing(b, c.bonuses), prestige: Math.max(0, c.prestige - prestige), sameColour, noble: false },
  };
}

/** T0.3, T5c: a trading post's bonuses and, for T5c, a noble. */
export function postStanding(s: GameState, seat: Seat, id: PostId): Standing {
  const p = seatOf(s, seat);
  const b = heldBonuses(p, seat);
  const def = post(id);
  const noNoble = def.requiresNoble && p.nobles.length === 0;
  return {
    owned: p.posts.includes(id),
    qualifies: meets(b, def.requires) && !noNoble,
    lacks: { bonuses: missing(b, def.requires), prestige: 0, sameColour: 0, noble: noNoble },
  };
}
