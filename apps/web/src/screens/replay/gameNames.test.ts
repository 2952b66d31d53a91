/**
 * The names of a room's finished game (gameNames.ts): every seat named from the players the room kept with the game
 * (people by name, computer players by level, in the page's language), the game found in the room's list by number
 * or as the latest finished, and nothing (the seats then go by number) when the list is missing or does not fit.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import type { GamePlayer, GameSummary } from '@kahroba/protocol';
import { setupI18n } from '../../table/testing';
import { fetchGameSummary, namesOfPlayers } from './gameNames';

const PLAYERS: GamePlayer[] = [
  { seat: 1, kind: 'bot', bot: 'expert', name: null },
  { seat: 0, kind: 'human', bot: null, name: 'Ana' },
];
const num = (n: number): string => String(n);

const summary = (gameNo: number, status: GameSummary['status']): GameSummary => ({
  gameNo,
  status,
  players: PLAYERS.map((p) => ({ ...p, name: p.name && `${p.name} ${gameNo}` })),
  playerCount: 2,
  modules: [],
  edition: 'kahroba',
  toAct: null,
  winners: status === 'finished' ? [0] : null,
  prestige: null,
  actions: 40,
  startedAt: 0,
  lastMoveAt: 0,
  finishedAt: null,
});

beforeAll(() => setupI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('namesOfPlayers', () => {
  it('names people by name and computer players by level, in seat order', () => {
    expect(namesOfPlayers(PLAYERS, 2, i18next.t, num)).toEqual(['Ana', 'Computer 2 (expert)']);
  });

  it('a person saved without a name is "Player n"', () => {
    const nameless: GamePlayer[] = [{ ...PLAYERS[1]!, name: null }, PLAYERS[0]!];
    expect(namesOfPlayers(nameless, 2, i18next.t, num)).toEqual(['Player 1', 'Computer 2 (expert)']);
  });

  it('nothing for a game saved without its players, or players that do not fit the record', () => {
    expect(namesOfPlayers(null, 2, i18next.t, num)).toBeUndefined();
    expect(namesOfPlayers(PLAYERS, 3, i18next.t, num)).toBeUndefined();
  });
});

describe('fetchGameSummary', () => {
  const serve = (games: GameSummary[], status = 200) => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ok: status === 200, data: games }), {
          status,
          headers: { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };
  const games = [summary(1, 'finished'), summary(2, 'finished'), summary(3, 'playing')];

  it('finds a game by number in the room list', async () => {
    const f = serve(games);
    expect((await fetchGameSummary('ABC234', 1))?.players?.find((p) => p.seat === 0)?.name).toBe('Ana 1');
    expect(f.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['/api/rooms/ABC234/games']);
  });

  it("'latest' is the last finished game, not a running rematch", async () => {
    serve(games);
    expect((await fetchGameSummary('ABC234', 'latest'))?.gameNo).toBe(2);
  });

  it('null when the game is not listed, the list is refused, or the network fails', async () => {
    serve(games);
    expect(await fetchGameSummary('ABC234', 7)).toBeNull();
    serve([], 429);
    expect(await fetchGameSummary('ABC234', 1)).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await fetchGameSummary('ABC234', 1)).toBeNull();
  });
});
