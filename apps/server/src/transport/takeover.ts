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
 *
 * Rooms spread over the nodes: a sweep takes free rooms only up to this
 * node's share (the running games over the live nodes, rounded up), so a
 * node does not take every game a dead node held, or every running game
 * at a cold start when the others are up too. A room left free over two
 * sweeps (its share miscounted: a dead node's liveness key outlives its
 * leases by a few seconds) is taken beyond the share, a part of them per
 * node. A node above its share at two sweeps in a row lets go of a few rooms
 * that nobody is connected to at each sweep — a quarter of its excess, at least one, not
 * parked, so the nodes below their share take them: when a node joins, the
 * others hand it rooms a few at a time, each a normal release and a fenced
 * claim. A room with a connection is never shed: it is where its members
 * are (placement.ts).
 */
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { Leases } from '../cluster/leases';
import type { Room } from '../room/room';
import type { RoomManager } from '../room/rooms';
import type { Store } from '../store/store';

/** Rooms loaded at once by one sweep. */
const PARALLEL = 4;

export class Takeover {
  private timer: { cancel(): void } | null = null;
  private running: Promise<number> | null = null;
  /** The free rooms the last sweep found. */
  private seenFree = new Set<string>();
  /** Rooms this node let go of to spread the rooms (counted, for the tests and the logs). */
  shed = 0;
  /** Whether the last sweep found this node above its share. */
  private wasOver = false;
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
    const playing = await store.playingRoomCodes();
    const live = await leases.liveNodes();
    const share = Math.ceil(playing.length / live);
    const mine = rooms.all().filter((r) => r.doc.status === 'playing' && rooms.owned(r.code) === r);
    // Above the share at two sweeps in a row (not for a room just created or taken here).
    const over = mine.length > share;
    if (over && this.wasOver) await this.shedSome(mine, mine.length - share);
    this.wasOver = over;
    const free = await leases.unowned(
      playing.filter((c) => !rooms.isHere(c)),
      clock.now(),
    );
    const orphans = free.filter((c) => this.seenFree.has(c));
    this.seenFree = new Set(free);
    const allowance = Math.max(share - mine.length, Math.ceil(orphans.length / live));
    // Rooms free for longest first, each node from its own random place (the nodes racing for them spread out).
    const rest = free.filter((c) => !orphans.includes(c));
    const queue = [...shuffle(orphans, this.deps.jitter), ...shuffle(rest, this.deps.jitter)].slice(0, allowance);
    let taken = 0;
    const next = async (): Promise<void> => {
      for (let code = queue.shift(); code !== undefined; code = queue.shift()) {
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
    if (taken > 0) logger.info({ taken, share }, 'took over running games nobody held');
    return taken;
  }

  /** Lets go of up to a quarter of `excess` (at least one) of these rooms that nobody is connected to. */
  private async shedSome(mine: Room[], excess: number): Promise<void> {
    const { rooms } = this.deps;
    const idle = mine.filter((r) => r.presence.connectionCount === 0);
    for (const room of idle.slice(0, Math.max(1, Math.ceil(excess / 4)))) {
      const released = await room.queue.run(async () => {
        if (rooms.owned(room.code) !== room || room.presence.connectionCount > 0 || !room.lease) return false;
        // Not parked: a node below its share takes it at its next sweep (its game replayed, its players carrying on).
        await room.lease.release();
        rooms.moved(room);
        return true;
      });
      if (released) this.shed += 1;
    }
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

/** A copy of `items` in a random order (Fisher–Yates with the server's random source). */
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
