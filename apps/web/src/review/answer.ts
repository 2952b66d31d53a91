/**
 * The worker's side of the review protocol: one position analysed by the engine's expert with the whole state in
 * view (the game is over), the move played included, the answer turned into the move's review and its mark.
 */
import { randomSource } from '@kahroba/engine';
import { analyzePosition, moveQuality } from '@kahroba/engine/bots';
import { reviewMove } from './marks';
import type { ReviewRequest, ReviewResponse } from './protocol';

export type Analyse = typeof analyzePosition;
export type QualityOf = typeof moveQuality;

/** Answers one request through `post`: progress now and then, then the move's review, or an error. */
export function answerRequest(
  req: ReviewRequest,
  post: (r: ReviewResponse) => void,
  analyse: Analyse,
  qualityOf: QualityOf,
): void {
  const { id } = req;
  // A message for every 2 % of the search at most: the bar moves smoothly, the page is not flooded.
  let shown = -Infinity;
  const progress = (done: number, budget: number) => {
    if (done < budget && done - shown < budget / 50) return;
    shown = done;
    post({ id, type: 'progress', done, budget });
  };
  try {
    const analysis = analyse(req.state, req.seat, randomSource(req.seed), {
      iterations: req.iterations,
      include: [req.played],
      top: 1,
      fullInformation: true,
      onProgress: progress,
    });
    post({ id, type: 'move', move: reviewMove(req.index, req.seat, req.played, analysis, qualityOf) });
  } catch (err) {
    post({ id, type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
}

/** The same, with the engine's analysis and marks. */
export function answerWithEngine(req: ReviewRequest, post: (r: ReviewResponse) => void): void {
  answerRequest(req, post, analyzePosition, moveQuality);
}
