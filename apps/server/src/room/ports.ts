/**
 * What a room is handed from outside room/ (its ports): its audience and,
 * with several nodes, its leases. transport/audience.ts and cluster/leases.ts
 * implement them and server.ts passes them in (RoomDeps, context.ts), so
 * room/ names no part of the transport or the cluster.
 */
import type { ServerToClientEvents } from '@kahroba/protocol';
import type { ServerSocket } from '../socket-types';
import type { Fence, Store } from '../store/store';

/**
 * How one message reaches several connections at once: this node's own
 * sockets and, with several nodes, stand-ins for sockets on other nodes.
 * The room names only this; transport/audience.ts implements it and
 * server.ts hands it in.
 */
export interface Audience {
  /** Sends the message to every socket of `to`, encoded once where it can be. */
  send<E extends keyof ServerToClientEvents>(
    to: readonly ServerSocket[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
}

/**
 * Several nodes: this node's lease on a room. The room runs only while it is
 * held, and every write of the room carries its fence (cluster/leases.ts
 * keeps the leases in Redis; the room names only this shape).
 */
export interface RoomLease {
  readonly fence: Fence;
  /** False once lost (not renewed in time, or taken): the room must stop. */
  readonly held: boolean;
  /**
   * Lets the lease go; `parkUntil`: the room is idle and no node takes it by itself before then (0: until used);
   * `to`: only that node may take it next.
   */
  release(parkUntil?: number, to?: string): Promise<void>;
}

/** Several nodes: claims rooms for this node (cluster/leases.ts `Leases`); null: another node holds the room. */
export interface RoomLeases {
  claim(store: Store, code: string, lost: () => void): Promise<RoomLease | null>;
}
