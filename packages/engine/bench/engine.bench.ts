/**
 * `pnpm bench` (engine part): full random games per second and actions per
 * second, single core, for 2 and 4 players, base game and all four modules.
 * Each figure is the median of several timed runs after a warm-up. Writes its
 * section of docs/BENCHMARKS.md, keeping the hand-written profile notes
 * between `<!-- engine-profile:start -->` and `<!-- engine-profile:end -->`.
 *
 * The throughput runs time whole runs only; the share of time spent in
 * `legalActions` comes from separate runs that time every call (the two
 * clock reads per step would otherwise be counted as engine time).
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { GameState, ModuleId } from '../src/index';
import { applyAction, createGame, legalActions, randomSource } from '../src/index';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const GAMES = Number(process.env.BENCH_GAMES ?? 200);

interface Run {
  gamesPerSec: number;
  actionsPerSec: number;
  actionsPerGame: number;
  legalShare: number;
}

function playRandom(players: number, modules: ModuleId[], games: number, seed: number, timeLegal: boolean): Run {
  const rng = randomSource(`bench-${seed}`);
  let actions = 0;
  let legalNs = 0n;
  const t0 = process.hrtime.bigint();
  for (let g = 0; g < games; g++) {
    const created = createGame({ players, seed: `bench-${seed}-${g}`, modules, edition: 'kahroba' });
    if (!created.ok) throw new Error(created.error.code);
    let s: GameState = created.value;
    while (!s.result && actions < 1e9) {
      let legal;
      if (timeLegal) {
        const l0 = process.hrtime.bigint();
        legal = legalActions(s, s.current);
        legalNs += process.hrtime.bigint() - l0;
      } else {
        legal = legalActions(s, s.current);
      }
      const r = applyAction(s, s.current, legal[Math.floor(rng() * legal.length)]);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
      actions++;
    }
  }
  const ns = Number(process.hrtime.bigint() - t0);
  return {
    gamesPerSec: (games * 1e9) / ns,
    actionsPerSec: (actions * 1e9) / ns,
    actionsPerGame: actions / games,
    legalShare: Number(legalNs) / ns,
  };
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

const load = loadavg()[0] ?? NaN;
const rows: { name: string; games: number; actions: number; perGame: number; legal: number }[] = [];
for (const c of cases) {
  // Warm-up: two whole runs. V8 settles the engine's code over the first few
  // thousand games of a process (a first run is at about 40 % of the steady
  // speed); the timed runs measure the steady state a long-running server sees.
  playRandom(c.players, c.modules, GAMES, 998, false);
  playRandom(c.players, c.modules, GAMES, 999, false);
  const runs = Array.from({ length: RUNS }, (_, i) => playRandom(c.players, c.modules, GAMES, i + 1, false));
  const timed = Array.from({ length: Math.max(1, Math.ceil(RUNS / 3)) }, (_, i) =>
    playRandom(c.players, c.modules, GAMES, 1000 + i, true),
  );
  const row = {
    name: c.name,
    games: median(runs.map((r) => r.gamesPerSec)),
    actions: median(runs.map((r) => r.actionsPerSec)),
    perGame: median(runs.map((r) => r.actionsPerGame)),
    legal: median(timed.map((r) => r.legalShare)),
  };
  rows.push(row);
  console.log(
    `${row.name}: ${row.games.toFixed(0)} games/s, ${row.actions.toFixed(0)} actions/s, ${row.perGame.toFixed(0)} actions/game, legalActions ${(row.legal * 100).toFixed(0)}% of the time`,
  );
}
const base4 = rows[1];
const all4 = rows[3];
const ratio = base4 && all4 ? base4.actions / all4.actions : NaN;
console.log(`all modules vs base (4 players), cost per action: ${ratio.toFixed(2)}×`);

const cpu = cpus()[0]?.model ?? 'unknown CPU';
let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  const dirty = execSync('git status --porcelain -- .', {
    encoding: 'utf8',
    cwd: new URL('..', import.meta.url).pathname,
  }).trim();
  if (dirty) commit += ' (with uncommitted changes to packages/engine)';
} catch {
  /* not a checkout */
}
/** Prose lines of docs/BENCHMARKS.md are wrapped at 120 characters (tables stay one row a line). */
const wrap = (text: string, width = 120): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return line === '' ? lines : [...lines, line];
};
let section = [
  '<!-- engine-bench:start -->',
  '## Engine: random games (single core)',
  '',
  ...wrap(
    `Command: \`${RUNS === 7 && GAMES === 200 ? '' : `BENCH_RUNS=${RUNS} BENCH_GAMES=${GAMES} `}pnpm --filter @kahroba/engine bench\` (also run by \`pnpm bench\`). Machine: ${cpus().length} cores, ${cpu}, Node ${process.version}, load average ${load.toFixed(1)} when the run started (a shared machine: compare ratios, not single figures). Commit ${commit}.`,
  ),
  ...wrap(
    `Each figure is the median of ${RUNS} runs of ${GAMES} complete games after a warm-up of two such runs, on one core (one thread); a random player picks uniformly among \`legalActions\` and every action goes through \`applyAction\` (action check included). Edition Kahroba. The time in \`legalActions\` is the median of ${Math.max(1, Math.ceil(RUNS / 3))} further runs that time every call.`,
  ),
  '',
  '| case | games/s | actions/s | actions/game | time in legalActions |',
  '|---|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.games.toFixed(0)} | ${r.actions.toFixed(0)} | ${r.perGame.toFixed(0)} | ${(r.legal * 100).toFixed(0)}% |`,
  ),
  '',
  `All four modules cost **${ratio.toFixed(2)}×** the base game per action (4 players; budget: 2×).`,
  '%PROFILE%',
  '<!-- engine-bench:end -->',
].join('\n');

const file = new URL('../../../docs/BENCHMARKS.md', import.meta.url).pathname;
const header =
  '# Benchmarks\n\nMeasured figures only; every section says the command that produced it and the machine. The machine is a shared 2-core VM, so figures are medians and comparisons are ratios.\n\n';
let text = existsSync(file) ? readFileSync(file, 'utf8') : header;
// The profile notes are written by hand from a profile; a new run keeps them.
const notes = /\n<!-- engine-profile:start -->[\s\S]*?<!-- engine-profile:end -->/.exec(text)?.[0] ?? '';
section = section.replace('\n%PROFILE%', () => notes);
if (!text.startsWith('# Benchmarks')) text = header + text;
text = /<!-- engine-bench:start -->[\s\S]*<!-- engine-bench:end -->/.test(text)
  ? text.replace(/<!-- engine-bench:start -->[\s\S]*<!-- engine-bench:end -->/, () => section)
  : `${text.trimEnd()}\n\n${section}\n`;
writeFileSync(file, text);
console.log(`wrote ${file}`);
