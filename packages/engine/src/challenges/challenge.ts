/**
 * A solo challenge: a fixed deal (the whole game configuration, seed and any
 * stacked set-up), the person's seat, the computer players in the other seats
 * and 1–3 stars, each star a list of goals. Star k is earned when the game is
 * over and every goal of stars 1..k is met, so stars only add up.
 */
import type { GameConfig, ModuleId, Seat } from '../index';
import type { BotLevel } from '../bots/index';
import type { Goal } from './goals';

/** The list's groups: the base game alone, then each module. */
export const CHALLENGE_GROUPS = ['base', 'cities', 'tradingPosts', 'strongholds', 'orient'] as const;
export type ChallengeGroup = (typeof CHALLENGE_GROUPS)[number];

export interface Challenge {
  /** Stable: the device's progress is kept under it. */
  readonly id: string;
  readonly group: ChallengeGroup;
  readonly config: GameConfig;
  /** The person's seat; every other seat is a computer player. */
  readonly seat: Seat;
  /** The level of each other seat, in seat order. */
  readonly opponents: readonly BotLevel[];
  /** Star 1, 2, 3: the goals each one adds. */
  readonly stars: readonly (readonly Goal[])[];
}

export interface DealSpec {
  players: 2 | 3 | 4;
  seed: string;
  setup?: GameConfig['setup'];
  edition?: GameConfig['edition'];
  /** Modules beyond the group's own (a group's module is always in play). */
  with?: ModuleId[];
}

/** A challenge of a group: the person plays first, in seat 0. */
export function challenge(
  id: string,
  group: ChallengeGroup,
  deal: DealSpec,
  opponents: readonly BotLevel[],
  stars: readonly (readonly Goal[])[],
): Challenge {
  const modules: ModuleId[] = [...(group === 'base' ? [] : [group]), ...(deal.with ?? [])];
  const config: GameConfig = {
    players: deal.players,
    seed: deal.seed,
    modules,
    edition: deal.edition ?? 'kahroba',
    firstPlayer: 0,
    ...(deal.setup ? { setup: deal.setup } : {}),
  };
  return { id, group, config, seat: 0, opponents, stars };
}
