/**
 * The analysis's calibration (docs/BOTS.md, "Analysis"): self-play games of expert against expert (at
 * `--player-iterations`, cheaper than the analysis: a game's outcome is one independent sample, so many games
 * matter more than many positions of one), every `--every`-th decision analysed at `--iterations` from the seat's
 * view (a hint) and with full information (the review), each recording every seat's raw value; then a logistic fit
 * of value to win share per player count, and the table of predicted against observed share.
 *
 *   npx tsx bench/calibrate.ts play --players 2 --modules base --games 60 --jsonl FILE [--from N]
 *   npx tsx bench/calibrate.ts fit FILE…     # the tables (2-fold: each half of the games by the other's fit), the fit
 *
 * Seeds: game g of a cell is `calibrate-P-MODULES-g` (deal, players' rng, which decisions are analysed), so a cell
 * replays exactly; `--from` plays a cell in lanes, and `fit` counts a game found twice once.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { GameState } from '../src/index';
import { applyAction, createGame, legalActions, randomSource, viewFor } from '../src/index';
import { analyzePosition, createBot } from '../src/bots/index';
import { parseModules } from './arena-lib';
import type { GameLine, PositionRecord } from './calibrate-lib';
import { fitLogistic, pairsOf, table } from './calibrate-lib';
import { RAW } from '../src/bots/analysis/calibration';

const [command, ...rest] = process.argv.slice(2).filter((x) => x !== '--');
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    players: { type: 'string', default: '2' },
    modules: { type: 'string', default: 'base' },
    games: { type: 'string', default: '10' },
    from: { type: 'string', default: '0' },
    iterations: { type: 'string', default: '1000' },
    'player-iterations': { type: 'string', default: '300' },
    every: { type: 'string', default: '12' },
    jsonl: { type: 'string' },
  },
});

function playOne(
  players: number,
  modules: string,
  g: number,
  iterations: number,
  playerIterations: number,
  every: number,
): GameLine {
  const seed = `calibrate-${players}-${modules}-${g}`;
  const created = createGame({ players, seed, modules: parseModules(modules) });
  if (!created.ok) throw new Error(created.error.code);
  let s: GameState = created.value;
  const rng = randomSource(`${seed}-play`);
  const expert = createBot('expert', { iterations: playerIterations });
  const positions: PositionRecord[] = [];
  const t0 = process.cpuUsage();
  let decisions = Math.floor(rng() * every);
  for (let step = 0; !s.result && step < 1000; step++) {
    const seat = s.current;
    const legal = legalActions(s, seat);
    let action = legal[0];
    if (legal.length > 1) {
      if (decisions++ % every === 0) {
        const v = analyzePosition(s, seat, rng, { iterations });
        const f = analyzePosition(s, seat, rng, { iterations, fullInformation: true });
        positions.push({ seat, v: v.values.map(round), f: f.values.map(round) });
      }
      action = expert.choose(viewFor(s, seat), seat, rng);
    }
    if (action === undefined) break;
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  const c = process.cpuUsage(t0);
  const shares = s.result
    ? s.players.map((_p, i) => (s.result?.winners.includes(i) ? 1 / (s.result?.winners.length ?? 1) : 0))
    : null;
  return {
    players,
    modules,
    game: g,
    iterations,
    player: `expert@${playerIterations}`,
    shares,
    positions,
    cpuMs: Math.round((c.user + c.system) / 1000),
  };
}

const round = (x: number): number => Math.round(x * 1e4) / 1e4;
const pct = (x: number): string => (100 * x).toFixed(1);

function fit(files: string[]): void {
  const lines: GameLine[] = files.flatMap((f) =>
    fs
      .readFileSync(f, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as GameLine),
  );
  // A game played in two lanes counts once (the same seed plays the same game).
  const byKey = new Map<string, GameLine>();
  for (const g of lines) {
    const key = `${g.player}-${g.players}-${g.modules}-${g.game}`;
    if (!byKey.has(key)) byKey.set(key, g);
  }
  const games = [...byKey.values()];
  const cpu = games.reduce((n, g) => n + g.cpuMs, 0);
  console.log(
    `${games.length} games, ${games.filter((g) => g.shares === null).length} unfinished, ${(cpu / 60000).toFixed(1)} CPU-minutes`,
  );
  for (const players of [...new Set(games.map((g) => g.players))].sort()) {
    const mine = games.filter((g) => g.players === players);
    const both = [...pairsOf(mine, false), ...pairsOf(mine, true)];
    console.log(`\nfit ${players}p, both kinds of analysis: ${JSON.stringify(fitLogistic(both))}`);
    for (const full of [false, true]) {
      const all = pairsOf(mine, full);
      if (all.length === 0) continue;
      // Two folds by game number: each half's table is read through the other half's fit (no in-sample flattery).
      const folds = [0, 1].map((k) =>
        fitLogistic(
          pairsOf(
            mine.filter((g) => g.game % 2 !== k),
            full,
          ),
        ),
      );
      const held = table(mine, full, (g) => folds[g.game % 2] ?? RAW);
      const raw = table(mine, full, () => RAW);
      const positions = mine.reduce(
        (n, g) => n + g.positions.filter((p) => (full ? p.f : p.v) !== undefined).length,
        0,
      );
      console.log(
        `\n${players} players, ${full ? 'full information' : 'seat view'}: ${positions} positions, ${held.n} seat-positions; Brier ${held.brier.toFixed(4)} (raw ${raw.brier.toFixed(4)})`,
      );
      console.log('| predicted | seat-positions | mean predicted | observed | raw: n, observed |');
      console.log('|---|---|---|---|---|');
      held.bins.forEach((b, i) => {
        const r = raw.bins[i] as { n: number; observed: number };
        console.log(
          `| ${i * 10}–${i * 10 + 10} % | ${b.n} | ${pct(b.predicted)} | ${pct(b.observed)} | ${r.n}, ${pct(r.observed)} |`,
        );
      });
      console.log(`fit ${players}p ${full ? 'full' : 'view'}: ${JSON.stringify(fitLogistic(all))}`);
    }
  }
}

if (command === 'play') {
  const players = Number(values.players);
  const from = Number(values.from);
  const iterations = Number(values.iterations);
  for (let g = from; g < from + Number(values.games); g++) {
    const line = playOne(
      players,
      values.modules,
      g,
      iterations,
      Number(values['player-iterations']),
      Number(values.every),
    );
    if (values.jsonl) fs.appendFileSync(values.jsonl, `${JSON.stringify(line)}\n`);
    console.error(
      `game ${g}: ${line.positions.length} positions, ${line.cpuMs} ms CPU, shares ${JSON.stringify(line.shares)}`,
    );
  }
} else if (command === 'fit') fit(positionals);
else throw new Error('usage: calibrate.ts play … | fit FILE…');
