import { describe, expect, it } from 'vitest';
import { prestigeOf, toAct } from '@kahroba/engine';
import type { Action, Gem } from '@kahroba/engine';
import { LESSONS } from './lessons';
import { BASE_LESSON } from './lessons/base';
import { matches, next, pendingReplies, playLearner, playReply, replay, startProgress, stepMode } from './steps';
import { expectedMove, playThrough } from './testing';

const take = (...gems: Gem[]): Action => ({ type: 'takeGems', gems });

describe('lesson step logic', () => {
  it('matches a move by the fields of the pattern; arrays as multisets, other fields free', () => {
    expect(matches({ type: 'takeGems', gems: ['blue', 'green', 'white'] }, take('white', 'blue', 'green'))).toBe(true);
    expect(matches({ type: 'takeGems', gems: ['blue', 'green', 'white'] }, take('white', 'blue', 'red'))).toBe(false);
    const buy: Action = {
      type: 'buy',
      card: 'B2-16',
      payment: { tokens: { white: 0, blue: 2, green: 1, red: 0, black: 0, gold: 0 }, jokers: [], discards: [] },
    };
    expect(matches({ type: 'buy', card: 'B2-16' }, buy)).toBe(true);
    expect(matches({ type: 'buy', card: 'B3-10' }, buy)).toBe(false);
    expect(
      matches(
        [
          { type: 'reserve', card: 'B3-10' },
          { type: 'buy', card: 'B2-16' },
        ],
        buy,
      ),
    ).toBe(true);
  });

  it('an explanation step waits for Next, and refuses a move', () => {
    const p = startProgress(BASE_LESSON);
    const played = replay(BASE_LESSON, []);
    if (!played) throw new Error('set-up refused');
    expect(stepMode(BASE_LESSON, p, played.state)).toBe('next');
    const r = playLearner(BASE_LESSON, p, played, take('blue', 'green', 'white'));
    expect(r.ok || r.code).toBe('notNow');
    expect(next(BASE_LESSON, p, played.state)?.step).toBe(1);
  });

  it('B3.1: the take step refuses another legal take, then accepts its own and queues the computer reply', () => {
    const { progress, played } = playThrough(BASE_LESSON, 2);
    expect(BASE_LESSON.steps[progress.step]?.id).toBe('take');
    const other = playLearner(BASE_LESSON, progress, played, take('red', 'green', 'white'));
    expect(other.ok || other.code).toBe('wrongMove');
    const move = expectedMove(BASE_LESSON, progress, played);
    if (!move) throw new Error('no expected move');
    const r = playLearner(BASE_LESSON, progress, played, move);
    if (!r.ok) throw new Error(r.code);
    expect(r.played.state.players[0]?.tokens).toMatchObject({ blue: 4, green: 1, white: 1 });
    expect(stepMode(BASE_LESSON, r.progress, r.played.state)).toBe('computer');
    expect(pendingReplies(BASE_LESSON, r.progress)).toHaveLength(1);
    const reply = playReply(BASE_LESSON, r.progress, r.played);
    expect(reply && toAct(reply.played.state)).toBe(0);
    expect(reply && stepMode(BASE_LESSON, reply.progress, reply.played.state)).toBe('move');
  });

  it('B4.2: buying with bonuses brings the noble the lesson promises', () => {
    const stepOf = BASE_LESSON.steps.findIndex((s) => s.id === 'noble');
    const { played } = playThrough(BASE_LESSON, stepOf);
    expect(played.state.players[0]?.nobles).toEqual(['N06']);
    expect(prestigeOf(played.state, 0)).toBe(12);
  });

  it('B4.4, B5.2: the first game reaches its end and the learner wins with 16', () => {
    const { progress, played } = playThrough(BASE_LESSON);
    expect(progress.step).toBe(BASE_LESSON.steps.length);
    expect(played.state.result?.winners).toEqual([0]);
    expect(prestigeOf(played.state, 0)).toBe(16);
  });

  it.each(Object.values(LESSONS))('$id plays to its last step with legal moves and every scripted reply', (lesson) => {
    const { progress, played } = playThrough(lesson);
    expect(progress.step).toBe(lesson.steps.length);
    expect(progress.actions.length).toBeGreaterThan(0);
    // The saved moves rebuild the same game (resume).
    expect(replay(lesson, progress.actions)?.state).toEqual(played.state);
  });

  it('each module puzzle ends with what it teaches', () => {
    const cities = playThrough(LESSONS.cities).played.state;
    expect(cities.players[0]?.cities).toEqual(['C6a']);
    expect(cities.result?.winners).toEqual([0]);
    const posts = playThrough(LESSONS.tradingPosts).played.state;
    expect(posts.players[0]?.posts).toEqual(['K-TP3']);
    expect(posts.players[0]?.tokens).toMatchObject({ red: 2, green: 1 });
    const strongholds = playThrough(LESSONS.strongholds).played.state;
    expect(strongholds.players[0]?.tableau).toEqual(expect.arrayContaining(['B1-12', 'B2-09']));
    const orient = playThrough(LESSONS.orient).played.state;
    expect(orient.players[0]?.nobles).toEqual(['N03']);
  });
});
