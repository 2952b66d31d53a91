/**
 * Full games to the end over real sockets: 2, 3 and 4 seats mixing people
 * (test code choosing from `legalActions` of the received view) and computer
 * players, with and without modules, a spectator watching. Every message each
 * client received is checked for secrets.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { replay, viewFor } from '@kahroba/engine';
import type { GameState, ModuleId } from '@kahroba/engine';
import type { GameUpdate, SeatPlan } from '@kahroba/protocol';
import { chooseFrom, client, playUntilEnd, rngFrom, startServer } from '../harness';
import type { Client, TestServer } from '../harness';
import { checkAllReceived } from '../secrets-check';

const H: SeatPlan = { kind: 'human' };
const G: SeatPlan = { kind: 'bot', bot: 'normal' };
const R: SeatPlan = { kind: 'bot', bot: 'easy' };
const X: SeatPlan = { kind: 'bot', bot: 'expert' };
const D: SeatPlan = { kind: 'bot', bot: 'hard' };

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({ env: { RATE_BURST: '10000' } });
});
afterAll(async () => {
  await srv.close();
});

const CASES: { name: string; seats: SeatPlan[]; modules: ModuleId[]; edition?: 'kahroba' | 'classic' }[] = [
  { name: '2 seats, 2 people, base game', seats: [H, H], modules: [] },
  { name: '2 seats, person vs normal bot, Cities, classic', seats: [H, G], modules: ['cities'], edition: 'classic' },
  {
    name: '3 seats, person + normal + easy bot, Trading Posts + Strongholds',
    seats: [H, G, R],
    modules: ['tradingPosts', 'strongholds'],
  },
  { name: '3 seats, 2 people + bot, the Orient', seats: [H, G, H], modules: ['orient'] },
  {
    name: '4 seats, 2 people + hard and expert bots, all four modules',
    seats: [D, H, X, H],
    modules: ['cities', 'tradingPosts', 'strongholds', 'orient'],
  },
  { name: '4 seats, 4 people, Cities + Orient', seats: [H, H, H, H], modules: ['cities', 'orient'] },
];

describe('full games over sockets', () => {
  test.each(CASES.map((c, i) => ({ ...c, i })))('$name', async ({ seats, modules, edition, i }) => {
    const seed = `games-test-seed-${i}`;
    const host = await client(srv.url);
    const created = await host.must('room:create', { name: 'Host', seats, modules, edition, test: { seed } });
    const code = created.room.code;
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/u);
    expect(created.room.link).toBe(`${srv.config.PUBLIC_ORIGIN}/r/${code}`);

    const people: Client[] = [host];
    const humanSeats = seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));
    for (const seat of humanSeats.slice(1)) {
      const c = await client(srv.url);
      await c.must('room:join', { code: code.toLowerCase(), name: `  Player ${seat}  `, seat });
      expect(c.room?.you.seat).toBe(seat);
      people.push(c);
    }
    const watcher = await client(srv.url);
    await watcher.must('room:join', { code, name: 'Watcher', seat: null });
    expect(watcher.room?.you.seat).toBeNull();

    // Only the host starts, and the record is not available before the end.
    const notHost = people[1] ?? watcher;
    expect(await notHost.request('room:start', {})).toMatchObject({ ok: false, error: { code: 'NOT_HOST' } });
    await host.must('room:start', {});
    expect(await host.request('game:record', {})).toMatchObject({ ok: false, error: { code: 'NOT_FINISHED' } });
    expect((await fetch(`${srv.url}/api/rooms/${code}/record`)).status).toBe(409);

    await Promise.all(people.map((c, k) => playUntilEnd(c, rngFrom(1000 * i + k))));
    for (const c of [...people, watcher]) await c.until(() => c.game?.toAct === null, 10_000, 'the end');

    const truth = (await srv.server.rooms.get(code))?.game?.state;
    expect(truth?.result).not.toBeNull();
    for (const c of [...people, watcher]) {
      expect(c.game?.version).toBe(truth?.version);
      expect(c.game?.view.result).toEqual(truth?.result);
      // Built by patches from the view at the start: exactly the server's view for this viewer.
      expect(c.received.some((m) => m.event === 'game:patch')).toBe(true);
      expect(c.game?.view).toEqual(
        JSON.parse(JSON.stringify(viewFor(truth as GameState, c.game?.seat ?? 'spectator'))),
      );
      expect(checkAllReceived(c, seed)).toBeGreaterThan(0);
    }
    expect(people[0]?.room?.status).toBe('finished');

    // The record: by request and over HTTP, and it replays to the same end.
    const record = await host.must('game:record', {});
    const res = await fetch(`${srv.url}/api/rooms/${code}/record`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(record);
    const replayed = replay(record);
    expect(replayed.ok && replayed.value).toEqual(truth);

    if (i === 0) {
      // A rematch: same seats and settings, a new game.
      const again = await host.must('room:rematch', {});
      expect(again).toMatchObject({ gameNo: 2, version: 0 });
      await people[1]?.until(() => (people[1]?.game as GameUpdate).gameNo === 2, 5000, 'rematch update');
      // An intent made in the first game is stale in the second, whatever its version.
      const g2 = host.game as GameUpdate;
      const actor = people.find((p) => p.game?.seat === g2.toAct) ?? host;
      const old = await actor.request('game:act', {
        version: 0,
        gameNo: 1,
        intentId: 'old-game',
        action: chooseFrom(g2.view, g2.toAct as number, rngFrom(1)),
      });
      expect(old).toMatchObject({ ok: false, error: { code: 'STALE_VERSION' } });
    }
    for (const c of [...people, watcher]) c.close();
  });
});
