/**
 * Several nodes, first step: with a Redis (REDIS_URL), two servers on one
 * PostgreSQL share their sockets through the Redis streams adapter, and
 * `/readyz` follows the Redis connection (a Redis of this test's own is
 * killed and started again: 503 with `redis: false`, then 200).
 */
import { pino } from 'pino';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { connectCluster } from '../src/cluster';
import type { Cluster } from '../src/cluster';
import { client, startServer } from './harness';
import type { Client, TestServer } from './harness';
import { startRedis } from './redis';
import type { RedisInstance } from './redis';
import { storePlace } from './stores';

const redisUrl = inject('redisUrl');
const redisServer = inject('redisServer');
const pgUrl = inject('postgresUrl');
const logger = pino({ level: 'silent' });

const servers: TestServer[] = [];
const clusters: Cluster[] = [];
const clients: Client[] = [];
const instances: RedisInstance[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
  for (const c of clusters.splice(0)) await c.close();
  for (const r of instances.splice(0)) await r.remove();
});

async function node(url: string, place: ReturnType<typeof storePlace>): Promise<TestServer> {
  const cluster = await connectCluster(url, logger);
  clusters.push(cluster);
  const env = await place.env();
  const srv = await startServer({ store: await place.open(), cluster, env: { ...env, REDIS_URL: url } });
  servers.push(srv);
  return srv;
}

const until = async (check: () => Promise<boolean>, ms = 15_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.skipIf(!redisUrl || !redisServer || !pgUrl)('two nodes on one Redis', () => {
  it('each node sees the sockets of the other through the adapter', async () => {
    const place = storePlace('postgres');
    const a = await node(redisUrl ?? '', place);
    const b = await node(redisUrl ?? '', place);
    const onA = await client(a.url);
    const onB = await client(b.url);
    clients.push(onA, onB);
    await until(async () => (await a.server.io.fetchSockets()).length === 2 && (await b.server.io.fetchSockets()).length === 2);
    const ids = (await a.server.io.fetchSockets()).map((s) => s.id).sort();
    expect(ids).toEqual([onA.socket.id, onB.socket.id].sort());
  });

  it('/readyz answers 503 with redis: false while Redis is down, 200 once it is back', async () => {
    const own = await startRedis(redisServer ?? '');
    instances.push(own);
    const srv = await node(own.url, storePlace('postgres'));
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
