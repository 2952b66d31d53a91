/**
 * One move of a finished game as the review shows it: every seat's estimated win chance before it, the move played
 * and the expert's best with their estimates and reasons, the expert's line, and the mark (best … blunder) of how
 * much the move lowered the mover's estimate (the engine's `moveQuality` of the loss, docs/BOTS.md).
 */
import { actionKey } from '@kahroba/engine';
import type { Action, Seat } from '@kahroba/engine';
import type { MoveAnalysis, MoveQuality, PositionAnalysis } from '@kahroba/engine/bots';

export interface MoveReview {
  /** The action's index in the record. */
  readonly index: number;
  readonly seat: Seat;
  /** Every seat's estimated chance to win before the move, by seat index. */
  readonly winChances: readonly number[];
  readonly played: MoveAnalysis;
  /** The expert's move: the first candidate (the played move itself when it was the best). */
  readonly best: MoveAnalysis;
  /** How much the played move lowered the mover's estimate against the best, in [0, 1]. */
  readonly loss: number;
  readonly quality: MoveQuality;
  /** The line the expert expects after its move. */
  readonly line: PositionAnalysis['line'];
  readonly iterations: number;
}

/** The review of the move `played` by `seat` from the expert's analysis of the position before it. */
export function reviewMove(
  index: number,
  seat: Seat,
  played: Action,
  analysis: PositionAnalysis,
  qualityOf: (loss: number) => MoveQuality,
): MoveReview {
  const best = analysis.candidates[0];
  if (!best) throw new Error(`the analysis of move ${index + 1} has no candidate`);
  if (analysis.seat !== seat) throw new Error(`the analysis of move ${index + 1} is for seat ${analysis.seat}`);
  const key = actionKey(played);
  const mine = analysis.candidates.find((c) => actionKey(c.action) === key);
  if (!mine) throw new Error(`the analysis of move ${index + 1} leaves out the move played`);
  const loss = mine === best ? 0 : Math.max(0, best.winChance - mine.winChance);
  return {
    index,
    seat,
    winChances: analysis.winChances,
    played: mine,
    best,
    loss,
    quality: mine === best ? 'best' : qualityOf(loss),
    line: analysis.line,
    iterations: analysis.iterations,
  };
}

/** How many moves of each mark every seat made, by seat index. */
export function qualityCounts(moves: readonly (MoveReview | null)[], players: number): Record<MoveQuality, number>[] {
  const counts = Array.from({ length: players }, () => ({ best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0 }));
  for (const m of moves) {
    const c = m && counts[m.seat];
    if (c) c[m.quality] += 1;
  }
  return counts;
}

/** The moves that cost the most (mistakes and blunders first by their loss), at most `n`. */
export function keyMoments(moves: readonly (MoveReview | null)[], n = 3): MoveReview[] {
  return moves
    .filter((m): m is MoveReview => m !== null && (m.quality === 'mistake' || m.quality === 'blunder'))
    .sort((a, b) => b.loss - a.loss || a.index - b.index)
    .slice(0, n);
}
