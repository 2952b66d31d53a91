/**
 * Computer players (docs/BOTS.md): a bot reads only its seat's view (two full states that differ
 * only in what the seat cannot see give the same choice for the same rng),
 * chooses the same move again for the same rng without a deadline, and keeps
 * to its budget (iterations counted, the clock injected: no wall time here).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, randomSource, viewFor } from '../../src/index';
import type { GameState } from '../../src/index';
import type { BotLevel, BotOptions, SearchStats } from '../../src/bots/index';
import { BOT_LEVELS, createBot, determinize, greedyBot, randomBot } from '../../src/bots/index';
import { MODULE_SETS, positions } from './positions';

/** Search levels with a small budget: the properties do not depend on it. */
const bot = (level: BotLevel, extra = {}) => createBot(level, { iterations: 40, ...extra });

function samples(): GameState[] {
  const out: GameState[] = [];
  for (const modules of [[], MODULE_SETS[MODULE_SETS.length - 1] ?? []]) {
    for (const players of [2, 4]) out.push(...positions(players, modules, `fair-${players}-${modules.length}`, 4, 11));
  }
  return out;
}

describe('bots', () => {
  const states = samples();

  it('have positions to play with', () => {
    expect(states.length).toBeGreaterThanOrEqual(12);
  });

  for (const level of BOT_LEVELS) {
    it(`${level}: the same choice from two states that differ only in what the seat cannot see`, () => {
      let differentStates = 0;
      for (const [i, s] of states.entries()) {
        const seat = s.current;
        // Another deal of everything hidden from the seat: a different full state, the same view.
        const other = determinize(s, seat, randomSource(`other-${i}`));
        expect(viewFor(other, seat)).toEqual(viewFor(s, seat));
        if (JSON.stringify(other) !== JSON.stringify(s)) differentStates++;
        const a = bot(level).choose(s, seat, randomSource(`choice-${i}`));
        const b = bot(level).choose(other, seat, randomSource(`choice-${i}`));
        expect(b).toEqual(a);
        expect(applyAction(s, seat, a).ok).toBe(true);
      }
      expect(differentStates).toBe(states.length);
    });

    it(`${level}: without a deadline, the same view and rng give the same choice`, () => {
      for (const [i, s] of states.entries()) {
        const seat = s.current;
        const view = viewFor(s, seat);
        const first = bot(level, { iterations: 150 }).choose(view, seat, randomSource(`again-${i}`));
        const second = bot(level, { iterations: 150 }).choose(view, seat, randomSource(`again-${i}`));
        expect(second).toEqual(first);
        expect(legalActions(s, seat)).toContainEqual(first);
      }
    });
  }

  /** What one decision of `level` searched, on a position with more than five moves. */
  const searched = (
    level: 'hard' | 'expert',
    options: BotOptions,
    seed: string,
  ): { runs: SearchStats[]; s: GameState } => {
    const s = states.find((x) => legalActions(x, x.current).length > 5) as GameState;
    const runs: SearchStats[] = [];
    createBot(level, { ...options, onSearch: (st) => runs.push(st) }).choose(s, s.current, randomSource(seed));
    return { runs, s };
  };

  it('hard: runs exactly the iterations asked, and reads no clock without a deadline', () => {
    let reads = 0;
    const { runs } = searched('hard', { iterations: 37, now: () => ++reads }, 'budget');
    expect(runs.map((r) => r.iterations)).toEqual([37]);
    expect(reads).toBe(0);
  });

  it('hard: stops at the deadline on the injected clock', () => {
    let t = 1000;
    // Each reading of the clock advances it by 1 ms; the deadline is 10 ms away.
    const now = (): number => t++;
    expect(searched('hard', { now, thinkTime: 10 }, 'clock').runs.map((r) => r.iterations)).toEqual([10]);
    t = 0;
    // The iteration budget still applies when it comes first.
    expect(searched('hard', { now, deadline: 5, iterations: 3 }, 'clock').runs.map((r) => r.iterations)).toEqual([3]);
  });

  // Expert halves at the root (halving.ts): rounds of one iteration per move still in the running.
  it('expert: never more iterations than asked, and no clock read without a deadline', () => {
    let reads = 0;
    const { runs } = searched('expert', { iterations: 300, now: () => ++reads }, 'budget');
    expect(runs).toHaveLength(1);
    expect(runs[0]?.iterations).toBeLessThanOrEqual(300);
    expect(runs[0]?.iterations).toBeGreaterThan(150);
    expect(reads).toBe(0);
  });

  it('expert: stops at the deadline on the injected clock, at the end of a round', () => {
    let t = 1000;
    const { runs, s } = searched('expert', { now: () => t++, thinkTime: 10 }, 'clock');
    // One clock reading per round: 10 rounds at most, each of at most as many iterations as there are moves.
    expect(runs[0]?.iterations).toBeGreaterThan(0);
    expect(runs[0]?.iterations).toBeLessThanOrEqual(10 * legalActions(s, s.current).length);
  });

  it('keeps the baseline bots', () => {
    const s = states[0] as GameState;
    expect(legalActions(s, s.current)).toContainEqual(
      greedyBot.choose(viewFor(s, s.current), s.current, randomSource('g')),
    );
    expect(legalActions(s, s.current)).toContainEqual(
      randomBot.choose(viewFor(s, s.current), s.current, randomSource('r')),
    );
  });
});
