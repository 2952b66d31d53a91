/**
 * Several nodes: a running game whose owner died is taken by a surviving
 * node by itself, not only when a request for it comes. Every node sweeps
 * every quarter of ROOM_LEASE_MS (with some jitter, so the nodes do not all
 * ask at once): the rooms whose game runs (from the database) that no node
 * holds a lease on and that are not parked (cluster/leases.ts `unowned`) are
 * loaded here — lease with a new fence, game replayed — so their computer
 * players, turn clocks and host handover carry on on this node. A room with
 * only computer players and nobody connected, whose owner was lost, is
 * taken within ROOM_LEASE_MS (the lease's expiry) plus one sweep.
 *
 * A sweep rather than Redis keyspace notifications on the lease's expiry:
 * those come by Pub/Sub (lost while a node's subscription is down, as in a
 * Redis restart, when every lease is gone at once) and Redis sends them only
 * when it gets round to deleting the key; a sweep finds every such room
 * whatever was missed. Nodes racing for one room are settled by the lease.
 * The same sweep runs once as a node starts (instead of restoring every
 * running game, as a single node does).
 */
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { Leases } from '../cluster/leases';
import type { RoomManager } from '../room/rooms';
import type { Store } from '../store/store';

/** Rooms loaded at once by one sweep. */
const PARALLEL = 4;

export class Takeover {
  private timer: { cancel(): void } | null = null;
  private running: Promise<number> | null = null;
  private readonly deps: {
    rooms: RoomManager;
    leases: Leases;
    store: Store;
    clock: Clock;
    logger: Logger;
    everyMs: number;
    jitter: () => number;
  };

  /** `jitter`: a number in [0, 1) (the server's random source). */
  constructor(deps: {
    rooms: RoomManager;
    leases: Leases;
    store: Store;
    clock: Clock;
    logger: Logger;
    everyMs: number;
    jitter: () => number;
  }) {
    this.deps = deps;
  }

  /** Takes every running game that no node holds; resolves with how many were taken here. One sweep at a time. */
  sweep(): Promise<number> {
    this.running ??= this.takeFree().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async takeFree(): Promise<number> {
    const { rooms, leases, store, clock, logger } = this.deps;
    const codes = (await store.playingRoomCodes()).filter((c) => !rooms.isHere(c));
    const free = await leases.unowned(codes, clock.now());
    let taken = 0;
    const next = async (): Promise<void> => {
      for (let code = free.pop(); code !== undefined; code = free.pop()) {
        try {
          if (await rooms.get(code)) taken += 1;
        } catch (e) {
          // Another node was quicker (ROOM_MOVED): it runs the room now.
          if (!(e instanceof AppError && e.error.code === 'ROOM_MOVED'))
            logger.error({ err: e, room: code }, 'could not take over a room');
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, next));
    if (taken > 0) logger.info({ taken }, 'took over running games nobody held');
    return taken;
  }

  start(): void {
    this.timer?.cancel();
    const { clock, everyMs, jitter, logger } = this.deps;
    const tick = (): void => {
      this.timer = clock.setTimeout(
        () => {
          this.sweep()
            .catch((e: unknown) =>
              logger.warn({ err: e instanceof Error ? e.message : String(e) }, 'takeover sweep failed'),
            )
            .finally(() => {
              if (this.timer) tick();
            });
        },
        Math.round(everyMs * (0.75 + jitter() / 2)),
      );
    };
    tick();
  }

  /** No more sweeps; resolves once the one under way, if any, is done (shutdown waits for it before closing the rooms). */
  async stop(): Promise<void> {
    this.timer?.cancel();
    this.timer = null;
    await this.running?.catch(() => 0);
  }
}
