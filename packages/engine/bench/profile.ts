/**
 * A plain loop for profiling (`node --cpu-prof`, valgrind) and quick A/B timings:
 *   pnpm exec esbuild --bundle --platform=node --format=esm bench/profile.ts --outfile=/tmp/prof/p.mjs
 *   node /tmp/prof/p.mjs [players] [modules,comma,separated|base] [games] [repeats] [plain|legal2|apply2|listed|search]
 * The first runs are slower: V8 settles the code over the first few thousand games, so compare the later runs.
 * Rates are per CPU second of this process. Same random player as the benchmark: uniform over `legalActions`, every action through `applyAction`.
 * Each run also prints its action count (the same in every copy of the engine: the games are seeded), which
 * bench/counts.sh uses for instructions and heap allocated per action.
 */
import type { Action, GameState, ModuleId } from '../src/index';
import { applyAction, applyListed, createGame, legalActions, randomSource } from '../src/index';

const players = Number(process.argv[2] ?? 4);
const modules = (process.argv[3] ?? 'base') === 'base' ? [] : ((process.argv[3] as string).split(',') as ModuleId[]);
const games = Number(process.argv[4] ?? 500);
const repeats = Number(process.argv[5] ?? 5);
// A/B aid: `legal2` lists the legal actions twice a step, `apply2` applies the chosen action twice
// (the first result dropped); the difference from a plain run is the cost of one call in a hot loop.
// `listed` applies the listed moves with `applyListed`, `search` with `applyListed(…, 'drop')` as the bots'
// search does (the same games).
const mode = process.argv[6] ?? 'plain';
const apply =
  mode === 'listed'
    ? applyListed
    : mode === 'search'
      ? (s: GameState, seat: number, a: Action) => applyListed(s, seat, a, 'drop')
      : applyAction;
let sink = 0;

function play(seed: number): number {
  const rng = randomSource(`bench-${seed}`);
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const created = createGame({ players, seed: `bench-${seed}-${g}`, modules, edition: 'kahroba' });
    if (!created.ok) throw new Error(created.error.code);
    let s: GameState = created.value;
    while (!s.result) {
      if (mode === 'legal2') sink += legalActions(s, s.current).length;
      const legal = legalActions(s, s.current);
      const a = legal[Math.floor(rng() * legal.length)] as Action;
      if (mode === 'apply2') sink += applyAction(s, s.current, a).ok ? 1 : 0;
      const r = apply(s, s.current, a);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
      actions++;
    }
  }
  return actions;
}

const results: number[] = [];
for (let i = 0; i < repeats; i++) {
  const c0 = process.cpuUsage();
  const actions = play(i + 1);
  const c1 = process.cpuUsage(c0);
  // CPU time of this process (user + system): less disturbed by other processes than wall time.
  const ns = (c1.user + c1.system) * 1000;
  results.push((games * 1e9) / ns);
  console.log(
    `run ${i}: ${((games * 1e9) / ns).toFixed(0)} games/s, ${((actions * 1e9) / ns).toFixed(0)} actions/s, ${actions} actions`,
  );
}
results.sort((a, b) => a - b);
console.log(`median ${results[Math.floor(results.length / 2)]?.toFixed(0)} games/s${sink < 0 ? '' : ''}`);
