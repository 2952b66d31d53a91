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
 * terminated) those abort. The count is sized to the server's own start, about half a second of CPU
 * (docs/BENCHMARKS.md, "Crash starts"): STARTS fit in well under a minute on two cores; bench/crash-starts.ts runs 200.
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

const STARTS = 80;
const CONCURRENCY = 4;
/** Running games in the data dir: each start asks this many computer moves at once. */
const ROOMS = 4;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-crash-'));
let built: { entry: string; dir: string } | undefined;
let slow: { entry: string; dir: string } | undefined;
beforeAll(async () => {
  built = await buildServer();
  slow = withSlowWorker(built);
  await prepareRestoredGames(path.join(work, 'prepared'), ROOMS);
}, 60_000);
afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
  for (const b of [built, slow]) if (b) fs.rmSync(b.dir, { recursive: true, force: true });
});

const brief = (s: StartResult): string =>
  `exit ${s.code} ${s.signal} after ${s.plan.stop}${s.hung ? ' (hung)' : ''}: ${s.stderr.slice(0, 400)}`;

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
    expect(results.filter(aborted).map(brief)).toEqual([]);
    // Every start ended as it was told (SIGTERM: exit code 0), none hung.
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
    expect(early.filter((s) => s.plan.slowWorker).length).toBeGreaterThan(STARTS / 8);
  }, 1_800_000); // a guard against a hang only: on a machine loaded 40 times over, 80 starts took over 10 minutes
});
