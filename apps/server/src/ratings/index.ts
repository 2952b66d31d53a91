export { INITIAL_RATING, TAU, updateRating, type PeriodResult, type Rating } from './glicko2';
export { pairwiseResults, poolFor, rateGame, type PairwiseResult, type RatingPool } from './placements';
export {
  ratedPlanRefusal,
  ratedRequestRefusal,
  ratedSeatRefusal,
  type RatedRefusal,
  type RatedRoomPlan,
} from './rated-room';
