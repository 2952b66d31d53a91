/**
 * Per-address limits that hold across nodes (REDIS_URL): the join and record
 * token buckets and the cap on open connections are kept in Redis, so an
 * address cannot get N times its share by spreading over N nodes. On a single
 * node (no Redis) they are the in-memory ones of address-limits.ts.
 *
 * While Redis does not answer, each node falls back to its own in-memory
 * limit (the same numbers, per node): requests are neither all refused nor
 * unlimited. Connection counts are kept per node (a hash field per node id)
 * and only the fields of nodes that are alive (their `node:<id>` key, renewed
 * by cluster.ts) are counted, so a node that dies leaves no phantom
 * connections behind. The scripts touch keys they were not given, so this
 * needs one Redis server (not Redis Cluster).
 */
import type { Clock } from '../clock';
import { AddressBuckets, ConnectionCounter } from './address-limits';
import { KEY_PREFIX, nodeKey } from './cluster';
import type { Cluster } from './cluster';

/** A token bucket per address. */
export interface AddressLimit {
  take(address: string): Promise<boolean>;
}

/** Open connections per address, with a ceiling. */
export interface ConnectionCap {
  add(address: string): Promise<boolean>;
  remove(address: string): void;
}

// KEYS[1] bucket; ARGV burst, tokens per ms, now (ms). Returns 1 when a token was taken.
const TAKE = `
local burst = tonumber(ARGV[1]); local rate = tonumber(ARGV[2]); local now = tonumber(ARGV[3])
local b = redis.call('HMGET', KEYS[1], 't', 'l')
local tokens = tonumber(b[1]) or burst
local last = tonumber(b[2]) or now
if now > last then tokens = math.min(burst, tokens + (now - last) * rate) end
local ok = 0
if tokens >= 1 then tokens = tokens - 1; ok = 1 end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'l', tostring(math.max(now, last)))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate) + 1000)
return ok`;

// KEYS[1] the address's hash (node id -> open connections); ARGV node id, max, node key prefix.
const ADD = `
local total = 0
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  if all[i] == ARGV[1] or redis.call('EXISTS', ARGV[3] .. all[i]) == 1 then total = total + tonumber(all[i + 1])
  else redis.call('HDEL', KEYS[1], all[i]) end
end
if total >= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('PEXPIRE', KEYS[1], 86400000)
return 1`;

// KEYS[1] the address's hash; ARGV node id.
const REMOVE = `
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return n`;

/** The bucket of `name` (joins, records): in Redis with a cluster, else in memory. */
export function addressLimit(
  name: string,
  clock: Clock,
  burst: number,
  perSecond: number,
  cluster?: Cluster,
): AddressLimit {
  const local = new AddressBuckets(clock, burst, perSecond);
  if (!cluster) return { take: (address) => Promise.resolve(local.take(address)) };
  return {
    async take(address) {
      try {
        const ok = await cluster.redis.eval(
          TAKE,
          1,
          `${KEY_PREFIX}limit:${name}:${address}`,
          burst,
          perSecond / 1000,
          clock.now(),
        );
        return ok === 1;
      } catch {
        return local.take(address);
      }
    },
  };
}

/** The cap on open connections per address: across nodes with a cluster, else in memory. */
export function connectionCap(max: number, cluster?: Cluster): ConnectionCap {
  const local = new ConnectionCounter(max);
  if (!cluster)
    return {
      add: (address) => Promise.resolve(local.add(address)),
      remove: (address) => {
        local.remove(address);
      },
    };
  const key = (address: string): string => `${KEY_PREFIX}conns:${address}`;
  /** Connections counted only here (Redis did not answer when they came): removed here too. */
  const localOnly = new Map<string, number>();
  return {
    async add(address) {
      try {
        return (await cluster.redis.eval(ADD, 1, key(address), cluster.nodeId, max, nodeKey(''))) === 1;
      } catch {
        if (!local.add(address)) return false;
        localOnly.set(address, (localOnly.get(address) ?? 0) + 1);
        return true;
      }
    },
    remove(address) {
      const here = localOnly.get(address) ?? 0;
      if (here > 0) {
        if (here === 1) localOnly.delete(address);
        else localOnly.set(address, here - 1);
        local.remove(address);
        return;
      }
      cluster.redis.eval(REMOVE, 1, key(address), cluster.nodeId).catch(() => undefined);
    },
  };
}
