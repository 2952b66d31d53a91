/**
 * The mark of a move by how much it lowered the mover's estimated win chance against the expert's best
 * (docs/BOTS.md, "Analysis"): the thresholds are in win-chance points, and the first one is about the
 * analysis's own noise, so that two moves it cannot tell apart are both marked best.
 */
import type { MoveQuality } from './types';

/** The largest loss of each mark but the last (blunder is everything above mistake's). */
export const QUALITY_THRESHOLDS: Readonly<Record<Exclude<MoveQuality, 'blunder'>, number>> = {
  best: 0.02,
  good: 0.05,
  inaccuracy: 0.1,
  mistake: 0.2,
};

/** The mark of a move that lost `loss` of the mover's win chance (0.07 = 7 points); a negative loss is best. */
export function moveQuality(loss: number): MoveQuality {
  if (Number.isNaN(loss)) throw new Error('moveQuality: the loss is not a number');
  if (loss <= QUALITY_THRESHOLDS.best) return 'best';
  if (loss < QUALITY_THRESHOLDS.good) return 'good';
  if (loss < QUALITY_THRESHOLDS.inaccuracy) return 'inaccuracy';
  if (loss < QUALITY_THRESHOLDS.mistake) return 'mistake';
  return 'blunder';
}
