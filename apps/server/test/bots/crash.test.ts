/**
 * A server restart never aborts the process. Node 20 dies with `FATAL ERROR: v8::Module::IsGraphAsync` when a worker
 * thread is terminated while it instantiates its ES modules, which is what the computer players' pool did when a move
 * timed out, or the server shut down, while a thread was still loading: a restart, since restored games ask their
 * computer players at once.
 *
 * Each start is the real server process (the built one, as `pnpm start` runs it) on a copy of a data dir holding
 * running games whose computer players are to move (test/bots/restored-starts.ts). Some are stopped once those
 * players have moved, the others a drawn moment after the server listens (its threads perhaps still loading, the
 * restored moves asked), with SIGTERM (a clean shutdown, the pool closed) or SIGKILL. With the real worker Node's
 * fatal window is about a millisecond of a thread's loading, so half the starts run a copy of the built server whose
 * worker takes long to instantiate its modules (withSlowWorker): with the pool's old behaviour (a loading thread
 * terminated) those abort.
 *
 * How many: a start costs about 0.6 s of CPU (docs/BENCHMARKS.md, "Crash starts"), and in CI this file shares the
 * machine's two cores with another test file, so about one core is its own: STARTS = 64 is about 40 s of that core.
 * `pnpm --filter @kahroba/server exec tsx bench/crash-starts.ts 200` runs the 200 starts of the issue.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  aborted,
  buildServer,
  cleanExit,
  planStarts,
  prepareRestoredGames,
  runStarts,
  withSlowWorker,
} from './restored-starts';
import type { StartResult } from './restored-starts';

const STARTS = 64;
const CONCURRENCY = 4;
/** Running games in the data dir: each start asks this many computer moves at once. */
const ROOMS = 4;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-crash-'));
let built: { entry: string; dir: string } | undefined;
let slow: { entry: string; dir: string } | undefined;
beforeAll(async () => {
  built = buildServer();
  slow = withSlowWorker(built);
  await prepareRestoredGames(path.join(work, 'prepared'), ROOMS);
}, 120_000);
afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
  for (const b of [built, slow]) if (b) fs.rmSync(b.dir, { recursive: true, force: true });
});

const brief = (s: StartResult): string =>
  `exit ${s.code} ${s.signal} after ${s.plan.stop}${s.hung ? ' (hung)' : ''}${s.endedUnasked ? ' (ended unasked)' : ''}` +
  ` [${s.lastLogs.join(' | ')}]: ${s.stderr.slice(0, 400)}`;

describe('a server restart never aborts the process', () => {
  test(`${STARTS} starts restoring ${ROOMS} games whose computer players are to move: 0 aborts`, async () => {
    const plans = planStarts(STARTS, {
      entry: built?.entry ?? '',
      slowEntry: slow?.entry ?? '',
      slow: 0.5,
      prepared: path.join(work, 'prepared'),
      work,
      games: ROOMS,
      early: 0.5,
      earlyMs: 300,
    });
    const results = await runStarts(plans, CONCURRENCY);
    expect(results).toHaveLength(STARTS);
    // An abort: SIGABRT, exit code 134, or V8's FATAL ERROR on stderr.
    expect(results.filter(aborted).map(brief)).toEqual([]);
    // Every start ended as it was told and only when told: SIGTERM → exit code 0, SIGKILL → killed; none hung.
    expect(results.filter((s) => !cleanExit(s)).map(brief)).toEqual([]);
    // Every start restored every game; those stopped after the moves saw every restored computer player move.
    expect(results.filter((s) => s.restored !== ROOMS).map(brief)).toEqual([]);
    const afterMoves = results.filter((s) => s.plan.afterListeningMs === null);
    expect(afterMoves.filter((s) => s.moved !== ROOMS).map(brief)).toEqual([]);
    // The plan (drawn from a fixed seed) holds both kinds of stop, each with both signals, on both workers.
    const early = results.filter((s) => !afterMoves.includes(s));
    for (const kind of [
      afterMoves,
      early,
      ...[true, false].map((w) => results.filter((s) => !!s.plan.slowWorker === w)),
    ])
      expect(new Set(kind.map((s) => s.plan.stop))).toEqual(new Set(['SIGTERM', 'SIGKILL']));
    expect(early.filter((s) => s.plan.slowWorker).length).toBeGreaterThanOrEqual(STARTS / 12);
  }, 1_800_000); // a guard against a hang only: on a machine loaded 40 times over, 80 starts took over 10 minutes
});
