import { type PeriodResult, type Rating, updateRating } from './glicko2';

/** Which rating a game counts towards: 2-player games and 3–4-player games are kept apart. */
export type RatingPool = 'two' | 'multi';

export function poolFor(playerCount: number): RatingPool {
  if (!Number.isInteger(playerCount) || playerCount < 2 || playerCount > 4) {
    throw new RangeError(`BAD_PLAYER_COUNT: ${playerCount}`);
  }
  return playerCount === 2 ? 'two' : 'multi';
}

export interface PairwiseResult {
  readonly player: number;
  readonly opponent: number;
  readonly score: 0 | 0.5 | 1;
}

/**
 * Placements as the engine reports them (1 = first; equal numbers = a tie the tie-break could not
 * separate) → every ordered pair's result: better place wins, equal place draws.
 */
export function pairwiseResults(placements: readonly number[]): PairwiseResult[] {
  poolFor(placements.length);
  const out: PairwiseResult[] = [];
  placements.forEach((place, player) => {
    placements.forEach((other, opponent) => {
      if (player === opponent) return;
      const score = place < other ? 1 : place > other ? 0 : 0.5;
      out.push({ player, opponent, score });
    });
  });
  return out;
}

/**
 * One game = one rating period: each player is updated against every other player's rating
 * *before* the game, with the pairwise results from the placements.
 */
export function rateGame(before: readonly Rating[], placements: readonly number[]): Rating[] {
  if (before.length !== placements.length) {
    throw new RangeError(`BAD_PLACEMENTS: ${placements.length} placements for ${before.length} players`);
  }
  if (placements.some((p) => !Number.isInteger(p) || p < 1 || p > placements.length)) {
    throw new RangeError('BAD_PLACEMENTS: places run from 1 to the player count');
  }
  const pairs = pairwiseResults(placements);
  return before.map((rating, player) => {
    const results: PeriodResult[] = pairs
      .filter((pair) => pair.player === player)
      .map((pair) => ({ opponent: before[pair.opponent] as Rating, score: pair.score }));
    return updateRating(rating, results);
  });
}
