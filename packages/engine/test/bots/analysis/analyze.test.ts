/**
 * The expert's analysis (src/bots/analysis/analyze.ts): deterministic for a seed, only legal moves, the seat's view
 * only unless `fullInformation` (two states that differ only in what the seat cannot see give the same analysis),
 * win chances that sum to 1, the included moves always weighed, and the budget, the deadline, `shouldStop` and
 * `onProgress` kept. Small budgets: the properties do not depend on them.
 */
import { describe, expect, it } from 'vitest';
import { actionKey, applyAction, legalActions, randomSource, viewFor } from '../../../src/index';
import type { Action, GameState } from '../../../src/index';
import { analyzePosition, determinize } from '../../../src/bots/index';
import type { PositionAnalysis } from '../../../src/bots/index';
import { MODULE_SETS, positions } from '../positions';

function samples(): GameState[] {
  const out: GameState[] = [];
  for (const modules of [[], MODULE_SETS[MODULE_SETS.length - 1] ?? []])
    for (const players of [2, 4])
      out.push(...positions(players, modules, `analysis-${players}-${modules.length}`, 2, 9));
  return out;
}

const legalKeys = (s: GameState): Set<string> => new Set(legalActions(s, s.current).map(actionKey));

function wellFormed(s: GameState, a: PositionAnalysis): void {
  expect(a.seat).toBe(s.current);
  expect(a.candidates.length).toBeGreaterThan(0);
  const keys = legalKeys(s);
  for (const c of a.candidates) {
    expect(keys.has(actionKey(c.action))).toBe(true);
    expect(c.winChance).toBeGreaterThanOrEqual(0);
    expect(c.winChance).toBeLessThanOrEqual(1);
    expect(c.reasons.length).toBeGreaterThan(0);
    expect(c.reasons.length).toBeLessThanOrEqual(3);
  }
  for (let i = 1; i < a.candidates.length; i++)
    expect((a.candidates[i] as { winChance: number }).winChance).toBeLessThanOrEqual(
      (a.candidates[i - 1] as { winChance: number }).winChance,
    );
  expect(a.winChances).toHaveLength(s.players.length);
  expect(a.winChances.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
  expect(a.winChances[s.current]).toBe(a.candidates[0]?.winChance);
}

describe('analyzePosition', () => {
  const states = samples();

  it('has positions of 2 and 4 players, base and all four modules', () => {
    expect(states.length).toBe(8);
  });

  it('ranks legal moves, with chances that sum to 1, and repeats itself for the same rng', () => {
    for (const [i, s] of states.entries()) {
      const a = analyzePosition(s, s.current, randomSource(`same-${i}`), { iterations: 80 });
      wellFormed(s, a);
      expect(a.iterations).toBeLessThanOrEqual(80);
      expect(a.stopped).toBe(false);
      expect(analyzePosition(s, s.current, randomSource(`same-${i}`), { iterations: 80 })).toEqual(a);
    }
  });

  it('reads only the seat view: two states differing only in what the seat cannot see give the same analysis', () => {
    for (const [i, s] of states.entries()) {
      const seat = s.current;
      const other = determinize(s, seat, randomSource(`other-${i}`));
      expect(viewFor(other, seat)).toEqual(viewFor(s, seat));
      expect(JSON.stringify(other)).not.toBe(JSON.stringify(s));
      const a = analyzePosition(s, seat, randomSource(`fair-${i}`), { iterations: 60 });
      expect(analyzePosition(other, seat, randomSource(`fair-${i}`), { iterations: 60 })).toEqual(a);
    }
  });

  it('with fullInformation reads the true state: its expected line plays on it', () => {
    for (const [i, s] of states.entries()) {
      const a = analyzePosition(s, s.current, randomSource(`full-${i}`), { iterations: 120, fullInformation: true });
      wellFormed(s, a);
      expect(
        analyzePosition(s, s.current, randomSource(`full-${i}`), { iterations: 120, fullInformation: true }),
      ).toEqual(a);
      let r = applyAction(s, s.current, a.candidates[0]?.action);
      for (const step of a.line) {
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        expect(r.state.current).toBe(step.seat);
        r = applyAction(r.state, step.seat, step.action);
      }
      expect(r.ok).toBe(true);
    }
  });

  it('always weighs the included moves, even those the search would not rank', () => {
    for (const [i, s] of states.entries()) {
      const legal = legalActions(s, s.current);
      const last = legal[legal.length - 1] as Action;
      const a = analyzePosition(s, s.current, randomSource(`inc-${i}`), { iterations: 80, top: 1, include: [last] });
      const found = a.candidates.find((c) => actionKey(c.action) === actionKey(last));
      expect(found).toBeDefined();
      expect(found?.visits).toBeGreaterThan(0);
      expect(a.candidates.length).toBeLessThanOrEqual(2);
    }
  });

  it('refuses a move that is not legal, and a seat that is not to move', () => {
    const s = states[0] as GameState;
    const bad: Action = { type: 'chooseNoble', noble: 'N01' };
    expect(() => analyzePosition(s, s.current, randomSource('x'), { include: [bad] })).toThrow(/not legal/);
    expect(() => analyzePosition(s, (s.current + 1) % 2, randomSource('x'))).toThrow(/not the seat to move/);
  });

  it('reads no clock without a deadline, and stops at one on the injected clock', () => {
    const s = states.find((x) => legalActions(x, x.current).length > 5) as GameState;
    let reads = 0;
    analyzePosition(s, s.current, randomSource('c'), { iterations: 60, now: () => ++reads });
    expect(reads).toBe(1);
    let t = 0;
    const a = analyzePosition(s, s.current, randomSource('c'), { iterations: 100_000, now: () => t++, thinkTime: 20 });
    expect(a.stopped).toBe(true);
    expect(a.iterations).toBeLessThan(20 * legalActions(s, s.current).length + 20);
  });

  it('ends when shouldStop says so, and reports its progress', () => {
    const s = states.find((x) => legalActions(x, x.current).length > 5) as GameState;
    const seen: [number, number][] = [];
    let polls = 0;
    const a = analyzePosition(s, s.current, randomSource('p'), {
      iterations: 4000,
      shouldStop: () => ++polls > 5,
      onProgress: (done, budget) => seen.push([done, budget]),
    });
    expect(a.stopped).toBe(true);
    expect(a.iterations).toBeLessThan(400);
    wellFormed(s, a);
    expect(seen.length).toBeGreaterThan(0);
    for (const [done, budget] of seen) {
      expect(budget).toBe(4000);
      expect(done).toBeLessThanOrEqual(budget);
    }
    const all: number[] = [];
    analyzePosition(s, s.current, randomSource('p'), { iterations: 200, onProgress: (d) => all.push(d) });
    expect(all).toEqual([...all].sort((x, y) => x - y));
    expect(all[all.length - 1]).toBeGreaterThan(150);
  });
});
