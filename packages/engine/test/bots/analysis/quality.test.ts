/** The marks of a move by the win chance it lost (src/bots/analysis/quality.ts; thresholds in docs/BOTS.md). */
import { describe, expect, it } from 'vitest';
import { MOVE_QUALITIES, moveQuality, QUALITY_THRESHOLDS } from '../../../src/bots/index';

describe('moveQuality', () => {
  it('marks by the documented thresholds, at and around each', () => {
    expect(QUALITY_THRESHOLDS).toEqual({ best: 0.02, good: 0.05, inaccuracy: 0.1, mistake: 0.2 });
    const cases: [number, string][] = [
      [-0.05, 'best'],
      [0, 'best'],
      [0.02, 'best'],
      [0.021, 'good'],
      [0.049, 'good'],
      [0.05, 'inaccuracy'],
      [0.099, 'inaccuracy'],
      [0.1, 'mistake'],
      [0.199, 'mistake'],
      [0.2, 'blunder'],
      [1, 'blunder'],
    ];
    for (const [loss, mark] of cases) expect([loss, moveQuality(loss)]).toEqual([loss, mark]);
  });

  it('is monotone over the marks, and refuses a loss that is not a number', () => {
    let last = 0;
    for (let loss = -0.1; loss <= 1; loss += 0.001) {
      const i = MOVE_QUALITIES.indexOf(moveQuality(loss));
      expect(i).toBeGreaterThanOrEqual(last);
      last = i;
    }
    expect(last).toBe(MOVE_QUALITIES.length - 1);
    expect(() => moveQuality(Number.NaN)).toThrow();
  });
});
