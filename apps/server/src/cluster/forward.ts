/**
 * Several nodes: a request that reaches a node which does not own its room
 * is forwarded to the owner and answered through it. The asking node sends
 * it to every other node (adapter `serverSideEmit` with acknowledgement);
 * only the node holding the room in memory under its lease answers with the
 * request's ack, the others with null. The owner runs it as for a local
 * connection, through a stand-in for the remote socket whose `emit` goes to
 * that socket id through the adapter, so each member's own view reaches it on
 * whatever node it is connected to. No answer from anyone means the owner is
 * gone: the asking node then takes the room itself (transport/sockets.ts).
 */
import type { ServerToClientEvents } from '@kahroba/protocol';
import { nodeKey } from './cluster';
import type { Cluster } from './cluster';
import type { ForwardRequest, ForwardResponse, IoServer, ServerSocket } from '../socket-types';

/** How often the owner checks that the nodes of its stand-ins are alive. */
const CHECK_NODES_MS = 5_000;

/** The server each stand-in emits through (its adapter reaches the other nodes). */
const serverOf = new WeakMap<ServerSocket, IoServer>();

/**
 * One emit through the adapter to every stand-in among `sockets` (connections
 * on other nodes): one message in Redis's stream, which every node reads,
 * instead of one per connection. Returns the sockets that are not stand-ins.
 */
export function emitToStandIns<E extends keyof ServerToClientEvents>(
  sockets: readonly ServerSocket[],
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
): ServerSocket[] {
  const rest: ServerSocket[] = [];
  const ids: string[] = [];
  let io: IoServer | undefined;
  for (const s of sockets) {
    const of = serverOf.get(s);
    if (of && (io === undefined || of === io)) {
      io = of;
      ids.push(s.id);
    } else rest.push(s);
  }
  if (io && ids.length > 0) io.to(ids).emit(event, ...args);
  return rest;
}

export class Forwarder {
  private readonly io: IoServer;
  /** Stand-ins for the remote connections this node serves as owner, by socket id. */
  private readonly standIns = new Map<string, { socket: ServerSocket; node: string }>();
  private readonly cluster: Cluster;
  private left: (standIn: ServerSocket) => void = () => undefined;

  constructor(io: IoServer, cluster: Cluster) {
    this.io = io;
    this.cluster = cluster;
    // A node that died sends no 'leave' for its connections: their stand-ins go once its liveness key is gone.
    setInterval(() => {
      this.dropDeadNodes().catch(() => undefined);
    }, CHECK_NODES_MS).unref();
  }

  get nodeId(): string {
    return this.cluster.nodeId;
  }

  /** This node's counts of intents forwarded and rooms handed over (Cluster `counts`). */
  get counts(): { forwarded: number; handedOver: number } {
    return this.cluster.counts;
  }

  /** True while node `id`'s liveness key is set (it goes NODE_ALIVE_MS after the node's last sign of life). */
  async alive(id: string): Promise<boolean> {
    return (await this.cluster.redis.exists(nodeKey(id))) === 1;
  }

  private async dropDeadNodes(): Promise<void> {
    const nodes = new Set([...this.standIns.values()].map((s) => s.node));
    for (const node of nodes) {
      if ((await this.cluster.redis.exists(nodeKey(node))) === 1) continue;
      for (const [id, s] of this.standIns) {
        if (s.node !== node) continue;
        this.standIns.delete(id);
        this.left(s.socket);
      }
    }
  }

  /** The owner's answer, or null when no node owns the room now. */
  forward(req: ForwardRequest): Promise<ForwardResponse | null> {
    return new Promise((resolve) => {
      // Answers of nodes that did not reply within the adapter's 5 s are missing; a dead node's is never needed.
      this.io.serverSideEmit('kahroba:forward', req, (_err: Error | null, answers: (ForwardResponse | null)[]) => {
        const answer = ((answers as (ForwardResponse | null)[] | undefined) ?? []).find((a) => a !== null) ?? null;
        // Counted when another node ran it (its owner); not when nobody owned the room and this node took it.
        if (answer && req.name === 'game:act') this.counts.forwarded += 1;
        resolve(answer);
      });
    });
  }

  /** Tells the other nodes that this node has just taken room `code`. */
  taken(code: string): void {
    this.io.serverSideEmit('kahroba:taken', { code });
  }

  /** Another node has taken a room. */
  onTaken(listener: (code: string) => void): void {
    this.io.on('kahroba:taken', ({ code }) => listener(code));
  }

  /** The node a stand-in's connection is on; null for a socket of this node. */
  nodeOf(socket: ServerSocket): string | null {
    const s = this.standIns.get(socket.id);
    return s?.socket === socket ? s.node : null;
  }

  /** True for a stand-in of a connection on another node (not a socket of this node). */
  isStandIn(socket: ServerSocket): boolean {
    return this.standIns.get(socket.id)?.socket === socket;
  }

  /** Forgets a stand-in (its room was lost here): its node registers it again with the next owner. */
  drop(socket: ServerSocket): void {
    if (this.isStandIn(socket)) this.standIns.delete(socket.id);
  }

  /** The connection left its node: its owner forgets the stand-in. */
  leave(code: string, socketId: string): void {
    this.io.serverSideEmit('kahroba:leave', { code, socketId });
  }

  /** As owner: answers forwarded requests with `run` (null: not the owner) and forgets connections that left. */
  serve(
    run: (req: ForwardRequest, standIn: ServerSocket) => Promise<ForwardResponse | null>,
    left: (standIn: ServerSocket) => void,
  ): void {
    this.left = left;
    this.io.on('kahroba:forward', (req, answer) => {
      run(req, this.standIn(req)).then(answer, () => answer(null));
    });
    this.io.on('kahroba:leave', ({ socketId }) => {
      const standIn = this.standIns.get(socketId);
      if (!standIn) return;
      this.standIns.delete(socketId);
      left(standIn.socket);
    });
  }

  /** A stand-in for a connection on another node: what the room's parts use of a socket (its id, `emit`). */
  private standIn(req: ForwardRequest): ServerSocket {
    const known = this.standIns.get(req.socketId);
    if (known) return known.socket;
    const { io } = this;
    const standIn = {
      id: req.socketId,
      data: { address: req.address },
      emit<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): boolean {
        return io.to(req.socketId).emit(event, ...args);
      },
    } as unknown as ServerSocket;
    serverOf.set(standIn, io);
    this.standIns.set(req.socketId, { socket: standIn, node: req.node });
    return standIn;
  }
}
