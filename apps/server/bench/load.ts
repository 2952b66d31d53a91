/**
 * Load benchmark: many rooms of 4 socket clients on loopback (127.0.0.1)
 * playing random legal intents against a real server child process.
 * Reports intents/s and the latency from an intent to the moment every seat
 * of the room has received its update (p50/p95/p99); medians of several runs
 * are written into docs/BENCHMARKS.md between the server-bench markers.
 *
 *   pnpm --filter @kahroba/server bench
 *   ROOMS=250 RUNS=3 SECONDS=15 THINK_MS=250,0 pnpm --filter @kahroba/server bench
 *   NODES=3 BENCH_NO_WRITE=1 pnpm --filter @kahroba/server exec tsx bench/with-postgres.ts tsx bench/load.ts
 *   SCALES=1,2,4 THINK_MS=250 RUNS=1 BENCH_NO_WRITE=1 pnpm --filter @kahroba/server bench   (1×, 2×, 4× the rooms)
 *   BENCH_SERVER_DIR=/elsewhere/apps/server …   (another checkout's server, for A/B runs)
 *
 * Latency counts from the send that was accepted (a refused intent is sent
 * again a second later, like a client would); "refused" is the share of the
 * sends in the measured window answered OVERLOADED. Each run also prints one
 * `BENCH_JSON {...}` line.
 *
 * Bounded: every run stops by itself after WARMUP + SECONDS.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { legalActions } from '@kahroba/engine';
import type { Seat } from '@kahroba/engine';
import type { GameUpdate, JoinedData } from '@kahroba/protocol';
import { connect, fireAndForget, followGame, request } from './client';
import type { ClientSocket } from './client';
import { findRedisServer, startRedis } from '../test/redis';
import { cpuMs, env, percentile, serverDir, spawnServer } from './spawn';

const ROOMS = env('ROOMS', 250);
/** Multiples of ROOMS to run (the load at 1×, 2×, 4×). */
const SCALES = (process.env.SCALES ?? '1').split(',').map(Number);
const RUNS = env('RUNS', 3);
const SECONDS = env('SECONDS', 15);
const WARMUP = env('WARMUP', 3);
/**
 * Scenarios: the mean think time of a player before each intent (uniform
 * 0..2×t ms). With 250 ms a room sends about 4 intents/s, far busier than
 * people at a table; 0 sends the next intent as soon as the update arrives
 * (saturation: latency is then queueing, not service time).
 */
const THINKS = (process.env.THINK_MS ?? '250,0').split(',').map(Number);
const SYNC = process.env.DB_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL';
const docFile = path.resolve(serverDir, '../../docs/BENCHMARKS.md');

interface RunResult {
  rooms: number;
  sends: number;
  refusedShare: number;
  clientLagP99: number;
  think: number;
  intents: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  overloaded: number;
  games: number;
  cpuMsPerIntent: number;
  load: number;
}

/**
 * Several nodes: NODES=3 (with DATABASE_URL, see with-postgres.ts) starts that
 * many server processes on one PostgreSQL and a Redis of the benchmark's own
 * (REDIS=1 also for one node); each room's 4 seats connect to the nodes in
 * turn, so most intents are forwarded to the room's owner.
 */
const NODES = env('NODES', 1);
const WITH_REDIS = NODES > 1 || process.env.REDIS === '1';

async function startServers(
  dataDir: string,
  redisUrl: string | null,
): Promise<{ urls: string[]; children: ChildProcess[] }> {
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const cluster: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};
  const started = await Promise.all(
    Array.from({ length: NODES }, () =>
      spawnServer(dataDir, { BOT_DELAY_MS: '0', DB_SYNCHRONOUS: SYNC, ...cluster }, extra),
    ),
  );
  return { urls: started.map((s) => s.url), children: started.map((s) => s.child) };
}

async function run(n: number, think: number, rooms: number): Promise<RunResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-bench-'));
  const redis = WITH_REDIS ? await startRedis(findRedisServer() ?? 'redis-server') : null;
  const { urls, children } = await startServers(dataDir, redis?.url ?? null);
  const sockets: ClientSocket[] = [];
  const latencies: number[] = [];
  let measuring = false;
  let stopped = false;
  /** Play starts once every room is set up, so set-up is not starved by play. */
  let go = false;
  const kicks: (() => void)[] = [];
  let intents = 0;
  let errors = 0;
  let overloaded = 0;
  /** Intents sent in the measured window (first sends and sends again after OVERLOADED). */
  let sends = 0;
  let games = 0;
  /** Patches that did not fit the view held (then a `game:sync`): none are expected. */
  let gaps = 0;
  let rng = 12345 + n;
  const random = (): number => {
    rng = (rng * 1103515245 + 12345) >>> 0;
    return rng / 0x1_0000_0000;
  };

  const setUpRoom = async (r: number): Promise<void> => {
    const seats = await Promise.all([0, 1, 2, 3].map((k) => connect(urls[(r + k) % urls.length] ?? '')));
    sockets.push(...seats);
    const [host, ...others] = seats as [ClientSocket, ...ClientSocket[]];
    const created: JoinedData = await request<JoinedData>(host, 'room:create', {
      name: `H${r}`,
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    });
    for (const [k, s] of others.entries())
      await request(s, 'room:join', { code: created.room.code, name: `P${r}-${k}`, seat: k + 1 });
    // intent version → [sent at, seats still to receive]
    const pending = new Map<number, [number, number]>();
    let lastActed = -1;
    let intentNo = 0;
    const act = (s: ClientSocket, u: GameUpdate): void => {
      if (!go || stopped || u.toAct !== u.seat || u.version <= lastActed) return;
      lastActed = u.version;
      const legal = legalActions(u.view, u.seat as Seat);
      const action = legal[Math.floor(random() * legal.length)];
      if (!action) return;
      const intentId = `${r}-${intentNo++}`;
      const send = (): void => {
        if (stopped) return;
        // From this send: the latency of the send that is accepted, not of the refused ones before it.
        pending.set(u.version + 1, [performance.now(), 4]);
        if (measuring) sends += 1;
        s.emit('game:act', { version: u.version, intentId, action }, (a) => {
          if (a.ok) return;
          // OVERLOADED: nothing was done; the same intent goes again a second later, about as soon as a person would.
          if (a.error.code === 'OVERLOADED') {
            if (measuring) overloaded += 1;
            setTimeout(send, 1_000);
          } else errors += 1;
        });
      };
      if (think > 0) setTimeout(send, random() * 2 * think);
      else send();
    };
    const latest: (GameUpdate | undefined)[] = [];
    for (const [k, s] of seats.entries()) {
      const updated = (u: GameUpdate): void => {
        latest[k] = u;
        const p = pending.get(u.version);
        if (p && --p[1] === 0) {
          pending.delete(u.version);
          if (measuring) {
            latencies.push(performance.now() - p[0]);
            intents += 1;
          }
        }
        if (u.toAct === null && u.view.result !== null) {
          if (s === host) {
            games += 1;
            lastActed = -1;
            pending.clear();
            // Not awaited, and still pending when the sockets close at the end: `fireAndForget` handles that.
            if (!stopped) fireAndForget(host, 'room:rematch', {});
          }
          return;
        }
        act(s, u);
      };
      followGame(s, updated, () => {
        gaps += 1;
      });
    }
    await request(host, 'room:start', {});
    kicks.push(() => {
      for (const [k, s] of seats.entries()) {
        const u = latest[k];
        if (u) act(s, u);
      }
    });
  };

  const t0 = performance.now();
  for (let r = 0; r < rooms; r += 25) {
    await Promise.all(Array.from({ length: Math.min(25, rooms - r) }, (_, k) => setUpRoom(r + k)));
    if ((r / 25) % 4 === 3) console.log(`  ${r + 25} rooms set up`);
  }
  const setupMs = performance.now() - t0;
  go = true;
  for (const kick of kicks) kick();
  await new Promise((res) => setTimeout(res, WARMUP * 1000));
  measuring = true;
  const clientLag = monitorEventLoopDelay({ resolution: 10 });
  clientLag.enable();
  const start = performance.now();
  const cpuStart = cpuMs(children);
  const redisStart = redis ? await redisStats(redis.url) : null;
  const load = os.loadavg()[0] ?? NaN;
  await new Promise((res) => setTimeout(res, SECONDS * 1000));
  measuring = false;
  clientLag.disable();
  const cpuEnd = cpuMs(children);
  const redisEnd = redis && redisStart ? await redisStats(redis.url) : null;
  const cpuUsed = cpuEnd.total - cpuStart.total;
  const cpuSystem = cpuEnd.system - cpuStart.system;
  stopped = true;
  const elapsed = (performance.now() - start) / 1000;
  for (const s of sockets) s.close();
  await Promise.all(
    children.map((child) => {
      const gone = new Promise((res) => child.once('exit', res));
      child.kill('SIGTERM');
      return gone;
    }),
  );
  await redis?.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  const result: RunResult = {
    rooms,
    sends,
    refusedShare: sends > 0 ? overloaded / sends : 0,
    clientLagP99: clientLag.percentile(99) / 1e6,
    think,
    intents,
    perSecond: intents / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    errors,
    overloaded,
    games,
    cpuMsPerIntent: cpuUsed / intents,
    load,
  };
  console.log(
    `${NODES} node(s)${WITH_REDIS ? ' + Redis' : ''}, think ${think} ms, run ${n + 1}/${RUNS}: ${rooms} rooms (${sockets.length} sockets, set up in ${(setupMs / 1000).toFixed(1)} s), ` +
      `${result.intents} intents, ${result.perSecond.toFixed(0)}/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
      `p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms, ${result.games} games finished, ${result.errors} refused, ${result.overloaded} OVERLOADED (sent again), ${gaps} patch gaps; ` +
      `server CPU ${(cpuUsed / 1000).toFixed(2)} s (system ${(cpuSystem / 1000).toFixed(2)} s) = ${result.cpuMsPerIntent.toFixed(3)} ms per intent, load average ${load.toFixed(1)}`,
  );
  if (redisStart && redisEnd) console.log(`  Redis per intent: ${perIntent(redisStart, redisEnd, intents)}`);
  console.log(
    `  refused ${(100 * result.refusedShare).toFixed(1)} % of ${sends} sends; the benchmark's own event-loop delay p99 ${result.clientLagP99.toFixed(0)} ms`,
  );
  console.log(`BENCH_JSON ${JSON.stringify({ ...result, server: process.env.BENCH_SERVER_DIR ?? serverDir })}`);
  return result;
}

/** Redis's own CPU (ms) and the calls of each command so far (INFO cpu, INFO commandstats). */
async function redisStats(url: string): Promise<{ cpuMs: number; calls: Map<string, number> }> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    const cpu = await client.info('cpu');
    const commands = await client.info('commandstats');
    const num = (k: string): number => Number(new RegExp(`${k}:([\\d.]+)`, 'u').exec(cpu)?.[1] ?? NaN);
    const calls = new Map<string, number>();
    for (const m of commands.matchAll(/cmdstat_([\w|]+):calls=(\d+)/gu)) calls.set(m[1] ?? '', Number(m[2]));
    return { cpuMs: (num('used_cpu_sys') + num('used_cpu_user')) * 1000, calls };
  } finally {
    client.disconnect();
  }
}

/** Redis CPU and the busiest commands per intent over the window (the stats' own INFO calls excluded). */
function perIntent(
  a: { cpuMs: number; calls: Map<string, number> },
  b: { cpuMs: number; calls: Map<string, number> },
  intents: number,
): string {
  const calls = [...b.calls]
    .map(([k, v]) => [k, (v - (a.calls.get(k) ?? 0)) / Math.max(1, intents)] as const)
    .filter(([k, v]) => k !== 'info' && v >= 0.05)
    .sort((x, y) => y[1] - x[1]);
  return `CPU ${((b.cpuMs - a.cpuMs) / Math.max(1, intents)).toFixed(3)} ms; ${calls.map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

function writeDoc(results: RunResult[]): void {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  const cmd = `ROOMS=${ROOMS} RUNS=${RUNS} SECONDS=${SECONDS} THINK_MS=${THINKS.join(',')}${SYNC === 'NORMAL' ? ' DB_SYNCHRONOUS=NORMAL' : ''} pnpm --filter @kahroba/server bench`;
  const row = (think: number): string => {
    const rs = results.filter((r) => r.think === think);
    const m = (k: keyof RunResult): number => median(rs.map((r) => r[k]));
    const pacing = think > 0 ? `0–${2 * think} ms think` : 'no think time (saturation)';
    return `| ${pacing} | ${ROOMS} | ${ROOMS * 4} | ${m('perSecond').toFixed(0)} | ${m('p50').toFixed(1)} | ${m('p95').toFixed(1)} | ${m('p99').toFixed(1)} | ${m('max').toFixed(1)} | ${m('errors')} | ${m('cpuMsPerIntent').toFixed(3)} |`;
  };
  const section = [
    '<!-- server-bench:start -->',
    '## Server load (apps/server/bench/load.ts)',
    '',
    `Rooms of 4 socket.io clients (websocket, 127.0.0.1) play random legal intents (engine \`legalActions\` on the received view) against the server, ` +
      `started as a child process with SQLite \`synchronous=${SYNC}\` (each action committed before its ack; group commit: one transaction per event-loop turn). ` +
      'Latency is measured from sending an intent to the moment all 4 seats of the room hold their update. ' +
      'Server CPU per intent: the user + system time of the server process over the measured window (/proc/<pid>/stat) divided by those intents. ' +
      `The 1,000 clients and the server share the same machine, so client work (parsing 4 views per intent, \`legalActions\`) competes with the server for the 2 cores. ` +
      `Median of ${RUNS} runs per row, each ${SECONDS} s measured after ${WARMUP} s of warm-up.`,
    '',
    `- Command: \`${cmd}\``,
    `- Machine: nproc ${os.cpus().length}, ${cpu}, Node ${process.version}, ${os.platform()} ${os.release()}`,
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| pacing | rooms | sockets | intents/s | p50 ms | p95 ms | p99 ms | max ms | refused | server CPU per intent (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...THINKS.map(row),
    '',
    'Runs:',
    '',
    ...results.map(
      (r) =>
        `- think ${r.think} ms: ${r.perSecond.toFixed(0)} intents/s, p50 ${r.p50.toFixed(1)} / p95 ${r.p95.toFixed(1)} / p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, ` +
        `server CPU ${r.cpuMsPerIntent.toFixed(3)} ms per intent, load average ${r.load.toFixed(1)}`,
    ),
    '<!-- server-bench:end -->',
  ].join('\n');
  const old = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Benchmarks\n';
  const re = /<!-- server-bench:start -->[\s\S]*?<!-- server-bench:end -->/u;
  const next = re.test(old) ? old.replace(re, () => section) : `${old.trimEnd()}\n\n${section}\n`;
  fs.mkdirSync(path.dirname(docFile), { recursive: true });
  fs.writeFileSync(docFile, next);
  console.log(`written to ${docFile}`);
}

// Any promise rejected with nothing to handle it is a bug of the benchmark: stop loudly, never report figures.
process.on('unhandledRejection', (reason) => {
  const what = reason instanceof Error ? `${reason.message}\n${reason.stack ?? ''}` : String(reason);
  console.error(`benchmark failed: a promise was rejected and nothing handled it: ${what}`);
  process.exit(1);
});

// A hard bound: the whole benchmark stops by itself.
setTimeout(
  () => {
    console.error('benchmark took too long; stopping');
    process.exit(2);
  },
  SCALES.reduce((a, b) => a + b, 0) * THINKS.length * RUNS * (SECONDS + WARMUP + 120) * 1000,
).unref();

const results: RunResult[] = [];
for (const scale of SCALES)
  for (const think of THINKS) for (let n = 0; n < RUNS; n++) results.push(await run(n, think, ROOMS * scale));
// The doc's table is of 1× runs; other scales are read from the printed lines.
if (process.env.BENCH_NO_WRITE !== '1' && SCALES.length === 1 && SCALES[0] === 1) writeDoc(results);
process.exit(0);
