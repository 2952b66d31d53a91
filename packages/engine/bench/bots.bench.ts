/**
 * Search speed (docs/BOTS.md): playouts (search iterations) per second from
 * mid-game positions, base game and all four modules, 2 and 4 players, for
 * the hard and expert settings. Positions: seeded games played by `normal`
 * to round 8. Each figure is the median of RUNS timed runs after a warm-up,
 * one core. `BENCH_RUNS=5 pnpm --filter @kahroba/engine exec tsx bench/bots.bench.ts`
 */
import { performance } from 'node:perf_hooks';
import type { GameState, ModuleId } from '../src/index';
import { MODULES, randomSource, viewFor } from '../src/index';
import { createBot, SEARCH_LEVELS } from '../src/bots/index';
import { midGame } from './mid-game';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 6);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function playoutsPerSecond(level: 'hard' | 'expert', states: GameState[], run: number): number {
  let iterations = 0;
  const t0 = performance.now();
  for (const [i, s] of states.entries()) {
    const bot = createBot(level, {
      iterations: ITERATIONS,
      onSearch: (st) => {
        iterations += st.iterations;
      },
    });
    bot.choose(viewFor(s, s.current), s.current, randomSource(`bench-${run}-${i}`));
  }
  return (iterations * 1000) / (performance.now() - t0);
}

const cases: { name: string; players: number; modules: ModuleId[] }[] = [
  { name: 'base, 2 players', players: 2, modules: [] },
  { name: 'base, 4 players', players: 4, modules: [] },
  { name: 'all four modules, 2 players', players: 2, modules: [...MODULES] },
  { name: 'all four modules, 4 players', players: 4, modules: [...MODULES] },
];

console.log(
  `Bot search speed: playouts per second from mid-game positions (round 8), ${POSITIONS} positions × ${ITERATIONS} iterations, median of ${RUNS} runs, one core`,
);
console.log(
  '| case | hard (playout turns ' +
    SEARCH_LEVELS.hard.playoutTurns +
    ') | expert (playout turns ' +
    SEARCH_LEVELS.expert.playoutTurns +
    ') |',
);
console.log('|---|---:|---:|');
for (const c of cases) {
  const states = Array.from({ length: POSITIONS }, (_x, i) =>
    midGame(c.players, c.modules, `bots-bench-${c.players}-${c.modules.length}-${i}`),
  );
  const out: string[] = [];
  for (const level of ['hard', 'expert'] as const) {
    playoutsPerSecond(level, states, -1);
    const runs = Array.from({ length: RUNS }, (_x, r) => playoutsPerSecond(level, states, r));
    out.push(median(runs).toFixed(0));
  }
  console.log(`| ${c.name} | ${out.join(' | ')} |`);
}
