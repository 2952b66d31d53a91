/**
 * Rooms leave memory after ROOM_IDLE_MS with no connection and no computer
 * move pending, and come back intact from SQLite on the next use; a game of
 * computer players is never released while they play. Fake clock throughout.
 */
import { describe, expect, test } from 'vitest';
import { replay } from '@kahroba/engine';
import type { GameRecord } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { closedAfterEach, fakeClock, playUntilEnd, rngFrom, withoutHistory } from '../harness';
import type { Client, FakeClock, TestServer } from '../harness';
import { twoPlayerGame } from '../rooms';

const IDLE = 10_000;

const open = closedAfterEach();

function serve(clock: FakeClock, env: Record<string, string> = {}): Promise<TestServer> {
  return open.server({ env: { ROOM_IDLE_MS: String(IDLE), RATE_BURST: '100000', ...env }, clock });
}

const person = (srv: TestServer): Promise<Client> => open.person(srv);

const inMemory = (srv: TestServer, code: string): boolean => srv.server.rooms.all().some((r) => r.code === code);

/** Waits (on socket traffic, not on time) until the server has seen every client of the room go. */
async function allGone(srv: TestServer, code: string): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const room = srv.server.rooms.all().find((r) => r.code === code);
    if (!room || (room.presence.connectionCount === 0 && room.queue.size === 0)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('clients still connected');
}

describe('idle rooms leave memory', () => {
  test('a room loaded only for a record fetch leaves after the idle period; the next fetch and join find it intact', async () => {
    const clock = fakeClock();
    const srv = await serve(clock);
    const { room, a, b } = await twoPlayerGame(() => person(srv), 'idle-record', { firstPlayer: null });
    await Promise.all([playUntilEnd(a, rngFrom(1)), playUntilEnd(b, rngFrom(2))]);
    const end = a.game as GameUpdate;
    const token = a.token as string;
    a.close();
    b.close();
    await allGone(srv, room.code);
    expect(inMemory(srv, room.code)).toBe(false); // a finished room is released when the last person leaves

    const first = await fetch(`${srv.url}/api/rooms/${room.code}/record`);
    expect(first.status).toBe(200);
    const record = (await first.json()) as GameRecord;
    expect(inMemory(srv, room.code)).toBe(true);

    clock.advance(IDLE - 1);
    expect(inMemory(srv, room.code)).toBe(true);
    clock.advance(IDLE / 2 + 1);
    expect(inMemory(srv, room.code)).toBe(false);

    const again = await fetch(`${srv.url}/api/rooms/${room.code}/record`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(record);
    const replayed = replay(record);
    expect(replayed.ok && replayed.value.version).toBe(end.version);

    clock.advance(IDLE * 2);
    expect(inMemory(srv, room.code)).toBe(false);
    const back = await person(srv);
    const joined = await back.must('room:join', { code: room.code, token });
    expect(joined.room.status).toBe('finished');
    expect(withoutHistory(joined.game)).toEqual(withoutHistory({ ...end, events: [] }));
    // Connected: never released, however long.
    clock.advance(IDLE * 5);
    expect(inMemory(srv, room.code)).toBe(true);
    expect((await back.must('room:rematch', {})).gameNo).toBe(2);
  });

  test("a game left on a person's turn leaves memory and goes on from the same state", async () => {
    const clock = fakeClock();
    const srv = await serve(clock);
    const { room, a, b } = await twoPlayerGame(() => person(srv), 'idle-play');
    const before = { ...(a.game as GameUpdate), events: [] };
    const tokens = { a: a.token as string, b: b.token as string };
    const loaded = await srv.server.rooms.get(room.code);
    a.close();
    b.close();
    await allGone(srv, room.code);
    expect(await srv.server.rooms.get(room.code)).toBe(loaded); // playing: not released at once

    clock.advance(IDLE + IDLE / 2);
    expect(inMemory(srv, room.code)).toBe(false);
    expect(loaded?.isClosed).toBe(true);

    const a2 = await person(srv);
    expect(withoutHistory((await a2.must('room:join', { code: room.code, token: tokens.a })).game)).toEqual(
      withoutHistory(before),
    );
    const b2 = await person(srv);
    await b2.must('room:join', { code: room.code, token: tokens.b });
    await Promise.all([playUntilEnd(a2, rngFrom(3)), playUntilEnd(b2, rngFrom(4))]);
    expect(a2.game?.view.result).not.toBeNull();
  });

  test('computer players are never released mid-game, even when their pause is longer than the idle period', async () => {
    const clock = fakeClock();
    const BOT = 3 * IDLE;
    const srv = await serve(clock, { BOT_DELAY_MS: String(BOT) });
    const host = await person(srv);
    const { room } = await host.must('room:create', {
      name: 'Watcher',
      hostSeat: null,
      seats: [
        { kind: 'bot', bot: 'greedy' },
        { kind: 'bot', bot: 'greedy' },
      ],
      test: { seed: 'idle-bots' },
    });
    await host.must('room:start', {});
    host.close();
    await allGone(srv, room.code);
    const live = await srv.server.rooms.get(room.code);
    let moves = 0;
    while (!live?.game?.finished) {
      expect(moves).toBeLessThan(2000);
      clock.advance(BOT); // sweeps run on the way; the bot's timer falls due last
      await live?.queue.idle();
      expect(srv.server.rooms.all().find((r) => r.code === room.code)).toBe(live);
      expect(live?.isClosed).toBe(false);
      moves += 1;
    }
    expect(moves).toBeGreaterThan(10);
    expect(live.doc.status).toBe('finished');
    // Over: nothing more to play, so it goes after the idle period.
    clock.advance(IDLE + IDLE / 2);
    expect(inMemory(srv, room.code)).toBe(false);
    const res = await fetch(`${srv.url}/api/rooms/${room.code}/record`);
    expect(res.status).toBe(200);
    const replayed = replay((await res.json()) as GameRecord);
    expect(replayed.ok && replayed.value.result).toEqual(live.game.state.result);
  });
});
