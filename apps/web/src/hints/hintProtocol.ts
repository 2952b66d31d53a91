/** Messages between the page and the hint worker (hint.worker.ts), and the hint's budget. */
import type { GameState, Seat } from '@kahroba/engine';
import type { PositionAnalysis } from '@kahroba/engine/bots';

/**
 * What a hint may cost: the expert's search iterations, and a deadline on the
 * whole hint, from the click to the suggestion drawn (`totalMs`, the 1.5 s a
 * player is promised). The search gets what is left of it when it starts, less
 * `drawMs` for the page's own work after it (the message, the suggestion and
 * its highlighted card drawn), and never less than `minThinkMs`. Read from
 * `performance.now()`, so a slow phone searches less, never longer; nothing is
 * asked of the server.
 */
export const HINT_BUDGET = { iterations: 3_000, totalMs: 1_500, drawMs: 350, minThinkMs: 300 } as const;

/** Epoch ms at a high resolution, the same clock on the page and in a worker (their `performance.now()` differ). */
export const epochNow = (): number => performance.timeOrigin + performance.now();

/** When the search for a hint asked at `askedAt` (the page's `performance.now()`) must end, in epoch ms. */
export function hintDeadline(askedAt: number): number {
  return performance.timeOrigin + askedAt + HINT_BUDGET.totalMs - HINT_BUDGET.drawMs;
}

/** The search's think time when it starts at `now` (epoch ms) for `deadline`: what is left, at least minThinkMs. */
export function thinkTimeBefore(deadline: number, now = epochNow()): number {
  return Math.max(HINT_BUDGET.minThinkMs, Math.round(deadline - now));
}

/** How many moves the analysis ranks (the hint shows the first). */
export const HINT_TOP = 3;

export interface HintRequest {
  id: number;
  /** The asking seat's own `viewFor`: all the hint may read. */
  view: GameState;
  seat: Seat;
  /**
   * When the search must end, in epoch ms (`hintDeadline`): the worker works its think time out when it reads the
   * request, so that a worker still loading its engine chunk at the click takes that time off the search.
   */
  deadline: number;
}

/**
 * Sent once when the worker is started ahead of the first hint: a search of `WARM_ITERATIONS` on the table's
 * position, answered with nothing, so that the engine's code is compiled (a cold worker's first search and its
 * reasons ran about half a second slower) before a player asks.
 */
export interface WarmRequest {
  id: 0;
  warm: true;
  view: GameState;
  seat: Seat;
}

export const WARM_ITERATIONS = 200;

export type HintMessage =
  | { id: number; kind: 'progress'; done: number; budget: number }
  | { id: number; kind: 'done'; analysis: PositionAnalysis }
  | { id: number; kind: 'failed'; message: string };

/**
 * The search's progress, passed on for every 5 % of the budget at most (and at its end): the search reports every
 * iteration or so, and every message re-renders the table (measured in apps/web/bench/analysis.bench.ts: at 4
 * players with all modules a hint took 1.4 s from the click with a message every 2 %, 1.0 s with one every 5 %).
 */
export function sparseProgress(
  post: (done: number, budget: number) => void,
  steps = 20,
): (done: number, budget: number) => void {
  let shown = -Infinity;
  return (done, budget) => {
    if (done < budget && done - shown < budget / steps) return;
    shown = done;
    post(done, budget);
  };
}
