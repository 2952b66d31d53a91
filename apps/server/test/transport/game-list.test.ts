/**
 * Every game of a room is kept after rematches: the list of games
 * with their players, result and times (from the injected clock), and the
 * record of each finished game by number, and by code the latest finished one
 * (during a rematch too). A running game's record is never served. The list
 * survives a restart.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '@kahroba/engine';
import type { GameRecord } from '@kahroba/engine';
import type { GameSummary } from '@kahroba/protocol';
import { closedAfterEach, fakeClock, playUntilEnd, rngFrom } from '../harness';
import type { Client, TestServer } from '../harness';
import { ENGINES, storePlace } from '../stores';

const open = closedAfterEach();
const server = (opts: Parameters<typeof open.server>[0]): ReturnType<typeof open.server> => open.server(opts);
const person = (srv: TestServer): Promise<Client> => open.person(srv);

async function games(url: string, code: string): Promise<GameSummary[]> {
  const res = await fetch(`${url}/api/rooms/${code}/games`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { ok: true; data: GameSummary[] }).data;
}

describe.each(ENGINES)("a room's games on %s", (engine) => {
  it('lists every game before and after a rematch, serves finished records by number, never a running one', async () => {
    const clock = fakeClock(5_000_000);
    const place = storePlace(engine);
    const srv = await server({ clock, store: await place.open({ now: () => clock.now() }) });
    const a = await person(srv);
    const created = await a.must('room:create', {
      name: 'Ana',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      test: { seed: 'list-1' },
    });
    const code = created.room.code;
    const b = await person(srv);
    await b.must('room:join', { code, name: 'Bo', seat: 1 });
    expect(await games(srv.url, code)).toEqual([]);

    await a.must('room:start', {});
    clock.skip(60_000);
    const running = await games(srv.url, code);
    expect(running).toHaveLength(1);
    expect(running[0]).toMatchObject({
      gameNo: 1,
      status: 'playing',
      playerCount: 2,
      modules: [],
      edition: 'kahroba',
      winners: null,
      prestige: null,
      toAct: a.game?.toAct,
      actions: 0,
      startedAt: 5_000_000,
      lastMoveAt: 5_000_000,
      finishedAt: null,
      players: [
        { seat: 0, kind: 'human', bot: null, name: 'Ana' },
        { seat: 1, kind: 'human', bot: null, name: 'Bo' },
      ],
    });
    expect((await fetch(`${srv.url}/api/rooms/${code}/games/1/record`)).status).toBe(409);

    await Promise.all([playUntilEnd(a, rngFrom(1)), playUntilEnd(b, rngFrom(2))]);
    const first = (await (await fetch(`${srv.url}/api/rooms/${code}/record`)).json()) as GameRecord;
    const truth1 = (await srv.server.rooms.get(code))?.game?.state;
    clock.skip(60_000);

    // A rematch: the same people, a new game; the first stays listed.
    await a.must('room:rematch', {});
    const both = await games(srv.url, code);
    expect(both.map((g) => [g.gameNo, g.status])).toEqual([
      [1, 'finished'],
      [2, 'playing'],
    ]);
    const [g1, g2] = both as [GameSummary, GameSummary];
    expect(g1.winners).toEqual(truth1?.result?.winners);
    expect(g1.prestige).toEqual(
      [...(truth1?.result?.standings ?? [])].sort((x, y) => x.seat - y.seat).map((s) => s.prestige),
    );
    expect(g1.actions).toBe(first.actions.length);
    expect(g1).toMatchObject({ startedAt: 5_000_000, lastMoveAt: 5_060_000, finishedAt: 5_060_000, toAct: null });
    expect(g2).toMatchObject({ startedAt: 5_120_000, finishedAt: null, actions: 0 });

    // Game 1's record by number is the one served at the end of game 1, and replays to its end.
    const res1 = await fetch(`${srv.url}/api/rooms/${code}/games/1/record`);
    expect(res1.status).toBe(200);
    const record1 = (await res1.json()) as GameRecord;
    expect(record1).toEqual(first);
    const replayed = replay(record1);
    expect(replayed.ok && replayed.value.result).toEqual(truth1?.result);
    // Game 2 is running: not served by number; replay by code (the end screen's record for every client) serves the latest finished game, game 1.
    expect((await fetch(`${srv.url}/api/rooms/${code}/games/2/record`)).status).toBe(409);
    const byCode = await fetch(`${srv.url}/api/rooms/${code}/record`);
    expect(byCode.status).toBe(200);
    expect(byCode.headers.get('content-disposition')).toContain(`kahroba-${code}-1.json`);
    expect((await byCode.json()) as GameRecord).toEqual(first);
    for (const bad of ['3', '0', 'x', '01', '9999999']) {
      const r = await fetch(`${srv.url}/api/rooms/${code}/games/${bad}/record`);
      expect(r.status, bad).toBe(404);
    }
    expect((await fetch(`${srv.url}/api/rooms/ZZZZZZ/games`)).status).toBe(404);

    // Finish game 2; then the list survives a restart on the same file.
    await Promise.all([playUntilEnd(a, rngFrom(3)), playUntilEnd(b, rngFrom(4))]);
    const before = await games(srv.url, code);
    expect(before.map((g) => g.status)).toEqual(['finished', 'finished']);
    // Now replay by code is game 2's record, the same as by number.
    const second = (await (await fetch(`${srv.url}/api/rooms/${code}/record`)).json()) as GameRecord;
    expect(second).toEqual(await (await fetch(`${srv.url}/api/rooms/${code}/games/2/record`)).json());
    expect(second).not.toEqual(first);
    a.close();
    b.close();
    await srv.close();
    const srv2 = await server({ clock, store: await place.open({ now: () => clock.now() }) });
    expect(await games(srv2.url, code)).toEqual(before);
    expect((await fetch(`${srv2.url}/api/rooms/${code}/games/2/record`)).status).toBe(200);
    // A third game after the restart: replay by code still finds game 2 in the store.
    const c = await person(srv2);
    await c.must('room:join', { code, token: a.token ?? '' });
    await c.must('room:rematch', {});
    const latest = (await (await fetch(`${srv2.url}/api/rooms/${code}/record`)).json()) as GameRecord;
    expect(latest).toEqual(second);
  });
});
