/**
 * Several nodes: a room runs where its members are connected. The load
 * balancer sends every connection of a room to one node (deploy/nginx.conf
 * hashes on the room code the client names in its handshake, `?room=`), but
 * the room may be owned elsewhere — created before its code was known, taken
 * by a sweep, or kept through a failover. Its owner then serves only
 * stand-ins (cluster/forward.ts) of that one node and forwards every intent
 * and update through Redis. So the owner checks its rooms every quarter
 * lease: a room whose connections are all stand-ins of one other node, at
 * two checks in a row (so a member reconnecting through another node does
 * not make it move back and forth), is handed to that node — on the room's
 * queue, its lease released with a mark that only that node may take it
 * (cluster/leases.ts `release(…, to)`), then announced (`kahroba:taken`): that
 * node takes it (fence, replay) and turns its remote sessions into local
 * ones, and forwarding of the room ends. A room with a connection here, or
 * stand-ins of several nodes, stays.
 */
import type { Forwarder } from '../cluster/forward';
import type { Room } from '../room/room';
import type { RoomManager } from '../room/rooms';

/** The node all of the room's connections are on, when all are stand-ins of one other node; else null. */
export function membersNode(room: Room, forwarder: Forwarder): string | null {
  let node: string | null = null;
  for (const m of room.doc.members) {
    for (const socket of room.presence.socketsOf(m.id)) {
      const of = forwarder.nodeOf(socket);
      if (of === null || (node !== null && of !== node)) return null;
      node = of;
    }
  }
  return node;
}

export interface Placement {
  /** One check of every room owned here; resolves once the rooms to move have been handed over. */
  check(): Promise<void>;
}

export function placement(rooms: RoomManager, forwarder: Forwarder): Placement {
  /** Per room: the node all its connections were on at the last check. */
  const last = new Map<string, string>();

  const handOver = async (room: Room, to: string): Promise<void> => {
    // Not to a node known dead (its stand-ins are dropped a little later): nobody else could take the room meanwhile.
    if (!(await forwarder.alive(to))) return;
    const moved = await room.queue.run(async () => {
      if (!room.lease?.held || room.isClosed || membersNode(room, forwarder) !== to) return false;
      // Released first (not held any more: forwarded requests are answered by nobody), then closed and forgotten here.
      await room.lease.release(undefined, to);
      rooms.moved(room);
      return true;
    });
    if (!moved) return;
    forwarder.counts.handedOver += 1;
    forwarder.taken(room.code);
  };

  return {
    async check() {
      const now = new Map<string, string>();
      const moves: Promise<void>[] = [];
      for (const room of rooms.all()) {
        if (rooms.owned(room.code) !== room) continue;
        const node = membersNode(room, forwarder);
        if (node === null) continue;
        if (last.get(room.code) === node) moves.push(handOver(room, node).catch(() => undefined));
        else now.set(room.code, node);
      }
      last.clear();
      for (const [code, node] of now) last.set(code, node);
      await Promise.all(moves);
    },
  };
}
