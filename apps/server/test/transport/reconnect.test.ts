/**
 * Seat tokens: a dropped player keeps the seat and comes back with the token,
 * a second tab with the same token gets the same view, a wrong token is
 * refused; the host may hand an away player's seat to a bot and give it back
 * (RULES Y4). Also the long-polling fallback.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GameUpdate, SeatInfo } from '@kahroba/protocol';
import { chooseFrom, client, playUntilEnd, rngFrom, startServer, withoutHistory } from '../harness';
import type { Client, TestServer } from '../harness';
import { checkAllReceived } from '../secrets-check';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({ env: { AWAY_TAKEOVER_MS: '300', RATE_BURST: '10000' } });
});
afterAll(async () => {
  await srv.close();
});

const seatOf = (c: Client, seat: number): SeatInfo | undefined => c.room?.seats[seat];

/** Plays one move for this client if it is its turn. */
async function moveIfMine(c: Client, rng: () => number, id: string): Promise<boolean> {
  const g = c.game as GameUpdate;
  if (g.toAct !== g.seat) return false;
  const a = await c.request('game:act', {
    version: g.version,
    intentId: id,
    action: chooseFrom(g.view, g.seat as number, rng),
  });
  expect(a.ok).toBe(true);
  return true;
}

async function twoPlayerGame(): Promise<{ code: string; a: Client; b: Client }> {
  const a = await client(srv.url);
  const { room } = await a.must('room:create', {
    name: 'Ana',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    test: { seed: 'reconnect', firstPlayer: 0 },
  });
  const b = await client(srv.url);
  await b.must('room:join', { code: room.code, name: 'Bo' });
  expect(b.room?.you.seat).toBe(1);
  await a.must('room:start', {});
  await b.until(() => b.game !== null, 5000, 'start');
  return { code: room.code, a, b };
}

describe('seat tokens and reconnection', () => {
  test('a request sent right behind the join on a new connection waits for it (not NOT_IN_ROOM)', async () => {
    const a = await client(srv.url);
    const { room } = await a.must('room:create', { name: 'Ana', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const token = a.token as string;
    a.close();
    // The web client's room socket: its rejoin and the host's next click leave in the same packet.
    for (let i = 0; i < 5; i++) {
      const again = await client(srv.url);
      const [joined, seat] = await Promise.all([
        again.request('room:join', { code: room.code, token }),
        again.request('room:setSeat', { seat: 1, kind: i % 2 === 0 ? 'bot' : 'human', bot: 'normal' }),
      ]);
      expect(joined.ok).toBe(true);
      expect(seat.ok ? null : seat.error.code).toBeNull();
      again.close();
    }
  });

  test('a player drops mid-turn, is seen away, and comes back with the token', async () => {
    const { code, a, b } = await twoPlayerGame();
    const rng = rngFrom(7);
    expect(await moveIfMine(a, rng, 'a1')).toBe(true);
    await b.until(() => b.game?.toAct === 1, 5000, 'b to act');
    const before = b.game as GameUpdate;
    const token = b.token as string;
    b.close();
    await a.until(() => seatOf(a, 1)?.connected === false, 5000, 'b seen away');
    expect(seatOf(a, 1)?.awaySince).toEqual(expect.any(Number));
    expect(seatOf(a, 1)?.name).toBe('Bo');

    const b2 = await client(srv.url);
    const joined = await b2.must('room:join', { code, token });
    expect(joined.room.you.seat).toBe(1);
    expect(withoutHistory(joined.game)).toEqual(withoutHistory({ ...before, events: [] }));
    await a.until(() => seatOf(a, 1)?.connected === true, 5000, 'b back');
    expect(await moveIfMine(b2, rng, 'b1')).toBe(true);
    await a.until(() => a.game?.toAct === 0, 5000, 'a to act');
    for (const c of [a, b2]) c.close();
  });

  test("a second tab with the same token gets the seat's view too", async () => {
    const { code, a, b } = await twoPlayerGame();
    const tab2 = await client(srv.url);
    await tab2.must('room:join', { code, token: b.token as string });
    expect(tab2.room?.you.seat).toBe(1);
    const rng = rngFrom(8);
    await moveIfMine(a, rng, 'a1');
    await tab2.until(() => tab2.game?.version === 1, 5000, 'tab 2 update');
    await b.until(() => b.game?.version === 1, 5000, 'tab 1 update');
    expect(tab2.game?.view).toEqual(b.game?.view);
    // Either tab may play the seat; a repeated intent id from the other tab is not applied twice.
    const g = tab2.game as GameUpdate;
    const action = chooseFrom(g.view, 1, rng);
    const first = await tab2.request('game:act', { version: g.version, intentId: 'same', action });
    const again = await b.request('game:act', { version: g.version, intentId: 'same', action });
    expect(first).toEqual({ ok: true, data: { version: 2, duplicate: false } });
    expect(again).toEqual({ ok: true, data: { version: 2, duplicate: true } });
    expect((await srv.server.rooms.get(code))?.game?.state.version).toBe(2);
    for (const c of [a, b, tab2]) c.close();
  });

  test('a wrong token is refused', async () => {
    const { code, a, b } = await twoPlayerGame();
    const c = await client(srv.url);
    const wrong = await c.request('room:join', { code, token: 'x'.repeat(43) });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'BAD_TOKEN' } });
    const otherRoom = await client(srv.url);
    const { room } = await otherRoom.must('room:create', { name: 'Z', seats: [{ kind: 'human' }, { kind: 'bot' }] });
    expect(await c.request('room:join', { code: room.code, token: a.token as string })).toMatchObject({
      ok: false,
      error: { code: 'BAD_TOKEN' },
    });
    for (const x of [a, b, c, otherRoom]) x.close();
  });

  test("the host hands an away player's seat to a bot after the wait, and gives it back", async () => {
    const { code, a, b } = await twoPlayerGame();
    const token = b.token as string;
    b.close();
    await a.until(() => seatOf(a, 1)?.connected === false, 5000, 'b away');
    const early = await a.request('room:setSeat', { seat: 1, kind: 'bot' });
    expect(early).toMatchObject({ ok: false, error: { code: 'AWAY_TOO_SHORT' } });
    await new Promise((r) => setTimeout(r, 350));
    await a.must('room:setSeat', { seat: 1, kind: 'bot', bot: 'greedy' });
    expect(seatOf(a, 1)).toMatchObject({ takenOver: true, bot: 'normal' }); // 'greedy' (older clients) is read as 'normal'
    // The bot now plays seat 1 whenever it is its turn.
    const rng = rngFrom(9);
    for (let k = 0; k < 3; k++) {
      await a.until(() => a.game?.toAct === 0, 5000, 'a to act');
      await moveIfMine(a, rng, `a${k}`);
    }
    await a.until(() => a.game?.toAct === 0, 5000, 'bot played');
    const b2 = await client(srv.url);
    await b2.must('room:join', { code, token });
    expect(await b2.request('room:setSeat', { seat: 1, kind: 'human' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_HOST' },
    });
    await a.must('room:setSeat', { seat: 1, kind: 'human' });
    expect(seatOf(a, 1)).toMatchObject({ takenOver: false, connected: true });
    await moveIfMine(a, rng, 'a-last');
    await b2.until(() => b2.game?.toAct === 1, 5000, 'b2 to act');
    await new Promise((r) => setTimeout(r, 50));
    expect(b2.game?.toAct).toBe(1); // no bot moved for the returned player
    expect(await moveIfMine(b2, rng, 'b2')).toBe(true);
    for (const x of [a, b2]) x.close();
  });

  test('lobby: seats, kicks, swaps to computer players', async () => {
    const host = await client(srv.url);
    const { room } = await host.must('room:create', {
      name: 'Host',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    });
    const p = await client(srv.url);
    await p.must('room:join', { code: room.code, name: 'P' });
    const q = await client(srv.url);
    expect(await q.request('room:join', { code: room.code, name: 'Q', seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'SEAT_TAKEN' },
    });
    await q.must('room:join', { code: room.code, name: 'Q', seat: null });
    expect(await host.request('room:start', {})).toMatchObject({ ok: false, error: { code: 'SEATS_NOT_FILLED' } });
    await q.must('room:sit', { seat: 2 });
    await host.must('room:kick', { seat: 1 });
    await p.until(() => p.received.some((m) => m.event === 'room:kicked'), 5000, 'kicked');
    expect(await p.request('room:sit', { seat: 1 })).toMatchObject({ ok: false, error: { code: 'NOT_IN_ROOM' } });
    expect(await p.request('room:join', { code: room.code, token: p.token as string })).toMatchObject({
      ok: false,
      error: { code: 'BAD_TOKEN' },
    });
    await host.must('room:setSeat', { seat: 1, kind: 'bot', bot: 'random' });
    await host.must('room:start', {});
    expect(await q.request('room:sit', { seat: null })).toMatchObject({ ok: false, error: { code: 'ROOM_STARTED' } });
    const late = await client(srv.url);
    const j = await late.must('room:join', { code: room.code, name: 'Late' });
    expect(j.room.you.seat).toBeNull();
    expect(j.game?.seat).toBeNull();
    for (const x of [host, p, q, late]) x.close();
  });
});

describe('long-polling fallback', () => {
  test('a whole game over polling only', async () => {
    const c = await client(srv.url, ['polling']);
    expect(c.socket.io.engine.transport.name).toBe('polling');
    await c.must('room:create', {
      name: 'Poll',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
      test: { seed: 'polling' },
    });
    await c.must('room:start', {});
    await playUntilEnd(c, rngFrom(3));
    expect(c.game?.view.result).not.toBeNull();
    expect(c.socket.io.engine.transport.name).toBe('polling');
    checkAllReceived(c, 'polling');
    c.close();
  });
});

describe('finished rooms', () => {
  test('a finished room leaves memory when everyone is gone, and comes back with its game and record', async () => {
    const a = await client(srv.url);
    const { room } = await a.must('room:create', {
      name: 'A',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
      test: { seed: 'finished' },
    });
    await a.must('room:start', {});
    await playUntilEnd(a, rngFrom(11));
    const end = a.game as GameUpdate;
    const token = a.token as string;
    a.close();
    const inMemory = (): boolean => srv.server.rooms.all().some((r) => r.code === room.code);
    for (let t = 0; t < 50 && inMemory(); t++) await new Promise((r) => setTimeout(r, 100));
    expect(inMemory()).toBe(false);
    const again = await client(srv.url);
    const joined = await again.must('room:join', { code: room.code, token });
    expect(joined.room.status).toBe('finished');
    expect(withoutHistory(joined.game)).toEqual(withoutHistory({ ...end, events: [] }));
    expect((await fetch(`${srv.url}/api/rooms/${room.code}/record`)).status).toBe(200);
    const next = await again.must('room:rematch', {});
    expect(next).toMatchObject({ gameNo: 2, version: 0 });
    again.close();
  });
});
