/**
 * The calibration's arithmetic (bench/calibrate.ts): self-play records, a monotone fit of the search's values to the
 * observed win share (isotonic regression on equal-count bins, joined linearly: src/bots/analysis/calibration.ts),
 * and the table of predicted against observed win share in 10 % bins.
 */
import type { Knots } from '../src/bots/analysis/calibration';
import { winChancesOf } from '../src/bots/analysis/calibration';

/** One analysed position of a self-play game: every seat's raw value (view-only `v`, full information `f`). */
export interface PositionRecord {
  seat: number;
  v: number[];
  f?: number[];
}

/** One self-play game, as `--jsonl` writes it. */
export interface GameLine {
  players: number;
  modules: string;
  game: number;
  iterations: number;
  /** Every seat's share of the win (1, 1/k for a k-way tie, 0); null when unfinished. */
  shares: number[] | null;
  positions: PositionRecord[];
  cpuMs: number;
}

/** Pool-adjacent-violators on weighted points already sorted by x: a non-decreasing y. */
export function pav(ys: readonly number[], ws: readonly number[]): number[] {
  const blocks: { y: number; w: number; n: number }[] = [];
  for (let i = 0; i < ys.length; i++) {
    blocks.push({ y: ys[i] as number, w: ws[i] as number, n: 1 });
    while (
      blocks.length > 1 &&
      (blocks[blocks.length - 2] as { y: number }).y > (blocks[blocks.length - 1] as { y: number }).y
    ) {
      const b = blocks.pop() as { y: number; w: number; n: number };
      const a = blocks[blocks.length - 1] as { y: number; w: number; n: number };
      a.y = (a.y * a.w + b.y * b.w) / (a.w + b.w);
      a.w += b.w;
      a.n += b.n;
    }
  }
  return blocks.flatMap((b) => new Array<number>(b.n).fill(b.y));
}

/** The knots of a monotone map from (value, outcome) pairs: `bins` equal-count bins, their means made monotone. */
export function fitKnots(pairs: readonly (readonly [number, number])[], bins = 15): Knots {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  const xs: number[] = [],
    ys: number[] = [],
    ws: number[] = [];
  for (let k = 0; k < bins; k++) {
    const part = sorted.slice(Math.floor((k * sorted.length) / bins), Math.floor(((k + 1) * sorted.length) / bins));
    if (part.length === 0) continue;
    xs.push(part.reduce((s, p) => s + p[0], 0) / part.length);
    ys.push(part.reduce((s, p) => s + p[1], 0) / part.length);
    ws.push(part.length);
  }
  const y = pav(ys, ws).map((v) => Math.round(v * 1e4) / 1e4);
  return { x: xs.map((v) => Math.round(v * 1e4) / 1e4), y };
}

/** Every seat's (value, share) pair of the finished games, from view-only values or full-information ones. */
export function pairsOf(games: readonly GameLine[], full: boolean): [number, number][] {
  const out: [number, number][] = [];
  for (const g of games) {
    if (g.shares === null) continue;
    for (const p of g.positions) {
      const v = full ? p.f : p.v;
      if (v === undefined) continue;
      for (let s = 0; s < v.length; s++) out.push([v[s] as number, g.shares[s] as number]);
    }
  }
  return out;
}

export interface Bin {
  n: number;
  predicted: number;
  observed: number;
}

/** Predicted (each seat's calibrated chance) against observed share, in ten bins of 10 %, and the Brier score. */
export function table(
  games: readonly GameLine[],
  full: boolean,
  knotsFor: (g: GameLine) => Knots | undefined,
): { bins: Bin[]; brier: number; n: number } {
  const acc = Array.from({ length: 10 }, () => ({ n: 0, p: 0, o: 0 }));
  let brier = 0,
    n = 0;
  for (const g of games) {
    if (g.shares === null) continue;
    const knots = knotsFor(g);
    for (const pos of g.positions) {
      const v = full ? pos.f : pos.v;
      if (v === undefined) continue;
      const c = winChancesOf(v, knots);
      for (let s = 0; s < c.length; s++) {
        const p = c[s] as number,
          o = g.shares[s] as number;
        const b = acc[Math.min(9, Math.floor(p * 10))] as { n: number; p: number; o: number };
        b.n++;
        b.p += p;
        b.o += o;
        brier += (p - o) ** 2;
        n++;
      }
    }
  }
  return {
    bins: acc.map((b) => ({ n: b.n, predicted: b.n ? b.p / b.n : 0, observed: b.n ? b.o / b.n : 0 })),
    brier: n ? brier / n : 0,
    n,
  };
}

/** The identity map: the raw values, only scaled to sum to 1 (the table before calibration). */
export const RAW: Knots = { x: [0, 1], y: [0, 1] };
