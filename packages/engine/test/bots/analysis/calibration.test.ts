/**
 * The calibration (src/bots/analysis/calibration.ts): every seat's chance from every seat's value, monotone and
 * summing to 1, and the fit of bench/calibrate.ts recovers a known logistic curve from fractional outcomes.
 */
import { describe, expect, it } from 'vitest';
import { randomSource } from '../../../src/index';
import { CALIBRATION, mapValue, RAW, winChancesOf } from '../../../src/bots/analysis/calibration';
import { fitLogistic } from '../../../bench/calibrate-lib';

describe('calibration', () => {
  it('gives chances that sum to 1, rise with the value, and keep the raw values under the identity', () => {
    for (const players of [2, 3, 4]) {
      const model = CALIBRATION[players];
      expect(model?.b).toBeGreaterThan(0);
      let last = -1;
      for (let v = 0; v <= 1.0001; v += 0.05) {
        const m = mapValue(model ?? RAW, v);
        expect(m).toBeGreaterThan(last);
        last = m;
      }
    }
    const c = winChancesOf([0.7, 0.2, 0.1]);
    expect(c.reduce((a, x) => a + x, 0)).toBeCloseTo(1, 12);
    expect(c[0]).toBeGreaterThan(c[1] as number);
    expect(winChancesOf([0.6, 0.4], RAW).map((x) => Math.round(x * 1e9) / 1e9)).toEqual([0.6, 0.4]);
    expect(winChancesOf([1, 0], RAW)[0]).toBeGreaterThan(0.99);
  });

  it('fits a known curve back from outcomes drawn from it', () => {
    const rng = randomSource('fit');
    const truth = { a: -0.3, b: 0.5 };
    const pairs: [number, number][] = [];
    for (let i = 0; i < 20_000; i++) {
      const v = 0.02 + 0.96 * rng();
      pairs.push([v, rng() < mapValue(truth, v) ? 1 : 0]);
    }
    const fit = fitLogistic(pairs);
    expect(Math.abs(fit.a - truth.a)).toBeLessThan(0.06);
    expect(Math.abs(fit.b - truth.b)).toBeLessThan(0.06);
  });
});
