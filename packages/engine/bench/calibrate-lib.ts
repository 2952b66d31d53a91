/**
 * The calibration's arithmetic (bench/calibrate.ts): self-play records, a logistic fit of the search's values to
 * the observed win share (src/bots/analysis/calibration.ts), and the table of predicted against observed win share
 * in 10 % bins.
 */
import type { Logistic } from '../src/bots/analysis/calibration';
import { logit, winChancesOf } from '../src/bots/analysis/calibration';

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
  /** Who played the moves (the level and its budget). */
  player: string;
  /** Every seat's share of the win (1, 1/k for a k-way tie, 0); null when unfinished. */
  shares: number[] | null;
  positions: PositionRecord[];
  cpuMs: number;
}

/**
 * The logistic map of best likelihood (fractional outcomes: a tie's share), by Newton's method on its two
 * constants; monotone when b > 0, which every fit so far gave.
 */
export function fitLogistic(pairs: readonly (readonly [number, number])[]): Logistic {
  const pts = pairs.map(([v, y]) => [logit(v), y] as const);
  const loss = (a: number, b: number): number => {
    let s = 0;
    for (const [l, y] of pts) {
      const z = a + b * l;
      // −log-likelihood of a fractional outcome, written to stay finite for large |z|.
      s += Math.max(z, 0) - z * y + Math.log1p(Math.exp(-Math.abs(z)));
    }
    return s;
  };
  let a = 0,
    b = 1,
    cur = loss(a, b);
  for (let it = 0; it < 100; it++) {
    let ga = 0,
      gb = 0,
      haa = 0,
      hab = 0,
      hbb = 0;
    for (const [l, y] of pts) {
      const p = 1 / (1 + Math.exp(-(a + b * l)));
      const w = p * (1 - p);
      ga += p - y;
      gb += (p - y) * l;
      haa += w;
      hab += w * l;
      hbb += w * l * l;
    }
    const det = haa * hbb - hab * hab;
    if (!(det > 0)) break;
    let da = (hbb * ga - hab * gb) / det,
      db = (haa * gb - hab * ga) / det;
    // A damped Newton step: halved until the likelihood does not fall.
    let next = loss(a - da, b - db);
    for (let k = 0; k < 30 && !(next <= cur); k++) {
      da /= 2;
      db /= 2;
      next = loss(a - da, b - db);
    }
    if (!(next <= cur)) break;
    a -= da;
    b -= db;
    const gain = cur - next;
    cur = next;
    if (gain < 1e-10) break;
  }
  return { a: Math.round(a * 1e4) / 1e4, b: Math.round(b * 1e4) / 1e4 };
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
  modelFor: (g: GameLine) => Logistic,
): { bins: Bin[]; brier: number; n: number } {
  const acc = Array.from({ length: 10 }, () => ({ n: 0, p: 0, o: 0 }));
  let brier = 0,
    n = 0;
  for (const g of games) {
    if (g.shares === null) continue;
    const model = modelFor(g);
    for (const pos of g.positions) {
      const v = full ? pos.f : pos.v;
      if (v === undefined) continue;
      const c = winChancesOf(v, model);
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
