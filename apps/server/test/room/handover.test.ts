/**
 * Host handover: once the host has had no connection for AWAY_TAKEOVER_MS the
 * role passes to the connected member who joined earliest, seated members
 * before spectators; never to nobody; checked lazily after a restart. Time is
 * a fake clock: nothing here waits on the wall clock.
 */
import { describe, expect, test } from 'vitest';
import type { Store } from '../../src/store/store';
import { closedAfterEach, fakeClock } from '../harness';
import type { Client, FakeClock, TestServer } from '../harness';
import { ENGINES, storePlace } from '../stores';

const AWAY = 60_000;
const env = { AWAY_TAKEOVER_MS: String(AWAY), RATE_BURST: '10000' };

const open = closedAfterEach();

function serve(clock: FakeClock, store?: Store): Promise<TestServer> {
  return open.server({ env, clock, ...(store ? { store } : {}) });
}

const person = (srv: TestServer): Promise<Client> => open.person(srv);

/** Host A (seat 0), spectator S (joined before B), B (seat 1). */
async function lobby(srv: TestServer): Promise<{ code: string; a: Client; s: Client; b: Client }> {
  const a = await person(srv);
  const { room } = await a.must('room:create', { name: 'Ana', seats: [{ kind: 'human' }, { kind: 'human' }] });
  const s = await person(srv);
  await s.must('room:join', { code: room.code, name: 'Sam', seat: null });
  const b = await person(srv);
  await b.must('room:join', { code: room.code, name: 'Bo', seat: 1 });
  return { code: room.code, a, s, b };
}

const hostOf = async (srv: TestServer, code: string): Promise<string | undefined> =>
  (await srv.server.rooms.get(code))?.doc.hostMemberId;
const idOf = (c: Client): string => c.room?.you.memberId as string;

/** Lets every queued task of the room (e.g. a timer's handover) finish. */
async function settle(srv: TestServer, code: string): Promise<void> {
  await (await srv.server.rooms.get(code))?.queue.idle();
}

describe('host handover', () => {
  test('no handover before the away period; after it, the earliest connected seated member (not an earlier spectator) is host', async () => {
    const clock = fakeClock();
    const srv = await serve(clock);
    const { code, a, s, b } = await lobby(srv);
    const hostId = idOf(a);
    expect(await hostOf(srv, code)).toBe(hostId);
    a.close();
    await b.until(() => b.room?.seats[0]?.connected === false, 5000, 'host seen away');

    clock.advance(AWAY - 1);
    await settle(srv, code);
    expect(await hostOf(srv, code)).toBe(hostId);
    // Asking for a host command just before the time does not hand the role over either.
    expect(await b.request('room:start', {})).toMatchObject({ ok: false, error: { code: 'NOT_HOST' } });
    expect(b.room?.you.isHost).toBe(false);

    clock.advance(1);
    await b.until(() => b.room?.you.isHost === true, 5000, 'b becomes host');
    await s.until(() => s.room?.hostMemberId === idOf(b), 5000, 'everyone told');
    expect(s.room?.you.isHost).toBe(false);
    expect(await hostOf(srv, code)).toBe(idOf(b));
    expect((await srv.store.loadRoom(code))?.hostMemberId).toBe(idOf(b)); // persisted
    // The new host's commands work.
    await b.must('room:setSeat', { seat: 0, kind: 'human' });
    await b.must('room:start', {});
  });

  test('a host back in time keeps the role; back too late, they are a normal member', async () => {
    const clock = fakeClock();
    const srv = await serve(clock);
    const { code, a, b } = await lobby(srv);
    const hostId = idOf(a);
    const token = a.token as string;

    // Away for half the time, then back: the timer is cancelled.
    a.close();
    await b.until(() => b.room?.seats[0]?.connected === false, 5000, 'host away');
    clock.advance(AWAY / 2);
    const a2 = await person(srv);
    expect((await a2.must('room:join', { code, token })).room.you.isHost).toBe(true);
    clock.advance(AWAY * 2);
    await settle(srv, code);
    expect(await hostOf(srv, code)).toBe(hostId);

    // Away for the whole time: handed over; coming back later changes nothing.
    a2.close();
    await b.until(() => b.room?.seats[0]?.connected === false, 5000, 'host away again');
    clock.advance(AWAY);
    await b.until(() => b.room?.you.isHost === true, 5000, 'b becomes host');
    const a3 = await person(srv);
    const back = await a3.must('room:join', { code, token });
    expect(back.room.you.isHost).toBe(false);
    expect(back.room.hostMemberId).toBe(idOf(b));
    expect(await a3.request('room:start', {})).toMatchObject({ ok: false, error: { code: 'NOT_HOST' } });
    // b going away now starts b's own clock; a (connected, seated, joined first) would be next.
    b.close();
    await a3.until(() => a3.room?.seats[1]?.connected === false, 5000, 'b away');
    clock.advance(AWAY);
    await a3.until(() => a3.room?.you.isHost === true, 5000, 'a host again by handover');
  });

  test('a spectator becomes host only when no seated member is connected', async () => {
    const clock = fakeClock();
    const srv = await serve(clock);
    const { code, a, s, b } = await lobby(srv);
    a.close();
    b.close();
    await s.until(
      () => s.room?.seats[0]?.connected === false && s.room.seats[1]?.connected === false,
      5000,
      'both away',
    );
    clock.advance(AWAY);
    await s.until(() => s.room?.you.isHost === true, 5000, 'spectator becomes host');
    expect(await hostOf(srv, code)).toBe(idOf(s));
  });

  test('never to nobody: with nobody connected the host stays, and the first to come back takes it at once', async () => {
    const clock = fakeClock();
    const srv = await serve(clock);
    const { code, a, s, b } = await lobby(srv);
    await a.must('room:start', {}); // playing: the room stays in memory with nobody connected
    const hostId = idOf(a);
    const bToken = b.token as string;
    for (const c of [a, s, b]) c.close();
    const room = await srv.server.rooms.get(code);
    for (let i = 0; i < 100 && (room?.presence.connectionCount ?? 0) > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(room?.presence.connectionCount).toBe(0);

    clock.advance(AWAY * 3);
    await settle(srv, code);
    expect(await srv.server.rooms.get(code)).toBe(room);
    expect(await hostOf(srv, code)).toBe(hostId);
    expect((await srv.store.loadRoom(code))?.hostMemberId).toBe(hostId);

    const b2 = await person(srv);
    const joined = await b2.must('room:join', { code, token: bToken });
    expect(joined.room.you.isHost).toBe(true);
    expect((await srv.store.loadRoom(code))?.hostMemberId).toBe(idOf(b2));
  });
});

describe.each(ENGINES)('host handover after a restart on %s', (engine) => {
  test('after a restart everyone starts away: a host who never comes back is handed over when a host command is asked', async () => {
    const place = storePlace(engine);
    const clock1 = fakeClock();
    const srv1 = await serve(clock1, await place.open());
    const { code, a, s, b } = await lobby(srv1);
    await a.must('room:start', {});
    const hostId = idOf(a);
    const tokens = { b: b.token as string, s: s.token as string };
    for (const c of [a, s, b]) c.close();
    await srv1.close();
    open.forget(srv1);

    const clock2 = fakeClock(5_000_000);
    const srv2 = await serve(clock2, await place.open());
    const s2 = await person(srv2);
    expect((await s2.must('room:join', { code, token: tokens.s })).room.you.isHost).toBe(false);
    const b2 = await person(srv2);
    expect((await b2.must('room:join', { code, token: tokens.b })).room.you.isHost).toBe(false);
    expect(await hostOf(srv2, code)).toBe(hostId);

    // The timer is lost (time jumps without it firing): the host command itself checks.
    clock2.skip(AWAY);
    await b2.must('room:setSeat', { seat: 0, kind: 'bot', bot: 'greedy' });
    expect(b2.room?.you.isHost).toBe(true);
    expect(b2.room?.seats[0]).toMatchObject({ takenOver: true, bot: 'normal' }); // an old client's 'greedy' is read as 'normal'
    await s2.until(() => s2.room?.hostMemberId === idOf(b2), 5000, 'spectator told');
    expect((await srv2.store.loadRoom(code))?.hostMemberId).toBe(idOf(b2));
  });

  test('away clocks survive a restart: the handover and the seat takeover come when due since the person left, not since the restart', async () => {
    const place = storePlace(engine);
    const clock1 = fakeClock();
    const srv1 = await serve(clock1, await place.open());
    const { code, a, s, b } = await lobby(srv1);
    await a.must('room:start', {});
    const left = clock1.now();
    a.close();
    await b.until(() => b.room?.seats[0]?.connected === false, 5000, 'host seen away');
    expect(b.room?.seats[0]?.takeoverAt).toBe(left + AWAY);
    expect((await srv1.store.loadRoom(code))?.members.find((m) => m.id === idOf(a))?.awaySince).toBe(left);
    clock1.advance(AWAY / 2);
    const bToken = b.token as string;
    for (const c of [s, b]) c.close();
    await srv1.close();
    open.forget(srv1);

    const clock2 = fakeClock(left + AWAY / 2 + 1_000);
    const srv2 = await serve(clock2, await place.open());
    const b2 = await person(srv2);
    const joined = await b2.must('room:join', { code, token: bToken });
    expect(joined.room.you.isHost).toBe(false);
    expect(joined.room.seats[0]).toMatchObject({ awaySince: left, takeoverAt: left + AWAY });
    clock2.advance(left + AWAY - 1 - clock2.now());
    await settle(srv2, code);
    expect(await hostOf(srv2, code)).not.toBe(idOf(b2));
    clock2.advance(1);
    await b2.until(() => b2.room?.you.isHost === true, 5000, 'b becomes host when due');
    await b2.must('room:setSeat', { seat: 0, kind: 'bot', bot: 'easy' }); // and A's seat may be taken over already
    expect(b2.room?.seats[0]).toMatchObject({ takenOver: true });
  });

  test('after a restart, the timer hands over once the away period has passed since the start', async () => {
    const place = storePlace(engine);
    const srv1 = await serve(fakeClock(), await place.open());
    const { code, a, s, b } = await lobby(srv1);
    await a.must('room:start', {});
    const bToken = b.token as string;
    for (const c of [a, s, b]) c.close();
    await srv1.close();
    open.forget(srv1);

    const clock2 = fakeClock();
    const srv2 = await serve(clock2, await place.open());
    clock2.advance(AWAY / 2);
    const b2 = await person(srv2);
    expect((await b2.must('room:join', { code, token: bToken })).room.you.isHost).toBe(false);
    clock2.advance(AWAY / 2);
    await b2.until(() => b2.room?.you.isHost === true, 5000, 'b becomes host');
  });
});
