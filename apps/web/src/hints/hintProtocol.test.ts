/** The hint's progress is passed on sparsely, and its search gets what is left of the hint's deadline (hintProtocol.ts). */
import { describe, expect, it } from 'vitest';
import { HINT_BUDGET, epochNow, hintDeadline, sparseProgress, thinkTimeBefore } from './hintProtocol';

describe('sparseProgress', () => {
  it('passes on the first report, one per 5 % of the budget, and the end', () => {
    const seen: number[] = [];
    const report = sparseProgress((done) => seen.push(done));
    for (let done = 0; done <= 3000; done++) report(done, 3000);
    expect(seen).toHaveLength(21);
    expect(seen.slice(0, 3)).toEqual([0, 150, 300]);
    expect(seen[seen.length - 1]).toBe(3000);
  });

  it('a search ended early by its deadline reports no more than it reached', () => {
    const seen: number[] = [];
    const report = sparseProgress((done) => seen.push(done));
    for (let done = 1; done <= 700; done++) report(done, 3000);
    expect(seen).toHaveLength(5);
    expect(Math.max(...seen)).toBeLessThanOrEqual(700);
  });
});

describe('the hint deadline', () => {
  it('gives the search what is left of the 1.5 s after the ask, less the drawing after it', () => {
    expect(HINT_BUDGET.totalMs).toBe(1_500);
    const asked = performance.now();
    const deadline = hintDeadline(asked);
    const clickEpoch = performance.timeOrigin + asked;
    expect(thinkTimeBefore(deadline, clickEpoch)).toBe(1_500 - HINT_BUDGET.drawMs);
    // A worker that starts reading 200 ms after the click (its engine chunk loading) searches 200 ms less.
    expect(thinkTimeBefore(deadline, clickEpoch + 200)).toBe(1_300 - HINT_BUDGET.drawMs);
  });

  it('never less than the floor, however slow the start was', () => {
    const deadline = hintDeadline(performance.now());
    const clickEpoch = deadline - (HINT_BUDGET.totalMs - HINT_BUDGET.drawMs);
    expect(thinkTimeBefore(deadline, clickEpoch + 1_400)).toBe(HINT_BUDGET.minThinkMs);
    expect(thinkTimeBefore(deadline, clickEpoch + 10_000)).toBe(HINT_BUDGET.minThinkMs);
  });

  it("reads one clock on the page and in a worker: epoch time, not the thread's own performance.now()", () => {
    const before = Date.now();
    const now = epochNow();
    expect(Math.abs(now - before)).toBeLessThan(1_000);
  });
});
