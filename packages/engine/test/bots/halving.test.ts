/**
 * Expert's root halving (halving.ts): the budget is never exceeded, the
 * choice repeats for the same rng, it stops at the deadline, and it
 * reads only the seat's view (another deal of the hidden cards, the same
 * choice). Small budgets: the properties do not depend on them.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, randomSource, viewFor } from '../../src/index';
import type { GameState } from '../../src/index';
import type { SearchStats } from '../../src/bots/index';
import { createBot, determinize, SEARCH_LEVELS } from '../../src/bots/index';
import { halve } from '../../src/bots/halving';
import { newNode } from '../../src/bots/tree';
import { MODULE_SETS, positions } from './positions';

const halving = (extra = {}) => createBot('expert', { search: { endgame: false }, iterations: 120, ...extra });

function samples(): GameState[] {
  const out: GameState[] = [];
  for (const modules of [[], MODULE_SETS[MODULE_SETS.length - 1] ?? []])
    out.push(...positions(2, modules, `halve-${modules.length}`, 4, 13));
  return out.filter((s) => legalActions(s, s.current).length > 3);
}

describe('root halving', () => {
  const states = samples();

  it('keeps to the budget, and spends most of it', () => {
    expect(states.length).toBeGreaterThanOrEqual(4);
    for (const s of states) {
      const runs: SearchStats[] = [];
      halving({ iterations: 90, onSearch: (st: SearchStats) => runs.push(st) }).choose(
        s,
        s.current,
        randomSource('budget'),
      );
      expect(runs).toHaveLength(1);
      expect(runs[0]?.iterations).toBeLessThanOrEqual(90);
      expect(runs[0]?.iterations).toBeGreaterThan(45);
    }
  });

  it('gives the same choice for the same rng, and the same from another deal of what the seat cannot see', () => {
    for (const [i, s] of states.entries()) {
      const seat = s.current;
      const other = determinize(s, seat, randomSource(`other-${i}`));
      expect(viewFor(other, seat)).toEqual(viewFor(s, seat));
      const a = halving().choose(s, seat, randomSource(`c-${i}`));
      expect(halving().choose(viewFor(s, seat), seat, randomSource(`c-${i}`))).toEqual(a);
      expect(halving().choose(other, seat, randomSource(`c-${i}`))).toEqual(a);
      expect(applyAction(s, seat, a).ok).toBe(true);
    }
  });

  it('stops at the deadline on the injected clock, between rounds', () => {
    const s = states[0] as GameState;
    const runs: SearchStats[] = [];
    let t = 0;
    const now = (): number => t++;
    halving({ iterations: 10_000, now, thinkTime: 3, onSearch: (st: SearchStats) => runs.push(st) }).choose(
      s,
      s.current,
      randomSource('clock'),
    );
    const k = legalActions(s, s.current).length;
    expect(runs[0]?.iterations).toBeGreaterThan(0);
    expect(runs[0]?.iterations).toBeLessThanOrEqual(3 * k);
  });

  it('under a deadline, shares what fits among the phases: it halves down to one move, where planning from the budget stops in the first phase', () => {
    const cfg = { ...SEARCH_LEVELS.expert, endgame: false };
    // Time counted in iterations: 240 fit before the deadline, the budget names 6,000.
    const late = (done: number): boolean => done >= 240;
    let checked = 0;
    for (const [i, s] of states.entries()) {
      const cands = legalActions(s, s.current).slice(0, 16);
      if (cands.length < 5) continue;
      checked++;
      const planned = halve(newNode(), cands, s, s.current, cfg, randomSource(`d-${i}`), 6000, late, () => 240);
      expect(planned.left).toBe(1);
      expect(planned.iterations).toBeLessThanOrEqual(240);
      expect(cands).toContainEqual(planned.choice);
      const unplanned = halve(newNode(), cands, s, s.current, cfg, randomSource(`d-${i}`), 6000, late);
      expect(unplanned.left).toBe(cands.length);
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it('without a deadline, shares the budget as before: the same iterations, and every phase played', () => {
    const cfg = { ...SEARCH_LEVELS.expert, endgame: false };
    const s = states[0] as GameState;
    const cands = legalActions(s, s.current).slice(0, 12);
    const a = halve(newNode(), cands, s, s.current, cfg, randomSource('same'), 600, () => false);
    const b = halve(
      newNode(),
      cands,
      s,
      s.current,
      cfg,
      randomSource('same'),
      600,
      () => false,
      () => Infinity,
    );
    expect(b).toEqual(a);
    expect(a.left).toBe(1);
    // Four phases of 150: 12 × 12, 6 × 25, 3 × 50, 2 × 75.
    expect(a.iterations).toBe(144 + 150 + 150 + 150);
  });
});
