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
