/**
 * Server starts with restored computer games, as many as asked (docs/BENCHMARKS.md, "Crash starts"): the built server
 * on a copy of a data dir holding running games whose computer players are to move, stopped once they have moved or a
 * drawn moment after it listens, while its worker threads may still load (test/bots/restored-starts.ts). Prints the
 * starts, the aborts (SIGABRT, exit 134 or a FATAL ERROR on stderr; expected 0), the other unclean ends, and the CPU:
 * per start as read from /proc before the stop, and in all (this process's reaped children, shutdowns included).
 *
 *   pnpm --filter @kahroba/server exec tsx bench/crash-starts.ts [count=200]
 *   CONCURRENCY=4 ROOMS=4 EARLY=0.5 (share stopped early) EARLY_MS=300 (latest early stop after 'listening')
 *   SLOW=0.5 (share of starts whose worker is slow to instantiate, restored-starts.ts withSlowWorker)
 *   CRASH_ENTRY=<another built server's index.js> (an A/B: e.g. a copy with the pool's old behaviour)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env, percentile } from './spawn';
import {
  aborted,
  buildServer,
  cleanExit,
  cpuOf,
  planStarts,
  prepareRestoredGames,
  runStarts,
  withSlowWorker,
} from '../test/bots/restored-starts';
import type { StartResult } from '../test/bots/restored-starts';

const count = Number(process.argv[2] ?? 200);
const concurrency = env('CONCURRENCY', 4);
const rooms = env('ROOMS', 4);

const cpu = (of: StartResult[]): { n: number; p50: number; p95: number; max: number } => {
  const ms = of.map((s) => s.cpuMs).sort((a, b) => a - b);
  return { n: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms.at(-1) ?? NaN };
};

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-crash-starts-'));
const built = buildServer();
const other = process.env.CRASH_ENTRY;
const slow = withSlowWorker(other ? { dir: path.dirname(other) } : built);
try {
  const prepared = path.join(work, 'prepared');
  await prepareRestoredGames(prepared, rooms);
  const plans = planStarts(count, {
    entry: other ?? built.entry,
    slowEntry: slow.entry,
    slow: env('SLOW', 0.5),
    prepared,
    work,
    games: rooms,
    early: env('EARLY', 0.5),
    earlyMs: env('EARLY_MS', 300),
  });
  const cpu0 = cpuOf('self', true);
  const wall0 = Date.now();
  const results = await runStarts(plans, concurrency);
  const wallMs = Date.now() - wall0;
  const childrenCpuMs = cpuOf('self', true) - cpu0;
  const abortedStarts = results.filter(aborted);
  const unclean = results.filter((s) => !aborted(s) && !cleanExit(s));
  const afterMoves = results.filter((s) => s.plan.afterListeningMs === null);
  console.log(
    JSON.stringify({
      starts: results.length,
      aborts: abortedStarts.length,
      unclean: unclean.length,
      restoredAll: results.filter((s) => s.restored === rooms).length,
      stoppedAfterMoves: afterMoves.length,
      allMoved: afterMoves.filter((s) => s.moved === rooms).length,
      stoppedEarly: results.length - afterMoves.length,
      slowWorker: results.filter((s) => s.plan.slowWorker).length,
      abortsWithSlowWorker: abortedStarts.filter((s) => s.plan.slowWorker).length,
      sigkill: plans.filter((p) => p.stop === 'SIGKILL').length,
      concurrency,
      rooms,
      cpuBeforeStopMs: { afterMoves: cpu(afterMoves), early: cpu(results.filter((s) => !afterMoves.includes(s))) },
      childrenCpuMs,
      cpuPerStartMs: Math.round(childrenCpuMs / results.length),
      wallMs,
      cores: os.availableParallelism(),
    }),
  );
  for (const s of [...abortedStarts, ...unclean].slice(0, 3))
    console.error(
      JSON.stringify({
        code: s.code,
        signal: s.signal,
        hung: s.hung,
        endedUnasked: s.endedUnasked,
        stop: s.plan.stop,
        afterListeningMs: s.plan.afterListeningMs,
        slowWorker: !!s.plan.slowWorker,
        moved: s.moved,
        cpuMs: s.cpuMs,
        lastLogs: s.lastLogs,
      }),
      s.stderr.slice(0, 800),
    );
  if (abortedStarts.length > 0 || unclean.length > 0) process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(built.dir, { recursive: true, force: true });
  fs.rmSync(slow.dir, { recursive: true, force: true });
}
