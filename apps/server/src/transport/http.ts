/**
 * The HTTP side: security headers, health checks, a room's summary, its games
 * and the record of a finished one (games.ts), the players' routes (players/routes.ts),
 * and the built web client (precompressed, with SPA fallback; see static.ts).
 */
import express from 'express';
import type { Express, Request, Response } from 'express';
import helmet from 'helmet';
import { CodeSchema, PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol';
import type { Logger } from 'pino';
import { clientAddress, parseTrustProxy } from '../client-address';
import { AppError } from '../errors';
import { errorHandler, sendError } from './http-errors';
import { registerGameRoutes, registerTurnsRoute } from './games';
import type { Clock } from '../clock';
import type { Cluster } from '../cluster/cluster';
import type { Config } from '../config';
import { roomSummaryFor } from '../room/views';
import type { Room } from '../room/room';
import type { RoomManager } from '../room/rooms';
import type { StorageHealth } from '../store/health';
import type { Store } from '../store/store';
import { addressLimit } from '../cluster/shared-limits';
import { serveClient } from './static';
import type { OriginPolicy } from '../origin';
import { registerPlayerRoutes } from '../players/routes';

export interface HttpDeps {
  config: Config;
  clock: Clock;
  rooms: RoomManager;
  store: Store;
  health: StorageHealth;
  isShuttingDown: () => boolean;
  logger: Logger;
  /** Several nodes: readiness also needs Redis. */
  cluster?: Cluster | undefined;
  /** Which pages may call (the sockets' policy): the players' POSTs check it (players/routes.ts). */
  originPolicy: OriginPolicy;
}

export function createHttpApp({
  config,
  clock,
  rooms,
  store,
  health,
  isShuttingDown,
  logger,
  cluster,
  originPolicy,
}: HttpDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For only behind a proxy the host named (TRUST_PROXY); by default the peer's address.
  const { trust, express: trustSetting } = parseTrustProxy(config.TRUST_PROXY);
  app.set('trust proxy', trustSetting);
  const recordBuckets = addressLimit('record', clock, config.RECORD_BURST, config.RECORD_PER_MINUTE / 60, cluster);
  const playerBuckets = addressLimit('player', clock, config.PLAYER_BURST, config.PLAYER_PER_MINUTE / 60, cluster);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          imgSrc: ["'self'", 'data:'],
          // The websocket to this same origin ('self' does not match ws: in every browser).
          // Read per response: PUBLIC_ORIGIN gets its real port once the server listens.
          connectSrc: ["'self'", () => config.PUBLIC_ORIGIN.replace(/^http/u, 'ws')],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          // helmet adds upgrade-insecure-requests by default: over plain HTTP on any
          // address but localhost (a laptop's LAN address, a host name) the browser
          // would then fetch every script over https and the page would stay blank.
          upgradeInsecureRequests: null,
        },
      },
      // Plain-HTTP self-hosting on a LAN is normal: do not force HTTPS upgrades.
      strictTransportSecurity: false,
    }),
  );

  // Every /api answer names the protocol it speaks: a page of another version leaves it unread.
  app.use('/api', (_req, res, next) => {
    res.setHeader(PROTOCOL_HEADER, String(PROTOCOL_VERSION));
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/readyz', async (_req, res) => {
    let dbOk: boolean;
    try {
      dbOk = await store.ping();
    } catch {
      dbOk = false;
    }
    // After a failed write: 503 until a write succeeds again (tried here).
    const writable = dbOk && (await health.check());
    // Several nodes: without Redis this node can neither take rooms nor reach the others' members.
    const redis = cluster ? await cluster.ping() : undefined;
    const ready = writable && redis !== false && !isShuttingDown();
    res.status(ready ? 200 : 503).json({
      ok: ready,
      db: dbOk,
      engine: store.engine,
      writable,
      ...(cluster ? { redis } : {}),
      shuttingDown: isShuttingDown(),
    });
  });

  /**
   * The room named in the path, for the per-address-limited room endpoints;
   * null once the answer (429 or 404) has been sent.
   */
  const allowed = async (req: Request, res: Response): Promise<boolean> => {
    if (await recordBuckets.take(clientAddress(req, trust))) return true;
    sendError(res, 'RATE_LIMITED', 'Too many requests; wait a moment.');
    return false;
  };
  const find = async (code: unknown): Promise<Room | null> => {
    const parsed = CodeSchema.safeParse(code);
    return parsed.success ? rooms.get(parsed.data) : null;
  };
  const roomOf = async (req: Request, res: Response): Promise<Room | null> => {
    if (!(await allowed(req, res))) return null;
    let room: Room | null;
    try {
      room = await find(req.params.code);
    } catch (e) {
      // Several nodes: the room runs on another node (ROOM_MOVED), or Redis does not answer (UNAVAILABLE).
      if (!(e instanceof AppError)) throw e;
      sendError(res, e.error);
      return null;
    }
    if (!room) sendError(res, 'UNKNOWN_ROOM');
    return room;
  };

  /** What the join prompt shows before joining: the game, who sits where (rate-limited with the records). */
  app.get('/api/rooms/:code', async (req, res) => {
    const room = await roomOf(req, res);
    if (!room) return;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, data: roomSummaryFor(room.doc) });
  });

  registerGameRoutes(app, store, roomOf);
  registerTurnsRoute(app, allowed, rooms, store);
  registerPlayerRoutes(app, {
    enabled: config.ACCOUNTS,
    sessionDays: config.PLAYER_SESSION_DAYS,
    originPolicy,
    store,
    now: () => clock.now(),
    roomDoc: async (code) => rooms.owned(code)?.doc ?? (await store.loadRoom(code)),
    live: (code) => rooms.owned(code)?.game ?? null,
    attempt: async (req, res) => {
      if (await playerBuckets.take(clientAddress(req, trust))) return true;
      sendError(res, 'RATE_LIMITED', 'Too many attempts; wait a moment.');
      return false;
    },
    read: allowed,
  });
  app.use('/api', (_req, res) => {
    sendError(res, 'NOT_FOUND');
  });

  serveClient(app, config.WEB_DIST);
  app.use((_req, res) => {
    sendError(res, 'NOT_FOUND', 'Not found.');
  });
  // Last: whatever went wrong above (a path that is not valid percent-encoding, a body that is not JSON, a bug) in the API's shape.
  app.use(errorHandler(logger));
  return app;
}
