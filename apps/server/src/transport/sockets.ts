/**
 * The Socket.IO side: every request is rate-limited, checked with its zod
 * schema, run on its room's serial queue and acknowledged with
 * `{ ok: true, data } | { ok: false, error }`. Abuse gets an error code, never a crash.
 */
import { isLobbyRequest, REQUEST_SCHEMAS } from '@kahroba/protocol';
import type { Seat } from '@kahroba/engine';
import type { Ack, JoinedData, RequestName, RoomInfo } from '@kahroba/protocol';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Cluster } from '../cluster/cluster';
import { parseTrustProxy } from '../client-address';
import { AppError, refuse, toProtocolError } from '../errors';
import { Forwarder } from '../cluster/forward';
import { hashToken } from '../random';
import { tokenBucket } from '../rate-limit';
import { addressLimit, connectionCap } from '../cluster/shared-limits';
import type { LoadGuard } from './overload';
import type { Room } from '../room/room';
import type { Leases } from '../cluster/leases';
import type { RoomManager } from '../room/rooms';
import { clusterRouting } from './routing';
import { guardHandshake } from './handshake';
import { joinOrder } from './join-order';
import { lobbyHandlers } from '../lobby/handlers';
import type { OpenLobby } from '../lobby/feed';
import type { IoServer, ServerSocket } from '../socket-types';

type Parsed<N extends RequestName> = z.output<(typeof REQUEST_SCHEMAS)[N]>;
type Handler<N extends RequestName> = (socket: ServerSocket, payload: Parsed<N>) => unknown;

/** Which room and member a connection speaks for, once joined. */
interface Session {
  room: Room;
  memberId: string;
}

export interface SocketDeps {
  io: IoServer;
  rooms: RoomManager;
  config: Config;
  clock: Clock;
  logger: Logger;
  load: LoadGuard;
  isShuttingDown: () => boolean;
  /** Several nodes: the per-address limits are shared through Redis (cluster/shared-limits.ts). */
  cluster?: Cluster | undefined;
  /** Several nodes: the room leases (routing.ts watches who holds them). */
  leases?: Leases | undefined;
  /** The open lobby (lobby/): its requests, which run on the connection's own node. */
  lobby: OpenLobby;
}

export function attachSockets(deps: SocketDeps): void {
  const { io, rooms, config, clock, logger, load } = deps;
  const { trust } = parseTrustProxy(config.TRUST_PROXY);
  const joins = addressLimit('join', clock, config.JOIN_BURST, config.JOIN_PER_MINUTE / 60, deps.cluster);
  const connections = connectionCap(config.MAX_CONNECTIONS_PER_ADDRESS, deps.cluster);

  guardHandshake(io, connections, trust);

  /** The socket's room and member, or NOT_IN_ROOM. */
  /** The room and member of each joined connection (kept here, not on the socket, so no type points back at the room). */
  const sessions = new WeakMap<ServerSocket, Session>();
  const session = (socket: ServerSocket): Session => {
    const s = sessions.get(socket);
    if (!s) throw refuse('NOT_IN_ROOM');
    return s;
  };
  /**
   * Runs `fn` on the room's serial queue, for the member the request is made
   * for: `as`, a seat this connection holds (a device: acting.ts), else the
   * member it joined as. A seat it does not hold is NOT_YOUR_SEAT, before anything runs.
   */
  const inRoom = <T>(
    socket: ServerSocket,
    fn: (room: Room, memberId: string) => T | Promise<T>,
    as?: Seat,
  ): Promise<T> => {
    const s = session(socket);
    // Several nodes: the room's lease was lost and another node may run it now; join it again.
    if (s.room.isClosed && !deps.isShuttingDown()) throw refuse('ROOM_MOVED');
    admit(s.room);
    return s.room.queue
      .run(() => fn(s.room, s.room.actingMember(socket, s.memberId, as)))
      .catch((e: unknown) => {
        // A write found a newer fence: another node has the room; this one lets it go.
        if (e instanceof AppError && e.error.code === 'ROOM_MOVED') rooms.moved(s.room);
        throw e;
      });
  };
  /** A lobby request: runs `fn` in the room, then answers with the room as the member sees it. */
  const inLobby = (
    socket: ServerSocket,
    as: Seat | undefined,
    fn: (room: Room, memberId: string) => Promise<unknown>,
  ): Promise<RoomInfo> =>
    inRoom(
      socket,
      async (room, id) => {
        await fn(room, id);
        return room.lobby.info(id);
      },
      as,
    );
  /** OVERLOADED at once instead of a place at the end of a long queue. */
  const admit = (room: Room): void => {
    if (load.roomFull(room.queue.size)) throw refuse('OVERLOADED');
  };
  /** `local`: the other members the connection holds (a device, acting.ts). */
  const enter = async (socket: ServerSocket, room: Room, memberId: string, local: string[] = []): Promise<void> => {
    await leave(socket);
    sessions.set(socket, { room, memberId });
    await room.attach(socket, memberId, local);
  };
  const leave = async (socket: ServerSocket): Promise<void> => {
    const s = sessions.get(socket);
    if (!s) return;
    sessions.delete(socket);
    await s.room.detach(socket, s.memberId);
  };
  const joined = (socket: ServerSocket, room: Room, memberId: string, token: string): JoinedData => ({
    token,
    room: room.lobby.info(memberId, socket),
    game: room.game ? room.runner.update(memberId, socket) : null,
    chat: room.chat.snapshot(memberId),
  });

  /** Joins room `p.code` (the per-address join limit is taken by the caller). */
  const joinRoom = (socket: ServerSocket, p: Parsed<'room:join'>): Promise<JoinedData> => {
    const tryJoin = async (attempt: number): Promise<JoinedData> => {
      const room = await rooms.get(p.code);
      if (!room) {
        // With a token, an unknown room and a wrong token cost the same and say the same.
        if (p.token !== undefined) {
          hashToken(p.token);
          throw refuse('BAD_TOKEN');
        }
        throw refuse('UNKNOWN_ROOM');
      }
      admit(room);
      return room.queue.run(async () => {
        // Released from memory meanwhile: take the fresh copy.
        if (room.isClosed && attempt < 3) return tryJoin(attempt + 1);
        const { token, member } = await room.lobby.join(p);
        // The other seats of a device, all checked before the connection enters (acting.ts).
        const local = room.lobby.heldBy(member, p.also ?? []);
        await enter(socket, room, member.id, local);
        return joined(socket, room, member.id, token);
      });
    };
    return tryJoin(0);
  };

  const handlers: { [N in RequestName]: Handler<N> } = {
    'room:create': async (socket, p) => {
      const { room, token, member } = await rooms.create(p, socket.data.address);
      await enter(socket, room, member.id);
      logger.info(
        { room: room.code, seats: room.doc.settings.players, modules: room.doc.settings.modules },
        'room created',
      );
      return joined(socket, room, member.id, token);
    },
    'room:join': async (socket, p) => {
      // Shared by every connection of the address (on every node): room codes cannot be enumerated quickly.
      if (!(await joins.take(socket.data.address))) throw refuse('RATE_LIMITED');
      return joinRoom(socket, p);
    },
    'room:sit': (socket, p) => inLobby(socket, p.as, (room, id) => room.lobby.sit(id, p.seat)),
    'room:setSeat': (socket, p) => inLobby(socket, p.as, (room, id) => room.setSeat(id, p.seat, p.kind, p.bot)),
    'room:askSeat': (socket, p) => inLobby(socket, p.as, (room, id) => room.lobby.askSeat(id, p.want)),
    'room:giveSeat': (socket, p) => inLobby(socket, p.as, (room, id) => room.lobby.giveSeat(id, p.seat, p.memberId)),
    'room:setClock': (socket, p) => inLobby(socket, p.as, (room, id) => room.lobby.setClock(id, p.clock, p.standIn)),
    'room:reclaim': (socket, p) => inLobby(socket, p.as, (room, id) => room.reclaim(id)),
    'room:kick': (socket, p) =>
      inLobby(socket, p.as, async (room, id) => {
        for (const kicked of await room.lobby.kick(id, p.seat)) sessions.delete(kicked);
      }),
    'room:start': (socket, p) => inRoom(socket, (room, id) => room.runner.start(id, socket), p.as),
    'room:rematch': (socket, p) => inRoom(socket, (room, id) => room.runner.rematch(id, socket), p.as),
    'room:addSeat': async (socket, p) => {
      if (!(await joins.take(socket.data.address))) throw refuse('RATE_LIMITED');
      return inRoom(socket, async (room, id) => {
        const { token, member } = await room.addLocal(socket, id, p);
        return { token, memberId: member.id, seat: member.seat as Seat, room: room.lobby.info(id, socket) };
      });
    },
    'game:act': (socket, p) => inRoom(socket, (room, id) => room.runner.act(id, p), p.as),
    'game:sync': (socket) => inRoom(socket, (room, id) => room.runner.update(id, socket)),
    'game:focus': (socket, p) => inRoom(socket, (room, id) => room.runner.focus(id, socket, p.seat)),
    'game:record': (socket) => inRoom(socket, (room) => room.runner.record()),
    'game:undo': (socket, p) => inRoom(socket, (room, id) => room.undos.undo(id, p), p.as),
    'game:takeBackAnswer': (socket, p) => inRoom(socket, (room, id) => room.undos.answer(id, p), p.as),
    'game:hint': (socket, p) => inRoom(socket, (room, id) => room.hints.ask(id, p), p.as),
    'chat:send': (socket, p) => inRoom(socket, (room, id) => room.chat.send(id, p), p.as),
    'chat:mute': (socket, p) => inRoom(socket, (room, id) => room.chat.mute(id, p.memberId, p.muted), p.as),
    'chat:setEnabled': (socket, p) => inRoom(socket, (room, id) => room.chat.setEnabled(id, p.enabled), p.as),
    // Quick play joins or opens a room as the client's own request would (routed to the room's node).
    ...lobbyHandlers(deps.lobby, async (socket, name, payload) => {
      const parsed: unknown = REQUEST_SCHEMAS[name].parse(payload);
      return (await (routing
        ? routing.run(socket, name, parsed)
        : handlers[name](socket, parsed as never))) as JoinedData;
    }),
  };

  // Several nodes: requests for rooms owned elsewhere go to their owner (routing.ts, cluster/forward.ts).
  const routing =
    deps.cluster && deps.leases
      ? clusterRouting(
          new Forwarder(io, deps.cluster),
          {
            rooms,
            enter,
            leave,
            session: (socket) => sessions.get(socket),
            forget: (socket) => {
              sessions.delete(socket);
            },
            handle: (socket, name, payload) =>
              Promise.resolve((handlers[name] as Handler<RequestName>)(socket, payload as never)),
            joinRoom: (socket, payload) => joinRoom(socket, payload as Parsed<'room:join'>),
          },
          deps.leases,
          Math.max(250, Math.floor(config.ROOM_LEASE_MS / 4)),
        )
      : null;

  io.on('connection', (socket) => {
    const bucket = tokenBucket(clock, config.RATE_BURST, config.RATE_PER_SECOND);
    const inOrder = joinOrder();

    const register = <N extends RequestName>(name: N): void => {
      const schema = REQUEST_SCHEMAS[name];
      const handler = handlers[name] as Handler<N>;
      socket.on(
        name as never,
        (async (payload: unknown, ack: unknown) => {
          if (!bucket.take()) return answer(ack, { ok: false, error: refuse('RATE_LIMITED').error });
          if (typeof ack !== 'function') return; // nothing to answer to: drop
          if (deps.isShuttingDown()) return answer(ack, { ok: false, error: refuse('SHUTTING_DOWN').error });
          // Graded shedding takes intents (the bulk of the work, and sent again by the client); far behind, everything.
          if (name === 'game:act' ? load.shed() : load.processBehind)
            return answer(ack, { ok: false, error: refuse('OVERLOADED').error });
          const parsed = schema.safeParse(payload);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const where = issue ? `${issue.path.join('.')}: ${issue.message}` : '';
            return answer(ack, {
              ok: false,
              error: { code: 'BAD_PAYLOAD', message: `The request is not well formed. ${where}`.slice(0, 200) },
            });
          }
          try {
            const run = (): Promise<unknown> =>
              routing && !isLobbyRequest(name)
                ? routing.run(socket, name, parsed.data)
                : Promise.resolve(handler(socket, parsed.data as Parsed<N>));
            answer(ack, { ok: true, data: await inOrder(name, run) });
          } catch (e) {
            const { error, unexpected } = toProtocolError(e);
            if (unexpected) logger.error({ err: e, event: name }, 'request failed');
            answer(ack, { ok: false, error });
          }
        }) as never,
      );
    };
    for (const name of Object.keys(REQUEST_SCHEMAS) as RequestName[]) register(name);

    socket.on('disconnect', () => {
      routing?.disconnected(socket);
      const s = sessions.get(socket);
      if (!s) return;
      s.room.queue
        .run(async () => {
          await leave(socket);
          rooms.releaseIfIdle(s.room);
        })
        .catch((e: unknown) => logger.error({ err: e }, 'disconnect failed'));
    });
  });
}

function answer(ack: unknown, value: Ack<unknown>): void {
  if (typeof ack === 'function') (ack as (v: Ack<unknown>) => void)(value);
}
