/**
 * Expert under a deadline (a phone, a busy server's queue): what a decision
 * does when fewer iterations fit than its budget. From mid-game positions
 * (seeded games played by `normal` to round 8), each decision is searched
 * once unhurried (no deadline: the level's budget) and SEEDS times with
 * THINK_MS on the real clock, each with the same rng as its unhurried twin.
 * Prints the iterations that fit (median), the share of hurried decisions
 * that halved down to one move, and how often a hurried decision is the
 * unhurried one. One core.
 * `THINK_MS=100 BENCH_PLAYERS=4 pnpm --filter @kahroba/engine exec tsx bench/deadline.bench.ts`
 */
import { performance } from 'node:perf_hooks';
import type { Action, GameState } from '../src/index';
import { randomSource, viewFor } from '../src/index';
import type { SearchStats } from '../src/bots/index';
import { createBot } from '../src/bots/index';
import { midGame } from './mid-game';

const THINK_MS = Number(process.env.THINK_MS ?? 100);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 4);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 12);
const SEEDS = Number(process.env.BENCH_SEEDS ?? 2);

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function decide(s: GameState, seed: string, think: number | null): { a: Action; st: SearchStats } {
  let st: SearchStats = { iterations: 0, candidates: 0 };
  const opts = think === null ? {} : { thinkTime: think, now: () => performance.now() };
  const a = createBot('expert', {
    ...opts,
    onSearch: (x) => {
      st = x;
    },
  }).choose(viewFor(s, s.current), s.current, randomSource(seed));
  return { a, st };
}

const iterations: number[] = [];
const full: number[] = [];
let halvedDown = 0;
let reported = 0;
let same = 0;
let n = 0;
for (let p = 0; p < POSITIONS; p++) {
  const s = midGame(PLAYERS, [], `deadline-${PLAYERS}-${p}`);
  if (s.result) continue;
  for (let k = 0; k < SEEDS; k++) {
    const seed = `d-${p}-${k}`;
    const calm = decide(s, seed, null);
    const hurried = decide(s, seed, THINK_MS);
    full.push(calm.st.iterations);
    iterations.push(hurried.st.iterations);
    if (hurried.st.finalists !== undefined) {
      reported++;
      if (hurried.st.finalists <= 1) halvedDown++;
    }
    if (JSON.stringify(hurried.a) === JSON.stringify(calm.a)) same++;
    n++;
  }
}
console.log(
  `expert, ${PLAYERS} players, base, ${n} decisions (${POSITIONS} positions × ${SEEDS} seeds), deadline ${THINK_MS} ms`,
);
console.log(`iterations: unhurried median ${median(full)}, under the deadline median ${median(iterations)}`);
console.log(`halved down to one move: ${reported === 0 ? '— (not reported)' : `${halvedDown} of ${reported}`}`);
console.log(`the unhurried choice: ${same} of ${n} (${((100 * same) / n).toFixed(1)} %)`);
