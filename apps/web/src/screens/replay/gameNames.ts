/**
 * Who played a room's finished game, for its replay and review: the room's list of games (`GET
 * /api/rooms/:code/games`, public like the record) keeps each game's players as they sat when it started, so a game
 * opened from My games or by its room code shows the seats' names, not "Player 1/2". Computer seats are named by
 * their level, as at the table.
 */
import type { TFunction } from 'i18next';
import type { GamePlayer, GameSummary } from '@kahroba/protocol';
import { apiFetch } from '../../net/api';

/** Every seat's name from a game's players, or undefined when the game was saved without them (or they do not fit). */
export function namesOfPlayers(
  players: readonly GamePlayer[] | null | undefined,
  count: number,
  t: TFunction,
  num: (n: number) => string,
): string[] | undefined {
  if (!players || players.length !== count) return undefined;
  return [...players]
    .sort((a, b) => a.seat - b.seat)
    .map((p) =>
      p.kind === 'bot'
        ? t(`seat.botName.${p.bot ?? 'normal'}`, { n: num(p.seat + 1) })
        : (p.name ?? t('names.player', { n: num(p.seat + 1) })),
    );
}

/**
 * The summary of game `gameNo` of a room, or with `'latest'` of its last finished game (the one
 * `/api/rooms/:code/record` serves); null when the list cannot be had (the replay then names the seats by number).
 */
export async function fetchGameSummary(code: string, gameNo: number | 'latest'): Promise<GameSummary | null> {
  try {
    const res = await apiFetch(`/api/rooms/${code}/games`, { cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { ok?: boolean; data?: GameSummary[] };
    const games = body.ok && Array.isArray(body.data) ? body.data : [];
    if (gameNo !== 'latest') return games.find((g) => g.gameNo === gameNo) ?? null;
    return games
      .filter((g) => g.status === 'finished')
      .reduce<GameSummary | null>((best, g) => (best === null || g.gameNo > best.gameNo ? g : best), null);
  } catch {
    return null;
  }
}
