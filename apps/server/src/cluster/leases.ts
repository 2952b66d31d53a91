/**
 * One owner per room with several nodes: a room's serial queue runs on the
 * node that holds its lease in Redis. A lease is the key `lease:<code>` =
 * `<node id>|<fence>`, set only when absent, with an expiry (ROOM_LEASE_MS),
 * renewed every third of it while the room is in memory and deleted at once
 * when the node lets the room go (graceful shutdown, room released) — no
 * waiting for the expiry. The fence is a number from `fence:<code>` (INCR),
 * so each new lease of a room has a higher one than every lease before it;
 * every write of the room carries it and the database refuses a write with
 * an older one (store/store.ts `Fence`), so a node that lost its lease — paused,
 * cut off from Redis — cannot append after another has taken the room.
 *
 * Locally a lease counts as held only until the last successful renewal's
 * start plus ROOM_LEASE_MS minus a margin: a node cut off from Redis lets the
 * room go (stops writing) before the key can expire and be taken elsewhere.
 * Redis keeps no data on disk here: after a Redis restart the fence counter
 * starts again, so `acquire` takes a floor (the database's number) and the
 * counter is raised past it.
 */
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { refuse } from '../errors';
import { KEY_PREFIX } from './cluster';
import type { Cluster } from './cluster';
import type { Fence, Store } from '../store/store';

// KEYS lease, counter, parked, handover; ARGV node, ms, floor. Returns the fence, or -1 when another node holds
// the lease or the room is being handed to another node.
const ACQUIRE = `
local cur = redis.call('GET', KEYS[1])
if cur then
  local node, fence = string.match(cur, '^(.*)|(%d+)$')
  if node == ARGV[1] and tonumber(fence) > tonumber(ARGV[3]) then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return tonumber(fence)
  end
  if node ~= ARGV[1] then return -1 end
end
local to = redis.call('GET', KEYS[4])
if to and to ~= ARGV[1] then return -1 end
redis.call('DEL', KEYS[4])
local fence = redis.call('INCR', KEYS[2])
if fence <= tonumber(ARGV[3]) then
  fence = tonumber(ARGV[3]) + 1
  redis.call('SET', KEYS[2], fence)
end
redis.call('SET', KEYS[1], ARGV[1] .. '|' .. fence, 'PX', ARGV[2])
redis.call('DEL', KEYS[3])
return fence`;

// KEYS lease; ARGV value, ms. 1 when still ours (renewed).
const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

// KEYS lease, parked, handover; ARGV value, parked until ('' : not parked), parked ms, next node ('': any),
// lease ms. Deletes it only if still ours.
const RELEASE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] ~= '' then redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3]) end
if ARGV[4] ~= '' then redis.call('SET', KEYS[3], ARGV[4], 'PX', ARGV[5]) end
return redis.call('DEL', KEYS[1])`;

/** How long a parked room stays parked at most (then a node takes it, and parks it again if still idle). */
const PARKED_MS = 86_400_000;

/**
 * Redis's answer, or UNAVAILABLE when it cannot be reached (connection lost,
 * retries spent): nothing was done and the request may be sent again. An
 * error that Redis itself answered (a script's) is passed on as a bug.
 */
async function reachable<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (e) {
    if (e instanceof Error && e.name === 'ReplyError') throw e;
    throw refuse('UNAVAILABLE');
  }
}

const leaseKey = (code: string): string => `${KEY_PREFIX}lease:${code}`;
const fenceKey = (code: string): string => `${KEY_PREFIX}fence:${code}`;
/**
 * A playing room let go on purpose while idle (room/rooms.ts `release`): no node
 * takes it by itself (transport/takeover.ts) until the time it holds (its turn clock's
 * end; 0: none) — a lease that is simply gone means its owner died.
 */
const parkedKey = (code: string): string => `${KEY_PREFIX}parked:${code}`;
/** A room its owner hands to the node its members are connected to (transport/placement.ts): only that node may take it, for ROOM_LEASE_MS. */
const handoverKey = (code: string): string => `${KEY_PREFIX}handover:${code}`;

export interface RoomLease {
  readonly fence: Fence;
  /** False once lost (not renewed in time, or taken): the room must stop. */
  readonly held: boolean;
  /**
   * Deletes the lease if still ours and stops renewing it. `parkUntil`: the
   * room is idle and no node takes it by itself before then (0: until used).
   * `to`: only that node may take it next (for ROOM_LEASE_MS).
   */
  release(parkUntil?: number, to?: string): Promise<void>;
}

export class Leases {
  private readonly cluster: Cluster;
  private readonly clock: Clock;
  private readonly ms: number;
  private readonly logger: Logger;

  constructor(cluster: Cluster, clock: Clock, ms: number, logger: Logger) {
    this.cluster = cluster;
    this.clock = clock;
    this.ms = ms;
    this.logger = logger;
  }

  get nodeId(): string {
    return this.cluster.nodeId;
  }

  /** How many nodes are alive now (this one too). */
  async liveNodes(): Promise<number> {
    return (await this.cluster.liveNodes()).length;
  }

  /** The lease values (`<node>|<fence>`) of these rooms, null where nobody holds one: a change means a new owner. */
  async holders(codes: readonly string[]): Promise<(string | null)[]> {
    return codes.length === 0 ? [] : this.cluster.redis.mget(codes.map(leaseKey));
  }

  /**
   * Of these rooms, those no node holds and that are not parked (or whose
   * parking ran out by `now`): their owner died or let them go on shutdown.
   */
  async unowned(codes: readonly string[], now: number): Promise<string[]> {
    if (codes.length === 0) return [];
    const values = await this.cluster.redis.mget([...codes.map(leaseKey), ...codes.map(parkedKey)]);
    return codes.filter((_, i) => {
      if (values[i] !== null) return false;
      const parked = values[codes.length + i];
      return parked === null || parked === undefined || (Number(parked) > 0 && Number(parked) <= now);
    });
  }

  /** The node holding the room's lease, or null. */
  async owner(code: string): Promise<string | null> {
    const value = await this.cluster.redis.get(leaseKey(code));
    return value === null ? null : value.replace(/\|\d+$/u, '');
  }

  /**
   * Takes the room's lease with a fence above `floor`, or null when another
   * node holds it. `lost` is called once if the lease is lost later.
   */
  async acquire(code: string, floor: number, lost: () => void): Promise<RoomLease | null> {
    const started = this.clock.now();
    const n = Number(
      await reachable(
        this.cluster.redis.eval(
          ACQUIRE,
          4,
          leaseKey(code),
          fenceKey(code),
          parkedKey(code),
          handoverKey(code),
          this.cluster.nodeId,
          this.ms,
          floor,
        ),
      ),
    );
    if (n < 0) return null;
    return this.keep(code, n, started, lost);
  }

  /**
   * Takes the room's lease and raises the room's number in the database to
   * its fence (once more above a newer number found there, as after a Redis
   * restart); null when another node holds the lease.
   */
  async claim(store: Store, code: string, lost: () => void): Promise<RoomLease | null> {
    let floor = 0;
    for (let tries = 0; tries < 3; tries++) {
      const lease = await this.acquire(code, floor, lost);
      if (!lease) return null;
      let before: number;
      try {
        before = await store.claimRoom(lease.fence);
      } catch (e) {
        await lease.release();
        throw e;
      }
      // Strictly above every fence the room was written under (after a Redis restart the counter starts again).
      if (before < lease.fence.n) return lease;
      await lease.release();
      floor = before;
    }
    throw new Error(`room ${code}: no fence above the database's could be had`);
  }

  private keep(code: string, n: number, started: number, lost: () => void): RoomLease {
    const { redis, nodeId } = this.cluster;
    const value = `${nodeId}|${n}`;
    // Let go a little before the key can expire in Redis (clocks of nodes and Redis run at about the same rate).
    const margin = Math.min(1_000, Math.floor(this.ms / 5));
    let validUntil = started + this.ms - margin;
    let held = true;
    let timer: { cancel(): void } | null = null;
    let deadline: { cancel(): void } | null = null;
    const lose = (why: string): void => {
      if (!held) return;
      held = false;
      timer?.cancel();
      deadline?.cancel();
      this.logger.warn({ room: code, fence: n, why }, 'room lease lost: letting the room go');
      lost();
    };
    const watch = (): void => {
      deadline?.cancel();
      deadline = this.clock.setTimeout(() => lose('not renewed in time'), validUntil - this.clock.now());
    };
    const renew = (): void => {
      timer = this.clock.setTimeout(
        () => {
          const at = this.clock.now();
          redis
            .eval(RENEW, 1, leaseKey(code), value, this.ms)
            .then(
              (ok) => {
                if (!held) return;
                if (Number(ok) !== 1) {
                  lose('taken by another node or expired');
                  return;
                }
                validUntil = at + this.ms - margin;
                watch();
              },
              () => undefined,
            )
            .finally(() => {
              if (held) renew();
            });
        },
        Math.floor(this.ms / 3),
      );
    };
    watch();
    renew();
    return {
      fence: { room: code, n },
      get held() {
        return held;
      },
      release: async (parkUntil?: number, to?: string) => {
        if (!held) return;
        held = false;
        timer?.cancel();
        deadline?.cancel();
        await redis
          .eval(
            RELEASE,
            3,
            leaseKey(code),
            parkedKey(code),
            handoverKey(code),
            value,
            parkUntil === undefined ? '' : String(parkUntil),
            PARKED_MS,
            to ?? '',
            this.ms,
          )
          .catch(() => undefined);
      },
    };
  }
}
