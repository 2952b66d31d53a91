/**
 * Turn clocks (docs/ARCHITECTURE.md, "Turn clocks"): only the seat to act has
 * time running, a late turn draws on its reserve, a turn that runs out is
 * played by the room's stand-in computer player and the seat is marked taken
 * over; acting takes it back; three time-outs in a row leave the seat with
 * the computer until its person reclaims it. Real sockets, fake clock.
 */
import { describe, expect, test } from 'vitest';
import { TURN_CLOCK_MS } from '@kahroba/protocol';
import { closedAfterEach, fakeClock } from '../harness';
import type { Client, TestServer } from '../harness';
import { START, clockedGame, flush, openRoom, pass, playTurn, turnOf } from './turn-clock-helpers';

const { turnMs: TURN, reserveMs: RESERVE } = TURN_CLOCK_MS.turn30s;
const open = closedAfterEach();
const person = (srv: TestServer): Promise<Client> => open.person(srv);
const serve = (clock = fakeClock(START)) => open.server({ clock, env: { RATE_BURST: '100000' } });
const seat = (c: Client, n: number) => c.room?.seats[n];

describe('turn clock', () => {
  test('only the seat to act has time running; a late turn draws on its reserve; everyone sees the same clock', async () => {
    const clock = fakeClock(START);
    const srv = await serve(clock);
    const { code, a, b } = await clockedGame(person, srv, 'turn30s');
    expect(a.room?.settings).toMatchObject({ clock: 'turn30s', standIn: 'easy' });
    expect(a.game?.clock).toEqual({
      now: START,
      seat: 0,
      turnEndsAt: START + TURN,
      expiresAt: START + TURN + RESERVE,
      reserveMs: [RESERVE, RESERVE],
      timeouts: [0, 0],
    });
    expect(b.game?.clock).toEqual(a.game?.clock); // nothing hidden in it: the same for every seat

    // A takes 45 s: 15 s drawn from A's reserve. B's clock starts when A's turn ends.
    await pass(clock, srv, code, 45_000);
    await playTurn(a);
    await turnOf(b, 1);
    expect(b.game?.clock).toMatchObject({
      seat: 1,
      turnEndsAt: START + 45_000 + TURN,
      reserveMs: [RESERVE - 15_000, RESERVE],
    });
    // B in time: nothing drawn.
    await pass(clock, srv, code, 10_000);
    await playTurn(b);
    await turnOf(a, 0);
    expect(a.game?.clock).toMatchObject({ seat: 0, reserveMs: [RESERVE - 15_000, RESERVE], timeouts: [0, 0] });
    expect(openRoom(srv, code)?.doc.clock).toMatchObject({ seat: 0, turnEndsAt: START + 55_000 + TURN });
  });

  test('a turn that runs out: the stand-in moves, the seat is marked taken over, and acting again takes it back', async () => {
    const clock = fakeClock(START);
    const srv = await serve(clock);
    const { code, a, b } = await clockedGame(person, srv, 'turn30s');
    await pass(clock, srv, code, TURN + RESERVE - 1);
    expect(a.game?.toAct).toBe(0);
    expect(a.game?.version).toBe(0);

    await pass(clock, srv, code, 1);
    await turnOf(b, 1, 'the computer moved for A');
    await b.until(() => seat(b, 0)?.takenOver === true, 5000, 'A marked taken over');
    expect(seat(b, 0)).toMatchObject({ takenOver: true, bot: 'easy', connected: true });
    expect(b.game?.clock).toMatchObject({ seat: 1, reserveMs: [0, RESERVE], timeouts: [1, 0] });
    expect((await srv.store.loadRoom(code))?.seats[0]).toEqual({ kind: 'human', bot: 'easy', takenOver: true });

    // A's next turn is A's again, with the clock (no reserve left); the computer does not play it at once.
    await playTurn(b);
    await turnOf(a, 0);
    await flush(clock, srv, code);
    expect(a.game?.toAct).toBe(0);
    const now = clock.now();
    expect(a.game?.clock).toMatchObject({ seat: 0, turnEndsAt: now + TURN, expiresAt: now + TURN });
    await playTurn(a);
    await b.until(() => seat(b, 0)?.takenOver === false, 5000, 'A took the seat back');
    expect(b.game?.clock?.timeouts).toEqual([0, 0]);
    expect((await srv.store.loadRoom(code))?.seats[0]).toEqual({ kind: 'human', bot: null, takenOver: false });
  });

  test('three time-outs in a row: the computer keeps the seat, playing at once, until its person reclaims it', async () => {
    const clock = fakeClock(START);
    const srv = await serve(clock);
    const { code, a, b } = await clockedGame(person, srv, 'turn30s');
    let version = 0;
    for (const [k, wait] of [
      [1, TURN + RESERVE],
      [2, TURN],
      [3, TURN],
    ] as const) {
      await pass(clock, srv, code, wait);
      await turnOf(b, 1, `time-out ${k}`);
      expect(b.game?.clock?.timeouts).toEqual([k, 0]);
      expect(b.game?.version).toBeGreaterThan(version);
      await playTurn(b, k);
      version = b.game?.version ?? 0;
    }
    // The fourth turn of A is played at once by the computer: no time runs for it.
    await flush(clock, srv, code);
    await turnOf(b, 1, 'the computer played A at once');
    expect(b.game?.version).toBeGreaterThan(version);
    expect(b.game?.clock).toMatchObject({ seat: 1, timeouts: [3, 0] });
    expect(seat(b, 0)).toMatchObject({ takenOver: true, bot: 'easy' });

    // A reclaims the seat: the next turn of A is A's, with the clock.
    await a.must('room:reclaim', {});
    expect(seat(a, 0)).toMatchObject({ takenOver: false, bot: null });
    await a.until(() => a.game?.clock?.timeouts[0] === 0, 5000, 'run of time-outs over');
    expect(await b.must('room:reclaim', {})).toMatchObject({ you: { seat: 1 } }); // nothing to take back: no change
    await playTurn(b, 9);
    await turnOf(a, 0);
    await flush(clock, srv, code);
    expect(a.game?.toAct).toBe(0);
    expect(a.game?.clock).toMatchObject({ seat: 0, expiresAt: clock.now() + TURN });
  });

  test('a seat the host handed to a computer player (away) has no time running; taken back by its player', async () => {
    const clock = fakeClock(START);
    const srv = await open.server({ clock, env: { RATE_BURST: '100000', AWAY_TAKEOVER_MS: '1000' } });
    const { code, a, b } = await clockedGame(person, srv, 'turn1m');
    await playTurn(a);
    const token = b.token as string;
    b.close();
    await a.until(() => seat(a, 1)?.connected === false, 5000, 'B away');
    await pass(clock, srv, code, 1000);
    await a.must('room:setSeat', { seat: 1, kind: 'bot', bot: 'easy' });
    expect(a.game?.clock).toMatchObject({ seat: null, expiresAt: null });
    await flush(clock, srv, code);
    await turnOf(a, 0, 'the computer played B at once');
    await flush(clock, srv, code);
    const b2 = await person(srv);
    await b2.must('room:join', { code, token });
    expect(b2.room?.seats[1]?.takenOver).toBe(true);
    await b2.must('room:reclaim', {});
    await playTurn(a);
    await turnOf(b2, 1);
    await flush(clock, srv, code);
    expect(b2.game?.toAct).toBe(1);
    expect(b2.game?.clock).toMatchObject({
      seat: 1,
      expiresAt: clock.now() + TURN_CLOCK_MS.turn1m.turnMs + TURN_CLOCK_MS.turn1m.reserveMs,
    });
  });

  test('the host sets the clock in the lobby; everyone sees it; not once the game has started', async () => {
    const srv = await serve();
    const a = await person(srv);
    const { room } = await a.must('room:create', { name: 'Ana', seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(room.settings).toMatchObject({ clock: 'none', standIn: 'normal' });
    const b = await person(srv);
    await b.must('room:join', { code: room.code, name: 'Bo' });
    expect(await b.request('room:setClock', { clock: 'slow24h', standIn: 'hard' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_HOST' },
    });
    expect(await a.request('room:setClock', { clock: 'turn10s' as 'turn30s', standIn: 'hard' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD' },
    });
    await a.must('room:setClock', { clock: 'slow72h', standIn: 'hard' });
    await b.until(() => b.room?.settings.clock === 'slow72h', 5000, 'B sees the clock');
    expect(b.room?.settings.standIn).toBe('hard');
    expect(
      ((await (await fetch(`${srv.url}/api/rooms/${room.code}`)).json()) as { data: { settings: unknown } }).data
        .settings,
    ).toMatchObject({ clock: 'slow72h', standIn: 'hard' });
    await a.must('room:start', {});
    expect(a.game?.clock).toMatchObject({ seat: a.game?.toAct, reserveMs: [0, 0] });
    expect(await a.request('room:setClock', { clock: 'none', standIn: 'easy' })).toMatchObject({
      ok: false,
      error: { code: 'ROOM_STARTED' },
    });
    // Without a clock a game carries none.
    const c = await person(srv);
    await c.must('room:create', { name: 'Cy', seats: [{ kind: 'human' }, { kind: 'bot' }] });
    expect((await c.must('room:start', {})).clock).toBeUndefined();
  });

  test('shorter clock times are a TEST_MODE-only set-up, and only with a clock', async () => {
    const prod = await open.server({ env: { TEST_MODE: '0' } });
    const a = await person(prod);
    const short = {
      seats: [{ kind: 'human' as const }, { kind: 'human' as const }],
      clock: 'turn30s' as const,
      test: { clockMs: { turnMs: 500, reserveMs: 0 } },
    };
    expect(await a.request('room:create', { name: 'A', ...short })).toMatchObject({
      ok: false,
      error: { code: 'TEST_MODE_ONLY' },
    });
    const srv = await serve();
    const b = await person(srv);
    expect(await b.request('room:create', { name: 'B', ...short, clock: 'none' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD' },
    });
    const { room } = await b.must('room:create', { name: 'B', ...short });
    const c = await person(srv);
    await c.must('room:join', { code: room.code, name: 'Cy' });
    expect((await b.must('room:start', {})).clock).toMatchObject({ turnEndsAt: START + 500, expiresAt: START + 500 });
  });
});
