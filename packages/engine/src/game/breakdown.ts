/**
 * Where a player's prestige comes from, for the end of the game (B5.1): the
 * cards of each level, the nobles, and what the trading posts add (T5, T2c,
 * T5c) as the rest of the engine's own total; and what the player holds:
 * cards in the tableau (B5.2 counts them), reserved cards, cities (C4).
 */
import { card, noble } from '../core/data';
import type { GameState } from '../core/state';
import type { Seat } from '../core/vocabulary';
import { playerPrestige, seatOf } from '../primitives/derived';

export interface PrestigeBreakdown {
  /** Prestige printed on the tableau's cards, by level (Orient cards by theirs). */
  byLevel: [number, number, number];
  nobles: number;
  /** Prestige from trading posts: the total less cards and nobles. */
  posts: number;
  /** B5.1, as the engine counts it. */
  total: number;
  /** Development cards in the tableau, however acquired (B5.2). */
  cards: number;
  reserved: number;
  cities: number;
}

export function prestigeBreakdown(s: GameState, seat: Seat): PrestigeBreakdown {
  const p = seatOf(s, seat);
  const byLevel: [number, number, number] = [0, 0, 0];
  for (const id of p.tableau) {
    const def = card(id);
    byLevel[def.level - 1] = (byLevel[def.level - 1] ?? 0) + def.points;
  }
  let nobles = 0;
  for (const id of p.nobles) nobles += noble(id).points;
  const total = playerPrestige(p);
  return {
    byLevel,
    nobles,
    posts: total - byLevel[0] - byLevel[1] - byLevel[2] - nobles,
    total,
    cards: p.tableau.length,
    reserved: p.reserved.length,
    cities: p.cities.length,
  };
}
