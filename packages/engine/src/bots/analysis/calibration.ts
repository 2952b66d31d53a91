/**
 * From the search's values to win chances. A value is the mean max-n reward of a seat after a move (a softmax share
 * of the evaluations at the playouts' end, or the share of a finished game): it ranks positions well but is not a
 * probability. The map is a logistic curve on the value's log-odds, fitted per player count on self-play
 * (bench/calibrate.ts, docs/BOTS.md "Analysis"): two constants, monotone (b > 0), and robust on the few hundred
 * correlated positions a game gives. Each seat's value goes through it, and the chances are scaled to sum to 1.
 */

/** chance = 1 / (1 + exp(-(a + b · log(v / (1 - v))))); a = 0, b = 1 leaves the value as it is. */
export interface Logistic {
  readonly a: number;
  readonly b: number;
}

/** The identity: the raw values, only scaled to sum to 1. */
export const RAW: Logistic = { a: 0, b: 1 };

/** Fitted by `npx tsx bench/calibrate.ts fit` (see docs/BOTS.md for the run and its table). */
export const CALIBRATION: Readonly<Record<number, Logistic>> = {
  // 100 games, 1,085 positions, both kinds of analysis pooled (b = 0.92 from the seat's view, 0.93 with full
  // information): the raw values a little too sure of themselves; held out, the map beats them by 0.0004 of Brier.
  2: { a: 0, b: 0.9205 },
  // At 4 players (65 games, 1,061 positions) the fit (a = -0.06, b = 0.93) does worse held out than the raw values:
  // they stay. 3 players not measured.
  3: RAW,
  4: RAW,
};

/** A value's log-odds, kept finite (a finished game's 0 and 1). */
export const logit = (v: number): number => {
  const x = Math.min(0.999, Math.max(0.001, v));
  return Math.log(x / (1 - x));
};

/** The map at one value. */
export const mapValue = (k: Logistic, v: number): number => 1 / (1 + Math.exp(-(k.a + k.b * logit(v))));

/** Every seat's win chance from every seat's value: mapped, then scaled to sum to 1. */
export function winChancesOf(
  values: readonly number[],
  model: Logistic | undefined = CALIBRATION[values.length],
): number[] {
  const mapped = values.map((v) => mapValue(model ?? RAW, v));
  const sum = mapped.reduce((a, x) => a + x, 0);
  return mapped.map((x) => x / sum);
}
