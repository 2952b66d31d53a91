/**
 * Quick play (lobby/handlers.ts): a seat in the best-matching open room
 * waiting for players (the preferred number of players, then modules, then
 * the oldest), or a new open room; the address limits of rooms apply; bad
 * input and a lobby turned off are refused with their codes and change nothing.
 */
import { describe, expect, test } from 'vitest';
import { closedAfterEach } from '../harness';
import type { Client, TestServer } from '../harness';
import { rankForQuickPlay } from '../../src/lobby/entries';
import type { OpenRoomInfo } from '@kahroba/protocol';
import { watchLobby } from './watch';

const ctx = closedAfterEach();
const people = (n: number) => Array.from({ length: n }, () => ({ kind: 'human' as const }));

async function openRoom(srv: TestServer, name: string, n: number, modules: ('cities' | 'tradingPosts')[] = []) {
  const host = await ctx.person(srv);
  const a = await host.must('room:create', { name, seats: people(n), modules, open: true });
  return { host, code: a.room.code };
}

const listed = async (c: Client): Promise<string[]> =>
  (await c.must('lobby:watch', {})).rooms.map((r) => `${r.code}:${r.seats.filter((s) => s.taken).length}`);

describe('ranking', () => {
  const entry = (code: string, createdAt: number, players: number, modules: OpenRoomInfo['modules'] = []) =>
    ({
      code,
      host: 'H',
      createdAt,
      modules,
      edition: 'kahroba',
      clock: 'none',
      hints: false,
      seats: Array.from({ length: players }, (_, i) => ({ kind: 'human' as const, bot: null, taken: i === 0 })),
    }) satisfies OpenRoomInfo;
  const rooms = [entry('A', 3, 2), entry('B', 1, 4), entry('C', 2, 3, ['cities']), entry('D', 0, 3)];

  test('nearest player count, then the same modules, then the oldest waiting', () => {
    expect(rankForQuickPlay(rooms, {}).map((r) => r.code)).toEqual(['D', 'B', 'C', 'A']);
    expect(rankForQuickPlay(rooms, { players: 3 }).map((r) => r.code)).toEqual(['D', 'C', 'B', 'A']);
    expect(rankForQuickPlay(rooms, { players: 3, modules: ['cities'] }).map((r) => r.code)).toEqual([
      'C',
      'D',
      'B',
      'A',
    ]);
    const full = { ...entry('E', -1, 2), seats: [{ kind: 'bot' as const, bot: 'easy' as const, taken: true }] };
    expect(rankForQuickPlay([full], {})).toEqual([]);
  });
});

describe('quick play', () => {
  test('seats the player in the best match, fills the oldest first, and opens a room when none is left', async () => {
    const srv = await ctx.server();
    const older = await openRoom(srv, 'Old', 2);
    const three = await openRoom(srv, 'Three', 3, ['cities']);
    const newer = await openRoom(srv, 'New', 2);
    const looker = await ctx.person(srv);
    const w = await watchLobby(looker);

    const p1 = await ctx.person(srv);
    const first = await p1.must('lobby:quickPlay', { name: 'P1', players: 3, modules: ['cities'] });
    expect(first.room.code).toBe(three.code);
    expect(first.room.you.seat).toBe(1);
    expect(first.token.length).toBeGreaterThan(15);

    const p2 = await ctx.person(srv);
    expect((await p2.must('lobby:quickPlay', { name: 'P2' })).room.code).toBe(older.code);
    const p3 = await ctx.person(srv);
    expect((await p3.must('lobby:quickPlay', { name: 'P3', players: 2 })).room.code).toBe(newer.code);
    const p4 = await ctx.person(srv);
    expect((await p4.must('lobby:quickPlay', { name: 'P4', players: 2 })).room.code).toBe(three.code);
    // Every open room is full now: the next opens one (two seats, a minute a turn, open) and waits there.
    const p5 = await ctx.person(srv);
    const made = await p5.must('lobby:quickPlay', { name: 'P5', modules: ['tradingPosts'] });
    expect(made.room.settings).toMatchObject({ players: 2, modules: ['tradingPosts'], clock: 'turn1m', open: true });
    expect(made.room.you).toMatchObject({ seat: 0, isHost: true });
    await looker.socket.timeout(5000).emitWithAck('lobby:watch', {});
    expect([...w.rooms.keys()]).toEqual([made.room.code]);
  });

  test('a name taken in the best room: the next room is tried', async () => {
    const srv = await ctx.server();
    const a = await openRoom(srv, 'Sara', 2);
    const b = await openRoom(srv, 'Ali', 2);
    const p = await ctx.person(srv);
    expect((await p.must('lobby:quickPlay', { name: 'sara' })).room.code).toBe(b.code);
    expect(a.code).not.toBe(b.code);
  });

  test('bad input and a lobby turned off are refused with their codes, and nothing changes', async () => {
    const srv = await ctx.server();
    const room = await openRoom(srv, 'Host', 2);
    const p = await ctx.person(srv);
    const before = await listed(p);
    for (const bad of [
      { name: '' },
      { name: 'X', players: 5 },
      { name: 'X', modules: ['cities', 'cities'] },
      { name: 'X', modules: ['nope'] },
      { name: 'X', rated: true },
      null,
    ]) {
      const a = await p.request('lobby:quickPlay', bad as never);
      expect(a.ok ? 'ok' : a.error.code).toBe('BAD_PAYLOAD');
    }
    expect((await p.request('lobby:watch', { all: true } as never)).ok).toBe(false);
    expect(await listed(p)).toEqual(before);
    expect(before).toEqual([`${room.code}:1`]);

    const off = await ctx.server({ env: { OPEN_LOBBY: '0' } });
    const q = await ctx.person(off);
    for (const a of [
      await q.request('lobby:watch', {}),
      await q.request('lobby:quickPlay', { name: 'Q' }),
      await q.request('room:create', { name: 'Q', seats: people(2), open: true }),
    ])
      expect(a.ok ? 'ok' : a.error.code).toBe('LOBBY_CLOSED');
    expect(await off.store.roomsCreatedSince('127.0.0.1', 0)).toBe(0);
    // A private room is still made as ever.
    expect((await q.request('room:create', { name: 'Q', seats: people(2) })).ok).toBe(true);
  });

  test("the address's join limit and rooms cap apply", async () => {
    const srv = await ctx.server({ env: { JOIN_BURST: '1', JOIN_PER_MINUTE: '1', MAX_ROOMS_PER_ADDRESS: '2' } });
    const room = await openRoom(srv, 'Host', 4);
    const p = await ctx.person(srv);
    expect((await p.must('lobby:quickPlay', { name: 'A' })).room.code).toBe(room.code);
    const again = await p.request('lobby:quickPlay', { name: 'B' });
    expect(again.ok ? 'ok' : again.error.code).toBe('RATE_LIMITED');
    expect(await listed(p)).toEqual([`${room.code}:2`]);

    // No open room with a free seat: quick play opens one, counted against the cap (one room already made).
    const other = await ctx.server({ env: { MAX_ROOMS_PER_ADDRESS: '1' } });
    const q = await ctx.person(other);
    await q.must('room:create', { name: 'Mine', seats: people(2) });
    const capped = await q.request('lobby:quickPlay', { name: 'Q' });
    expect(capped.ok ? 'ok' : capped.error.code).toBe('TOO_MANY_ROOMS');
    expect(await listed(q)).toEqual([]);
  });
});
