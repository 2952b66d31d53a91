import { describe, expect, test } from 'vitest';
import { INITIAL_RATING, pairwiseResults, poolFor, rateGame, updateRating } from '../../src/ratings';

describe('Glicko-2 against Glickman\'s "Example of the Glicko-2 system"', () => {
  test('1500/200/0.06 vs 1400/30 (win), 1550/100 (loss), 1700/300 (loss)', () => {
    const after = updateRating({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  test('a period without games only widens the deviation', () => {
    const after = updateRating({ rating: 1600, rd: 100, volatility: 0.06 }, []);
    expect(after.rating).toBe(1600);
    expect(after.rd).toBeCloseTo(Math.sqrt(100 ** 2 + (0.06 * 173.7178) ** 2), 6);
  });
});

describe('placements → pairwise results', () => {
  const scoreOf = (placements: number[], player: number, opponent: number) =>
    pairwiseResults(placements).find((r) => r.player === player && r.opponent === opponent)?.score;

  test('three players, two tied for second', () => {
    const pairs = pairwiseResults([2, 1, 2]);
    expect(pairs).toHaveLength(6);
    expect(scoreOf([2, 1, 2], 1, 0)).toBe(1);
    expect(scoreOf([2, 1, 2], 1, 2)).toBe(1);
    expect(scoreOf([2, 1, 2], 0, 2)).toBe(0.5);
    expect(scoreOf([2, 1, 2], 2, 1)).toBe(0);
  });

  test('four players, tie for first', () => {
    const p = [1, 3, 1, 4];
    expect(pairwiseResults(p)).toHaveLength(12);
    expect(scoreOf(p, 0, 2)).toBe(0.5);
    expect(scoreOf(p, 0, 1)).toBe(1);
    expect(scoreOf(p, 1, 3)).toBe(1);
    expect(scoreOf(p, 3, 2)).toBe(0);
    const wins = pairwiseResults(p).filter((r) => r.player === 3 && r.score === 1);
    expect(wins).toHaveLength(0);
  });

  test('pools: 2 players apart from 3–4, other counts refused', () => {
    expect(poolFor(2)).toBe('two');
    expect(poolFor(3)).toBe('multi');
    expect(poolFor(4)).toBe('multi');
    expect(() => poolFor(1)).toThrow(/BAD_PLAYER_COUNT/);
    expect(() => poolFor(5)).toThrow(/BAD_PLAYER_COUNT/);
    expect(() => rateGame([INITIAL_RATING, INITIAL_RATING], [1])).toThrow(/BAD_PLACEMENTS/);
    expect(() => rateGame([INITIAL_RATING, INITIAL_RATING], [1, 3])).toThrow(/BAD_PLACEMENTS/);
  });
});

describe('rateGame properties', () => {
  const equal = (rating: number) => ({ rating, rd: 120, volatility: 0.06 });

  test('the winner never loses rating, the last never gains, in 2, 3 and 4 players', () => {
    for (const ratings of [
      [equal(1500), equal(1900)],
      [equal(1300), equal(1500), equal(2100)],
      [equal(1200), equal(1800), equal(1500), equal(2200)],
    ]) {
      const placements = ratings.map((_, i) => i + 1);
      const after = rateGame(ratings, placements);
      expect(after[0]!.rating).toBeGreaterThanOrEqual(ratings[0]!.rating);
      expect(after.at(-1)!.rating).toBeLessThanOrEqual(ratings.at(-1)!.rating);
    }
  });

  test('with equal deviations the changes sum to about zero', () => {
    const before = [equal(1450), equal(1620), equal(1500), equal(1700)];
    const after = rateGame(before, [3, 1, 4, 2]);
    const sum = after.reduce((s, r, i) => s + r.rating - before[i]!.rating, 0);
    expect(Math.abs(sum)).toBeLessThan(0.5);
    expect(after[1]!.rating).toBeGreaterThan(before[1]!.rating);
  });

  test('an all-way tie between equals changes no rating; deviations shrink', () => {
    const after = rateGame([equal(1500), equal(1500), equal(1500)], [1, 1, 1]);
    for (const r of after) {
      expect(r.rating).toBeCloseTo(1500, 6);
      expect(r.rd).toBeLessThan(120);
    }
  });
});
