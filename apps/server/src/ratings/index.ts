export { INITIAL_RATING, TAU, updateRating, type PeriodResult, type Rating } from './glicko2';
export { pairwiseResults, poolFor, rateGame, type PairwiseResult, type RatingPool } from './placements';
