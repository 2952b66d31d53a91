/**
 * The open lobby (lobby/): an open room is listed with its public facts
 * only, on both stores and after a restart; the watchers see it come, change
 * and go (full, started, host away, deleted); a private room never shows.
 */
import { describe, expect, test } from 'vitest';
import type { OpenRoomInfo } from '@kahroba/protocol';
import { closedAfterEach, fakeClock } from '../harness';
import { ENGINES, storePlace } from '../stores';
import type { StoredRoom } from '../../src/store/store';
import { createSqliteStore } from '../../src/store/sqlite';
import { until } from '../cluster/helpers';
import { watchLobby } from './watch';

const ctx = closedAfterEach();
const people = (n: number) => Array.from({ length: n }, () => ({ kind: 'human' as const }));

const doc = (code: string, over: Partial<StoredRoom> = {}): StoredRoom => ({
  code,
  createdAt: 5,
  address: '127.0.0.1',
  hostMemberId: 'm1',
  settings: { players: 2, modules: [], edition: 'kahroba', clock: 'none', standIn: 'normal', open: true },
  seats: [
    { kind: 'human', bot: null, takenOver: false },
    { kind: 'human', bot: null, takenOver: false },
  ],
  members: [{ id: 'm1', tokenHash: 'ab'.repeat(32), name: 'Sara', seat: 0 }],
  status: 'lobby',
  gameNo: 1,
  gameId: null,
  ...over,
});

describe.each(ENGINES)('the open flag on %s', (engine) => {
  test('the store lists open rooms in their lobby, oldest first; private and started rooms are not', async () => {
    const store = await storePlace(engine).open();
    await store.saveRoom(doc('BBBBBB', { createdAt: 9 }));
    await store.saveRoom(doc('AAAAAA', { createdAt: 7 }));
    await store.saveRoom(doc('CCCCCC', { settings: { ...doc('C').settings, open: undefined } }));
    await store.saveRoom(doc('DDDDDD', { status: 'playing' }));
    expect((await store.openLobbies(10)).map((r) => r.code)).toEqual(['AAAAAA', 'BBBBBB']);
    // Started: the row's flag follows the document's status.
    await store.saveRoom(doc('AAAAAA', { createdAt: 7, status: 'playing' }));
    expect((await store.openLobbies(10)).map((r) => r.code)).toEqual(['BBBBBB']);
    expect(await store.openLobbies(0)).toEqual([]);
    await store.close();
  });

  test('an open room is listed with public facts only, and still after a restart on the same database', async () => {
    const place = storePlace(engine);
    const srv = await ctx.server({ store: await place.open() });
    const host = await ctx.person(srv);
    const created = await host.must('room:create', {
      name: 'Sara',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'hard' }, { kind: 'human' }],
      modules: ['cities'],
      clock: 'turn1m',
      hints: true,
      open: true,
    });
    await (await ctx.person(srv)).must('room:create', { name: 'Private', seats: people(2) });
    const looker = await ctx.person(srv);
    const { rooms } = await looker.must('lobby:watch', {});
    expect(rooms).toEqual([
      {
        code: created.room.code,
        host: 'Sara',
        createdAt: expect.any(Number) as number,
        modules: ['cities'],
        edition: 'kahroba',
        clock: 'turn1m',
        hints: true,
        seats: [
          { kind: 'human', bot: null, taken: true },
          { kind: 'bot', bot: 'hard', taken: true },
          { kind: 'human', bot: null, taken: false },
        ],
      },
    ] satisfies OpenRoomInfo[]);
    // Nothing secret: no token, no member id.
    const text = JSON.stringify(rooms);
    expect(text).not.toContain(created.token);
    expect(text).not.toContain(created.room.you.memberId);
    expect(created.room.settings.open).toBe(true);

    // The server stops while the host is there: the room is listed again once it is back.
    ctx.forget(srv);
    await srv.close();
    const again = await ctx.server({ store: await place.open() });
    const after = await ctx.person(again);
    expect((await after.must('lobby:watch', {})).rooms.map((r) => r.code)).toEqual([created.room.code]);
  });
});

describe('live updates', () => {
  test('a watcher sees an open room come, fill a seat, and go when full, started or its host away', async () => {
    const clock = fakeClock();
    const store = createSqliteStore({ file: ':memory:', synchronous: 'NORMAL', now: () => clock.now() });
    const srv = await ctx.server({ clock, store, env: { LOBBY_EXPIRE_MS: '60000' } });
    const looker = await ctx.person(srv);
    const w = await watchLobby(looker);
    expect(w.rooms.size).toBe(0);

    // Full: three seats, two newcomers.
    const host = await ctx.person(srv);
    const a = await host.must('room:create', { name: 'Host', seats: people(3), open: true });
    const code = a.room.code;
    await until(() => w.rooms.has(code));
    const b = await ctx.person(srv);
    await b.must('room:join', { code, name: 'B' });
    await until(() => w.rooms.get(code)?.seats.filter((s) => s.taken).length === 2);
    const c = await ctx.person(srv);
    await c.must('room:join', { code, name: 'C' });
    await until(() => !w.rooms.has(code));

    // Started: a room with a computer player, started by its host alone.
    const other = await ctx.person(srv);
    const s = await other.must('room:create', {
      name: 'Solo',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'easy' }],
      open: true,
    });
    await until(() => w.rooms.has(s.room.code));
    await other.must('room:setSeat', { seat: 1, kind: 'bot', bot: 'easy' });
    await until(() => !w.rooms.has(s.room.code));
    await other.must('room:setSeat', { seat: 1, kind: 'human', bot: 'easy' });
    await until(() => w.rooms.has(s.room.code));
    await other.must('room:setSeat', { seat: 1, kind: 'bot', bot: 'easy' });
    await other.must('room:start', {});
    expect(w.rooms.has(s.room.code)).toBe(false);

    // Host away: gone; back: listed again.
    const away = await ctx.person(srv);
    const d = await away.must('room:create', { name: 'Away', seats: people(2), open: true });
    await until(() => w.rooms.has(d.room.code));
    away.close();
    await until(() => !w.rooms.has(d.room.code));
    const back = await ctx.person(srv);
    await back.must('room:join', { code: d.room.code, token: d.token });
    await until(() => w.rooms.has(d.room.code));
    back.close();
    await until(() => !w.rooms.has(d.room.code));
    // Abandoned, then deleted by the expiry: it had left the list already, so nothing more is sent.
    const before = w.pushes.length;
    clock.advance(120_000);
    expect(await srv.server.rooms.expireLobbies()).toBeGreaterThanOrEqual(1);
    expect(await store.roomExists(d.room.code)).toBe(false);
    expect(w.pushes.length).toBe(before);

    // Unwatched: nothing more comes.
    await looker.must('lobby:unwatch', {});
    const count = w.pushes.length;
    await (await ctx.person(srv)).must('room:create', { name: 'Late', seats: people(2), open: true });
    const check = await ctx.person(srv);
    expect((await check.must('lobby:watch', {})).rooms).toHaveLength(1);
    expect(w.pushes.length).toBe(count);
  });

  test('a private room never reaches a watcher', async () => {
    const srv = await ctx.server();
    const looker = await ctx.person(srv);
    const w = await watchLobby(looker);
    const host = await ctx.person(srv);
    await host.must('room:create', { name: 'P', seats: people(2) });
    const marker = await host.must('room:create', { name: 'Q', seats: people(2), open: true });
    await until(() => w.rooms.has(marker.room.code));
    expect(w.pushes).toEqual([`room ${marker.room.code}`]);
  });
});
