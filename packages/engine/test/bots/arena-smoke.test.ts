/**
 * CI arena smoke run (docs/BOTS.md, "Running the arena"): hard against normal, 2 players, base game,
 * each deal in both seat orders. Seeded and without a deadline, so the
 * result replays exactly. A sequential test: it stops after the first deal
 * whose running 95 % interval (Wilson) lies wholly above or below 65 %, and
 * passes if above (or, undecided after every deal, if hard's share is at
 * least 65 %). The full ladder (docs/BOTS.md) comes from the arena command,
 * not from CI.
 */
import { describe, expect, it } from 'vitest';
import { runArena, wilson } from '../../bench/arena-lib';

const DEALS = 20;
const TARGET = 0.65;
/** Decided: the interval is wholly on one side of the target. */
const decided = (won: number, games: number): boolean => {
  const [low, high] = wilson(won / games, games);
  return low > TARGET || high < TARGET;
};
/** Hard's search with a smaller budget than in play, to keep this run under a minute on the CI machine. */
const ITERATIONS = 300;

describe('arena smoke', () => {
  it(`hard beats normal in at least 65 % of two-player base games (at most ${2 * DEALS}, stopped once decided)`, () => {
    const r = runArena({
      a: 'hard',
      b: 'normal',
      players: 2,
      modules: [],
      deals: DEALS,
      iterations: ITERATIONS,
      seed: 'ci-smoke',
      until: decided,
      progress: (done, total, share) => {
        if (done % 5 === 0)
          process.stdout.write(`arena smoke: ${done}/${total} games, hard ${(100 * share).toFixed(0)}%\n`);
      },
    });
    process.stdout.write(
      `arena smoke: hard ${(100 * r.share).toFixed(1)}% (95% ${(100 * r.low).toFixed(0)}–${(100 * r.high).toFixed(0)}%), unfinished ${r.unfinished}\n`,
    );
    expect(r.unfinished).toBe(0);
    // Stopped early only when decided; either way the verdict is hard's side of 65 %.
    if (r.games < 2 * DEALS) expect(r.low).toBeGreaterThan(TARGET);
    else expect(r.share).toBeGreaterThanOrEqual(TARGET);
  });
});
