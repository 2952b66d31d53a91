/**
 * From the search's values to win chances. A value is the mean max-n reward of a seat after a move (a softmax share
 * of the evaluations at the playouts' end, or the share of a finished game): it ranks positions well but is not a
 * probability. The mapping is fitted on self-play (bench/calibrate.ts, docs/BOTS.md "Analysis"): monotone,
 * piecewise linear between the knots below, one per player count; each seat's value goes through it and the
 * chances are then scaled to sum to 1.
 */

/** Knots of the monotone map (value → chance), by player count; linear between them, flat beyond the ends. */
export interface Knots {
  readonly x: readonly number[];
  readonly y: readonly number[];
}

/** Fitted by `npx tsx bench/calibrate.ts` (see docs/BOTS.md for the run and its table). */
export const CALIBRATION: Readonly<Record<number, Knots>> = {
  2: { x: [0, 1], y: [0, 1] },
  3: { x: [0, 1], y: [0, 1] },
  4: { x: [0, 1], y: [0, 1] },
};

/** The knots' map at one value. */
export function mapValue(k: Knots, v: number): number {
  const { x, y } = k;
  const n = x.length;
  if (n === 0) return v;
  if (v <= (x[0] as number)) return y[0] as number;
  if (v >= (x[n - 1] as number)) return y[n - 1] as number;
  let i = 1;
  while (i < n - 1 && v > (x[i] as number)) i++;
  const x0 = x[i - 1] as number,
    x1 = x[i] as number,
    y0 = y[i - 1] as number,
    y1 = y[i] as number;
  return x1 === x0 ? y1 : y0 + ((y1 - y0) * (v - x0)) / (x1 - x0);
}

/** Every seat's win chance from every seat's value: mapped, then scaled to sum to 1 (even when all map to 0). */
export function winChancesOf(
  values: readonly number[],
  knots: Knots | undefined = CALIBRATION[values.length],
): number[] {
  const mapped = values.map((v) => Math.max(1e-6, knots === undefined ? v : mapValue(knots, v)));
  const sum = mapped.reduce((a, x) => a + x, 0);
  return mapped.map((x) => x / sum);
}
