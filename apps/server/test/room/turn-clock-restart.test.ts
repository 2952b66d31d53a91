/**
 * Turn clocks across restarts and over days: the deadline and reserves are
 * kept in the room document, so a server restarted in the middle of a turn
 * goes on with the same deadline (not a fresh turn); a slow-play room that
 * left memory while everyone was away is loaded again when the turn runs out
 * and the stand-in moves. Real sockets, a SQLite file, fake clocks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { TURN_CLOCK_MS } from '@kahroba/protocol';
import { closedAfterEach, fakeClock } from '../harness';
import type { Client, FakeClock, TestServer } from '../harness';
import { START, clockedGame, flush, openRoom, pass, playTurn, turnOf } from './turn-clock-helpers';
import { legalActions } from '@kahroba/engine';
import type { Action } from '@kahroba/engine';
import type { GameUpdate } from '@kahroba/protocol';
import { createSqliteStore } from '../../src/store/sqlite';
import type { Store } from '../../src/store/store';

const open = closedAfterEach();
const person = (srv: TestServer): Promise<Client> => open.person(srv);
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function dbFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-clock-'));
  dirs.push(dir);
  return path.join(dir, 'kahroba.db');
}

const serve = (clock: FakeClock, file: string, env: Record<string, string> = {}) =>
  open.server({
    clock,
    store: createSqliteStore({ file, synchronous: 'NORMAL' }),
    env: { RATE_BURST: '100000', ...env },
  });

/** Everyone leaves (the server sees it), then the server stops. */
async function stop(srv: TestServer, code: string, clients: Client[]): Promise<void> {
  for (const c of clients) c.close();
  for (let i = 0; i < 250 && (openRoom(srv, code)?.presence.connectionCount ?? 0) > 0; i++)
    await new Promise((r) => setTimeout(r, 20));
  await openRoom(srv, code)?.queue.idle();
  await srv.close();
  open.forget(srv);
}

describe('turn clocks survive a restart', () => {
  const { turnMs: TURN, reserveMs: RESERVE } = TURN_CLOCK_MS.turn1m;

  test('a restart in the middle of a turn keeps its deadline and the reserves; the time-out comes when it was due', async () => {
    const file = dbFile();
    const clock1 = fakeClock(START);
    const srv1 = await serve(clock1, file);
    const { code, a, b } = await clockedGame(person, srv1, 'turn1m', 'restart');
    // A is 20 s late (reserve drawn), B's turn starts, 40 s of it go by; then the server stops.
    await pass(clock1, srv1, code, TURN + 20_000);
    await playTurn(a);
    await turnOf(b, 1);
    const bStart = clock1.now();
    await pass(clock1, srv1, code, 40_000);
    const tokens = { a: a.token as string, b: b.token as string };
    await stop(srv1, code, [a, b]);

    // Back 5 s later (the clock ran on meanwhile).
    const clock2 = fakeClock(clock1.now() + 5_000);
    const srv2 = await serve(clock2, file);
    const b2 = await person(srv2);
    await b2.must('room:join', { code, token: tokens.b });
    const expected = {
      seat: 1,
      turnEndsAt: bStart + TURN,
      expiresAt: bStart + TURN + RESERVE,
      reserveMs: [RESERVE - 20_000, RESERVE],
      timeouts: [0, 0],
    };
    expect(b2.game?.clock).toMatchObject(expected);
    const version = b2.game?.version ?? 0;

    // Due at bStart + 60 s + 120 s: not a moment before, not a fresh minute after the restart.
    await pass(clock2, srv2, code, bStart + TURN + RESERVE - 1 - clock2.now());
    expect(b2.game?.version).toBe(version);
    await pass(clock2, srv2, code, 1);
    const a2 = await person(srv2);
    await a2.must('room:join', { code, token: tokens.a });
    await turnOf(a2, 0, 'the computer moved for B');
    expect(a2.room?.seats[1]).toMatchObject({ takenOver: true, bot: 'easy' });
    expect(a2.game?.clock).toMatchObject({ seat: 0, reserveMs: [RESERVE - 20_000, 0], timeouts: [0, 1] });
  });

  test('a turn that ran out while the server was down is played as soon as the room is restored', async () => {
    const file = dbFile();
    const clock1 = fakeClock(START);
    const srv1 = await serve(clock1, file);
    const { code, a, b } = await clockedGame(person, srv1, 'turn30s', 'down');
    await stop(srv1, code, [a, b]);
    const clock2 = fakeClock(START + 10 * 60_000);
    const srv2 = await serve(clock2, file);
    await flush(clock2, srv2, code);
    const doc = await srv2.store.loadRoom(code);
    expect(doc?.seats[0]).toMatchObject({ takenOver: true });
    expect(doc?.clock).toMatchObject({
      seat: 1,
      turnEndsAt: clock2.now() + TURN_CLOCK_MS.turn30s.turnMs,
      timeouts: [1, 0],
    });
  });
});

describe('a crash between a move and the room document', () => {
  const { turnMs: TURN, reserveMs: RESERVE } = TURN_CLOCK_MS.turn1m;

  /** The store, whose room documents stop being written once `crash()` is called (the process "dies" before that write). */
  function crashable(file: string, clock: FakeClock): { store: Store; crash: () => void } {
    const inner = createSqliteStore({ file, synchronous: 'NORMAL', now: () => clock.now() });
    let crashed = false;
    const store: Store = {
      ...inner,
      saveRoom: (room, fence, cap) => (crashed ? new Promise<void>(() => undefined) : inner.saveRoom(room, fence, cap)),
    };
    return {
      store,
      crash: () => {
        crashed = true;
      },
    };
  }

  test('the move ends its turn when it was committed: no one is charged for the time the room was down', async () => {
    const file = dbFile();
    const clock1 = fakeClock(START);
    const { store, crash } = crashable(file, clock1);
    const srv1 = await open.server({ clock: clock1, store, env: { RATE_BURST: '100000' } });
    const { code, a, b } = await clockedGame(person, srv1, 'turn1m', 'crash');
    const tokens = { a: a.token as string, b: b.token as string };
    const gameId = (await store.loadRoom(code))?.gameId as number;
    // A takes three gems 30 s into its turn (nothing to return, nothing to choose: the turn passes to B)…
    await pass(clock1, srv1, code, 30_000);
    const g = a.game as GameUpdate;
    const take = legalActions(g.view, 0).find((x) => x.type === 'takeGems' && x.gems.length === 3);
    crash();
    a.socket.emit('game:act', { version: g.version, intentId: 'crash-1', action: take as Action }, () => undefined);
    // …the action is committed, and the process dies before the room document with B's turn is written.
    for (let i = 0; i < 250 && ((await store.loadGame(gameId))?.actions.length ?? 0) < 1; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await store.loadGame(gameId))?.actions.length).toBe(1);
    const movedAt = START + 30_000;
    expect((await store.loadRoom(code))?.clock).toMatchObject({ seat: 0, turnEndsAt: START + TURN });
    a.close();
    b.close();
    open.forget(srv1);

    // Back 100 s after the move: A's turn ended at the move, B's began there (40 s of B's own minute left).
    const clock2 = fakeClock(movedAt + 100_000);
    const srv2 = await serve(clock2, file);
    const b2 = await person(srv2);
    await b2.must('room:join', { code, token: tokens.b });
    expect(b2.game?.toAct).toBe(1);
    expect(b2.game?.clock).toMatchObject({
      seat: 1,
      turnEndsAt: movedAt + TURN,
      expiresAt: movedAt + TURN + RESERVE,
      reserveMs: [RESERVE, RESERVE],
    });
    const a2 = await person(srv2);
    await a2.must('room:join', { code, token: tokens.a });
    await pass(clock2, srv2, code, movedAt + TURN + RESERVE - 1 - clock2.now());
    expect(b2.game?.toAct).toBe(1);
    await pass(clock2, srv2, code, 1);
    await turnOf(a2, 0, 'the computer moved for B when its time (from the move) ran out');
    expect(a2.game?.clock).toMatchObject({ seat: 0, reserveMs: [RESERVE, 0], timeouts: [0, 1] });
  });
});

describe('slow play', () => {
  const DAY = TURN_CLOCK_MS.slow24h.turnMs;

  test('a day a turn: the room leaves memory while everyone is away, comes back when the day is over, the stand-in moves', async () => {
    const clock = fakeClock(START);
    const srv = await serve(clock, dbFile(), { ROOM_IDLE_MS: '600000' });
    const { code, a, b } = await clockedGame(person, srv, 'slow24h', 'slow');
    expect(a.game?.clock).toMatchObject({
      seat: 0,
      turnEndsAt: START + DAY,
      expiresAt: START + DAY,
      reserveMs: [0, 0],
    });
    await playTurn(a);
    const bDue = clock.now() + DAY;
    const tokens = { a: a.token as string, b: b.token as string };
    a.close();
    b.close();
    for (let i = 0; i < 250 && (openRoom(srv, code)?.presence.connectionCount ?? 0) > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    await openRoom(srv, code)?.queue.idle();

    // (The host handover's timer queues its check first; the fake clock runs no queued work within one advance.)
    await pass(clock, srv, code, 120_000);
    await pass(clock, srv, code, DAY / 2);
    expect(openRoom(srv, code)).toBeUndefined(); // released: nothing of it runs in memory
    await pass(clock, srv, code, bDue - 1 - clock.now());
    expect((await srv.store.loadRoom(code))?.seats[1]?.takenOver).toBe(false);
    await pass(clock, srv, code, 1);
    const doc = await srv.store.loadRoom(code);
    expect(doc?.seats[1]).toMatchObject({ takenOver: true, bot: 'easy' });
    expect(doc?.clock).toMatchObject({ seat: 0, turnEndsAt: bDue + DAY, timeouts: [0, 1] });

    // A comes back a few hours later: A's day is running; it shows in hours.
    await pass(clock, srv, code, 3 * 3_600_000);
    const a2 = await person(srv);
    await a2.must('room:join', { code, token: tokens.a });
    expect(a2.game).toMatchObject({ toAct: 0, clock: { seat: 0, expiresAt: bDue + DAY } });
    await playTurn(a2);
    const b2 = await person(srv);
    await b2.must('room:join', { code, token: tokens.b });
    await playTurn(b2); // B acts on their turn: the seat is B's again
    await a2.until(() => a2.room?.seats[1]?.takenOver === false, 5000, 'B took the seat back');
  });
});
