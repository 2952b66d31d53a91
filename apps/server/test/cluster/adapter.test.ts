/**
 * Several nodes, first step: with a Redis (REDIS_URL), two servers on one
 * PostgreSQL share their sockets through the Redis streams adapter, and
 * `/readyz` follows the Redis connection (a Redis of this test's own is
 * killed and started again: 503 with `redis: false`, then 200).
 */
import { describe, expect, it } from 'vitest';
import { clusterAfterEach, clusterTestsRun, redisServer, fileRedis, until } from './helpers';
import { startRedis } from '../redis';
import { storePlace } from '../stores';

const ctx = clusterAfterEach();

describe.skipIf(!clusterTestsRun)('two nodes on one Redis', () => {
  it('each node sees the sockets of the other through the adapter', async () => {
    const place = storePlace('postgres');
    const a = await ctx.node(await fileRedis(), place);
    const b = await ctx.node(await fileRedis(), place);
    const onA = await ctx.person(a);
    const onB = await ctx.person(b);
    await until(
      async () => (await a.server.io.fetchSockets()).length === 2 && (await b.server.io.fetchSockets()).length === 2,
    );
    const ids = (await a.server.io.fetchSockets()).map((s) => s.id).sort();
    expect(ids).toEqual([onA.socket.id, onB.socket.id].sort());
  });

  it('/readyz answers 503 with redis: false while Redis is down, 200 once it is back', async () => {
    const own = ctx.keep(await startRedis(redisServer ?? ''));
    const srv = await ctx.node(own.url, storePlace('postgres'));
    const ready = async (): Promise<{ status: number; body: { redis?: boolean } }> => {
      const res = await fetch(`${srv.url}/readyz`);
      return { status: res.status, body: (await res.json()) as { redis?: boolean } };
    };
    expect(await ready()).toMatchObject({ status: 200, body: { redis: true } });
    await own.stop();
    await until(async () => (await ready()).status === 503);
    expect((await ready()).body.redis).toBe(false);
    await own.restart();
    await until(async () => (await ready()).status === 200);
    expect((await ready()).body.redis).toBe(true);
  });
});
