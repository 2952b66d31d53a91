/**
 * The load benchmark's client processes (load-worker.ts, forked with IPC)
 * and what is made of their figures: one side (the load generators, or the
 * probe) summed over its processes, and the server's event-loop delay.
 */
import { fork as forkProcess } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PlayOptions } from './load-play';
import type { FromWorker, ToWorker, WorkerResult } from './load-worker';
import { percentile, serverDir } from './spawn';

/** A side of a run: the load generators together, or the probe. */
export interface Side {
  /** Accepted intents whose update every seat of the room came to hold in the window. */
  intents: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  ackP50: number;
  ackP99: number;
  sends: number;
  refusedShare: number;
  errors: number;
  gaps: number;
  games: number;
  /** The worst of its processes' own event-loop delay (ms). */
  lagP99: number;
  lagMax: number;
  cpuMs: number;
}

export interface RunResult {
  scale: number;
  rooms: number;
  think: number;
  generators: number;
  probeRooms: number;
  probeThink: number;
  gen: Side;
  probe: Side | null;
  serverCpuMs: number;
  /** The worst node's event-loop delay over the window (ms). */
  serverLagP99: number;
  serverLagMax: number;
  cpuMsPerIntent: number;
  /** Share of the machine's cores busy over the window (every process on it). */
  machineBusy: number;
  load: number;
}

export interface Worker {
  child: ChildProcess;
  ready: Promise<{ setupMs: number; sockets: number }>;
  result: Promise<WorkerResult>;
  tell(m: ToWorker): void;
}

const workerFile = path.join(serverDir, 'bench/load-worker.ts');
/** The client processes still running: never left behind, whatever happens to this one. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of live) c.kill('SIGKILL');
});

/** Forks one client process playing `options`' rooms; `name` labels its messages. */
export function fork(name: string, options: PlayOptions): Worker {
  const child = forkProcess(workerFile, [JSON.stringify(options)], {
    cwd: serverDir,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  const failed = new Promise<never>((_, reject) => {
    child.on('message', (m: FromWorker) => {
      if (m.kind === 'failed') reject(new Error(`${name}: ${m.error}`));
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code})`)));
  });
  const answer = <K extends FromWorker['kind']>(kind: K): Promise<Extract<FromWorker, { kind: K }>> =>
    Promise.race([
      failed,
      new Promise<Extract<FromWorker, { kind: K }>>((resolve) => {
        child.on('message', (m: FromWorker) => {
          if (m.kind === kind) resolve(m as Extract<FromWorker, { kind: K }>);
          else if (m.kind === 'progress') console.log(`  ${name}: ${m.rooms} rooms set up`);
        });
      }),
    ]);
  return {
    child,
    ready: answer('ready'),
    result: answer('result').then((m) => m.result),
    tell: (m) => {
      child.send(m);
    },
  };
}

/** One side's figures: its processes' counts summed, latencies pooled, the worst process's lag. */
export function playSide(results: WorkerResult[], seconds: number): Side {
  const sum = (k: 'sends' | 'overloaded' | 'errors' | 'gaps' | 'games' | 'cpuMs'): number =>
    results.reduce((a, r) => a + r[k], 0);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const acks = results.flatMap((r) => r.acks).sort((a, b) => a - b);
  const sends = sum('sends');
  return {
    intents: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    ackP50: percentile(acks, 50),
    ackP99: percentile(acks, 99),
    sends,
    refusedShare: sends > 0 ? sum('overloaded') / sends : 0,
    errors: sum('errors'),
    gaps: sum('gaps'),
    games: sum('games'),
    lagP99: Math.max(...results.map((r) => r.lagP99)),
    lagMax: Math.max(...results.map((r) => r.lagMax)),
    cpuMs: sum('cpuMs'),
  };
}

/** A server's event-loop delay over the window, as server-lag.ts wrote it (waits up to 30 s for the file). */
export async function serverLag(file: string): Promise<{ p50: number; p99: number; max: number }> {
  for (let i = 0; i < 300 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  if (!fs.existsSync(file)) return { p50: NaN, p99: NaN, max: NaN };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { p50: number; p99: number; max: number };
}
