/** The hint's progress is passed on sparsely (hintProtocol.ts): the page gets at most one message per 2 % of the budget. */
import { describe, expect, it } from 'vitest';
import { sparseProgress } from './hintProtocol';

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
