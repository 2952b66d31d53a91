/**
 * CPU per intent of one node and of three routed nodes (issue 53): NODES
 * server processes on one PostgreSQL (with-postgres.ts) and a Redis of the
 * benchmark's own, behind the cluster tests' room-hashing balancer
 * (test/cluster/room-proxy.ts, routing as deploy/nginx.conf does). Each of
 * ROOMS rooms of four people is created on a socket that names no room, then
 * played on four sockets that name it (`?room=`), as the web client does;
 * once every room is held by the node it is routed to (rooms follow their
 * members there; at most SETTLE_MS × 10) and SETTLE_MS more, the nodes' CPU
 * with nobody playing is read over SECONDS (what they spend idle: heartbeats,
 * leases, the adapter's reads of its stream), then every game starts and the
 * intents of SECONDS are counted and the CPU of every node (and Redis's,
 * INFO cpu) summed over that window: per intent, and above idle. A refused
 * intent is sent again after 300 ms (refusals are counted and printed, with
 * the rooms on their routed owner before and after). One line per run:
 *
 *   NODES=1|3 ROOMS=60 SECONDS=15 THINK_MS=250 pnpm --filter @kahroba/server exec tsx bench/with-postgres.ts tsx bench/cluster.ts
 */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { legalActions } from '@kahroba/engine';
import type { GameUpdate, JoinedData } from '@kahroba/protocol';
import { connect, fireAndForget, followGame, request } from './client';
import type { ClientSocket } from './client';
import { cpuMs, env, spawnServer } from './spawn';
import { findRedisServer, startRedis } from '../test/redis';
import { roomProxy } from '../test/cluster/room-proxy';
import { KEY_PREFIX } from '../src/cluster/cluster';

const NODES = env('NODES', 1);
const ROOMS = env('ROOMS', 60);
const SECONDS = env('SECONDS', 15);
const THINK_MS = env('THINK_MS', 250);
const SETTLE_MS = env('SETTLE_MS', 4_000);

const redisCpuMs = async (r: Redis): Promise<number> => {
  const info = await r.info('cpu');
  const n = (k: string): number => Number(new RegExp(`${k}:([\\d.]+)`, 'u').exec(info)?.[1] ?? 0);
  return (n('used_cpu_sys') + n('used_cpu_user')) * 1000;
};

let rng = 12345;
const random = (): number => {
  rng = (rng * 1103515245 + 12345) >>> 0;
  return rng / 0x1_0000_0000;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-cluster-bench-'));
const redis = await startRedis(findRedisServer() ?? 'redis-server');
const nodes = await Promise.all(
  Array.from({ length: NODES }, () =>
    // No graded shedding: the CPU of every intent played is counted, not of refusals (the machine may be shared).
    spawnServer(dataDir, {
      BOT_DELAY_MS: '0',
      REDIS_URL: redis.url,
      ROOM_LEASE_MS: '2000',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
  ),
);
const proxy = await roomProxy(nodes.map((n) => Number(new URL(n.url).port)));
const sockets: ClientSocket[] = [];
let measuring = false;
let intents = 0;

const setUpRoom = async (r: number): Promise<void> => {
  const creator = await connect(proxy.url);
  const made = await request<JoinedData>(creator, 'room:create', {
    name: `H${r}`,
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
  });
  creator.close();
  const code = made.room.code;
  codes.push(code);
  const seats = await Promise.all([0, 1, 2, 3].map(() => connect(`${proxy.url}/?room=${code}`)));
  sockets.push(...seats);
  const [host, ...others] = seats as [ClientSocket, ...ClientSocket[]];
  await request(host, 'room:join', { code, token: made.token });
  for (const [k, s] of others.entries()) await request(s, 'room:join', { code, name: `P${r}-${k}`, seat: k + 1 });
  for (const [seat, s] of seats.entries()) {
    let acted = -1;
    followGame(s, (u: GameUpdate) => {
      if (u.toAct !== seat || u.version === acted) return;
      acted = u.version;
      setTimeout(
        () => {
          const legal = legalActions(u.view, seat);
          const buys = legal.filter((a) => a.type === 'buy');
          const pool = buys.length > 0 && random() < 0.9 ? buys : legal;
          const action = pool[Math.floor(random() * pool.length)];
          if (!action) return;
          const intent = { version: u.version, intentId: `${code}-${u.version}`, action };
          // A refusal (ROOM_MOVED while a room changes nodes) did nothing: sent again, as the web client does.
          const send = (): void =>
            fireAndForget(s, 'game:act', intent, (a) => {
              if (measuring && !(a instanceof Error) && a.ok) intents += 1;
              if (a instanceof Error || a.ok) return;
              if (measuring) refused.set(a.error.code, (refused.get(a.error.code) ?? 0) + 1);
              if (a.error.code !== 'STALE_VERSION') setTimeout(send, 300);
            });
          send();
        },
        random() * 2 * THINK_MS,
      );
    });
  }
  starts.push(() => request(host, 'room:start', {}));
};
const starts: (() => Promise<unknown>)[] = [];
const codes: string[] = [];
/** Intents refused while measuring, by code (ROOM_MOVED: a room moving between nodes). */
const refused = new Map<string, number>();

for (let r = 0; r < ROOMS; r += 10) await Promise.all(Array.from({ length: 10 }, (_, k) => setUpRoom(r + k)));
const r = new Redis(redis.url);
// Rooms follow their members (transport/placement.ts): wait until each is held by the node it is routed to, or at
// most SETTLE_MS × 10 (a loaded machine), and say how many were.
const nodeOfPort = new Map(nodes.map((n) => [Number(new URL(n.url).port), n.nodeId]));
const onOwner = async (): Promise<number> => {
  const held = await r.mget(codes.map((c) => `${KEY_PREFIX}lease:${c}`));
  return codes.filter((c, i) => held[i]?.split('|')[0] === nodeOfPort.get(proxy.order(c)[0] ?? 0)).length;
};
for (let waited = 0; (await onOwner()) < ROOMS && waited < SETTLE_MS * 10; waited += 250)
  await new Promise((res) => setTimeout(res, 250));
await new Promise((res) => setTimeout(res, SETTLE_MS));
const settled = await onOwner();
// What the nodes spend with every room joined and nobody playing (heartbeats, leases, the adapter's stream reads).
const idle0 = cpuMs(nodes.map((n) => n.child)).total;
await new Promise((res) => setTimeout(res, SECONDS * 1000));
const idle = cpuMs(nodes.map((n) => n.child)).total - idle0;
await Promise.all(starts.map((start) => start()));
await new Promise((res) => setTimeout(res, 1_000));
const cpu0 = cpuMs(nodes.map((n) => n.child)).total;
const redis0 = await redisCpuMs(r);
measuring = true;
await new Promise((res) => setTimeout(res, SECONDS * 1000));
measuring = false;
const cpu = cpuMs(nodes.map((n) => n.child)).total - cpu0;
const redisCpu = (await redisCpuMs(r)) - redis0;
const perNode = NODES > 1 ? ` (connections per node ${[...proxy.sent.values()].join('/')})` : '';
console.log(
  `${NODES} node(s), ${ROOMS} rooms, think ${THINK_MS} ms: ${intents} intents in ${SECONDS} s; ` +
    `nodes' CPU per intent ${(cpu / intents).toFixed(3)} ms (${((cpu - idle) / intents).toFixed(3)} ms above idle: ` +
    `${idle} ms idle over the same time), Redis ${(redisCpu / intents).toFixed(3)} ms${perNode}; ` +
    `rooms on their routed owner ${settled}/${ROOMS}, after ${await onOwner()}; refused ${JSON.stringify(Object.fromEntries(refused))}`,
);
for (const s of sockets) s.close();
r.disconnect();
await proxy.close();
for (const n of nodes) n.child.kill('SIGTERM');
await redis.remove();
process.exit(0);
