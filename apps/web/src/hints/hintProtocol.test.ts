/** The hint's progress is passed on sparsely, and its search gets what is left of the hint's deadline (hintProtocol.ts). */
import { describe, expect, it } from 'vitest';
import { HINT_BUDGET, hintThinkTime, sparseProgress } from './hintProtocol';

describe('sparseProgress', () => {
  it('passes on the first report, one per 2 % of the budget, and the end', () => {
    const seen: number[] = [];
    const report = sparseProgress((done) => seen.push(done));
    for (let done = 0; done <= 3000; done++) report(done, 3000);
    expect(seen).toHaveLength(51);
    expect(seen.slice(0, 3)).toEqual([0, 60, 120]);
    expect(seen[seen.length - 1]).toBe(3000);
  });

  it('a search ended early by its deadline reports no more than it reached', () => {
    const seen: number[] = [];
    const report = sparseProgress((done) => seen.push(done));
    for (let done = 1; done <= 700; done++) report(done, 3000);
    expect(seen).toHaveLength(12);
    expect(Math.max(...seen)).toBeLessThanOrEqual(700);
  });
});

describe('hintThinkTime', () => {
  it('gives the search what is left of the 1.5 s after the ask, less the drawing after it', () => {
    expect(HINT_BUDGET.totalMs).toBe(1_500);
    expect(hintThinkTime(0)).toBe(1_500 - HINT_BUDGET.drawMs);
    expect(hintThinkTime(200)).toBe(1_300 - HINT_BUDGET.drawMs);
    // A clock read before the ask (another thread's) counts as no time gone.
    expect(hintThinkTime(-50)).toBe(hintThinkTime(0));
  });

  it('never less than the floor, however slow the ask was', () => {
    expect(hintThinkTime(1_400)).toBe(HINT_BUDGET.minThinkMs);
    expect(hintThinkTime(10_000)).toBe(HINT_BUDGET.minThinkMs);
  });
});
