/**
 * Load benchmark: rooms of 4 socket clients on loopback (127.0.0.1) playing
 * random legal intents against a real server child process, with measuring
 * kept apart from loading:
 *
 * - the load: ROOMS × scale rooms played by GENERATORS client processes at
 *   THINK_MS pace; they time their own intents too, but thousands of sockets
 *   in one process lag its event loop, and that lag is in their figures;
 * - the probe: PROBE_ROOMS rooms at human pace (PROBE_THINK_MS) in a process
 *   of their own, lightly loaded, so what it times is the server's answer.
 *
 * Latency of an intent counts from the send that was accepted (a refused one,
 * OVERLOADED, is sent again a second later, like a client would) until every
 * seat of its room holds the update; "ack" until the answer. Each client
 * process reports its own event-loop delay and CPU, the server its event-loop
 * delay (server-lag.ts) and CPU (/proc), the machine how busy its cores were.
 * Medians of several 1× runs go into docs/BENCHMARKS.md (load-doc.ts).
 *
 *   pnpm --filter @kahroba/server bench
 *   ROOMS=250 RUNS=3 SECONDS=15 THINK_MS=250,0 pnpm --filter @kahroba/server bench
 *   SCALES=1,2,4 THINK_MS=250 RUNS=1 BENCH_NO_WRITE=1 pnpm --filter @kahroba/server bench   (1×, 2×, 4× the rooms)
 *   NODES=3 BENCH_NO_WRITE=1 pnpm --filter @kahroba/server exec tsx bench/with-postgres.ts tsx bench/load.ts
 *   BENCH_SERVER_DIR=/elsewhere/apps/server …   (another checkout's server, for A/B runs)
 *
 * Bounded: every run stops by itself after WARMUP + SECONDS. Each prints one `BENCH_JSON {...}` line.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRedisServer, startRedis } from '../test/redis';
import { writeDoc } from './load-doc';
import { fork, playSide, serverLag } from './load-procs';
import type { RunResult, Worker } from './load-procs';
import { perIntent, redisStats } from './redis-stats';
import { cpuMs, env, machineCpuMs, serverDir, spawnServer } from './spawn';

const ROOMS = env('ROOMS', 250);
/** Multiples of ROOMS to run (the load at 1×, 2×, 4×). */
const SCALES = (process.env.SCALES ?? '1').split(',').map(Number);
const RUNS = env('RUNS', 3);
const SECONDS = env('SECONDS', 15);
const WARMUP = env('WARMUP', 3);
/**
 * Scenarios: the load's mean think time before each intent (uniform 0..2×t
 * ms). With 250 ms a room sends about 4 intents/s, far busier than people at
 * a table; 0 sends the next intent as soon as the update arrives (saturation).
 */
const THINKS = (process.env.THINK_MS ?? '250,0').split(',').map(Number);
/** Load generator processes; the rooms are shared out among them. */
const GENERATORS = env('GENERATORS', 2);
/** The probe: a few rooms at about a person's pace (0–2 s think by default), in their own process; 0 = none. */
const PROBE_ROOMS = env('PROBE_ROOMS', 20);
const PROBE_THINK = env('PROBE_THINK_MS', 1_000);
const SYNC = process.env.DB_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL';
/**
 * Several nodes: NODES=3 (with DATABASE_URL, see with-postgres.ts) starts that
 * many server processes on one PostgreSQL and a Redis of the benchmark's own
 * (REDIS=1 also for one node); each room's 4 seats connect to the nodes in
 * turn, so most intents are forwarded to the room's owner.
 */
const NODES = env('NODES', 1);
const WITH_REDIS = NODES > 1 || process.env.REDIS === '1';
const serverLagModule = path.join(serverDir, 'bench/server-lag.ts');

async function startServers(
  dataDir: string,
  redisUrl: string | null,
): Promise<{ urls: string[]; children: ChildProcess[]; lagFiles: string[] }> {
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const cluster: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};
  const lagFiles = Array.from({ length: NODES }, (_, i) => path.join(dataDir, `lag-${i}.json`));
  const started = await Promise.all(
    lagFiles.map((lagFile) =>
      spawnServer(dataDir, { BOT_DELAY_MS: '0', DB_SYNCHRONOUS: SYNC, BENCH_LAG_FILE: lagFile, ...cluster }, extra, [
        serverLagModule,
      ]),
    ),
  );
  return { urls: started.map((s) => s.url), children: started.map((s) => s.child), lagFiles };
}

const sleep = (ms: number): Promise<void> => new Promise((res) => setTimeout(res, ms));

async function run(n: number, think: number, scale: number): Promise<RunResult> {
  const rooms = ROOMS * scale;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-bench-'));
  const redis = WITH_REDIS ? await startRedis(findRedisServer() ?? 'redis-server') : null;
  const { urls, children, lagFiles } = await startServers(dataDir, redis?.url ?? null);
  const t0 = performance.now();
  const share = Math.ceil(rooms / GENERATORS);
  const generators: Worker[] = Array.from({ length: GENERATORS }, (_, g) =>
    fork(`generator ${g + 1}`, { urls, rooms: Math.min(share, rooms - g * share), think, seed: 12345 + 100 * n + g }),
  );
  const probe = PROBE_ROOMS > 0 ? fork('probe', { urls, rooms: PROBE_ROOMS, think: PROBE_THINK, seed: 777 + n }) : null;
  const workers = probe ? [...generators, probe] : generators;
  const ready = await Promise.all(workers.map((w) => w.ready));
  const setupMs = performance.now() - t0;
  for (const w of workers) w.tell({ kind: 'go' });
  await sleep(WARMUP * 1000);
  for (const w of workers) w.tell({ kind: 'measure' });
  for (const c of children) c.kill('SIGUSR2');
  const start = performance.now();
  const cpuStart = cpuMs(children);
  const machineStart = machineCpuMs();
  const redisStart = redis ? await redisStats(redis.url) : null;
  const load = os.loadavg()[0] ?? NaN;
  await sleep(SECONDS * 1000);
  for (const c of children) c.kill('SIGUSR2');
  for (const w of workers) w.tell({ kind: 'stop' });
  const cpuEnd = cpuMs(children);
  const machineEnd = machineCpuMs();
  const elapsed = (performance.now() - start) / 1000;
  const redisEnd = redis && redisStart ? await redisStats(redis.url) : null;
  const results = await Promise.all(workers.map((w) => w.result));
  const lags = await Promise.all(lagFiles.map(serverLag));
  await Promise.all(
    children.map((child) => {
      const gone = new Promise((res) => child.once('exit', res));
      child.kill('SIGTERM');
      return gone;
    }),
  );
  await redis?.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const gen = playSide(results.slice(0, GENERATORS), elapsed);
  const measured = probe ? playSide(results.slice(GENERATORS), elapsed) : null;
  const serverCpu = cpuEnd.total - cpuStart.total;
  const result: RunResult = {
    scale,
    rooms,
    think,
    generators: GENERATORS,
    probeRooms: PROBE_ROOMS,
    probeThink: PROBE_THINK,
    gen,
    probe: measured,
    serverCpuMs: serverCpu,
    serverLagP99: Math.max(...lags.map((l) => l.p99)),
    serverLagMax: Math.max(...lags.map((l) => l.max)),
    cpuMsPerIntent: serverCpu / (gen.intents + (measured?.intents ?? 0)),
    machineBusy: (machineEnd.busy - machineStart.busy) / (machineEnd.total - machineStart.total),
    load,
  };
  const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
  const side = (s: typeof gen): string =>
    `${s.intents} intents, ${s.perSecond.toFixed(0)}/s, p50 ${s.p50.toFixed(1)} / p95 ${s.p95.toFixed(1)} / p99 ${s.p99.toFixed(1)} / max ${s.max.toFixed(1)} ms ` +
    `(ack p50 ${s.ackP50.toFixed(1)} / p99 ${s.ackP99.toFixed(1)} ms), refused ${pct(s.refusedShare)} of ${s.sends} sends, ${s.errors} other refusals, ${s.gaps} patch gaps; ` +
    `own event-loop delay p99 ${s.lagP99.toFixed(0)} ms (max ${s.lagMax.toFixed(0)}), CPU ${(s.cpuMs / 1000).toFixed(2)} s`;
  const sockets = ready.reduce((a, r) => a + r.sockets, 0);
  console.log(
    `${NODES} node(s)${WITH_REDIS ? ' + Redis' : ''}, ${scale}× (${rooms} rooms, think ${think} ms), run ${n + 1}/${RUNS}: ${sockets} sockets, set up in ${(setupMs / 1000).toFixed(1)} s`,
  );
  console.log(`  load (${GENERATORS} generator processes): ${side(gen)}`);
  if (measured)
    console.log(`  probe (${PROBE_ROOMS} rooms, think 0–${2 * PROBE_THINK} ms, own process): ${side(measured)}`);
  console.log(
    `  server: CPU ${(serverCpu / 1000).toFixed(2)} s = ${pct(serverCpu / 1000 / elapsed)} of one core, ${result.cpuMsPerIntent.toFixed(3)} ms per intent; ` +
      `event-loop delay p99 ${result.serverLagP99.toFixed(0)} ms (max ${result.serverLagMax.toFixed(0)}); ` +
      `machine: ${pct(result.machineBusy)} of ${os.cpus().length} cores busy, load average ${load.toFixed(1)}`,
  );
  if (redisStart && redisEnd) console.log(`  Redis per intent: ${perIntent(redisStart, redisEnd, gen.intents)}`);
  console.log(`BENCH_JSON ${JSON.stringify({ ...result, server: process.env.BENCH_SERVER_DIR ?? serverDir })}`);
  return result;
}

// Any promise rejected with nothing to handle it is a bug of the benchmark: stop loudly, never report figures.
process.on('unhandledRejection', (reason) => {
  const what = reason instanceof Error ? `${reason.message}\n${reason.stack ?? ''}` : String(reason);
  console.error(`benchmark failed: ${what}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

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
  for (const think of THINKS) for (let n = 0; n < RUNS; n++) results.push(await run(n, think, scale));
// The doc's table is of 1× runs; other scales are read from the printed lines.
if (process.env.BENCH_NO_WRITE !== '1' && SCALES.length === 1 && SCALES[0] === 1) {
  const cmd = `ROOMS=${ROOMS} RUNS=${RUNS} SECONDS=${SECONDS} THINK_MS=${THINKS.join(',')}${SYNC === 'NORMAL' ? ' DB_SYNCHRONOUS=NORMAL' : ''} pnpm --filter @kahroba/server bench`;
  writeDoc(results, { cmd, thinks: THINKS, runs: RUNS, seconds: SECONDS, warmup: WARMUP, sync: SYNC });
}
process.exit(0);
