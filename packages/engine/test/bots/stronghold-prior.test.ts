/**
 * The search's stronghold prior (docs/BOTS.md): hard and expert place, move and
 * remove strongholds on purpose below the root and in playouts; normal and
 * the greedy player keep their order (the prior is off for them).
 */
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/index';
import { legalActions } from '../../src/index';
import { candidates, prioritise } from '../../src/bots/candidates';
import { act, game } from '../helpers/game';

const L3 = ['B3-03', 'B3-01', 'B3-02', 'B3-04'];

/** Seat 0 has just bought B1-02 (3 blue) and must act with a stronghold (S2); seat 1 lacks nothing for B3-03 (7 black: 5 bonuses, 2 tokens). */
function afterPurchase(mine: { card: string; count: number }[] = []): GameState {
  const s0 = game(
    {
      decks: { L1: ['B1-02', 'B1-01', 'B1-03', 'B1-04'], L3 },
      players: [
        { tokens: { blue: 3, white: 3, black: 2, gold: 1 }, tableau: ['B1-38', 'B1-39', 'B1-40'], strongholds: mine },
        { tokens: { black: 2 }, tableau: ['B1-33', 'B1-34', 'B1-35', 'B1-36', 'B1-37'] },
      ],
    },
    { modules: ['strongholds'] },
  );
  const { state } = act(s0, 0, {
    type: 'buy',
    card: 'B1-02',
    payment: { tokens: { white: 0, blue: 3, green: 0, red: 0, black: 0, gold: 0 }, jokers: [], discards: [] },
  });
  expect(state.turn.decision?.type).toBe('stronghold');
  return state;
}
const key = (a: Action): string => JSON.stringify(a);

describe('the stronghold prior', () => {
  it('blocks the card a rival is about to buy (S1)', () => {
    const s = afterPurchase();
    const ranked = prioritise(s, 0, legalActions(s, 0), true);
    expect(ranked[0]?.a).toEqual({ type: 'placeStronghold', card: 'B3-03' });
  });

  it('puts the third stronghold on a card it can pay for, to conquer it (S4)', () => {
    // B3-04 (5 points: 3 white, 7 black): seat 0 has 3 white, 3 black bonuses, 2 black tokens and a gold, one short.
    // With two of its strongholds there, the third goes there before any card but the one it must block.
    const s = afterPurchase([{ card: 'B3-04', count: 2 }]);
    const ranked = prioritise(s, 0, legalActions(s, 0), true);
    const place = ranked.filter((x) => x.a.type === 'placeStronghold');
    const third = place.find((x) => key(x.a) === key({ type: 'placeStronghold', card: 'B3-04' }));
    const others = place.filter((x) => x !== third && key(x.a) !== key({ type: 'placeStronghold', card: 'B3-03' }));
    expect(third).toBeDefined();
    for (const o of others) expect(third?.score ?? 0).toBeGreaterThan(o.score);
  });

  it('is off for normal and the greedy player: their order is the legal order, as before', () => {
    const s = afterPurchase();
    const legal = legalActions(s, 0);
    expect(prioritise(s, 0, legal).map((x) => key(x.a))).toEqual(legal.map(key));
    expect(candidates(s, 0, legal).map(key)).toEqual(legal.map(key));
    expect(candidates(s, 0, legal, 1, 3, true).map(key)).not.toEqual(legal.map(key));
  });
});
