/**
 * One client process of the load benchmark (forked by load.ts with IPC): a
 * load generator or the probe, each playing its own rooms (load-play.ts).
 * Besides what its rooms counted it reports its own event-loop delay and CPU
 * time over the measured window, so a reader can tell whether a process's
 * latencies are the server's or its own lag.
 *
 * Steps, each on a message from the parent: set up (at start) → `ready`;
 * `go` starts play; `measure` opens the window; `stop` closes it, answers
 * `result` and exits.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Play } from './load-play';
import type { PlayCounts, PlayOptions } from './load-play';

export type ToWorker = { kind: 'go' } | { kind: 'measure' } | { kind: 'stop' };

export interface WorkerResult extends PlayCounts {
  /** This process's event-loop delay over the window (ms): p50, p99, max. */
  lagP50: number;
  lagP99: number;
  lagMax: number;
  /** This process's CPU time (user + system) over the window, ms. */
  cpuMs: number;
}

export type FromWorker =
  | { kind: 'progress'; rooms: number }
  | { kind: 'ready'; setupMs: number; sockets: number }
  | { kind: 'result'; result: WorkerResult }
  | { kind: 'failed'; error: string };

const send = (m: FromWorker): void => {
  process.send?.(m);
};

// Any promise rejected with nothing to handle it is a bug of the benchmark: say so, never report figures.
process.on('unhandledRejection', (reason) => {
  send({
    kind: 'failed',
    error: reason instanceof Error ? `${reason.message}\n${reason.stack ?? ''}` : String(reason),
  });
  process.exit(1);
});
// The parent gone (it failed or was stopped): nothing left to report to.
process.on('disconnect', () => process.exit(0));

const options = JSON.parse(process.argv[2] ?? '{}') as PlayOptions;
const play = new Play(options);
const lag = monitorEventLoopDelay({ resolution: 10 });
let cpuAtStart = process.cpuUsage();

process.on('message', (m: ToWorker) => {
  if (m.kind === 'go') play.go();
  else if (m.kind === 'measure') {
    play.measuring = true;
    lag.enable();
    cpuAtStart = process.cpuUsage();
  } else {
    play.measuring = false;
    lag.disable();
    const cpu = process.cpuUsage(cpuAtStart);
    play.stop();
    const result: WorkerResult = {
      ...play.counts,
      lagP50: lag.percentile(50) / 1e6,
      lagP99: lag.percentile(99) / 1e6,
      lagMax: lag.max / 1e6,
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
    process.send?.({ kind: 'result', result } satisfies FromWorker, () => process.exit(0));
  }
});

const t0 = performance.now();
try {
  await play.setUp((rooms) => send({ kind: 'progress', rooms }));
  send({ kind: 'ready', setupMs: performance.now() - t0, sockets: play.socketCount });
} catch (e) {
  send({ kind: 'failed', error: e instanceof Error ? e.message : String(e) });
  process.exit(1);
}
