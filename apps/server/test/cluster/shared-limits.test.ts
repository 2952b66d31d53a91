/**
 * Per-address limits across nodes (src/cluster/shared-limits.ts): the cap on open
 * connections, the join bucket and the rooms-per-address cap (counted in
 * the shared database) hold for all nodes together; a node that
 * is gone leaves no connection counted; without Redis each node still limits
 * on its own.
 */
import { describe, expect, it } from 'vitest';
import { clusterAfterEach, clusterTestsRun, redisServer, fileRedis } from './helpers';
import { startRedis } from '../redis';
import { connectError, createRoomsAtOnce } from '../rooms';
import { storePlace } from '../stores';

const ctx = clusterAfterEach();

describe.skipIf(!clusterTestsRun)('per-address limits shared through Redis', () => {
  it('open connections are capped over all nodes, and counted again once one closes', async () => {
    const own = ctx.keep(await startRedis(redisServer ?? ''));
    const place = storePlace('postgres');
    const env = { MAX_CONNECTIONS_PER_ADDRESS: '2' };
    const a = await ctx.node(own.url, place, env);
    const b = await ctx.node(own.url, place, env);
    const first = await ctx.person(a);
    await ctx.person(b);
    expect(await connectError(a.url)).toBe('TOO_MANY_CONNECTIONS');
    expect(await connectError(b.url)).toBe('TOO_MANY_CONNECTIONS');
    first.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(await connectError(a.url)).toBeNull();
  });

  it('connections of a node that is gone are not counted', async () => {
    const own = ctx.keep(await startRedis(redisServer ?? ''));
    const place = storePlace('postgres');
    const env = { MAX_CONNECTIONS_PER_ADDRESS: '1' };
    const a = await ctx.node(own.url, place, env);
    const b = await ctx.node(own.url, place, env);
    await ctx.person(a);
    expect(await connectError(b.url)).toBe('TOO_MANY_CONNECTIONS');
    // Node a is gone (its liveness key with it): its count no longer holds b back.
    await ctx.stop(a);
    expect(await connectError(b.url)).toBeNull();
  });

  it('rooms per address: parallel creations over two nodes on one PostgreSQL, exactly the cap succeed', async () => {
    const place = storePlace('postgres');
    const env = { MAX_ROOMS_PER_ADDRESS: '6', RATE_BURST: '1000', RATE_PER_SECOND: '1000' };
    const redis = await fileRedis();
    const a = await ctx.node(redis, place, env, 1);
    const b = await ctx.node(redis, place, env, 2);
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => ctx.person(i % 2 === 0 ? a : b)));
    const answers = await createRoomsAtOnce(people, 3);
    expect(answers.filter((x) => x.ok)).toHaveLength(6);
    expect(answers.filter((x) => !x.ok && x.error.code === 'TOO_MANY_ROOMS')).toHaveLength(30);
    expect(await a.store.roomsCreatedSince('127.0.0.1', 0)).toBe(6);
  });

  it('joins are limited per address over all nodes', async () => {
    const place = storePlace('postgres');
    const env = { JOIN_BURST: '4', JOIN_PER_MINUTE: '1', RATE_BURST: '1000', RATE_PER_SECOND: '1000' };
    const a = await ctx.node(await fileRedis(), place, env);
    const b = await ctx.node(await fileRedis(), place, env);
    const people = [await ctx.person(a), await ctx.person(b)];
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await people[i % 2]!.request('room:join', { code: 'ABCDEF', name: 'E' }));
    const limited = answers.filter((x) => !x.ok && x.error.code === 'RATE_LIMITED').length;
    expect(limited).toBe(6);
    expect(answers.filter((x) => !x.ok && x.error.code === 'UNKNOWN_ROOM').length).toBe(4);
  });
});
