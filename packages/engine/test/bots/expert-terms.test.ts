/**
 * Expert's own evaluation terms (issue 12, docs/BOTS.md): `cityPlan` and
 * `postPowers` change expert's view of a position with Cities or Trading
 * Posts; without them (normal, hard) the shared terms are used as before.
 */
import { describe, expect, it } from 'vitest';
import type { CardId, CityId, GameState, PostId } from '../../src/index';
import type { EvalTerms } from '../../src/bots/evaluate';
import { evaluateSeat, position } from '../../src/bots/evaluate';
import { game } from '../helpers/game';

const RED = ['B1-25', 'B1-26'], BLACK = ['B1-33', 'B1-34'], GREEN = ['B1-17', 'B1-18', 'B1-19', 'B1-20'];
const value = (s: GameState, seat: number, terms: EvalTerms = {}): number => evaluateSeat(position(s, terms), seat);

/** A Cities game on C1a (13 prestige, 4 red, 3 black), C2a (13, 3 white, 4 blue) and C6a (13, 3 blue, 4 green). */
function citiesGame(mine: CardId[], theirs: CardId[] = []): GameState {
  const cities: CityId[] = ['C1a', 'C2a', 'C6a'];
  return game({ cities, players: [{ tableau: mine }, { tableau: theirs }] }, { modules: ['cities'] });
}

describe("expert's city term (cityPlan)", () => {
  it('pulls toward the colours of a city from the first turns, where the shared term hardly tells them apart', () => {
    // Two red and two black bonuses toward C1a, or four green toward C6a (which also needs 3 blue): four bonuses either way.
    const toward = citiesGame([...RED, ...BLACK]);
    const aside = citiesGame(GREEN.slice(0, 2).concat(['B1-01', 'B1-02']));
    const shared = value(toward, 0) - value(aside, 0);
    const plan = value(toward, 0, { cityPlan: true }) - value(aside, 0, { cityPlan: true });
    expect(plan).toBeGreaterThan(shared + 0.3);
  });

  it('counts a city for less when a rival is nearer to it, since only one player can take it', () => {
    // The rival holds one green card, or two red and two black (nearer to C1a than seat 0's two red).
    const alone = citiesGame([...RED], GREEN.slice(0, 1));
    const raced = citiesGame([...RED], ['B1-27', 'B1-28', 'B1-35', 'B1-36']);
    // What the city term adds over the shared one (the rest of the evaluation is the same for both).
    const plan = (s: GameState): number => value(s, 0, { cityPlan: true }) - value(s, 0);
    expect(plan(raced)).toBeLessThan(plan(alone) - 0.3);
  });

  it('changes nothing without Cities', () => {
    const s = game({ players: [{ tableau: [...RED, ...BLACK] }, {}] });
    expect(value(s, 0, { cityPlan: true })).toBe(value(s, 0));
  });
});

/** A Trading Posts game where seat 0 owns `posts`; `late` gives seat 1 fourteen prestige (the game's last phase). */
function postsGame(posts: PostId[], late = false): GameState {
  const theirs: CardId[] = late ? ['B3-04', 'B3-08', 'B3-02', 'B1-40'] : [];
  return game({ players: [{ tableau: ['B1-17', 'B1-18'], posts }, { tableau: theirs }] }, { modules: ['tradingPosts'] });
}

describe("expert's posts term (postPowers)", () => {
  const T1: PostId = 'K-TP1', T2: PostId = 'K-TP2';
  const worth = (posts: PostId[], late = false, terms: EvalTerms = {}): number => value(postsGame(posts, late), 0, terms) - value(postsGame([], late), 0, terms);

  it('values a post by its power: a token after every purchase (T1) above drawing two blind (T2), early on', () => {
    expect(worth([T1], false, { postPowers: true })).toBeGreaterThan(worth([T2], false, { postPowers: true }) + 1);
    // The shared term gives every post the same 1.2 (less the pull toward it while not owned).
    expect(Math.abs(worth([T1]) - worth([T2]))).toBeLessThan(0.2);
  });

  it('values T1 less when few turns are left to use it', () => {
    expect(worth([T1], true, { postPowers: true })).toBeLessThan(worth([T1], false, { postPowers: true }) - 1);
  });
});
