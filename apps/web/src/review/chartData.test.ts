import { describe, expect, it } from 'vitest';
import { chartData } from './chartData';
import type { MoveReview } from './marks';

const mk = (index: number, seat: number, quality: MoveReview['quality'], chances: number[]) =>
  ({ index, seat, quality, winChances: chances }) as unknown as MoveReview;

describe('chartData', () => {
  const finals = [1, 0];

  it('draws one point a position in percent, a gap where the analysis has not reached, no end before it is done', () => {
    const d = chartData([mk(0, 0, 'best', [0.5, 0.5]), null, mk(2, 0, 'blunder', [0.3, 0.7])], finals, 2);
    expect(d.xs).toEqual([0, 1, 2, 3]);
    expect(d.lines).toEqual([
      [50, null, 30, null],
      [50, null, 70, null],
    ]);
  });

  it('ends on the result once every move is analysed', () => {
    const d = chartData([mk(0, 0, 'good', [0.5, 0.5]), mk(1, 1, 'best', [0.456, 0.544])], finals, 2);
    expect(d.lines).toEqual([
      [50, 45.6, 100],
      [50, 54.4, 0],
    ]);
  });

  it('marks inaccuracies, mistakes and blunders after the move, on the mover’s line', () => {
    const d = chartData(
      [
        mk(0, 0, 'best', [0.5, 0.5]),
        mk(1, 1, 'inaccuracy', [0.5, 0.5]),
        mk(2, 0, 'good', [0.5, 0.5]),
        mk(3, 1, 'blunder', [0.5, 0.5]),
        mk(4, 0, 'mistake', [0.5, 0.5]),
      ],
      finals,
      2,
    );
    expect(d.marks).toEqual([
      { x: 2, seat: 1, quality: 'inaccuracy' },
      { x: 4, seat: 1, quality: 'blunder' },
      { x: 5, seat: 0, quality: 'mistake' },
    ]);
  });
});
