/**
 * My games, worked out on the device from the rooms this browser holds a seat
 * token for (`GET /api/rooms/:code/games` of each): unfinished games first
 * (yours to play before the others, then the latest move first), finished ones
 * after (latest first), and personal statistics over the finished games in
 * which this browser's seat played.
 */
import type { ModuleId } from '@kahroba/engine';
import type { GameSummary } from '@kahroba/protocol';

export interface RoomGames {
  code: string;
  seat: number | null;
  /** The other seats held on this device (a mixed table); absent or empty: none. */
  local?: readonly number[];
  games: GameSummary[];
}

export interface GameEntry {
  code: string;
  /** This browser's seat in the room, null when watching or unknown. */
  seat: number | null;
  game: GameSummary;
  /** Running and this seat is to act. */
  myTurn: boolean;
  /** Finished: whether this seat is among the winners (null when the seat is unknown). */
  won: boolean | null;
  /** The seat of another person on this device (a mixed table), not the one this browser joined with. */
  local: boolean;
  /** The room has several seats on this device: each entry says whose it is. */
  shared: boolean;
}

export interface MyGames {
  unfinished: GameEntry[];
  finished: GameEntry[];
  yourTurn: number;
}

export function myGamesOf(rooms: readonly RoomGames[]): MyGames {
  const entries: GameEntry[] = rooms.flatMap((r) =>
    r.games.flatMap((game) => {
      const entry = (seat: number | null, local: boolean, shared: boolean): GameEntry => {
        const mine = seat !== null && seat < game.playerCount ? seat : null;
        return {
          code: r.code,
          seat: mine,
          game,
          myTurn: game.status === 'playing' && mine !== null && game.toAct === mine,
          won: game.winners && mine !== null ? game.winners.includes(mine) : null,
          local,
          shared,
        };
      };
      // Each person's seat on a shared device is its own entry (seats the game did not have are left out).
      const others = (r.local ?? []).filter((s) => s !== r.seat && s < game.playerCount);
      if (others.length === 0) return [entry(r.seat, false, false)];
      return [entry(r.seat, false, true), ...others.map((s) => entry(s, true, true))];
    }),
  );
  const unfinished = entries
    .filter((e) => e.game.status === 'playing')
    .sort((a, b) => Number(b.myTurn) - Number(a.myTurn) || b.game.lastMoveAt - a.game.lastMoveAt);
  const finished = entries
    .filter((e) => e.game.status === 'finished')
    .sort((a, b) => (b.game.finishedAt ?? 0) - (a.game.finishedAt ?? 0));
  return { unfinished, finished, yourTurn: unfinished.filter((e) => e.myTurn).length };
}

export interface Stats {
  played: number;
  won: number;
  /** Mean prestige at the end, or null with no game played. */
  averagePrestige: number | null;
  /** The set of modules played most often ([] = the base game), or null with no game played. */
  favourite: ModuleId[] | null;
}

const setKey = (modules: readonly ModuleId[]): string => [...modules].sort().join('+');

/** Statistics for one player: this browser's (`name` null) or another person's on a shared device. */
export interface PlayerStats {
  name: string | null;
  stats: Stats;
}

/**
 * Each player's statistics: the seats this browser joined with first (as
 * before), then each other person of a shared device by their name in the
 * game, so nobody's games count twice or for someone else.
 */
export function statsByPlayer(finished: readonly GameEntry[]): PlayerStats[] {
  const out: PlayerStats[] = [{ name: null, stats: statsOf(finished.filter((e) => !e.local)) }];
  const byName = new Map<string, GameEntry[]>();
  for (const e of finished) {
    if (!e.local || e.seat === null) continue;
    const name = e.game.players?.[e.seat]?.name ?? '';
    byName.set(name, [...(byName.get(name) ?? []), e]);
  }
  for (const [name, list] of byName) out.push({ name, stats: statsOf(list) });
  return out.filter((p) => p.stats.played > 0);
}

/** Statistics over finished games in which this browser's seat played. */
export function statsOf(finished: readonly GameEntry[]): Stats {
  const mine = finished.filter((e) => e.seat !== null && e.game.prestige !== null);
  if (mine.length === 0) return { played: 0, won: 0, averagePrestige: null, favourite: null };
  const prestige = mine.map((e) => e.game.prestige?.[e.seat as number] ?? 0);
  const counts = new Map<string, { n: number; modules: ModuleId[]; last: number }>();
  for (const e of mine) {
    const key = setKey(e.game.modules);
    const c = counts.get(key) ?? { n: 0, modules: [...e.game.modules].sort(), last: 0 };
    c.n += 1;
    c.last = Math.max(c.last, e.game.finishedAt ?? 0);
    counts.set(key, c);
  }
  // The most played set; a tie goes to the one played last.
  const best = [...counts.values()].sort((a, b) => b.n - a.n || b.last - a.last)[0];
  return {
    played: mine.length,
    won: mine.filter((e) => e.won === true).length,
    averagePrestige: Math.round((prestige.reduce((s, p) => s + p, 0) / mine.length) * 10) / 10,
    favourite: best ? best.modules : null,
  };
}
