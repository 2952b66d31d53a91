/**
 * The analysis's calibration (docs/BOTS.md, "Analysis"): self-play games in which the analysis plays every seat
 * (its first candidate, from the seat's view, as expert plays), each analysed position recording every seat's raw
 * value (and, every `--full-every` positions, the full-information analysis's values, the review's); then a monotone
 * fit of value to win share per player count, and the table of predicted against observed share.
 *
 *   npx tsx bench/calibrate.ts play --players 2 --modules base --games 12 --iterations 1000 --jsonl FILE [--from N]
 *   npx tsx bench/calibrate.ts fit FILE…     # the tables (2-fold: each half of the games by the other's fit), the knots
 *
 * Seeds: game g of a cell is `calibrate-P-MODULES-g` (deal and the players' rng), so a cell replays exactly.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { GameState } from '../src/index';
import { applyAction, createGame, legalActions, randomSource } from '../src/index';
import { analyzePosition } from '../src/bots/index';
import { parseModules } from './arena-lib';
import type { GameLine, PositionRecord } from './calibrate-lib';
import { fitKnots, pairsOf, RAW, table } from './calibrate-lib';

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
    'full-every': { type: 'string', default: '2' },
    jsonl: { type: 'string' },
  },
});

function playOne(players: number, modules: string, g: number, iterations: number, fullEvery: number): GameLine {
  const seed = `calibrate-${players}-${modules}-${g}`;
  const created = createGame({ players, seed, modules: parseModules(modules) });
  if (!created.ok) throw new Error(created.error.code);
  let s: GameState = created.value;
  const rng = randomSource(`${seed}-play`);
  const positions: PositionRecord[] = [];
  const t0 = process.cpuUsage();
  for (let step = 0; !s.result && step < 800; step++) {
    const seat = s.current;
    const legal = legalActions(s, seat);
    let action = legal[0];
    if (legal.length > 1) {
      const a = analyzePosition(s, seat, rng, { iterations });
      const rec: PositionRecord = { seat, v: a.values.map((x) => Math.round(x * 1e4) / 1e4) };
      if (fullEvery > 0 && positions.length % fullEvery === 0) {
        const f = analyzePosition(s, seat, rng, { iterations, fullInformation: true });
        rec.f = f.values.map((x) => Math.round(x * 1e4) / 1e4);
      }
      positions.push(rec);
      action = a.candidates[0]?.action;
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
  return { players, modules, game: g, iterations, shares, positions, cpuMs: Math.round((c.user + c.system) / 1000) };
}

const pct = (x: number): string => (100 * x).toFixed(1);

function fit(files: string[]): void {
  const games: GameLine[] = files.flatMap((f) =>
    fs
      .readFileSync(f, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as GameLine),
  );
  const cpu = games.reduce((n, g) => n + g.cpuMs, 0);
  console.log(
    `${games.length} games, ${games.filter((g) => g.shares === null).length} unfinished, ${(cpu / 60000).toFixed(1)} CPU-minutes`,
  );
  for (const players of [...new Set(games.map((g) => g.players))].sort()) {
    const mine = games.filter((g) => g.players === players);
    for (const full of [false, true]) {
      const all = pairsOf(mine, full);
      if (all.length === 0) continue;
      // Two folds by game number: each half's table is read through the other half's fit (no in-sample flattery).
      const folds = [0, 1].map((k) =>
        fitKnots(
          pairsOf(
            mine.filter((g) => g.game % 2 !== k),
            full,
          ),
        ),
      );
      const held = table(mine, full, (g) => folds[g.game % 2]);
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
      console.log(`knots ${players}p ${full ? 'full' : 'view'}: ${JSON.stringify(fitKnots(all))}`);
    }
  }
}

if (command === 'play') {
  const players = Number(values.players);
  const from = Number(values.from);
  const iterations = Number(values.iterations);
  for (let g = from; g < from + Number(values.games); g++) {
    const line = playOne(players, values.modules, g, iterations, Number(values['full-every']));
    if (values.jsonl) fs.appendFileSync(values.jsonl, `${JSON.stringify(line)}\n`);
    console.error(
      `game ${g}: ${line.positions.length} positions, ${line.cpuMs} ms CPU, shares ${JSON.stringify(line.shares)}`,
    );
  }
} else if (command === 'fit') fit(positionals);
else throw new Error('usage: calibrate.ts play … | fit FILE…');
