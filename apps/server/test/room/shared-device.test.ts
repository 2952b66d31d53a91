/**
 * A mixed table (issue 51; docs/ARCHITECTURE.md "Several seats on one device"):
 * one connection holds two seats, a remote person a third, a computer the
 * fourth. The device plays both its seats, may act for no other, gets them
 * both back with a rejoin presenting both tokens, and is never sent the view
 * of one of its seats while another of them is to act.
 */
import { describe, expect, test } from 'vitest';
import { HIDDEN_CARD, legalActions } from '@kahroba/engine';
import type { Seat } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { chooseFrom, closedAfterEach, playUntilEnd, rngFrom } from '../harness';
import type { Client, TestServer } from '../harness';
import { checkAllReceived, gameUpdates } from '../secrets-check';

const SEED = 'seed-of-shared-device-51';
const open = closedAfterEach();
const server = (opts?: Parameters<typeof open.server>[0]) => open.server(opts);
const person = (srv: TestServer) => open.person(srv);

/** Device `d` (seats 0 and 1: Ana, host, and Bea), remote `r` (seat 2), a computer player (seat 3). */
async function mixedTable(srv: TestServer): Promise<{ d: Client; r: Client; code: string; beaToken: string }> {
  const d = await person(srv);
  const { room } = await d.must('room:create', {
    name: 'Ana',
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'easy' }],
    test: { seed: SEED, firstPlayer: 0 },
  });
  const added = await d.must('room:addSeat', { name: 'Bea' });
  expect(added.seat).toBe(1);
  expect(added.room.you.local).toEqual([{ memberId: added.memberId, seat: 1, name: 'Bea' }]);
  const r = await person(srv);
  const joined = await r.must('room:join', { code: room.code, name: 'Gran' });
  expect(joined.room.you.seat).toBe(2);
  return { d, r, code: room.code, beaToken: added.token };
}

/** Plays the device's seats until the game ends: at each of their turns, shows the seat to act (its pass screen confirmed), then acts for it. */
async function playDevice(d: Client, seats: readonly Seat[], rng: () => number, stopAt = Infinity): Promise<number> {
  let moves = 0;
  for (let i = 0; moves < stopAt; i++) {
    await d.until(
      () => d.game !== null && (d.game.toAct === null || seats.includes(d.game.toAct)),
      30_000,
      'a turn of the device',
    );
    const g = d.game as GameUpdate;
    if (g.toAct === null) return moves;
    if (g.seat !== g.toAct) d.game = await d.must('game:focus', { seat: g.toAct });
    const shown = d.game as GameUpdate;
    const action = chooseFrom(shown.view, shown.toAct as Seat, rng);
    const a = await d.request('game:act', {
      version: shown.version,
      intentId: `d${i}`,
      action,
      as: shown.toAct as Seat,
    });
    if (!a.ok && a.error.code !== 'STALE_VERSION') throw new Error(`act refused: ${a.error.code}`);
    if (a.ok) moves += 1;
  }
  return moves;
}

/** While one of the device's seats is to act, it held that seat's view or the spectators', never another's. */
function checkDeviceViews(d: Client, seats: readonly Seat[]): number {
  const views = gameUpdates(d);
  for (const u of views) {
    if (u.toAct !== null && seats.includes(u.toAct)) expect([u.toAct, null]).toContain(u.seat);
  }
  return views.length;
}

describe('several seats on one connection', () => {
  test("the device plays both its seats to the end; each message holds one seat's secrets at most", async () => {
    // A game played at test speed: the device sends two requests a turn (focus, act).
    const srv = await server({ env: { RATE_BURST: '100000' } });
    const { d, r } = await mixedTable(srv);
    // The host sees which seats share a device; the remote player sees nothing different.
    await d.until(() => d.room?.seats[2]?.connected === true, 5000, 'gran connected');
    expect(d.room?.seats[0]?.device).toBeDefined();
    expect(d.room?.seats[1]?.device).toBe(d.room?.seats[0]?.device);
    expect(d.room?.seats[2]?.device).toBeUndefined();
    expect(r.room?.seats.every((s) => s.device === undefined)).toBe(true);

    await d.must('room:start', {});
    const [moves] = await Promise.all([playDevice(d, [0, 1], rngFrom(5)), playUntilEnd(r, rngFrom(6), 60_000)]);
    expect(moves).toBeGreaterThan(4);
    await d.until(() => d.game?.toAct === null && r.game?.toAct === null, 10_000, 'the end');
    expect(d.game?.version).toBe(r.game?.version);
    expect(checkDeviceViews(d, [0, 1])).toBeGreaterThan(moves);
    expect(checkAllReceived(d, SEED)).toBeGreaterThan(0);
    expect(checkAllReceived(r, SEED)).toBeGreaterThan(0);
    // The record has four players of its own, the two of the device by their own names.
    const record = await d.must('game:record', {});
    expect(record.config.players).toBe(4);
  }, 60_000);

  test('it cannot act, chat or answer for a seat it does not hold; bad input changes nothing', async () => {
    const srv = await server();
    const { d, r } = await mixedTable(srv);
    await d.must('room:start', {});
    const g = d.game as GameUpdate;
    expect(g.toAct).toBe(0);
    // Seat 0 is to act: the device shows no seat until its pass screen is confirmed, and never seat 1 now.
    expect(g.seat).toBeNull();
    const pass = await d.request('game:focus', { seat: 1 });
    expect(pass.ok ? null : pass.error.code).toBe('PASS_THE_DEVICE');
    const third = await d.request('game:focus', { seat: 2 });
    expect(third.ok ? null : third.error.code).toBe('NOT_YOUR_SEAT');
    const action = chooseFrom((await d.must('game:focus', { seat: 0 })).view, 0, rngFrom(1));
    for (const as of [2, 3] as const) {
      const a = await d.request('game:act', { version: 0, intentId: `x${as}`, action, as });
      expect(a.ok ? null : a.error.code).toBe('NOT_YOUR_SEAT');
      const c = await d.request('chat:send', { kind: 'text', text: 'hello', as });
      expect(c.ok ? null : c.error.code).toBe('NOT_YOUR_SEAT');
    }
    const bad = await d.request('game:act', { version: 0, intentId: 'x9', action, as: 9 });
    expect(bad.ok ? null : bad.error.code).toBe('BAD_PAYLOAD');
    // The remote player holds one seat: naming another is refused, and it chooses no view.
    const remote = await r.request('game:act', { version: 0, intentId: 'r0', action, as: 0 });
    expect(remote.ok ? null : remote.error.code).toBe('NOT_YOUR_SEAT');
    const focus = await r.request('game:focus', { seat: 2 });
    expect(focus.ok ? null : focus.error.code).toBe('NOT_SHARED_DEVICE');
    const sync = await d.must('game:sync', {});
    expect(sync.version).toBe(0);
    // Seat 1 speaks as itself: everyone gets the message once, under Bea's name.
    const said = await d.must('chat:send', { kind: 'text', text: 'Bea here', as: 1 });
    expect(said).toMatchObject({ name: 'Bea', seat: 1, spectator: false });
    await r.until(() => r.said.length === 1, 5000, 'the message');
    await d.until(() => d.said.length === 1, 5000, 'the message');
    expect(r.said[0]?.name).toBe('Bea');
    // Acting for its own seat works (a blind reservation), and the turn passes on.
    const blind = { type: 'reserveDeck', deck: 'L1' } as const;
    await d.must('game:act', { version: 0, intentId: 'ok', action: blind, as: 0 });
    await d.until(() => d.game?.version === 1, 5000, 'moved');
    // Seat 1 to act: the device was sent the spectators' view with that very change, its whole log
    // redacted again (the log it held was seat 0's), so Bea sees only the back of Ana's card.
    expect(d.game?.toAct).toBe(1);
    expect(d.game?.seat).toBeNull();
    const passed = d.received.at(-1);
    expect(passed?.event).toBe('game:update');
    const update = passed?.payload as GameUpdate;
    expect(update.history?.find((e) => e.type === 'cardReserved')).toMatchObject({ card: null, blind: true });
    expect(update.view.players[0]?.reserved[0]).toMatchObject({ card: HIDDEN_CARD, blind: true });
    const bea = await d.must('game:focus', { seat: 1 });
    expect(bea.view.players[0]?.reserved[0]).toMatchObject({ card: HIDDEN_CARD, blind: true });
    expect(checkAllReceived(d, SEED)).toBeGreaterThan(0);
  });

  test('undo consent: each local seat answers a take-back for itself', async () => {
    const srv = await server();
    const { d, r } = await mixedTable(srv);
    await d.must('room:start', {});
    const shown = await d.must('game:focus', { seat: 0 });
    const take = legalActions(shown.view, 0).find((a) => a.type === 'takeGems' && a.gems.length === 3);
    if (!take) throw new Error('no three-gem take');
    await d.must('game:act', { version: 0, intentId: 'take', action: take, as: 0 });
    const asked = await d.must('game:undo', { version: 1, as: 0 });
    const tb = asked.takeBack;
    if (!tb) throw new Error('no take-back asked');
    // Seat 1 shares the device but is a player of its own: asked too, like the remote player.
    expect(tb.voters).toEqual([1, 2]);
    const own = await d.request('game:takeBackAnswer', { id: tb.id, accept: true, as: 0 });
    expect(own.ok ? null : own.error.code).toBe('NOT_A_VOTER');
    const bea = await d.must('game:takeBackAnswer', { id: tb.id, accept: true, as: 1 });
    expect(bea.accepted).toEqual([1]);
    expect(bea.status).toBe('pending');
    await r.must('game:takeBackAnswer', { id: tb.id, accept: true });
    await d.until(() => d.game?.version === 0 && d.game.undone === true, 5000, 'undone');
    // Seat 0 to act again: the device shows no seat until its pass screen is confirmed.
    expect(d.game?.seat).toBeNull();
    expect(checkAllReceived(d, SEED)).toBeGreaterThan(0);
  });

  test('pass screen undo: the seat that moved last may undo while the device shows no seat', async () => {
    const srv = await server();
    const { d, r } = await mixedTable(srv);
    await d.must('room:start', {});
    const shown = await d.must('game:focus', { seat: 0 });
    expect(shown.undoable).toBeUndefined();
    const take = legalActions(shown.view, 0).find((a) => a.type === 'takeGems' && a.gems.length === 3);
    if (!take) throw new Error('no three-gem take');
    await d.must('game:act', { version: 0, intentId: 'take', action: take, as: 0 });
    await d.until(() => d.game?.version === 1 && r.game?.version === 1, 5000, 'moved');
    // Bea to act: the device shows no seat, and says seat 0 may still undo; the remote player's copy does not.
    expect(d.game).toMatchObject({ seat: null, toAct: 1, undoable: true });
    expect(r.game?.undoable).toBeUndefined();
    // A sync (a reload on the pass screen) says the same; Bea, once shown, may not undo Ana's move.
    expect((await d.must('game:sync', {})).undoable).toBe(true);
    const bea = await d.must('game:focus', { seat: 1 });
    expect(bea.undoable).toBeUndefined();
    await d.must('game:focus', { seat: null });
    const asked = await d.must('game:undo', { version: 1, as: 0 });
    const tb = asked.takeBack;
    if (!tb) throw new Error('no take-back asked');
    await d.must('game:takeBackAnswer', { id: tb.id, accept: true, as: 1 });
    await r.must('game:takeBackAnswer', { id: tb.id, accept: true });
    await d.until(() => d.game?.version === 0 && d.game.undone === true, 5000, 'undone');
    // Nothing left to undo; seat 0 to act, the device still shows no seat.
    expect(d.game).toMatchObject({ seat: null, toAct: 0 });
    expect(d.game?.undoable).toBeUndefined();
    expect(checkAllReceived(d, SEED)).toBeGreaterThan(0);
  });

  test('a rejoin with both tokens restores both seats; a drop holds both away clocks', async () => {
    const srv = await server();
    const { d, r, code, beaToken } = await mixedTable(srv);
    await d.must('room:start', {});
    const anaToken = d.token as string;
    await d.must('game:focus', { seat: 0 });
    d.close();
    await r.until(
      () => r.room?.seats[0]?.connected === false && r.room.seats[1]?.connected === false,
      5000,
      'both away',
    );
    expect(r.room?.seats[0]?.awaySince).not.toBeNull();
    expect(r.room?.seats[1]?.awaySince).not.toBeNull();

    // A token that is not this room's: refused, and the connection holds nothing.
    const e = await person(srv);
    const wrong = await e.request('room:join', { code, token: anaToken, also: ['x'.repeat(24)] });
    expect(wrong.ok ? null : wrong.error.code).toBe('BAD_TOKEN');
    expect((await e.request('game:sync', {})).ok).toBe(false);

    const back = await e.must('room:join', { code, token: anaToken, also: [beaToken] });
    expect(back.room.you.seat).toBe(0);
    expect(back.room.you.local?.map((l) => l.seat)).toEqual([1]);
    // Back on a device: no seat shown until its pass screen is confirmed.
    expect(back.game?.seat).toBeNull();
    await r.until(() => r.room?.seats[0]?.connected === true && r.room.seats[1]?.connected === true, 5000, 'both back');
    e.game = back.game;
    const moves = await playDevice(e, [0, 1], rngFrom(3), 2);
    expect(moves).toBe(2);
    expect(e.game?.version).toBeGreaterThanOrEqual(2);
    expect(checkAllReceived(e, SEED)).toBeGreaterThan(0);
    checkDeviceViews(e, [0, 1]);
  });
});
