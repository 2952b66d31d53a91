/**
 * Adds up arena parts: `tsx bench/ladder-sum.ts FILE…` reads the lines that
 * `arena --jsonl FILE` appended (any number of runs, over any deal ranges, in
 * parallel or over days), groups them by cell (bots, players, modules, seed,
 * settings), keeps one line per (deal, seat of A) and prints each cell as the
 * arena does: win share with its 95 % interval over the games, complete
 * deals (every rotation played), decision times and module powers.
 * `tsx bench/ladder-sum.ts --paired OLD.jsonl NEW.jsonl…` compares two
 * versions of A on the games both played (same deal, same seat): a screen.
 * `tsx bench/ladder-sum.ts --merge CELL.jsonl PART.jsonl…` appends to a
 * cell's file the games of parts played on other copies of it (a second
 * core's `--from N` lane) that the file lacks, and refuses parts whose games
 * disagree with the file's.
 */
import fs from 'node:fs';
import { placeSpread, pText, quantile, wilson } from './arena-lib';
import type { GameRecordLine, PlaceSpread } from './arena-lib';

/** The settings that make a cell (written by arena.ts with each game). */
export interface CellKey {
  a: string;
  b: string;
  players: number;
  modules: string;
  seed: string;
  iterations: number | null;
  think: number | null;
  searchA: Record<string, number> | null;
}
/**
 * One game in a cell's file: the arena's record without B's decision times
 * and A's playouts (which nothing adds up), A's times to 0.1 ms. Files of
 * earlier runs also hold those fields; they are read and ignored.
 */
export type LadderLine = Omit<GameRecordLine, 'bMs' | 'aPlayouts'> & { cell: CellKey };
type Line = LadderLine;

/** A cell's identity, whatever the order of the keys it was written with. */
export const cellId = (c: CellKey): string =>
  JSON.stringify([
    c.a,
    c.b,
    c.players,
    c.modules,
    c.seed,
    c.iterations,
    c.think,
    c.searchA === null ? null : Object.entries(c.searchA).sort(),
  ]);

/** The line `arena --jsonl` appends for a game. */
export function ladderLine(cell: CellKey, g: GameRecordLine): string {
  const line: LadderLine = {
    cell,
    deal: g.deal,
    seatA: g.seatA,
    order: g.order,
    won: g.won,
    reason: g.reason,
    rounds: g.rounds,
    aMs: g.aMs.map((x) => Math.round(x * 10) / 10),
    conquests: g.conquests,
    t2Draws: g.t2Draws,
  };
  return `${JSON.stringify(line)}\n`;
}

/** The lines of a cell file (blank lines skipped); a line cut off (an arena killed mid-write) is an error naming it. */
export function readLines(text: string, name = 'cell file'): LadderLine[] {
  return text.split('\n').flatMap((x, i) => {
    if (x.trim() === '') return [];
    try {
      return [JSON.parse(x) as LadderLine];
    } catch {
      throw new Error(`${name} line ${i + 1} is not a whole game line (cut off when an arena was stopped?)`);
    }
  });
}

/** The games of `cell` that the lines hold, as `deal/seatA` (arena --resume skips them). */
export function recordedGames(lines: readonly LadderLine[], cell: CellKey): Set<string> {
  const id = cellId(cell);
  return new Set(lines.filter((l) => cellId(l.cell) === id).map((l) => `${l.deal}/${l.seatA}`));
}

export interface CellSum extends PlaceSpread {
  cell: CellKey;
  games: number;
  completeDeals: number;
  share: number;
  low: number;
  high: number;
  unfinished: number;
  aMedianMs: number;
  aP99Ms: number;
  conquestsPerGame: number;
  t2PerGame: number;
}

export function sumCells(lines: Line[]): CellSum[] {
  const cells = new Map<string, Map<string, Line>>();
  for (const l of lines) {
    const key = cellId(l.cell);
    const games = cells.get(key) ?? new Map<string, Line>();
    games.set(`${l.deal}/${l.seatA}`, l); // a game played twice (overlapping parts) counts once
    cells.set(key, games);
  }
  return [...cells.values()].map((games) => {
    const all = [...games.values()];
    const cell = (all[0] as Line).cell;
    const players = cell.players;
    const finished = all.filter((g) => g.won !== null);
    const won = finished.reduce((s, g) => s + (g.won ?? 0), 0);
    const share = finished.length ? won / finished.length : 0;
    const [low, high] = wilson(share, finished.length);
    const byDeal = new Map<number, number>();
    for (const g of all) byDeal.set(g.deal, (byDeal.get(g.deal) ?? 0) + 1);
    const ms = all.flatMap((g) => g.aMs);
    return {
      cell,
      games: all.length,
      completeDeals: [...byDeal.values()].filter((n) => n === players).length,
      share,
      low,
      high,
      unfinished: all.length - finished.length,
      aMedianMs: quantile(ms, 0.5),
      aP99Ms: quantile(ms, 0.99),
      conquestsPerGame: all.reduce((s, g) => s + g.conquests, 0) / Math.max(1, all.length),
      t2PerGame: all.reduce((s, g) => s + g.t2Draws, 0) / Math.max(1, all.length),
      ...placeSpread(all, players),
    };
  });
}

/** A game's key across cells: its cell, deal and seat of A. */
const gameKey = (l: Line): string => `${cellId(l.cell)}#${l.deal}/${l.seatA}`;
/** What a game's replay must give again (times aside). */
const outcome = (l: Line): string => JSON.stringify([l.order, l.won, l.reason, l.rounds, l.conquests, l.t2Draws]);

/**
 * The games of `parts` that `have` lacks, each once, in the parts' order, and
 * how many were there already. A game in both with another outcome means the
 * parts were not played by the same code and settings: an error, nothing merged.
 */
export function mergeParts(have: readonly Line[], parts: readonly Line[]): { added: Line[]; already: number } {
  const seen = new Map(have.map((l) => [gameKey(l), l]));
  const added: Line[] = [];
  let already = 0;
  for (const l of parts) {
    const before = seen.get(gameKey(l));
    if (before === undefined) {
      seen.set(gameKey(l), l);
      added.push(l);
    } else if (outcome(before) !== outcome(l)) {
      throw new Error(
        `deal ${l.deal}, seat ${l.seatA} of ${l.cell.a} vs ${l.cell.b} (${l.cell.players} players, ${l.cell.modules}) ended otherwise in another file: not the same code or settings, nothing merged`,
      );
    } else already++;
  }
  return { added, already };
}

export interface Paired {
  games: number;
  oldShare: number;
  newShare: number;
  /** New minus old, in shares, and the half-width of its 95 % interval (the games' differences, paired). */
  diff: number;
  half: number;
}

/**
 * A's results in `next` against those in `old` on the games both hold (the
 * same deal and seat of A; unfinished games left out): on the same deals the
 * luck of the draw is shared, so the difference is far less noisy than
 * comparing two cells' shares.
 */
export function paired(old: readonly Line[], next: readonly Line[]): Paired {
  const before = new Map(old.filter((l) => l.won !== null).map((l) => [`${l.deal}/${l.seatA}`, l.won as number]));
  const diffs: number[] = [];
  let oldWon = 0,
    newWon = 0;
  for (const l of new Map(next.map((x) => [`${x.deal}/${x.seatA}`, x])).values()) {
    const w = before.get(`${l.deal}/${l.seatA}`);
    if (w === undefined || l.won === null) continue;
    diffs.push(l.won - w);
    oldWon += w;
    newWon += l.won;
  }
  const n = diffs.length;
  const diff = n ? (newWon - oldWon) / n : 0;
  const variance = n > 1 ? diffs.reduce((s, d) => s + (d - diff) ** 2, 0) / (n - 1) : 0;
  return {
    games: n,
    oldShare: n ? oldWon / n : 0,
    newShare: n ? newWon / n : 0,
    diff,
    half: 1.96 * Math.sqrt(variance / Math.max(1, n)),
  };
}

function main(args: string[]): void {
  const read = (fs_: string[]): Line[] => fs_.flatMap((f) => readLines(fs.readFileSync(f, 'utf8'), f));
  const usage =
    'usage: tsx bench/ladder-sum.ts FILE.jsonl… | --paired OLD.jsonl NEW.jsonl… | --merge CELL.jsonl PART.jsonl…';
  if (args[0] === '--merge') {
    const [, file, ...parts] = args;
    if (file === undefined || parts.length === 0) throw new Error(usage);
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (text !== '' && !text.endsWith('\n'))
      throw new Error(`${file} does not end with a whole line (cut off when an arena was stopped?)`);
    const { added, already } = mergeParts(readLines(text, file), read(parts));
    fs.appendFileSync(file, added.map((l) => `${JSON.stringify(l)}\n`).join(''));
    console.log(`${file}: ${added.length} games added, ${already} already there`);
    return;
  }
  if (args[0] === '--paired') {
    if (args.length < 3) throw new Error(usage);
    const p = paired(read([args[1] as string]), read(args.slice(2)));
    const pt = (x: number): string => (100 * x).toFixed(1);
    console.log(
      `${p.games} games played by both: new ${pt(p.newShare)} %, old ${pt(p.oldShare)} %, difference ${pt(p.diff)} ± ${pt(p.half)} points (95 %, paired)`,
    );
    return;
  }
  if (args.length === 0) throw new Error(usage);
  const lines = read(args);
  const pct = (x: number): string => `${(100 * x).toFixed(1)}`;
  console.log(
    "| A vs B | players | modules | seed | settings | deals (games) | A win share % (95 % interval) | A ms median / p99 | conquests, T2 draws per game (A) | by A's place | place chi-square, p |",
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const c of sumCells(lines)) {
    const { a, b, players, modules, seed, iterations, think, searchA } = c.cell;
    const settings =
      [
        iterations === null ? '' : `iterations ${iterations}`,
        think === null ? '' : `think ${think} ms`,
        searchA === null ? '' : `A ${JSON.stringify(searchA)}`,
      ]
        .filter(Boolean)
        .join(', ') || '—';
    console.log(
      `| ${a} vs ${b} | ${players} | ${modules} | ${seed} | ${settings} | ${c.completeDeals} (${c.games}) | ${pct(c.share)} (${pct(c.low)}–${pct(c.high)}) | ${c.aMedianMs.toFixed(1)} / ${c.aP99Ms.toFixed(1)} | ${c.conquestsPerGame.toFixed(2)}, ${c.t2PerGame.toFixed(2)} | ${c.byPlace.map((x) => pct(x.share)).join(', ')} | ${c.placeChi2.toFixed(1)}, ${pText(c.placeP)} |`,
    );
  }
}

if (process.argv[1]?.endsWith('ladder-sum.ts')) main(process.argv.slice(2).filter((x) => x !== '--'));
