/** Messages between the page and the hint worker (hint.worker.ts), and the hint's budget. */
import type { GameState, Seat } from '@kahroba/engine';
import type { PositionAnalysis } from '@kahroba/engine/bots';

/**
 * What a hint may cost: the expert's search iterations, and at most this long
 * (ms, read from `performance.now()`, so a slow phone searches less, never
 * longer). The same on every device; nothing is asked of the server.
 */
export const HINT_BUDGET = { iterations: 3_000, thinkTime: 1_500 } as const;

/** How many moves the analysis ranks (the hint shows the first). */
export const HINT_TOP = 3;

export interface HintRequest {
  id: number;
  /** The asking seat's own `viewFor`: all the hint may read. */
  view: GameState;
  seat: Seat;
}

export type HintMessage =
  | { id: number; kind: 'progress'; done: number; budget: number }
  | { id: number; kind: 'done'; analysis: PositionAnalysis }
  | { id: number; kind: 'failed'; message: string };

/**
 * The search's progress, passed on for every 2 % of the budget at most (and at its end): the search reports every
 * iteration or so, and a message each would flood the page (every one re-renders the table; measured in
 * apps/web/bench/analysis.bench.ts).
 */
export function sparseProgress(
  post: (done: number, budget: number) => void,
  steps = 50,
): (done: number, budget: number) => void {
  let shown = -Infinity;
  return (done, budget) => {
    if (done < budget && done - shown < budget / steps) return;
    shown = done;
    post(done, budget);
  };
}
