/**
 * The bound on the intents of one event-loop turn (src/transport/turn-budget.ts, MAX_INTENTS_PER_TURN) and how the
 * load guard uses it: counts of taken and refused intents, turns ended by the test or by the real loop.
 */
import { describe, expect, test } from 'vitest';
import { LoadGuard } from '../../src/transport/overload';
import { TurnBudget } from '../../src/transport/turn-budget';

/** Turn ends the test runs itself: `end()` ends the current turn. */
function turns(): { atTurnEnd: (fn: () => void) => void; end: () => void; scheduled: () => number } {
  let pending: (() => void)[] = [];
  let scheduled = 0;
  return {
    atTurnEnd: (fn) => {
      scheduled += 1;
      pending.push(fn);
    },
    end: () => {
      const now = pending;
      pending = [];
      for (const fn of now) fn();
    },
    scheduled: () => scheduled,
  };
}

const takes = (budget: { take(): boolean }, n: number): number =>
  Array.from({ length: n }, () => budget.take()).filter(Boolean).length;

describe('the intents of one event-loop turn', () => {
  test('a turn takes its bound and refuses the rest; the next turn takes its bound again', () => {
    const t = turns();
    const budget = new TurnBudget(64, t.atTurnEnd);
    expect(takes(budget, 100)).toBe(64);
    expect(budget.takenThisTurn).toBe(64);
    // One turn end asked for, however many intents came in the turn.
    expect(t.scheduled()).toBe(1);
    t.end();
    expect(budget.takenThisTurn).toBe(0);
    expect(takes(budget, 10)).toBe(10);
    t.end();
    expect(takes(budget, 64)).toBe(64);
    expect(budget.take()).toBe(false);
    expect(t.scheduled()).toBe(3);
  });

  test('a turn with no intent asks for no turn end; with the bound 0 nothing is refused and nothing scheduled', () => {
    const t = turns();
    const budget = new TurnBudget(8, t.atTurnEnd);
    t.end();
    expect(t.scheduled()).toBe(0);
    const off = new TurnBudget(0, t.atTurnEnd);
    expect(takes(off, 10_000)).toBe(10_000);
    expect(t.scheduled()).toBe(0);
    expect(takes(budget, 8)).toBe(8);
  });

  test("the loop's own turns: intents of one synchronous run share a turn, the next turn starts afresh", async () => {
    const budget = new TurnBudget(5);
    expect(takes(budget, 12)).toBe(5);
    await new Promise((r) => setImmediate(r));
    expect(takes(budget, 12)).toBe(5);
  });

  test('the load guard refuses past the turn bound; an intent shed by the share takes nothing of the bound', () => {
    const t = turns();
    let draw = 0;
    const guard = new LoadGuard(
      { maxQueue: 32, maxDelayMs: 1_000, shedDelayMs: 50, intentsPerTurn: 20 },
      () => undefined,
      // 0.00, 0.01 … 0.99, again and again
      () => (draw++ % 100) / 100,
      new TurnBudget(20, t.atTurnEnd),
    );
    // No share yet: 20 of 50 taken, 30 refused by the turn's bound.
    expect(takes({ take: () => !guard.shed() }, 50)).toBe(20);
    t.end();
    // A share of 0.5 (five windows over the target): of 100 intents 50 are shed by it, 20 of the others are taken.
    for (let w = 0; w < 5; w++) guard.observe(120);
    expect(guard.shedShare).toBe(0.5);
    draw = 0;
    expect(takes({ take: () => !guard.shed() }, 100)).toBe(20);
    t.end();
    draw = 50; // draws 0.50 … 0.99 ↦ none shed by the share
    expect(takes({ take: () => !guard.shed() }, 40)).toBe(20);
  });
});
