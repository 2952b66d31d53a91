/**
 * `pnpm --filter @kahroba/engine arena -- --a hard --b normal --players 2 --modules all --deals 200`
 *
 * Options: --a, --b (random, greedy, easy, normal, hard, expert), --players 2-4,
 * --modules base | all | comma list, --deals N, --seed S, --iterations N (search
 * budget of both sides), --think MS (a clock deadline per decision instead),
 * --every N (progress every N games, on stderr), --quiet, --search-a JSON
 * (search settings of side A, e.g. '{"playoutTurns":4}'), --from N (first deal
 * number: a cell in parts), --jsonl FILE (append one line per game: the
 * cell's settings and the game; `tsx bench/ladder-sum.ts FILE…` adds parts up),
 * --resume (with --jsonl: play only the games of this cell the file lacks, so
 * an interrupted cell goes on where it stopped).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { parseModules, pText, quantile, runArena } from './arena-lib';
import type { SideStats } from './arena-lib';
import type { CellKey } from './ladder-sum';
import { ladderLine, readLines, recordedGames } from './ladder-sum';
import type { SearchTuning } from '../src/bots/index';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((x) => x !== '--'),
  options: {
    a: { type: 'string', default: 'hard' },
    b: { type: 'string', default: 'normal' },
    players: { type: 'string', default: '2' },
    modules: { type: 'string', default: 'base' },
    deals: { type: 'string', default: '200' },
    seed: { type: 'string', default: 'arena' },
    iterations: { type: 'string' },
    think: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    every: { type: 'string', default: '10' },
    'search-a': { type: 'string' },
    from: { type: 'string', default: '0' },
    jsonl: { type: 'string' },
    resume: { type: 'boolean', default: false },
  },
});

const cfg = {
  a: values.a,
  b: values.b,
  players: Number(values.players),
  modules: parseModules(values.modules),
  deals: Number(values.deals),
  seed: values.seed,
  iterations: values.iterations === undefined ? undefined : Number(values.iterations),
  deadlineMs: values.think === undefined ? undefined : Number(values.think),
  searchA: values['search-a'] === undefined ? undefined : (JSON.parse(values['search-a']) as Partial<SearchTuning>),
};
/** What makes two parts the same cell (bench/ladder-sum.ts groups by it). */
const cell: CellKey = {
  a: cfg.a,
  b: cfg.b,
  players: cfg.players,
  modules: values.modules,
  seed: cfg.seed,
  iterations: cfg.iterations ?? null,
  think: cfg.deadlineMs ?? null,
  searchA: (cfg.searchA as Record<string, number> | undefined) ?? null,
};
const jsonl = values.jsonl;
if (values.resume && jsonl === undefined) throw new Error('--resume needs --jsonl FILE');
const recorded =
  values.resume && jsonl !== undefined && fs.existsSync(jsonl)
    ? recordedGames(readLines(fs.readFileSync(jsonl, 'utf8')), cell)
    : new Set<string>();
const from = Number(values.from);
let toPlay = 0;
for (let d = from; d < from + cfg.deals; d++)
  for (let seat = 0; seat < cfg.players; seat++) if (!recorded.has(`${d}/${seat}`)) toPlay++;
if (recorded.size > 0)
  process.stderr.write(`  resuming: ${recorded.size} games of this cell already in ${jsonl}, ${toPlay} to play\n`);
if (toPlay === 0) {
  console.log(
    `arena ${cfg.a} vs ${cfg.b}, ${cfg.players} players, modules ${values.modules}, deals ${from}–${from + cfg.deals - 1}: every game already in ${jsonl} (bench/ladder-sum.ts adds them up)`,
  );
  process.exit(0);
}
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const started = Date.now();
const r = runArena({
  ...cfg,
  from,
  skip: recorded.size > 0 ? (deal, seatA) => recorded.has(`${deal}/${seatA}`) : undefined,
  onGame: jsonl === undefined ? undefined : (game) => fs.appendFileSync(jsonl, ladderLine(cell, game)),
  progress: (done, total, share) => {
    if (!values.quiet && (done % Number(values.every) === 0 || done === total))
      process.stderr.write(`  ${done}/${total} games, ${values.a} ${pct(share)}\n`);
  },
});
const side = (name: string, s: SideStats, seats: number): string => {
  const playouts = s.playouts.length
    ? `, playouts/decision mean ${(s.playouts.reduce((x, y) => x + y, 0) / s.playouts.length).toFixed(0)}`
    : '';
  return `${name}: ms/decision median ${quantile(s.ms, 0.5).toFixed(2)}, p99 ${quantile(s.ms, 0.99).toFixed(1)} (${s.ms.length} decisions)${playouts}; per game and seat: conquests ${(s.conquests / r.games / seats).toFixed(2)}, T2 draws ${(s.t2Draws / r.games / seats).toFixed(2)}`;
};
console.log(
  `arena ${cfg.a} vs ${cfg.b}, ${cfg.players} players, modules ${values.modules}, ${cfg.deals} deals × ${cfg.players} rotations${recorded.size > 0 ? `, ${r.games} games played now (${recorded.size} already in the file)` : ` = ${r.games} games`}, seed ${cfg.seed}${cfg.iterations ? `, iterations ${cfg.iterations}` : ''}${cfg.deadlineMs ? `, think ${cfg.deadlineMs} ms` : ''}${values['search-a'] ? `, ${cfg.a} search ${values['search-a']}` : ''}`,
);
console.log(`${cfg.a} win share ${pct(r.share)} (95% interval ${pct(r.low)}–${pct(r.high)}), ties split`);
console.log(
  `by ${cfg.a}'s place in turn order: ${r.byPlace.map((x, i) => `#${i + 1} ${pct(x.share)} (${x.games})`).join(', ')}; spread chi-square ${r.placeChi2.toFixed(1)}, p ${pText(r.placeP)}`,
);
console.log(
  `rounds per game ${r.rounds.toFixed(1)}, blocked ${r.blocked}, unfinished ${r.unfinished}, wall ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(side(cfg.a, r.a, 1));
console.log(side(cfg.b, r.b, cfg.players - 1));
