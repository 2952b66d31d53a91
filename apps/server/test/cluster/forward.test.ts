/**
 * Requests forwarded to a room's owner (src/cluster/forward.ts, src/transport/routing.ts): three nodes
 * on one Redis and one PostgreSQL; the room is owned by the node where it was
 * created; people connected to the other nodes join and play through it, and
 * each gets its own view (per-member updates sent to their socket ids through
 * the adapter). A game with a computer player is played to the end; every
 * client's last view matches the others' and the record in PostgreSQL.
 */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { nodeKey } from '../../src/cluster/cluster';
import { clusterAfterEach, clusterTestsRun, fileRedis, patience } from './helpers';
import { playUntilEnd, rngFrom } from '../harness';
import { checkAllReceived } from '../secrets-check';
import { storePlace } from '../stores';

const ctx = clusterAfterEach();

describe.skipIf(!clusterTestsRun)('requests forwarded to the owner', () => {
  it('people on three nodes play one room to the end through its owner', async () => {
    const place = storePlace('postgres');
    const env = { ROOM_LEASE_MS: '60000' };
    const nodes = [
      await ctx.node(await fileRedis(), place, env),
      await ctx.node(await fileRedis(), place, env),
      await ctx.node(await fileRedis(), place, env),
    ];
    const [a, b, c] = nodes as [(typeof nodes)[0], (typeof nodes)[0], (typeof nodes)[0]];
    const host = await ctx.person(a);
    const seats = [
      { kind: 'human' as const },
      { kind: 'human' as const },
      { kind: 'human' as const },
      { kind: 'bot' as const, bot: 'easy' as const },
    ];
    const code = (await host.must('room:create', { name: 'Ana', seats, test: { seed: 'forward-1', firstPlayer: 0 } }))
      .room.code;
    const onB = await ctx.person(b);
    const onC = await ctx.person(c);
    await onB.must('room:join', { code, name: 'Bo', seat: 1 });
    await onC.must('room:join', { code, name: 'Cy', seat: 2 });
    // Only the owner runs the room.
    expect(a.server.rooms.owned(code)).not.toBeNull();
    expect(b.server.rooms.owned(code)).toBeNull();
    expect(c.server.rooms.owned(code)).toBeNull();
    // The guests' joins reached the host's view through the adapter.
    await host.until(
      () => (host.room?.seats.filter((s) => s.memberId !== null).length ?? 0) >= 3,
      patience(5_000),
      'three seated',
    );

    await host.must('room:start', {});
    await Promise.all([host, onB, onC].map((p, i) => playUntilEnd(p, rngFrom(i + 1), 120_000)));

    const views = [host, onB, onC].map((p) => p.game);
    for (const v of views) expect(v?.toAct).toBeNull();
    expect(new Set(views.map((v) => v?.version)).size).toBe(1);
    // Each member got its own seat's view, and nothing secret in any message.
    expect(views.map((v) => v?.seat)).toEqual([0, 1, 2]);
    for (const p of [host, onB, onC]) expect(checkAllReceived(p, 'forward-1')).toBeGreaterThan(10);
    const live = a.server.rooms.owned(code)?.game;
    const stored = await b.store.loadGame(live?.gameId ?? -1);
    expect(stored?.actions.length).toBe(live?.state.version);
    expect(stored?.result).not.toBeNull();
  });

  it('the owner forgets the connections of a node that is gone (its members show as away)', async () => {
    const place = storePlace('postgres');
    const env = { ROOM_LEASE_MS: '60000' };
    const a = await ctx.node(await fileRedis(), place, env);
    const b = await ctx.node(await fileRedis(), place, env);
    const host = await ctx.person(a);
    const code = (await host.must('room:create', { name: 'Ana', seats: [{ kind: 'human' }, { kind: 'human' }] })).room
      .code;
    const guest = await ctx.person(b);
    await guest.must('room:join', { code, name: 'Bo', seat: 1 });
    await host.until(() => host.room?.seats[1]?.connected === true, patience(5_000), 'the guest connected');
    // Node b is cut off from Redis: no heartbeat, no 'leave' for its connections; its liveness key goes.
    b.cluster.redis.disconnect();
    const redis = new Redis(await fileRedis());
    try {
      await redis.del(nodeKey(b.cluster.nodeId));
    } finally {
      redis.disconnect();
    }
    await host.until(() => host.room?.seats[1]?.connected === false, patience(12_000), 'the guest shown as away');
  });
});
