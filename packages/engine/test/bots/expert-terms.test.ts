/**
 * Expert's own evaluation terms (docs/BOTS.md, "What each level does"): `postPowers`
 * (with Trading Posts) and `reserveSlots` change expert's view of a
 * position; without them (normal, hard) the shared terms are used as before.
 */
import { describe, expect, it } from 'vitest';
import type { CardId, GameState, PostId } from '../../src/index';
import type { EvalTerms } from '../../src/bots/evaluate';
import { evaluateSeat, position } from '../../src/bots/evaluate';
import { game } from '../helpers/game';

const value = (s: GameState, seat: number, terms: EvalTerms = {}): number => evaluateSeat(position(s, terms), seat);

/** A Trading Posts game where seat 0 owns `posts`; `late` gives seat 1 fifteen prestige (the last round). */
function postsGame(posts: PostId[], late = false): GameState {
  const theirs: CardId[] = late ? ['B3-04', 'B3-08', 'B3-02', 'B1-40'] : [];
  return game(
    { players: [{ tableau: ['B1-17', 'B1-18'], posts }, { tableau: theirs }] },
    { modules: ['tradingPosts'] },
  );
}

describe("expert's posts term (postPowers)", () => {
  const T1: PostId = 'K-TP1',
    T2: PostId = 'K-TP2';
  const worth = (posts: PostId[], late = false, terms: EvalTerms = {}): number =>
    value(postsGame(posts, late), 0, terms) - value(postsGame([], late), 0, terms);

  it('values a post by its power: a token after every purchase (T1) above drawing two blind (T2), early on', () => {
    expect(worth([T1], false, { postPowers: true })).toBeGreaterThan(worth([T2], false, { postPowers: true }) + 1);
    // The shared term gives every post the same 1.2 (less the pull toward it while not owned).
    expect(Math.abs(worth([T1]) - worth([T2]))).toBeLessThan(0.2);
  });

  it('values T1 less when few turns are left to use it', () => {
    expect(worth([T1], true, { postPowers: true })).toBeLessThan(worth([T1], false, { postPowers: true }) - 1);
  });
});

describe("expert's reservation slots (reserveSlots)", () => {
  /** Seat 0 holds 3 blue tokens and has reserved `card`. */
  const holding = (card: CardId): GameState =>
    game({ players: [{ tokens: { blue: 3 }, reserved: [{ card, blind: false }] }, {}] });

  it('charges a reserved card far from bought for the slot it holds', () => {
    // B3-04 (3 white, 7 black): 10 gems missing.
    const s = holding('B3-04');
    expect(value(s, 0, { reserveSlots: true }) - value(s, 0)).toBeCloseTo(-0.4, 9);
  });

  it('charges nothing for a reserved card the seat can buy now', () => {
    // B1-02 costs 3 blue.
    const s = holding('B1-02');
    expect(value(s, 0, { reserveSlots: true })).toBe(value(s, 0));
  });
});
