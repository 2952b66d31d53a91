/**
 * The analysis's CPU per position (docs/BOTS.md, "Analysis"): `analyzePosition` with full information (the review)
 * and from the seat's view (a hint) at a few budgets, on the search benches' mid-game positions (bench/mid-game.ts)
 * of 2 and 4 players, base and all four modules. CPU time of this process (process.cpuUsage), after a warm-up.
 *
 *   npx tsx bench/analysis-cost.ts [--budgets 300,1000,3000] [--seeds 3]
 *   npx tsx bench/analysis-cost.ts --noise [--budgets 1000] [--seeds 8]
 *
 * `--noise`: how much the loss of a move (its win chance below the best's, what a mark reads) moves between two
 * analyses of the same position with another rng: the two best moves of the first, weighed again in the second.
 */
import { parseArgs } from 'node:util';
import type { ModuleId } from '../src/index';
import { MODULES, randomSource } from '../src/index';
import { analyzePosition } from '../src/bots/index';
import { midGame } from './mid-game';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((x) => x !== '--'),
  options: {
    budgets: { type: 'string', default: '300,1000,3000' },
    seeds: { type: 'string', default: '3' },
    noise: { type: 'boolean', default: false },
  },
});
const budgets = values.budgets.split(',').map(Number);
const seeds = Number(values.seeds);
const cells: [number, ModuleId[], string][] = [
  [2, [], 'base'],
  [2, [...MODULES], 'all'],
  [4, [], 'base'],
  [4, [...MODULES], 'all'],
];

const cpuMs = (f: () => void): number => {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
};

const warm = midGame(2, [], 'cost-warm');
for (let i = 0; i < 3; i++) analyzePosition(warm, warm.current, randomSource(`w${i}`), { iterations: 1000 });

function noise(): void {
  console.log('| players | modules | budget | positions | loss change: median | p90 | max |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [players, modules, name] of cells) {
    const states = Array.from({ length: seeds }, (_, i) => midGame(players, modules, `noise-${players}-${name}-${i}`));
    for (const iterations of budgets) {
      const d: number[] = [];
      for (const [i, s] of states.entries()) {
        const a = analyzePosition(s, s.current, randomSource(`a${i}`), { iterations, fullInformation: true });
        if (a.candidates.length < 2) continue;
        const pair = a.candidates.slice(0, 2).map((c) => c.action);
        const b = analyzePosition(s, s.current, randomSource(`b${i}`), {
          iterations,
          fullInformation: true,
          top: 1,
          include: pair,
        });
        const chance = (x: typeof a, k: number): number =>
          x.candidates.find((c) => JSON.stringify(c.action) === JSON.stringify(pair[k]))?.winChance ?? NaN;
        d.push(Math.abs(chance(a, 0) - chance(a, 1) - (chance(b, 0) - chance(b, 1))));
      }
      d.sort((x, y) => x - y);
      const q = (p: number): string => (100 * (d[Math.min(d.length - 1, Math.floor(p * d.length))] ?? NaN)).toFixed(1);
      console.log(`| ${players} | ${name} | ${iterations} | ${d.length} | ${q(0.5)} | ${q(0.9)} | ${q(1)} |`);
    }
  }
}

if (values.noise) {
  noise();
  process.exit(0);
}

console.log('| players | modules | budget | review (full information), ms | hint (seat view), ms |');
console.log('|---|---|---|---|---|');
for (const [players, modules, name] of cells) {
  const states = Array.from({ length: seeds }, (_, i) => midGame(players, modules, `cost-${players}-${name}-${i}`));
  for (const iterations of budgets) {
    let full = 0,
      view = 0;
    for (const [i, s] of states.entries()) {
      full += cpuMs(() => analyzePosition(s, s.current, randomSource(`f${i}`), { iterations, fullInformation: true }));
      view += cpuMs(() => analyzePosition(s, s.current, randomSource(`v${i}`), { iterations }));
    }
    console.log(
      `| ${players} | ${name} | ${iterations} | ${(full / seeds).toFixed(0)} | ${(view / seeds).toFixed(0)} |`,
    );
  }
}
