/**
 * Settings by the number of players (MANY_PLAYER_LEVELS): with three or four
 * players expert searches twice as long as with two, its tree holding its own
 * moves only (rival-policy.test.ts), without the reservation-slot term; hard
 * is the same at every count and has none of expert's terms; with
 * Strongholds and the Orient both in play expert's 3–4-player budget is
 * smaller (HEAVY_MANY_PLAYER_LEVELS); the arena's and the callers' overrides
 * still win.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, randomSource } from '../../src/index';
import type { GameState, ModuleId } from '../../src/index';
import type { SearchStats } from '../../src/bots/index';
import { createBot, HEAVY_MANY_PLAYER_LEVELS, MANY_PLAYER_LEVELS, SEARCH_LEVELS } from '../../src/bots/index';
import { positions } from './positions';

/** A position of a game of `players` with a real choice (no finishing checks cut the search short this early). */
function position(players: number, modules: ModuleId[] = []): GameState {
  const s = positions(players, modules, `players-${players}`, 3, 5).find((p) => legalActions(p, p.current).length > 8);
  if (!s) throw new Error('no position with a choice');
  return s;
}

/** The iterations one decision of `level` spends, with the given options. */
function spent(level: 'hard' | 'expert', s: GameState, options = {}): number {
  const runs: SearchStats[] = [];
  createBot(level, { ...options, onSearch: (st: SearchStats) => runs.push(st) }).choose(
    s,
    s.current,
    randomSource('spent'),
  );
  expect(runs).toHaveLength(1);
  return runs[0]?.iterations ?? 0;
}

describe('settings by the number of players', () => {
  it('expert at 3 and 4 players searches twice as long as at 2, its own moves only; hard the same at every count', () => {
    expect(MANY_PLAYER_LEVELS.expert.iterations).toBe(2 * SEARCH_LEVELS.expert.iterations);
    expect(MANY_PLAYER_LEVELS.hard).toEqual({});
    expect(MANY_PLAYER_LEVELS.expert.rivalPolicy).toBe(true);
    expect(SEARCH_LEVELS.expert.rivalPolicy).toBeUndefined();
    // Expert's own terms: the posts' powers at every count, the reservation slots at 2 players only (measured there).
    expect(SEARCH_LEVELS.expert).toMatchObject({ postPowers: true, reserveSlots: true });
    expect(MANY_PLAYER_LEVELS.expert.reserveSlots).toBe(false);
    expect(SEARCH_LEVELS.hard.postPowers).toBeUndefined();
    expect(SEARCH_LEVELS.hard.reserveSlots).toBeUndefined();
    const two = spent('expert', position(2));
    expect(two).toBeLessThanOrEqual(SEARCH_LEVELS.expert.iterations);
    expect(two).toBeGreaterThan(SEARCH_LEVELS.expert.iterations / 2);
    for (const players of [3, 4]) {
      const n = spent('expert', position(players));
      expect(n).toBeLessThanOrEqual(2 * SEARCH_LEVELS.expert.iterations);
      expect(n).toBeGreaterThan(SEARCH_LEVELS.expert.iterations);
    }
    expect(spent('hard', position(4))).toBe(SEARCH_LEVELS.hard.iterations);
  });

  it('with Strongholds and the Orient both in play expert searches less at 4 players, and only there', () => {
    const heavy = HEAVY_MANY_PLAYER_LEVELS.expert.iterations ?? 0;
    expect(HEAVY_MANY_PLAYER_LEVELS.hard).toEqual({});
    expect(heavy).toBeGreaterThan(SEARCH_LEVELS.expert.iterations);
    expect(heavy).toBeLessThan(MANY_PLAYER_LEVELS.expert.iterations ?? 0);
    const both = position(4, ['strongholds', 'orient']);
    for (const s of [both, position(4, ['cities', 'tradingPosts', 'strongholds', 'orient'])]) {
      const n = spent('expert', s);
      expect(n).toBeLessThanOrEqual(heavy);
      expect(n).toBeGreaterThan(heavy / 2);
    }
    // Either module alone keeps the 4-player budget; at 2 players both together keep the 2-player one.
    for (const modules of [['strongholds'], ['orient']] as ModuleId[][])
      expect(spent('expert', position(4, modules))).toBeGreaterThan(heavy);
    expect(spent('expert', position(2, ['strongholds', 'orient']))).toBeLessThanOrEqual(
      SEARCH_LEVELS.expert.iterations,
    );
    expect(spent('expert', both, { search: { iterations: 300 } })).toBeLessThanOrEqual(300);
  });

  it('an iteration budget given by the caller, or a setting given to the search, still wins at 4 players', () => {
    const s = position(4);
    expect(spent('expert', s, { iterations: 200 })).toBeLessThanOrEqual(200);
    expect(spent('expert', s, { search: { iterations: 300 } })).toBeLessThanOrEqual(300);
    expect(spent('expert', s, { search: { iterations: 300 } })).toBeGreaterThan(150);
  });
});
