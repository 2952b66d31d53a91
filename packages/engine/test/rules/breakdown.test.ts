/** breakdown.ts: where a player's prestige comes from (B5.1, T5c). */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, prestigeBreakdown, prestigeOf } from '../../src/index';
import type { GameState } from '../../src/index';
import { game } from '../helpers/game';

describe('prestigeBreakdown (B5.1)', () => {
  it('cards by level, nobles, and what the trading posts add', () => {
    // B3-01 (3 prestige), B1-08 (1 prestige); noble N01 (3); classic TP4 (T5c, 5 points, needs a noble).
    const s = game(
      {
        players: [
          {
            tableau: ['B1-08', 'B3-01', 'B1-17', 'B1-18', 'B1-19', 'B1-20', 'B1-21'],
            nobles: ['N01'],
            posts: ['TP4'],
            reserved: [{ card: 'B2-07', blind: false }],
          },
        ],
      },
      { modules: ['tradingPosts'], edition: 'classic' },
    );
    const b = prestigeBreakdown(s, 0);
    expect(b).toEqual({ byLevel: [1, 0, 3], nobles: 3, posts: 5, total: 12, cards: 7, reserved: 1, cities: 0 });
    expect(b.total).toBe(prestigeOf(s, 0));
  });

  it("adds up to the engine's prestige over whole games with every module", () => {
    const r = createGame({
      players: 3,
      seed: 'breakdown',
      modules: ['cities', 'tradingPosts', 'strongholds', 'orient'],
      edition: 'kahroba',
    });
    if (!r.ok) throw new Error(r.error.code);
    let s: GameState = r.value;
    for (let i = 0; i < 200 && !s.result; i++) {
      const legal = legalActions(s, s.current);
      const a = legal.find((x) => x.type === 'buy') ?? legal[i % legal.length];
      if (!a) break;
      const next = applyAction(s, s.current, a);
      if (!next.ok) throw new Error(next.error.code);
      s = next.state;
      for (const seat of [0, 1, 2]) {
        const b = prestigeBreakdown(s, seat);
        expect(b.byLevel[0] + b.byLevel[1] + b.byLevel[2] + b.nobles + b.posts).toBe(prestigeOf(s, seat));
        expect(b.posts).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
