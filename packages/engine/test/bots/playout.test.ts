/**
 * The search's leaf (src/bots/playout.ts): expert's playouts start with
 * normal's one-move look-ahead, which plays for what the evaluation sees
 * (a noble) where the greedy prior takes the larger card.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, randomSource } from '../../src/index';
import type { Action } from '../../src/index';
import { candidates } from '../../src/bots/candidates';
import { lookaheadMove, playout } from '../../src/bots/playout';
import { SEARCH_LEVELS } from '../../src/bots/index';
import { game } from '../helpers/game';
import { positions } from './positions';

/**
 * Seat 0 has 3 white and 4 blue bonuses, next to noble N01 (4 white, 4 blue).
 * It can buy B1-04 (0 points, white: the noble's 3 come with it) or B2-09
 * (2 points, blue: no noble).
 */
const nobleInReach = () =>
  game({
    decks: {
      L1: ['B1-04', 'B1-37', 'B1-25', 'B1-31'],
      L2: ['B2-09', 'B2-21', 'B2-27', 'B2-15'],
      L3: ['B3-01', 'B3-02', 'B3-03', 'B3-05'],
    },
    nobles: ['N01', 'N02', 'N03'],
    players: [
      { tableau: ['B1-01', 'B1-02', 'B1-03', 'B1-13', 'B1-14', 'B1-15', 'B1-16'], tokens: { black: 2, white: 2 } },
      {},
    ],
  });

const bought = (a: Action): string | null => (a.type === 'buy' ? a.card : null);

describe('expert playouts', () => {
  it('the greedy prior buys the 2-point card; the look-ahead buys the card that brings the noble', () => {
    const s = nobleInReach();
    const legal = legalActions(s, 0);
    expect(bought(candidates(s, 0, legal)[0] as Action)).toBe('B2-09');
    expect(bought(lookaheadMove(s, 0, legal))).toBe('B1-04');
  });

  it('the look-ahead weighs only the `width` best moves of the prior', () => {
    const s = nobleInReach();
    const legal = legalActions(s, 0);
    expect(lookaheadMove(s, 0, legal, 1)).toEqual(candidates(s, 0, legal)[0]);
  });

  it('a playout played by look-ahead alone does not depend on the rng', () => {
    const cfg = { ...SEARCH_LEVELS.expert, playoutTurns: 2, lookaheadTurns: 2 };
    for (const s of positions(2, [], 'playout-rng', 3)) {
      expect(playout(s, cfg, randomSource('one'))).toEqual(playout(s, cfg, randomSource('two')));
    }
  });

  it('rewards are max-n shares: one per seat, summing to 1', () => {
    for (const s of positions(4, [], 'playout-sum', 3)) {
      const r = playout(s, SEARCH_LEVELS.expert, randomSource('sum'));
      expect(r).toHaveLength(4);
      expect(r.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
    }
  });
});
