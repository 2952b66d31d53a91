/**
 * A full room takes a newcomer (docs/ARCHITECTURE.md, "A full room"): the default set-up fills the seats
 * with computer players, so a newcomer watches and asks for a seat
 * (`room:join` with `wantsSeat`, or `room:askSeat`), and the host gives them a
 * computer player's seat (`room:giveSeat`). Only the host, only a computer
 * seat, only a spectator, only in the lobby; every refusal changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { RoomInfo, SeatPlan } from '@kahroba/protocol';
import { closedAfterEach, playUntilEnd, rngFrom } from '../harness';
import type { Client, TestServer } from '../harness';

const open = closedAfterEach();
const H: SeatPlan = { kind: 'human' };
const B: SeatPlan = { kind: 'bot', bot: 'easy' };

/** What a room looks like to anyone: seats and spectators (the `you` part differs between members). */
const shape = (r: RoomInfo | null) =>
  r && { seats: r.seats.map((s) => [s.kind, s.bot, s.memberId]), spectators: r.spectators };

async function fullRoom(srv: TestServer): Promise<{ host: Client; guest: Client; code: string }> {
  const host = await open.person(srv);
  const created = await host.must('room:create', { name: 'Ana', seats: [H, B, B, B], test: { seed: 'give-seat' } });
  const code = created.room.code;
  const guest = await open.person(srv);
  // With every seat taken, a join without a seat lands among the spectators: the prompt asked for a seat.
  await guest.must('room:join', { code, name: 'Bo', seat: null, wantsSeat: true });
  return { host, guest, code };
}

describe('giving a computer seat to a newcomer', () => {
  it('the spectator who asked shows as wanting a seat; the host gives them a computer seat', async () => {
    const srv = await open.server({ env: { RATE_BURST: '1000' } });
    const { host, guest } = await fullRoom(srv);
    const bo = guest.room?.you.memberId ?? '';
    expect(guest.room?.you.seat).toBeNull();
    await host.until(
      () => host.room?.spectators.some((m) => m.memberId === bo && m.wantsSeat) === true,
      5000,
      'the wish',
    );

    const given = await host.must('room:giveSeat', { seat: 2, memberId: bo });
    expect(given.seats[2]).toMatchObject({ kind: 'human', bot: null, name: 'Bo', memberId: bo });
    expect(given.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'human', 'bot']);
    expect(given.spectators).toEqual([]);
    await guest.until(() => guest.room?.you.seat === 2, 5000, 'the seat');
    // Seated and with every seat filled, the game starts with Bo at seat 2.
    await host.must('room:start', {});
    await guest.until(() => guest.game?.seat === 2, 5000, 'the game');
  });

  it('refuses anyone but the host, a seat no computer holds, a seated person, a stranger and bad payloads, changing nothing', async () => {
    const srv = await open.server({ env: { RATE_BURST: '1000' } });
    const { host, guest } = await fullRoom(srv);
    const bo = guest.room?.you.memberId ?? '';
    const ana = host.room?.you.memberId ?? '';
    await host.until(() => host.room?.spectators.length === 1, 5000, 'the guest');
    const before = shape(host.room);
    const saved = JSON.stringify((await srv.server.rooms.get(host.room?.code ?? ''))?.doc);

    const cases: [Client, unknown, string][] = [
      [guest, { seat: 1, memberId: bo }, 'NOT_HOST'],
      [host, { seat: 0, memberId: bo }, 'NOT_BOT_SEAT'],
      [host, { seat: 1, memberId: ana }, 'ALREADY_SEATED'],
      [host, { seat: 1, memberId: 'nobody-here' }, 'UNKNOWN_MEMBER'],
      [host, { seat: 1, memberId: '' }, 'BAD_PAYLOAD'],
      [host, { seat: 7, memberId: bo }, 'BAD_PAYLOAD'],
      [host, { seat: 1, memberId: bo, extra: true }, 'BAD_PAYLOAD'],
      [host, { seat: '1', memberId: bo }, 'BAD_PAYLOAD'],
    ];
    for (const [who, payload, code] of cases) {
      const answer = await who.request('room:giveSeat', payload as never);
      expect(answer, JSON.stringify(payload)).toMatchObject({ ok: false, error: { code } });
    }
    expect(shape(host.room)).toEqual(before);
    expect(JSON.stringify((await srv.server.rooms.get(host.room?.code ?? ''))?.doc)).toBe(saved);
  });

  it('a spectator asks and takes the wish back; a seated person cannot ask', async () => {
    const srv = await open.server({ env: { RATE_BURST: '1000' } });
    const host = await open.person(srv);
    const { room } = await host.must('room:create', { name: 'Ana', seats: [H, B] });
    const guest = await open.person(srv);
    await guest.must('room:join', { code: room.code, name: 'Bo', seat: null });
    expect(guest.room?.spectators[0]?.wantsSeat).toBe(false);
    expect((await guest.must('room:askSeat', { want: true })).spectators[0]?.wantsSeat).toBe(true);
    expect((await guest.must('room:askSeat', { want: false })).spectators[0]?.wantsSeat).toBe(false);
    expect(await host.request('room:askSeat', { want: true })).toMatchObject({
      ok: false,
      error: { code: 'ALREADY_SEATED' },
    });
    expect(await guest.request('room:askSeat', { want: 'yes' } as never)).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD' },
    });
    // Taking a free seat ends the wish.
    await guest.must('room:askSeat', { want: true });
    await host.must('room:setSeat', { seat: 1, kind: 'human' });
    const seated = await guest.must('room:sit', { seat: 1 });
    expect(seated.you.seat).toBe(1);
    expect(seated.spectators).toEqual([]);
    const doc = (await srv.server.rooms.get(room.code))?.doc;
    expect(doc?.members.find((m) => m.name === 'Bo')?.wantsSeat).toBeUndefined();
  });

  it('only in the lobby: once the game runs (and after it), no seat is given and no wish is shown', async () => {
    const srv = await open.server({ env: { RATE_BURST: '10000' } });
    const host = await open.person(srv);
    const { room } = await host.must('room:create', { name: 'Ana', seats: [H, B], test: { seed: 'give-seat-late' } });
    const guest = await open.person(srv);
    await guest.must('room:join', { code: room.code, name: 'Bo', seat: null, wantsSeat: true });
    await host.must('room:start', {});
    const bo = guest.room?.you.memberId ?? '';
    expect(await host.request('room:giveSeat', { seat: 1, memberId: bo })).toMatchObject({
      ok: false,
      error: { code: 'ROOM_STARTED' },
    });
    expect(await guest.request('room:askSeat', { want: false })).toMatchObject({
      ok: false,
      error: { code: 'ROOM_STARTED' },
    });
    await host.until(() => host.room?.status === 'playing', 5000, 'the start');
    expect(host.room?.spectators[0]?.wantsSeat).toBe(false);
    await playUntilEnd(host, rngFrom(7));
    expect(await host.request('room:giveSeat', { seat: 1, memberId: bo })).toMatchObject({
      ok: false,
      error: { code: 'ROOM_STARTED' },
    });
    expect(host.room?.seats[1]?.kind).toBe('bot');
  });
});
