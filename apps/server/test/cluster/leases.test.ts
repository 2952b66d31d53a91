/**
 * One owner per room across two nodes (src/cluster/leases.ts): a room runs on the
 * node that holds its lease; the other forwards to it. When the
 * owner's lease is gone (it expired while the owner was paused: deleted here
 * by hand, so the owner has not noticed) another node takes the room with a
 * higher fence, and the stale owner's next write is refused — nothing of it
 * reaches PostgreSQL; the request then goes to the new owner. A node cut off from Redis lets the room go before its
 * lease can expire there. A graceful shutdown hands the room over at once.
 */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { legalActions } from '@kahroba/engine';
import type { Action } from '@kahroba/engine';
import { KEY_PREFIX } from '../../src/cluster/cluster';
import { clusterAfterEach, clusterTestsRun, fileRedis, patience, until } from './helpers';
import type { ClusterNode } from './helpers';
import type { Client } from '../harness';
import { storePlace } from '../stores';
import { tcpProxy } from './tcp-proxy';

const ctx = clusterAfterEach();
// Long enough that no renewal happens during a test: the owner does not notice its lease went.
const env = { ROOM_LEASE_MS: '60000' };

async function twoNodesAndAGame(): Promise<{
  a: ClusterNode;
  b: ClusterNode;
  host: Client;
  guest: Client;
  code: string;
}> {
  const place = storePlace('postgres');
  const a = await ctx.node(await fileRedis(), place, env);
  const b = await ctx.node(await fileRedis(), place, env);
  const host = await ctx.person(a);
  const code = (
    await host.must('room:create', {
      name: 'Ana',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      test: { seed: 'lease-1', firstPlayer: 0 },
    })
  ).room.code;
  const guest = await ctx.person(a);
  await guest.must('room:join', { code, name: 'Bo', seat: 1 });
  await host.must('room:start', {});
  return { a, b, host, guest, code };
}

const move = (c: Client, seat: number, intentId: string) => {
  const g = c.game;
  if (!g) throw new Error('no game view');
  return c.request('game:act', { version: g.version, action: legalActions(g.view, seat)[0] as Action, intentId });
};

describe.skipIf(!clusterTestsRun)('room leases on two nodes', () => {
  it('the room runs on its owner only; a join on another node is run by the owner', async () => {
    const { a, b, code } = await twoNodesAndAGame();
    const other = await ctx.person(b);
    expect(await other.request('room:join', { code, name: 'Cy' })).toMatchObject({ ok: true });
    expect(a.server.rooms.owned(code)).not.toBeNull();
    expect(b.server.rooms.owned(code)).toBeNull();
  });

  it('a stale owner cannot write once another node has taken the room', async () => {
    const { a, b, host, guest, code } = await twoNodesAndAGame();
    expect((await move(host, 0, 'first')).ok).toBe(true);
    await until(() => guest.game?.version === 1);
    // The lease expires while node a is paused (it has not renewed, so it does not know).
    const redis = new Redis(await fileRedis());
    try {
      await redis.del(`${KEY_PREFIX}lease:${code}`);
    } finally {
      redis.disconnect();
    }
    // Node b takes the room: a higher fence, claimed in PostgreSQL, and the game replayed from it.
    const taken = await b.server.rooms.get(code);
    expect(taken?.game?.state.version).toBe(1);
    expect(taken?.fence?.n).toBeGreaterThan(a.server.rooms.all().find((r) => r.code === code)?.fence?.n ?? Infinity);

    // The stale owner still has the room in memory and tries to append: its write is refused (older
    // fence), it lets the room go, and the request goes to the new owner, which applies it once.
    const stale = await move(guest, 1, 'after-takeover');
    expect(stale.ok).toBe(true);
    expect(a.server.rooms.all().some((r) => r.code === code)).toBe(false);
    expect(b.server.rooms.owned(code)?.game?.state.version).toBe(2);
    const stored = await b.store.loadGame(taken?.game?.gameId ?? -1);
    expect(stored?.actions.map((x) => x.intentId)).toEqual(['first', 'after-takeover']);
  });

  it('a node cut off from Redis lets its room go before the lease expires there; then another takes it', async () => {
    const place = storePlace('postgres');
    const proxy = await tcpProxy(Number(new URL(await fileRedis()).port));
    try {
      const short = { ROOM_LEASE_MS: '3000' };
      const a = await ctx.node(`redis://127.0.0.1:${proxy.port}`, place, short);
      const b = await ctx.node(await fileRedis(), place, short);
      const host = await ctx.person(a);
      const code = (
        await host.must('room:create', { name: 'Ana', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }] })
      ).room.code;
      const redis = new Redis(await fileRedis());
      try {
        proxy.cut();
        await until(() => !a.server.rooms.all().some((r) => r.code === code), patience(5_000));
        // Let go while the key still stands in Redis: nobody else could have taken the room yet.
        expect(await redis.pttl(`${KEY_PREFIX}lease:${code}`)).toBeGreaterThan(0);
        await until(async () => (await redis.exists(`${KEY_PREFIX}lease:${code}`)) === 0, patience(5_000));
      } finally {
        redis.disconnect();
      }
      expect((await b.server.rooms.get(code))?.code).toBe(code);
    } finally {
      await proxy.close();
    }
  });

  it('a running game let go while idle is parked: no node takes it by itself until someone comes back', async () => {
    const place = storePlace('postgres');
    // Sweeps for rooms nobody holds every 500 ms; idle rooms leave memory after 1 s.
    const short = { ROOM_LEASE_MS: '2000', ROOM_IDLE_MS: '1000' };
    const a = await ctx.node(await fileRedis(), place, short);
    const b = await ctx.node(await fileRedis(), place, short);
    const host = await ctx.person(a);
    const created = await host.must('room:create', { name: 'Ana', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const code = created.room.code;
    const guest = await ctx.person(a);
    await guest.must('room:join', { code, name: 'Bo', seat: 1 });
    await host.must('room:start', {});
    host.close();
    guest.close();
    const redis = new Redis(await fileRedis());
    try {
      await until(() => !a.server.rooms.isHere(code), patience(10_000));
      expect(await redis.get(`${KEY_PREFIX}parked:${code}`)).toBe('0');
      expect(await redis.exists(`${KEY_PREFIX}lease:${code}`)).toBe(0);
      // Several sweeps of both nodes later, nobody has loaded it again.
      await new Promise((r) => setTimeout(r, 2_500));
      expect(a.server.rooms.isHere(code) || b.server.rooms.isHere(code)).toBe(false);
      // Someone comes back: the room is loaded again and no longer parked.
      const back = await ctx.person(b);
      expect((await back.request('room:join', { code, token: created.token })).ok).toBe(true);
      expect(await redis.exists(`${KEY_PREFIX}parked:${code}`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });

  it('a graceful shutdown hands the room over at once (no waiting for the lease to expire)', async () => {
    const { a, b, host, code } = await twoNodesAndAGame();
    expect((await move(host, 0, 'first')).ok).toBe(true);
    await ctx.stop(a);
    // No waiting for the lease to run out: the shutdown gave it back, so nobody holds it when b loads the room.
    const redis = new Redis(await fileRedis());
    try {
      expect(await redis.exists(`${KEY_PREFIX}lease:${code}`)).toBe(0);
    } finally {
      redis.disconnect();
    }
    const room = await b.server.rooms.get(code);
    expect(room?.game?.state.version).toBe(1);
  });
});
