/**
 * The room's audience (room/ports.ts `Audience`) on Socket.IO: one message
 * to several sockets. This node's own connections get one local broadcast to
 * their ids (Socket.IO encodes it and builds its WebSocket frame once);
 * connections on other nodes (stand-ins, cluster/forward.ts) get one emit
 * through the adapter to all their ids (one message in Redis).
 */
import type { ServerToClientEvents } from '@kahroba/protocol';
import { Socket } from 'socket.io';
import { emitToStandIns } from '../cluster/forward';
import type { Audience } from '../room/ports';
import type { ServerSocket } from '../socket-types';

export const socketAudience: Audience = {
  send<E extends keyof ServerToClientEvents>(
    to: readonly ServerSocket[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void {
    const local = to.filter((s) => s instanceof Socket);
    const first = local[0];
    if (first && local.length > 1) first.nsp.local.to(local.map((s) => s.id)).emit(event, ...args);
    else if (first) first.emit(event, ...args);
    for (const s of emitToStandIns(
      to.filter((s) => !(s instanceof Socket)),
      event,
      ...args,
    ))
      s.emit(event, ...args);
  },
};
