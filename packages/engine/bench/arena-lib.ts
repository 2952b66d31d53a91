/**
 * The bot arena: seeded deals, each played in every seat rotation (the same
 * deal for each), bot A in one seat against bot B in all the others. Ties
 * are credited as split wins. Decisions are timed here (the bots read no
 * clock unless given a deadline).
 */
import { performance } from 'node:perf_hooks';
import jstat from 'jstat';
import type { GameState, ModuleId } from '../src/index';
import { applyAction, createGame, MODULES, randomSource, viewFor } from '../src/index';
import type { Bot, BotOptions, SearchStats, SearchTuning } from '../src/bots/index';
import { BOTS, createBot, isBotLevel } from '../src/bots/index';

export interface ArenaConfig {
  a: string;
  b: string;
  players: number;
  modules: ModuleId[];
  deals: number;
  /** Think time per decision in ms (a deadline on the clock); none: the level's iteration budget. */
  deadlineMs?: number | undefined;
  iterations?: number | undefined;
  /** Search setting overrides for side A (JSON of SearchTuning fields). */
  searchA?: Partial<SearchTuning> | undefined;
  seed?: string;
  /** The first deal's number (deals from..from+deals-1): a long cell can be played in parts, in parallel or over days. */
  from?: number | undefined;
  /** Games not to play (deal number, seat of A): those a cell's file already holds (--resume). */
  skip?: ((deal: number, seatA: number) => boolean) | undefined;
  /** Called with each finished game's record (for --jsonl). */
  onGame?: (game: GameRecordLine) => void;
  /** Called after each game. */
  progress?: (done: number, total: number, share: number) => void;
  /** Asked after each deal's every seat order: true ends the cell there (a sequential test, e.g. once an interval clears a target). */
  until?: ((won: number, games: number) => boolean) | undefined;
}

export interface SideStats {
  ms: number[];
  playouts: number[];
  conquests: number;
  t2Draws: number;
}

/** One game of a cell, as `--jsonl` writes it (bench/ladder-sum.ts adds the parts up). */
export interface GameRecordLine {
  deal: number;
  seatA: number;
  /** A's place in the turn order (0 = first player). */
  order: number;
  /** A's share of the win: 1, 1/k for a k-way tie, 0. Null if unfinished. */
  won: number | null;
  reason: string | null;
  rounds: number;
  /** Decision times in ms (2 decimals) and playouts per decision of each side in this game. */
  aMs: number[];
  bMs: number[];
  aPlayouts: number[];
  conquests: number;
  t2Draws: number;
}

/**
 * A's finished games and win share by A's place in the turn order (0 = first
 * player), and the spread against A's share over them: the chi-square of A's
 * wins by place (places − 1 degrees of freedom) and the chance of a spread at
 * least this wide if the place made no difference.
 */
export interface PlaceSpread {
  byPlace: { games: number; share: number }[];
  placeChi2: number;
  placeP: number;
}

export interface ArenaResult extends PlaceSpread {
  games: number;
  /** A's share of the wins (ties split). */
  share: number;
  low: number;
  high: number;
  rounds: number;
  blocked: number;
  unfinished: number;
  a: SideStats;
  b: SideStats;
}

export function parseModules(x: string): ModuleId[] {
  if (x === 'all') return [...MODULES];
  if (x === 'base' || x === '') return [];
  return x.split(',').map((m) => {
    if (!(MODULES as readonly string[]).includes(m)) throw new Error(`unknown module ${m}`);
    return m as ModuleId;
  });
}

function makeBot(name: string, cfg: ArenaConfig, side: SideStats, search?: Partial<SearchTuning>): Bot {
  const onSearch = (st: SearchStats): void => {
    side.playouts.push(st.iterations);
  };
  const opts: BotOptions = { onSearch };
  if (search) opts.search = search;
  if (cfg.iterations !== undefined) opts.iterations = cfg.iterations;
  if (cfg.deadlineMs !== undefined) {
    opts.now = () => performance.now();
    opts.thinkTime = cfg.deadlineMs;
  }
  if (isBotLevel(name)) return createBot(name, opts);
  if (name === 'random' || name === 'greedy') return BOTS[name];
  throw new Error(`unknown bot ${name}`);
}

/** Wilson score interval for a share over n games. */
export function wilson(p: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

/** A's spread by place over finished games (see PlaceSpread). */
export function placeSpread(games: readonly { order: number; won: number | null }[], players: number): PlaceSpread {
  const places = Array.from({ length: players }, () => ({ games: 0, won: 0 }));
  for (const g of games) {
    const place = places[g.order];
    if (g.won === null || place === undefined) continue;
    place.games++;
    place.won += g.won;
  }
  const n = places.reduce((s, x) => s + x.games, 0);
  const p = n ? places.reduce((s, x) => s + x.won, 0) / n : 0;
  const played = places.filter((x) => x.games > 0);
  const placeChi2 =
    p > 0 && p < 1 ? played.reduce((s, x) => s + (x.won - x.games * p) ** 2 / (x.games * p * (1 - p)), 0) : 0;
  const df = played.length - 1;
  return {
    byPlace: places.map((x) => ({ games: x.games, share: x.games ? x.won / x.games : 0 })),
    placeChi2,
    placeP: df > 0 ? 1 - jstat.jStat.chisquare.cdf(placeChi2, df) : 1,
  };
}

/** A p-value as printed: three decimals, or two significant digits below 0.001. */
export const pText = (p: number): string => (p < 0.001 ? p.toExponential(1) : p.toFixed(3));

export const quantile = (xs: number[], q: number): number => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};

const MAX_ACTIONS = 3000;

export function runArena(cfg: ArenaConfig): ArenaResult {
  const a: SideStats = { ms: [], playouts: [], conquests: 0, t2Draws: 0 };
  const b: SideStats = { ms: [], playouts: [], conquests: 0, t2Draws: 0 };
  const botA = makeBot(cfg.a, cfg, a, cfg.searchA);
  const botB = makeBot(cfg.b, cfg, b);
  const rotations = cfg.players;
  const from = cfg.from ?? 0;
  let total = 0;
  for (let d = from; d < from + cfg.deals; d++)
    for (let seatA = 0; seatA < rotations; seatA++) if (!cfg.skip?.(d, seatA)) total++;
  let won = 0,
    rounds = 0,
    blocked = 0,
    unfinished = 0,
    games = 0;
  const outcomes: { order: number; won: number | null }[] = [];
  for (let d = from; d < from + cfg.deals; d++) {
    const seed = `${cfg.seed ?? 'arena'}-${d}`;
    for (let seatA = 0; seatA < rotations; seatA++) {
      if (cfg.skip?.(d, seatA)) continue;
      const created = createGame({ players: cfg.players, seed, modules: cfg.modules, edition: 'kahroba' });
      if (!created.ok) throw new Error(created.error.code);
      let s: GameState = created.value;
      const rngs = Array.from({ length: cfg.players }, (_x, seat) => randomSource(`${seed}-${seatA}-${seat}`));
      let actions = 0;
      const marks = {
        aMs: a.ms.length,
        bMs: b.ms.length,
        aPlayouts: a.playouts.length,
        conquests: a.conquests,
        t2Draws: a.t2Draws,
      };
      while (!s.result && actions < MAX_ACTIONS) {
        const seat = s.current;
        const isA = seat === seatA;
        const side = isA ? a : b;
        const t0 = performance.now();
        const action = (isA ? botA : botB).choose(viewFor(s, seat), seat, rngs[seat] as () => number);
        side.ms.push(performance.now() - t0);
        const r = applyAction(s, seat, action);
        if (!r.ok) throw new Error(`${isA ? cfg.a : cfg.b} played an illegal move: ${r.error.code}`);
        for (const e of r.events) {
          if (e.type === 'cardBought' && e.conquest) side.conquests++;
          if (e.type === 'cardsDrawn') side.t2Draws++;
        }
        s = r.state;
        actions++;
      }
      games++;
      const order = (seatA - s.firstPlayer + cfg.players) % cfg.players;
      let share: number | null = null;
      if (!s.result) unfinished++;
      else {
        if (s.result.reason === 'blocked') blocked++;
        share = s.result.winners.includes(seatA) ? 1 / s.result.winners.length : 0;
        won += share;
        rounds += s.round;
      }
      outcomes.push({ order, won: share });
      const ms = (xs: number[]): number[] => xs.map((x) => Math.round(x * 100) / 100);
      cfg.onGame?.({
        deal: d,
        seatA,
        order,
        won: share,
        reason: s.result?.reason ?? null,
        rounds: s.round,
        aMs: ms(a.ms.slice(marks.aMs)),
        bMs: ms(b.ms.slice(marks.bMs)),
        aPlayouts: a.playouts.slice(marks.aPlayouts),
        conquests: a.conquests - marks.conquests,
        t2Draws: a.t2Draws - marks.t2Draws,
      });
      cfg.progress?.(games, total, won / games);
    }
    if (games > 0 && cfg.until?.(won, games)) break;
  }
  const share = games ? won / games : 0;
  const [low, high] = wilson(share, games);
  return {
    games,
    share,
    low,
    high,
    rounds: rounds / Math.max(1, games - unfinished),
    blocked,
    unfinished,
    a,
    b,
    ...placeSpread(outcomes, cfg.players),
  };
}
