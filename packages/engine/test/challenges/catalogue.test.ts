/**
 * Every challenge's deal is legal: the config is accepted and set up, the
 * levels fill the other seats, and each goal belongs to the modules in play.
 * Whether the expert wins each one is measured offline (bench/challenges.ts).
 */
import { describe, expect, it } from 'vitest';
import { createGame, isPostId, legalActions, POSTS } from '../../src/index';
import { BOT_LEVELS } from '../../src/bots/index';
import {
  CHALLENGE_GROUPS,
  CHALLENGES,
  challengeRecord,
  challengesOf,
  nextChallenge,
  scoreChallenge,
} from '../../src/challenges/index';
import type { Challenge, GoalKind } from '../../src/challenges/index';
import { config, FINISH, played } from './records';

/** The module a goal needs, when it needs one. */
const NEEDS: Partial<Record<GoalKind, string>> = {
  city: 'cities',
  onlyCity: 'cities',
  posts: 'tradingPosts',
  post: 'tradingPosts',
  conquests: 'strongholds',
  removals: 'strongholds',
  unconquered: 'strongholds',
  freeCards: 'orient',
  orientCards: 'orient',
  jokers: 'orient',
  sacrifices: 'orient',
};

describe('the catalogue', () => {
  it('has at least 6 challenges per group, with unique ids', () => {
    for (const g of CHALLENGE_GROUPS) expect(challengesOf(g).length).toBeGreaterThanOrEqual(6);
    expect(new Set(CHALLENGES.map((c) => c.id)).size).toBe(CHALLENGES.length);
    expect(nextChallenge(CHALLENGES[0]!.id)).toBe(CHALLENGES[1]);
    expect(nextChallenge(CHALLENGES.at(-1)!.id)).toBeUndefined();
  });

  it.each(CHALLENGES.map((c) => [c.id, c] as [string, Challenge]))('%s: a legal deal', (_, ch) => {
    const created = createGame(ch.config);
    if (!created.ok) throw new Error(`${ch.id}: ${created.error.code} ${created.error.detail ?? ''}`);
    const state = created.value;
    expect(state.current).toBe(ch.seat);
    expect(legalActions(state, ch.seat).length).toBeGreaterThan(0);
    expect(ch.opponents).toHaveLength(ch.config.players - 1);
    for (const level of ch.opponents) expect(BOT_LEVELS).toContain(level);
    if (ch.group !== 'base') expect(ch.config.modules).toContain(ch.group);
    // 1–3 stars, each adding a goal; the first is a win.
    expect(ch.stars.length).toBeGreaterThanOrEqual(1);
    expect(ch.stars.length).toBeLessThanOrEqual(3);
    for (const star of ch.stars) expect(star.length).toBeGreaterThan(0);
    expect(ch.stars[0]).toContainEqual({ kind: 'win' });
    for (const goal of ch.stars.flat()) {
      const needs = NEEDS[goal.kind];
      if (needs) expect(ch.config.modules).toContain(needs);
      if (goal.kind === 'post') {
        expect(isPostId(goal.post)).toBe(true);
        expect(POSTS[ch.config.edition].map((p) => p.id)).toContain(goal.post);
      }
    }
    // Not played yet: no star; the record is the challenge's own deal.
    const start = scoreChallenge(ch, challengeRecord(ch));
    expect(start).toMatchObject({ ok: true, score: { finished: false, stars: 0 } });
  });
});

describe('scoreChallenge', () => {
  const finish = CHALLENGES.find((c) => c.id === 'base-finish')!;
  const win = (round: 1 | 2) =>
    played(
      finish.config,
      round === 1
        ? [
            [0, { buy: 'B2-12' }],
            [1, { type: 'takeGems', gems: ['white', 'red', 'black'] }],
          ]
        : [
            [0, { buy: 'B2-17' }],
            [1, { type: 'takeGems', gems: ['white', 'red', 'black'] }],
            [0, { type: 'takeGems', gems: ['white', 'red', 'black'] }],
            [1, { type: 'takeGems', gems: ['white', 'red', 'black'] }],
          ],
    );

  it('counts stars in order, only once the game is over', () => {
    expect(finish.config.setup).toEqual(FINISH);
    const r1 = scoreChallenge(finish, win(1).record);
    expect(r1).toMatchObject({ ok: true, score: { finished: true, stars: 3 } });
    // B2-17 makes 14: the game goes on, no star yet, though the rounds so far are within both limits.
    const r2 = scoreChallenge(finish, win(2).record);
    expect(r2).toMatchObject({ ok: true, score: { finished: false, stars: 0 } });
  });

  it('refuses a record of another deal', () => {
    const other = played(config(FINISH), [[0, { buy: 'B2-12' }]]).record;
    expect(scoreChallenge(finish, other)).toEqual({ ok: false, code: 'CHALLENGE_DEAL' });
    const bad = { ...challengeRecord(finish), actions: [{ seat: 1, action: { type: 'reserveDeck', deck: 'L1' } }] };
    expect(scoreChallenge(finish, bad as never)).toEqual({ ok: false, code: 'BAD_RECORD' });
  });
});
