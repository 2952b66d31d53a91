/**
 * Several nodes (cluster/forward.ts): which node runs a connection's request. A room
 * owned here runs here; a room owned elsewhere is forwarded to its owner and
 * the connection remembers that room and member (a remote session). When no
 * node owns the room any more (its owner died or let it go), this node takes
 * it — the lease after its expiry, the game replayed from the database — and
 * says so to the other nodes, which register their connections of that room
 * with the new owner and send each its view again.
 *
 * Those notices and forwarded requests travel by Redis Pub/Sub, which loses
 * what is sent while a node's subscription is down (a Redis restart): so a
 * node also watches the lease of every room it has remote connections of
 * and registers them again whenever its holder changes or nobody holds it,
 * a request that finds the room held by a node that does not answer yet is
 * tried again a few times, and a connection whose room was lost here (lease
 * not renewed, or a newer fence) becomes a remote session of that room
 * instead of being left with none.
 */
import type { JoinedData, RequestName } from '@kahroba/protocol';
import { REQUEST_SCHEMAS } from '@kahroba/protocol';
import { AppError, refuse, toProtocolError } from '../errors';
import type { Forwarder } from '../cluster/forward';
import type { Room } from '../room/room';
import type { Leases } from '../cluster/leases';
import { placement } from './placement';
import type { RoomManager } from '../room/rooms';
import type { ForwardResponse, ServerSocket } from '../socket-types';

/** What routing needs of sockets.ts: its handlers and sessions. */
export interface LocalSide {
  rooms: RoomManager;
  handle(socket: ServerSocket, name: RequestName, payload: unknown): Promise<unknown>;
  /** A join without the per-address join limit (already taken by the node the connection is on). */
  joinRoom(socket: ServerSocket, payload: unknown): Promise<JoinedData>;
  /** `local`: the other members the connection holds (a device). */
  enter(socket: ServerSocket, room: Room, memberId: string, local?: string[]): Promise<void>;
  leave(socket: ServerSocket): Promise<void>;
  /** Drops the connection's session without touching its room (the room was lost here). */
  forget(socket: ServerSocket): void;
  session(socket: ServerSocket): { room: Room; memberId: string } | undefined;
}

interface Remote {
  code: string;
  memberId: string;
  /** The other members the connection holds there (a device), entered with it by a new owner. */
  local: string[];
}

/** The other members `socket` holds in `room` (its session's member first excluded). */
const localOf = (room: Room, socket: ServerSocket, memberId: string): string[] =>
  room.presence.membersOf(socket, memberId).slice(1);

/** Those of `ids` still members of `room` (one may have left since they were recorded). */
const stillIn = (room: Room, ids: readonly string[]): string[] =>
  ids.filter((id) => room.doc.members.some((m) => m.id === id));

const moved = (e: unknown): boolean => e instanceof AppError && e.error.code === 'ROOM_MOVED';

/** Waits before asking again when the room's lease is held by a node that did not answer (it is loading the room, or resubscribing). */
const RETRY_MS = [100, 250, 500, 1_000];
const pause = (ms: number): Promise<void> =>
  new Promise((r) => {
    setTimeout(r, ms).unref();
  });

export interface Routing {
  run(socket: ServerSocket, name: RequestName, payload: unknown): Promise<unknown>;
  /** The connection is gone: its room's owner, if elsewhere, forgets it. */
  disconnected(socket: ServerSocket): void;
}

export function clusterRouting(forwarder: Forwarder, local: LocalSide, leases: Leases, watchMs: number): Routing {
  const remote = new Map<ServerSocket, Remote>();
  /** Per room with remote connections: the lease value they were last registered under. */
  const seen = new Map<string, string>();

  /** Runs the request on the owner of `code`, or takes the room here when nobody owns it. */
  const elsewhere = async (
    socket: ServerSocket,
    code: string,
    memberId: string | null,
    name: RequestName,
    payload: unknown,
  ): Promise<unknown> => {
    const held = remote.get(socket)?.code === code ? (remote.get(socket)?.local ?? []) : [];
    for (let attempt = 0; ; attempt++) {
      // Taken here since the session became remote (its conversion, `rejoin`, may not have come yet): no node to ask.
      const res = local.rooms.owned(code)
        ? null
        : await forwarder.forward({
            node: forwarder.nodeId,
            code,
            socketId: socket.id,
            address: socket.data.address,
            memberId,
            local: held,
            name,
            payload,
          });
      if (res) {
        if (name === 'room:join' && res.ack.ok && res.memberId) {
          await local.leave(socket);
          remote.set(socket, { code, memberId: res.memberId, local: res.local ?? [] });
        } else if (res.ack.ok && res.local) {
          // A seat added or given up there (room:addSeat, a kick): kept for a new owner.
          const r = remote.get(socket);
          if (r?.code === code) r.local = res.local;
        }
        if (!res.ack.ok) throw new AppError(res.ack.error);
        return res.ack.data;
      }
      // Nobody owns it: take it here (ROOM_MOVED while a dead owner's lease runs; another node may win the race).
      let room: Room | null;
      try {
        room = await local.rooms.get(code);
      } catch (e) {
        const wait = RETRY_MS[attempt];
        if (!moved(e) || wait === undefined) throw e;
        await pause(wait);
        continue;
      }
      if (!room) {
        remote.delete(socket);
        throw refuse('UNKNOWN_ROOM');
      }
      if (name === 'room:join') {
        remote.delete(socket);
        return local.joinRoom(socket, payload);
      }
      if (memberId === null || !room.doc.members.some((m) => m.id === memberId)) {
        remote.delete(socket);
        throw refuse('NOT_IN_ROOM');
      }
      const taken = room;
      // The connection stays a remote session until it has entered the room here: a request of it that
      // comes meanwhile takes this same path and waits in the room's queue, instead of finding no session
      // (NOT_IN_ROOM, which a client takes as final). Entered once, by whichever request comes first.
      await taken.queue.run(async () => {
        if (local.session(socket)?.room !== taken) await local.enter(socket, taken, memberId, stillIn(taken, held));
      });
      if (remote.get(socket)?.code === code) remote.delete(socket);
      return local.handle(socket, name, payload);
    }
  };

  /** A room was taken by some node: this node's connections of it are registered there again and get their view. */
  const rejoin = async (code: string): Promise<void> => {
    const all = [...remote].filter(([, r]) => r.code === code);
    await Promise.all(
      all.map(async ([socket, r]) => {
        try {
          const update = await elsewhere(socket, code, r.memberId, 'game:sync', {});
          if (update) socket.emit('game:update', update as never);
        } catch (e) {
          // Registered, but there is no game to send (a room still in its lobby gets its room:update on entering).
          if (!(e instanceof AppError) || moved(e)) throw e;
        }
      }),
    );
  };
  const rejoinNow = (code: string): void => {
    seen.delete(code);
    rejoin(code).catch(() => undefined);
  };
  forwarder.onTaken(rejoinNow);
  local.rooms.onTaken = (code) => {
    forwarder.taken(code);
    rejoinNow(code);
  };
  // Lost here: the stand-ins go (their nodes register them with the next owner), this node's own connections become remote sessions.
  local.rooms.onLost = (room) => {
    for (const m of room.doc.members) {
      for (const socket of [...room.presence.socketsOf(m.id)]) {
        if (forwarder.isStandIn(socket)) {
          forwarder.drop(socket);
        } else if (local.session(socket)?.room === room) {
          const held = localOf(room, socket, m.id);
          local.forget(socket);
          remote.set(socket, { code: room.code, memberId: m.id, local: held });
        }
      }
    }
    seen.delete(room.code);
  };

  /** Registers again the connections of every room whose lease changed hands (or is free) since they were registered. */
  const watch = async (): Promise<void> => {
    const codes = [...new Set([...remote.values()].map((r) => r.code))];
    const values = await leases.holders(codes);
    await Promise.all(
      codes.map(async (code, i) => {
        const value = values[i] ?? null;
        if (value !== null && seen.get(code) === value) return;
        try {
          await rejoin(code);
          if (value !== null) seen.set(code, value);
        } catch {
          seen.delete(code);
        }
      }),
    );
    for (const code of seen.keys()) if (!codes.includes(code)) seen.delete(code);
  };
  // Rooms whose connections are all on one other node are handed to it (placement.ts).
  const place = placement(local.rooms, forwarder);
  let watching = false;
  setInterval(() => {
    if (watching) return;
    watching = true;
    Promise.all([watch(), place.check()])
      .catch(() => undefined)
      .finally(() => {
        watching = false;
      });
  }, watchMs).unref();

  forwarder.serve(
    async (req, standIn): Promise<ForwardResponse | null> => {
      const room = local.rooms.owned(req.code);
      if (!room) return null;
      const parsed = REQUEST_SCHEMAS[req.name].safeParse(req.payload);
      if (!parsed.success) return { ack: { ok: false, error: refuse('BAD_PAYLOAD').error } };
      try {
        // A stand-in still bound to this room's earlier copy (lost here, then taken again) is entered into this one.
        const bound = local.session(standIn);
        if (bound && bound.room !== room) local.forget(standIn);
        if (req.name === 'room:join') {
          const data = await local.joinRoom(standIn, parsed.data);
          const s = local.session(standIn);
          return { ack: { ok: true, data }, memberId: s?.memberId, local: s && localOf(s.room, standIn, s.memberId) };
        }
        if (!local.session(standIn)) {
          const { memberId } = req;
          if (memberId === null || !room.doc.members.some((m) => m.id === memberId)) throw refuse('NOT_IN_ROOM');
          await room.queue.run(() => local.enter(standIn, room, memberId, stillIn(room, req.local ?? [])));
        }
        const data = await local.handle(standIn, req.name, parsed.data);
        const s = local.session(standIn);
        return { ack: { ok: true, data }, local: s && localOf(s.room, standIn, s.memberId) };
      } catch (e) {
        return { ack: { ok: false, error: toProtocolError(e).error } };
      }
    },
    (standIn) => {
      const s = local.session(standIn);
      if (s) s.room.queue.run(() => local.leave(standIn)).catch(() => undefined);
    },
  );

  return {
    async run(socket, name, payload) {
      const r = remote.get(socket);
      if (r && name !== 'room:create' && name !== 'room:join')
        return elsewhere(socket, r.code, r.memberId, name, payload);
      if (r) {
        // Into another room: the owner of the one it was in forgets it.
        remote.delete(socket);
        forwarder.leave(r.code, socket.id);
      }
      try {
        return await local.handle(socket, name, payload);
      } catch (e) {
        if (!moved(e)) throw e;
        if (name === 'room:join') return elsewhere(socket, (payload as { code: string }).code, null, name, payload);
        // The room this connection was in is run by another node now: it stays a member there (a remote
        // session; made so already if the room was lost here during this very request, rooms.onLost).
        const s = local.session(socket);
        if (s?.room.isClosed) {
          local.forget(socket);
          remote.set(socket, { code: s.room.code, memberId: s.memberId, local: localOf(s.room, socket, s.memberId) });
        }
        const there = remote.get(socket);
        if (!there) throw e;
        return elsewhere(socket, there.code, there.memberId, name, payload);
      }
    },
    disconnected(socket) {
      const r = remote.get(socket);
      if (!r) return;
      remote.delete(socket);
      forwarder.leave(r.code, socket.id);
    },
  };
}
