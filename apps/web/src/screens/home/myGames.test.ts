import { describe, expect, it } from 'vitest';
import type { GameSummary } from '@kahroba/protocol';
import { myGamesOf, statsByPlayer, statsOf } from './myGames';

const game = (over: Partial<GameSummary>): GameSummary => ({
  gameNo: 1,
  status: 'finished',
  players: null,
  playerCount: 2,
  modules: [],
  edition: 'kahroba',
  toAct: null,
  winners: [0],
  prestige: [15, 9],
  actions: 40,
  startedAt: 1000,
  lastMoveAt: 2000,
  finishedAt: 2000,
  ...over,
});

describe('my games', () => {
  it('puts unfinished games first, mine to play before the others, then finished ones latest first', () => {
    const g = myGamesOf([
      {
        code: 'AAAAAA',
        seat: 1,
        games: [
          game({ gameNo: 1, finishedAt: 5000, winners: [1], prestige: [10, 16] }),
          game({
            gameNo: 2,
            status: 'playing',
            toAct: 0,
            winners: null,
            prestige: null,
            lastMoveAt: 9000,
            finishedAt: null,
          }),
        ],
      },
      {
        code: 'BBBBBB',
        seat: 0,
        games: [
          game({ status: 'playing', toAct: 0, winners: null, prestige: null, lastMoveAt: 3000, finishedAt: null }),
        ],
      },
      { code: 'CCCCCC', seat: null, games: [game({ finishedAt: 7000 })] },
    ]);
    expect(g.unfinished.map((e) => [e.code, e.myTurn])).toEqual([
      ['BBBBBB', true],
      ['AAAAAA', false],
    ]);
    expect(g.yourTurn).toBe(1);
    expect(g.finished.map((e) => [e.code, e.won])).toEqual([
      ['CCCCCC', null],
      ['AAAAAA', true],
    ]);
  });

  it('counts played, won, average prestige and the favourite set of modules over my finished games only', () => {
    const { finished } = myGamesOf([
      {
        code: 'AAAAAA',
        seat: 0,
        games: [
          game({ gameNo: 1, modules: ['orient', 'cities'], winners: [0], prestige: [15, 3], finishedAt: 10 }),
          game({ gameNo: 2, modules: ['cities', 'orient'], winners: [1], prestige: [12, 15], finishedAt: 20 }),
          game({ gameNo: 3, modules: [], winners: [0, 1], prestige: [16, 16], finishedAt: 30 }),
        ],
      },
      { code: 'WATCHD', seat: null, games: [game({ prestige: [1, 2] })] },
    ]);
    expect(statsOf(finished)).toEqual({ played: 3, won: 2, averagePrestige: 14.3, favourite: ['cities', 'orient'] });
    expect(statsOf([])).toEqual({ played: 0, won: 0, averagePrestige: null, favourite: null });
  });

  it("ignores a seat beyond a game's players (a seat held in a later, larger game)", () => {
    const g = myGamesOf([{ code: 'AAAAAA', seat: 3, games: [game({ playerCount: 2 })] }]);
    expect(g.finished[0]?.seat).toBeNull();
    expect(statsOf(g.finished).played).toBe(0);
  });

  it('lists each person of a shared device as a player of their own: an entry per seat, and their own statistics', () => {
    const players = [
      { seat: 0, kind: 'human' as const, bot: null, name: 'Ana' },
      { seat: 1, kind: 'human' as const, bot: null, name: 'Bea' },
      { seat: 2, kind: 'human' as const, bot: null, name: 'Gran' },
    ];
    const g = myGamesOf([
      {
        code: 'MIXEDD',
        seat: 0,
        local: [1],
        games: [
          game({ gameNo: 1, playerCount: 3, players, winners: [1], prestige: [9, 16, 12], finishedAt: 10 }),
          game({
            gameNo: 2,
            playerCount: 3,
            players,
            status: 'playing',
            toAct: 1,
            winners: null,
            prestige: null,
            finishedAt: null,
          }),
        ],
      },
      { code: 'SOLOOO', seat: 0, games: [game({ gameNo: 1, winners: [0], prestige: [15, 9], finishedAt: 5 })] },
    ]);
    expect(g.unfinished.map((e) => [e.code, e.seat, e.myTurn, e.local])).toEqual([
      ['MIXEDD', 1, true, true],
      ['MIXEDD', 0, false, false],
    ]);
    expect(g.yourTurn).toBe(1);
    expect(g.finished.map((e) => [e.code, e.seat, e.won, e.shared])).toEqual([
      ['MIXEDD', 0, false, true],
      ['MIXEDD', 1, true, true],
      ['SOLOOO', 0, true, false],
    ]);
    expect(statsByPlayer(g.finished)).toEqual([
      { name: null, stats: { played: 2, won: 1, averagePrestige: 12, favourite: [] } },
      { name: 'Bea', stats: { played: 1, won: 1, averagePrestige: 16, favourite: [] } },
    ]);
  });
});
