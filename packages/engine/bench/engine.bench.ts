/**
 * `pnpm bench` (engine part): full random games per second and actions per
 * second, single core, for 2 and 4 players, base game and all four modules.
 * Each figure is the median of several timed runs after a warm-up. Writes its
 * section of docs/BENCHMARKS.md.
 */
import { execSync } from 'node:child_process';
import { cpus } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { GameState, ModuleId } from '../src/index';
import { applyAction, createGame, legalActions, randomSource } from '../src/index';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const GAMES = Number(process.env.BENCH_GAMES ?? 200);

interface Run { gamesPerSec: number; actionsPerSec: number; actionsPerGame: number; legalShare: number }

function playRandom(players: number, modules: ModuleId[], games: number, seed: number): Run {
  const rng = randomSource(`bench-${seed}`);
  let actions = 0;
  let legalNs = 0n;
  const t0 = process.hrtime.bigint();
  for (let g = 0; g < games; g++) {
    const created = createGame({ players, seed: `bench-${seed}-${g}`, modules, edition: 'kahroba' });
    if (!created.ok) throw new Error(created.error.code);
    let s: GameState = created.value;
    while (!s.result && actions < 1e9) {
      const l0 = process.hrtime.bigint();
      const legal = legalActions(s, s.current);
      legalNs += process.hrtime.bigint() - l0;
      const r = applyAction(s, s.current, legal[Math.floor(rng() * legal.length)]);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
      actions++;
    }
  }
  const ns = Number(process.hrtime.bigint() - t0);
  return { gamesPerSec: (games * 1e9) / ns, actionsPerSec: (actions * 1e9) / ns, actionsPerGame: actions / games, legalShare: Number(legalNs) / ns };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

const ALL: ModuleId[] = ['cities', 'tradingPosts', 'strongholds', 'orient'];
const cases: { name: string; players: number; modules: ModuleId[] }[] = [
  { name: 'base, 2 players', players: 2, modules: [] },
  { name: 'base, 4 players', players: 4, modules: [] },
  { name: 'all four modules, 2 players', players: 2, modules: ALL },
  { name: 'all four modules, 4 players', players: 4, modules: ALL },
];

const rows: { name: string; games: number; actions: number; perGame: number; legal: number }[] = [];
for (const c of cases) {
  playRandom(c.players, c.modules, Math.ceil(GAMES / 4), 999); // warm-up
  const runs = Array.from({ length: RUNS }, (_, i) => playRandom(c.players, c.modules, GAMES, i + 1));
  const row = {
    name: c.name,
    games: median(runs.map((r) => r.gamesPerSec)),
    actions: median(runs.map((r) => r.actionsPerSec)),
    perGame: median(runs.map((r) => r.actionsPerGame)),
    legal: median(runs.map((r) => r.legalShare)),
  };
  rows.push(row);
  console.log(`${row.name}: ${row.games.toFixed(0)} games/s, ${row.actions.toFixed(0)} actions/s, ${row.perGame.toFixed(0)} actions/game, legalActions ${(row.legal * 100).toFixed(0)}% of the time`);
}
const base4 = rows[1];
const all4 = rows[3];
const ratio = base4 && all4 ? base4.actions / all4.actions : NaN;
console.log(`all modules vs base (4 players), cost per action: ${ratio.toFixed(2)}×`);

const cpu = cpus()[0]?.model ?? 'unknown CPU';
let commit = 'unknown';
try { commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(); } catch { /* not a checkout */ }
const section = [
  '<!-- engine-bench:start -->',
  '## Engine: random games (single core)',
  '',
  `Command: \`pnpm bench\` (engine part: \`pnpm --filter @kahroba/engine bench\`). Machine: ${cpus().length} cores, ${cpu}, Node ${process.version}. Commit ${commit}.`,
  `Each figure is the median of ${RUNS} runs of ${GAMES} complete games after a warm-up; a random player picks uniformly among \`legalActions\` and every action goes through \`applyAction\` (schema check included). Edition Kahroba.`,
  '',
  '| case | games/s | actions/s | actions/game | time in legalActions |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.name} | ${r.games.toFixed(0)} | ${r.actions.toFixed(0)} | ${r.perGame.toFixed(0)} | ${(r.legal * 100).toFixed(0)}% |`),
  '',
  `All four modules cost **${ratio.toFixed(2)}×** the base game per action (4 players; budget: 2×).`,
  '<!-- engine-bench:end -->',
].join('\n');

const file = new URL('../../../docs/BENCHMARKS.md', import.meta.url).pathname;
const header = '# Benchmarks\n\nMeasured figures only; every section says the command that produced it and the machine. The machine is a shared 2-core VM, so figures are medians and comparisons are ratios.\n\n';
let text = existsSync(file) ? readFileSync(file, 'utf8') : header;
if (!text.startsWith('# Benchmarks')) text = header + text;
text = /<!-- engine-bench:start -->[\s\S]*<!-- engine-bench:end -->/.test(text)
  ? text.replace(/<!-- engine-bench:start -->[\s\S]*<!-- engine-bench:end -->/, section)
  : `${text.trimEnd()}\n\n${section}\n`;
writeFileSync(file, text);
console.log(`wrote ${file}`);
