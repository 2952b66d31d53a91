/**
 * CI arena smoke run (docs/BOTS.md, "Running the arena"): hard against normal, 2 players, base game,
 * every deal in both seat orders. Seeded and without a deadline, so the
 * result replays exactly; it fails if hard falls below 65 %. The full ladder
 * (docs/BOTS.md) comes from the arena command, not from CI.
 */
import { describe, expect, it } from 'vitest';
import { runArena } from '../../bench/arena-lib';

const DEALS = 20;
/** Hard's search with a smaller budget than in play, to keep this run under a minute on the CI machine. */
const ITERATIONS = 300;

describe('arena smoke', () => {
  it(`hard beats normal in at least 65 % of ${2 * DEALS} two-player base games`, () => {
    const r = runArena({
      a: 'hard',
      b: 'normal',
      players: 2,
      modules: [],
      deals: DEALS,
      iterations: ITERATIONS,
      seed: 'ci-smoke',
      progress: (done, total, share) => {
        if (done % 5 === 0)
          process.stdout.write(`arena smoke: ${done}/${total} games, hard ${(100 * share).toFixed(0)}%\n`);
      },
    });
    process.stdout.write(
      `arena smoke: hard ${(100 * r.share).toFixed(1)}% (95% ${(100 * r.low).toFixed(0)}–${(100 * r.high).toFixed(0)}%), unfinished ${r.unfinished}\n`,
    );
    expect(r.unfinished).toBe(0);
    expect(r.share).toBeGreaterThanOrEqual(0.65);
  });
});
