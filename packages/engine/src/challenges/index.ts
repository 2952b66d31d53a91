/**
 * `@kahroba/engine/challenges`: the solo challenges (a fixed deal against
 * computer players of stated levels, 1–3 stars) and their goal checks, pure
 * functions of the game record.
 */
import type { Challenge, ChallengeGroup } from './challenge';
import { BASE_CHALLENGES } from './catalogue/base';
import { CITIES_CHALLENGES } from './catalogue/cities';
import { ORIENT_CHALLENGES } from './catalogue/orient';
import { STRONGHOLDS_CHALLENGES } from './catalogue/strongholds';
import { POSTS_CHALLENGES } from './catalogue/tradingPosts';

export { CHALLENGE_GROUPS, challenge } from './challenge';
export type { Challenge, ChallengeGroup, DealSpec } from './challenge';
export { goalMet, playRecord } from './goals';
export type { Goal, GoalKind, Played } from './goals';
export { challengeRecord, sameDeal, scoreChallenge } from './score';
export type { ChallengeScore, ScoreResult } from './score';

/** Every challenge, grouped: the base game, then Cities, Trading Posts, Strongholds, the Orient. */
export const CHALLENGES: readonly Challenge[] = [
  ...BASE_CHALLENGES,
  ...CITIES_CHALLENGES,
  ...POSTS_CHALLENGES,
  ...STRONGHOLDS_CHALLENGES,
  ...ORIENT_CHALLENGES,
];

export const challengesOf = (group: ChallengeGroup): Challenge[] => CHALLENGES.filter((c) => c.group === group);

export const findChallenge = (id: string): Challenge | undefined => CHALLENGES.find((c) => c.id === id);

/** The challenge after this one in the list, if any. */
export function nextChallenge(id: string): Challenge | undefined {
  const i = CHALLENGES.findIndex((c) => c.id === id);
  return i < 0 ? undefined : CHALLENGES[i + 1];
}
