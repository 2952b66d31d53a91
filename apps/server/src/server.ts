/**
 * `createServer(deps)` builds the whole server from injected parts (store,
 * clock, logger, config, random, bots); `index.ts` only wires and listens.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { HEARTBEAT, MAX_MESSAGE_BYTES } from '@kahroba/protocol';
import type { BotKind } from '@kahroba/protocol';
import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { Cluster } from './cluster/cluster';
import type { Config } from './config';
import { lanIPv4Addresses, originFor } from './addresses';
import { GroupCommit } from './store/group-commit';
import { createHttpApp } from './transport/http';
import { localOrigins, originAllowed, parseAllowedOrigins } from './origin';
import { LoadGuard } from './transport/overload';
import type { Random } from './random';
import { createSecrets } from './random';
import type { Bot } from './bots/choice';
import { Leases } from './cluster/leases';
import { RoomManager } from './room/rooms';
import { Takeover } from './transport/takeover';
import type { IoServer } from './socket-types';
import { socketAudience } from './transport/audience';
import { attachSockets } from './transport/sockets';
import { StorageHealth } from './store/health';
import { OpenLobby } from './lobby/feed';
import type { Store } from './store/store';

export interface ServerDeps {
  config: Config;
  store: Store;
  clock: Clock;
  logger: Logger;
  random: Random;
  bots: Record<BotKind, Bot>;
  /** Several nodes (REDIS_URL): the shared Redis; absent on a single node. */
  cluster?: Cluster | undefined;
  /** This machine's LAN addresses, for room links on a wildcard HOST (default: read from the OS). */
  lanAddresses?: () => string[];
}

export interface KahrobaServer {
  http: http.Server;
  io: IoServer;
  rooms: RoomManager;
  /** Resolves once every running game has been read back from the store and replayed (started by createServer). */
  restored: Promise<number>;
  /**
   * Listens on config PORT/HOST unless told otherwise, once the running games
   * are restored (`restored`); resolves with the port.
   * Without PUBLIC_ORIGIN in the environment, `config.PUBLIC_ORIGIN` becomes the
   * address actually bound (so PORT=0 does not give links to port 0).
   */
  listen(port?: number, host?: string): Promise<number>;
  /** Stops accepting, lets every room finish its queue, closes the store. */
  close(): Promise<void>;
}

export function createServer(deps: ServerDeps): KahrobaServer {
  const { config, logger } = deps;
  // The open lobby hears of every room write once it is committed (lobby/feed.ts).
  const lobby = new OpenLobby(config.OPEN_LOBBY);
  const store = lobby.feeding(deps.store);
  let shuttingDown = false;
  const isShuttingDown = (): boolean => shuttingDown;

  const lan = deps.lanAddresses ?? lanIPv4Addresses;
  /** Where this server listens, once it does: its own addresses are allowed origins (origin.ts). */
  let bound: { host: string; port: number } | null = null;
  const originPolicy = {
    publicOrigin: () => config.PUBLIC_ORIGIN,
    allowed: parseAllowedOrigins(config.ALLOWED_ORIGINS),
    local: () => (bound ? localOrigins(bound.port, bound.host, lan()) : []),
  };
  const health = new StorageHealth(store, logger);
  const writer = new GroupCommit(store, health);
  // Several nodes: a room runs on the node holding its lease (cluster/leases.ts).
  const leases = deps.cluster ? new Leases(deps.cluster, deps.clock, config.ROOM_LEASE_MS, logger) : undefined;
  const rooms = new RoomManager({
    ...deps,
    store,
    writer,
    health,
    secrets: createSecrets(deps.random),
    leases,
    audience: socketAudience,
  });
  const app = createHttpApp({
    config,
    clock: deps.clock,
    rooms,
    store,
    health,
    isShuttingDown,
    logger,
    cluster: deps.cluster,
    originPolicy,
  });
  const server = http.createServer(app);
  const io: IoServer = new Server(server, {
    ...HEARTBEAT,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    serveClient: false,
    // The client is served from the same origin; the dev server proxies.
    cors: config.TEST_MODE ? { origin: true } : undefined,
    connectionStateRecovery: undefined,
    // Only the app's own pages may connect: a page on another site is refused at the handshake.
    allowRequest: (req, callback) => {
      const ok = originAllowed(req.headers.origin, originPolicy);
      callback(ok ? null : 'FORBIDDEN_ORIGIN', ok);
    },
  });
  deps.cluster?.attach(io);
  lobby.attach(io);
  const load = new LoadGuard(
    {
      maxQueue: config.MAX_ROOM_QUEUE,
      maxDelayMs: config.MAX_EVENT_LOOP_DELAY_MS,
      shedDelayMs: config.SHED_EVENT_LOOP_DELAY_MS,
      intentsPerTurn: config.MAX_INTENTS_PER_TURN,
    },
    (behind, delayMs) => {
      const eventLoopDelayMs = Math.round(delayMs);
      if (behind) logger.warn({ eventLoopDelayMs }, 'overloaded: refusing requests with OVERLOADED');
      else logger.info({ eventLoopDelayMs }, 'caught up: accepting requests again');
    },
  );
  load.start();
  attachSockets({
    io,
    rooms,
    config,
    clock: deps.clock,
    logger,
    load,
    isShuttingDown,
    cluster: deps.cluster,
    leases,
    lobby,
  });

  // Several nodes: running games nobody holds are taken by a sweep (transport/takeover.ts), at start and every quarter lease.
  const takeover = leases
    ? new Takeover({
        rooms,
        leases,
        store,
        clock: deps.clock,
        logger,
        everyMs: Math.max(250, Math.floor(config.ROOM_LEASE_MS / 4)),
        jitter: () => deps.random.float(),
      })
    : null;
  // Every running game is read back and replayed before the server listens (listen waits for it).
  const first = takeover
    ? takeover.sweep().catch((e: unknown) => {
        logger.warn(
          { err: e instanceof Error ? e.message : String(e) },
          'first takeover sweep failed: the next one takes the rooms',
        );
        return 0;
      })
    : rooms.restoreAll();
  const restored = first.then((n) => {
    if (n > 0) logger.info({ restored: n }, 'restored running games');
    rooms.startSweeping();
    takeover?.start();
    return n;
  });

  return {
    http: server,
    io,
    rooms,
    restored,
    async listen(port = config.PORT, host = config.HOST) {
      await restored;
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const port = (server.address() as AddressInfo).port;
          bound = { host, port };
          if (!config.PUBLIC_ORIGIN_FIXED) config.PUBLIC_ORIGIN = originFor(host, port, lan());
          resolve(port);
        });
      });
    },
    async close() {
      if (shuttingDown) return;
      shuttingDown = true;
      await restored.catch(() => 0);
      rooms.stopSweeping();
      await takeover?.stop();
      await rooms.sweeping();
      load.stop();
      for (const room of rooms.all()) room.close();
      await Promise.all(rooms.all().map((r) => r.queue.idle()));
      await writer.flush();
      // Handed over at once: another node may take these rooms without waiting for the leases to expire.
      await Promise.all(rooms.all().map((r) => r.lease?.release() ?? Promise.resolve()));
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await store.close();
      logger.info('server closed');
    },
  };
}
