/** Test builders for the end screen: a record with no actions and a two-seat result. */
import type { GameRecord, GameResult } from '@kahroba/engine';

/** A two-player base game's record with no actions: what the end screen needs besides the result. */
export const emptyRecord: GameRecord = {
  schema: 1,
  config: { players: 2, seed: 's', modules: [], edition: 'kahroba' },
  actions: [],
};

/** A two-seat result by prestige: each seat's prestige and card count, no cities. */
export function twoSeatResult(
  winners: number[],
  decidedBy: GameResult['decidedBy'],
  [p0, c0]: [number, number],
  [p1, c1]: [number, number],
): GameResult {
  return {
    reason: 'prestige',
    winners,
    decidedBy,
    standings: [
      { seat: 0, prestige: p0, cards: c0, cities: 0 },
      { seat: 1, prestige: p1, cards: c1, cities: 0 },
    ],
  };
}
