/**
 * What the win-chance graph draws, worked out from the review: x is the move number (0 is the set-up, k is after
 * move k), one line a seat in percent, a gap where the analysis has not reached yet, and the final result at the end
 * once every move is analysed; the marks of the moves that lost something, on the mover's line after the move.
 */
import type { MoveQuality } from '@kahroba/engine/bots';
import type { MoveReview } from './marks';

export interface ChartMark {
  /** The move's number (index + 1): where the chance it lost shows. */
  readonly x: number;
  readonly seat: number;
  readonly quality: MoveQuality;
}

export interface ChartData {
  readonly xs: number[];
  /** By seat: the estimated chance to win in percent at each x, or null. */
  readonly lines: (number | null)[][];
  readonly marks: ChartMark[];
}

/** The chance `seat` has at x: before move x + 1 (its analysis), or the result after the last move. */
function chanceAt(moves: readonly (MoveReview | null)[], finals: readonly number[], seat: number, x: number) {
  if (x === moves.length) return moves.every((m) => m !== null) ? (finals[seat] ?? null) : null;
  const m = moves[x];
  return m ? (m.winChances[seat] ?? null) : null;
}

export function chartData(
  moves: readonly (MoveReview | null)[],
  finals: readonly number[],
  players: number,
): ChartData {
  const xs = Array.from({ length: moves.length + 1 }, (_, x) => x);
  const lines = Array.from({ length: players }, (_, seat) =>
    xs.map((x) => {
      const c = chanceAt(moves, finals, seat, x);
      return c === null ? null : Math.round(c * 1000) / 10;
    }),
  );
  const marks = moves.flatMap((m) =>
    m && m.quality !== 'best' && m.quality !== 'good' ? [{ x: m.index + 1, seat: m.seat, quality: m.quality }] : [],
  );
  return { xs, lines, marks };
}
