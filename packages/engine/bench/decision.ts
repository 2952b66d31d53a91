/**
 * Expert's (or hard's) decision cost at a fixed number of iterations, in CPU time of this process (no deadline: the
 * choices are the same in every copy of the engine that keeps the rules). Positions as in bots.bench.ts (round 8,
 * seeded games played by normal). Also a profiling target: `node --cpu-prof` of its esbuild bundle.
 *   pnpm --filter @kahroba/engine exec tsx bench/decision.ts [level] [players] [modules|all|base] [positions] [iterations]
 * Prints each decision's CPU milliseconds, the median, and a checksum of the chosen actions.
 */
import type { ModuleId } from '../src/index';
import { actionKey, MODULES, randomSource, viewFor } from '../src/index';
import { createBot } from '../src/bots/index';
import { midGame } from './mid-game';

const level = (process.argv[2] ?? 'expert') as 'hard' | 'expert';
const players = Number(process.argv[3] ?? 4);
const arg = process.argv[4] ?? 'all';
const modules: ModuleId[] = arg === 'all' ? [...MODULES] : arg === 'base' ? [] : (arg.split(',') as ModuleId[]);
const positions = Number(process.argv[5] ?? 6);
const iterations = Number(process.argv[6] ?? 1500);

const states = Array.from({ length: positions }, (_x, i) =>
  midGame(players, modules, `bots-bench-${players}-${modules.length}-${i}`),
);
const ms: number[] = [];
const chosen: string[] = [];
for (const [i, s] of states.entries()) {
  const bot = createBot(level, { iterations });
  const c0 = process.cpuUsage();
  const a = bot.choose(viewFor(s, s.current), s.current, randomSource(`decision-${i}`));
  const c1 = process.cpuUsage(c0);
  ms.push((c1.user + c1.system) / 1000);
  chosen.push(actionKey(a));
}
const sorted = [...ms].sort((a, b) => a - b);
console.log(
  `${level}, ${players} players, ${arg}, ${iterations} iterations: ${ms.map((x) => x.toFixed(0)).join(' ')} ms`,
);
console.log(`median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms CPU; choices ${chosen.join(' | ')}`);
