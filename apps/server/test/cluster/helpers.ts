/**
 * Nodes of a cluster in this test process: each a real server with its own
 * Redis connection (src/cluster/cluster.ts) and its own store on one shared database
 * (a PostgreSQL schema of test/stores.ts), closed after each test.
 */
import { pino } from 'pino';
import { afterAll, afterEach, inject } from 'vitest';
import { connectCluster } from '../../src/cluster/cluster';
import type { Cluster } from '../../src/cluster/cluster';
import type { testConfig } from '../../src/config';
import { startServer, trackedPeople } from '../harness';
import type { Client, TestServer } from '../harness';
import { startRedis } from '../redis';
import type { RedisInstance } from '../redis';
import type { StorePlace } from '../stores';

export const redisUrl = inject('redisUrl');
export const redisServer = inject('redisServer');
/**
 * A Redis of this test file's own (started on first use, removed after the
 * file): test files run in parallel, and nodes on one Redis form one cluster
 * (the adapter's stream, room leases), so files never share one.
 */
let own: Promise<RedisInstance> | null = null;
export const fileRedis = async (): Promise<string> => {
  own ??= startRedis(redisServer ?? 'redis-server');
  return (await own).url;
};
afterAll(async () => {
  if (own) await (await own).remove();
  own = null;
});

/** True when this run has Redis and PostgreSQL: the cluster tests run. */
export const clusterTestsRun = Boolean(redisUrl && redisServer && inject('postgresUrl'));

type ServerEnv = Parameters<typeof testConfig>[0];

export interface ClusterNode extends TestServer {
  cluster: Cluster;
}

export function clusterAfterEach(): {
  /** `seed`: the node's random (room codes, tokens); nodes of one test that create rooms need different ones. */
  node(redis: string, place: StorePlace, env?: ServerEnv, seed?: number): Promise<ClusterNode>;
  person(srv: TestServer): Promise<Client>;
  keep(instance: RedisInstance): RedisInstance;
  /** Closes a node now (its Redis connection too), as a graceful shutdown. */
  stop(node: ClusterNode): Promise<void>;
} {
  const nodes: ClusterNode[] = [];
  const people = trackedPeople();
  const instances: RedisInstance[] = [];
  const stop = async (n: ClusterNode): Promise<void> => {
    const i = nodes.indexOf(n);
    if (i < 0) return;
    nodes.splice(i, 1);
    await n.close();
    await n.cluster.close();
  };
  afterEach(async () => {
    people.closeAll();
    for (const n of [...nodes]) await stop(n);
    for (const r of instances.splice(0)) await r.remove();
  });
  return {
    async node(redis, place, env = {}, seed = 1) {
      const cluster = await connectCluster(redis, pino({ level: 'silent' }));
      const srv = await startServer({
        store: await place.open(),
        cluster,
        seed,
        env: { ...(await place.env()), REDIS_URL: redis, ...env },
      });
      const n = { ...srv, cluster };
      nodes.push(n);
      return n;
    },
    person: people.person,
    keep(instance) {
      instances.push(instance);
      return instance;
    },
    stop,
  };
}

/**
 * A bound on a wait that only guards against a hang: generous (the cluster
 * tests run beside the whole suite on a loaded machine, where a node's start
 * or a takeover may take many times longer), so that a test fails on what it
 * asserts (outcomes and counts), never on how soon something happened.
 * KAHROBA_TEST_PATIENCE multiplies it (default 5).
 */
export const patience = (ms: number): number => ms * Number(process.env.KAHROBA_TEST_PATIENCE ?? 5);

export const until = async (check: () => boolean | Promise<boolean>, ms = patience(15_000)): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};
