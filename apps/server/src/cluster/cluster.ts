/**
 * Several nodes (REDIS_URL): the connection to Redis that this node shares
 * with its Socket.IO adapter, room leases (leases.ts) and per-address
 * limits (shared-limits.ts).
 *
 * Client: ioredis — one package with few dependencies, reconnects by itself
 * (with a back-off we set), queues nothing for ever (a command fails after
 * one retry, so a lease renewal never waits behind a dead connection), and
 * is one of the two clients @socket.io/redis-streams-adapter supports.
 * Adapter: @socket.io/redis-streams-adapter, whose messages are kept in a
 * Redis stream that each node reads from its last offset, so a Redis restart
 * or a short cut loses no packet (the Pub/Sub adapter would drop them).
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { IoServer } from '../socket-types';

export interface Cluster {
  /** This node's id (lease holder, logs). */
  readonly nodeId: string;
  readonly redis: Redis;
  /** True when Redis answers a PING within a second. */
  ping(): Promise<boolean>;
  /** The ids of the nodes alive now (their `node:<id>` key is set), this one among them. */
  liveNodes(): Promise<string[]>;
  /**
   * Counts of this node's routing (transport/routing.ts): intents it forwarded that another node (their room's owner)
   * ran, rooms it handed over.
   */
  readonly counts: { forwarded: number; handedOver: number };
  /** Broadcasts of `io` go through Redis to every node. */
  attach(io: IoServer): void;
  close(): Promise<void>;
}

/** Prefix of every key this server keeps in Redis. */
export const KEY_PREFIX = 'kahroba:';

/** The key that says node `id` is alive (renewed every NODE_ALIVE_MS / 3). */
export const nodeKey = (id: string): string => `${KEY_PREFIX}node:${id}`;
const NODE_ALIVE_MS = 15_000;

/** Connects to Redis; rejects when it cannot be reached within 5 s. */
export async function connectCluster(url: string, logger: Logger, nodeId: string = randomUUID()): Promise<Cluster> {
  // Loaded only with REDIS_URL: a single node never loads the Redis client and adapter at its start.
  const [{ Redis }, { createAdapter }] = await Promise.all([
    import('ioredis'),
    import('@socket.io/redis-streams-adapter'),
  ]);
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) logger.warn({ err: err.message }, 'redis connection failing');
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.info('redis connection back');
    down = false;
  });
  try {
    await redis.connect();
  } catch (e) {
    redis.disconnect();
    throw e;
  }
  let adapterClient: Redis | undefined;
  const alive = (): void => {
    redis.set(nodeKey(nodeId), String(Date.now()), 'PX', NODE_ALIVE_MS).catch(() => undefined);
  };
  alive();
  const heartbeat = setInterval(alive, NODE_ALIVE_MS / 3);
  heartbeat.unref();
  return {
    nodeId,
    redis,
    counts: { forwarded: 0, handedOver: 0 },
    async liveNodes() {
      const ids = new Set<string>([nodeId]);
      const prefix = nodeKey('');
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 100);
        for (const k of keys) ids.add(k.slice(prefix.length));
        cursor = next;
      } while (cursor !== '0');
      return [...ids].sort();
    },
    async ping() {
      if (redis.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), 1_000);
      });
      try {
        return await Promise.race([
          redis.ping().then(
            (r) => r === 'PONG',
            () => false,
          ),
          late,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    attach(io) {
      // The adapter's own connection waits for Redis to come back instead of failing its commands
      // (no retry limit): broadcasts sent during an outage are added to the stream once it is back.
      adapterClient ??= redis.duplicate({ maxRetriesPerRequest: null, lazyConnect: false });
      adapterClient.on('error', () => undefined);
      // Its heartbeats go by PUBLISH, whose failure the adapter does not handle: an unhandled
      // rejection would stop this process (index.ts). Counted as sent.
      const quiet = new Proxy(adapterClient, {
        get(target, prop) {
          if (prop === 'publish')
            return (...args: Parameters<Redis['publish']>) => target.publish(...args).catch(() => 0);
          return Reflect.get(target, prop, target) as unknown;
        },
      });
      // A node that stops sending heartbeats is forgotten after 5 s: a forwarded request then waits for it no longer.
      io.adapter(
        createAdapter(quiet, {
          streamName: `${KEY_PREFIX}socket.io`,
          onlyPlaintext: true,
          heartbeatInterval: 1_500,
          heartbeatTimeout: 5_000,
        }),
      );
    },
    async close() {
      clearInterval(heartbeat);
      await redis.del(nodeKey(nodeId)).catch(() => undefined);
      await redis.quit().catch(() => undefined);
      redis.disconnect();
      adapterClient?.disconnect();
    },
  };
}
