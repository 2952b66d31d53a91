/**
 * Messages between the review and its Web Worker: one position at a time. The page sends a position, the worker
 * answers with progress now and then and, at the end, the move's review (or an error); the page sends the next one
 * only then, so leaving the review (the worker is terminated) wastes at most one position's search.
 */
import type { Action, GameState, Seat } from '@kahroba/engine';
import type { MoveReview } from './marks';

export interface ReviewRequest {
  readonly id: number;
  readonly index: number;
  /** The full state before the move (the game is over: the review sees every card). */
  readonly state: GameState;
  readonly seat: Seat;
  readonly played: Action;
  /** Search iterations for the position (REVIEW_BUDGET). */
  readonly iterations: number;
  /** The search's seed: the same game, move and budget give the same review. */
  readonly seed: string;
}

export type ReviewResponse =
  | { readonly id: number; readonly type: 'progress'; readonly done: number; readonly budget: number }
  | { readonly id: number; readonly type: 'move'; readonly move: MoveReview }
  | { readonly id: number; readonly type: 'error'; readonly message: string };

/** Whether a message from the worker is one of ours (anything else is ignored). */
export function isReviewResponse(x: unknown): x is ReviewResponse {
  if (typeof x !== 'object' || x === null) return false;
  const m = x as { id?: unknown; type?: unknown };
  return typeof m.id === 'number' && (m.type === 'progress' || m.type === 'move' || m.type === 'error');
}
