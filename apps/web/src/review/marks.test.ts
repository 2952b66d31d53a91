import { describe, expect, it } from 'vitest';
import { actionKey } from '@kahroba/engine';
import { moveQuality } from '@kahroba/engine/bots';
import { keyMoments, qualityCounts, reviewMove } from './marks';
import type { MoveReview } from './marks';
import { reviewGame } from './positions';
import { fakeAnalysis, finishedRecord } from './testing';

const game = reviewGame(finishedRecord());
if (!game) throw new Error('the test game does not replay');
const at = (i: number) => {
  const p = game.positions[i];
  if (!p) throw new Error(`no position ${i}`);
  return p;
};

describe('reviewMove', () => {
  it('marks the played move best, at no loss, when it is the expert’s first choice', () => {
    const p = at(0);
    const a = fakeAnalysis(p.state, p.played, { best: 0.6, played: 0.6 });
    const m = reviewMove(0, p.seat, p.played, a, moveQuality);
    expect(m.quality).toBe('best');
    expect(m.loss).toBe(0);
    expect(actionKey(m.best.action)).toBe(actionKey(m.played.action));
  });

  it('marks the loss of the mover’s chance with the engine’s thresholds', () => {
    const p = at(1);
    for (const [played, quality] of [
      [0.59, 'best'],
      [0.56, 'good'],
      [0.53, 'inaccuracy'],
      [0.45, 'mistake'],
      [0.2, 'blunder'],
    ] as const) {
      const a = fakeAnalysis(p.state, p.played, { best: 0.6, played }, 0);
      const m = reviewMove(1, p.seat, p.played, a, moveQuality);
      expect(m.loss).toBeCloseTo(0.6 - played, 10);
      expect(m.quality).toBe(quality);
      expect(m.winChances).toHaveLength(2);
    }
  });

  it('finds the move played however its gems are ordered', () => {
    const p = game.positions.find((q) => q.played.type === 'takeGems' && q.played.gems.length === 3);
    if (!p || p.played.type !== 'takeGems') throw new Error('no take of 3 gems in the test game');
    const a = fakeAnalysis(p.state, { ...p.played, gems: [...p.played.gems].reverse() }, { best: 0.5, played: 0.4 }, 0);
    expect(reviewMove(p.index, p.seat, p.played, a, moveQuality).loss).toBeCloseTo(0.1, 10);
  });

  it('refuses an analysis without the move played, or for another seat', () => {
    const p = at(2);
    const a = fakeAnalysis(p.state, p.played, { best: 0.6, played: 0.3 }, 0);
    const without = { ...a, candidates: a.candidates.slice(0, 1) };
    expect(() => reviewMove(2, p.seat, p.played, without, moveQuality)).toThrow(/leaves out the move played/);
    expect(() => reviewMove(2, 1 - p.seat, p.played, a, moveQuality)).toThrow(/for seat/);
  });
});

describe('qualityCounts and keyMoments', () => {
  const mk = (index: number, seat: number, quality: MoveReview['quality'], loss: number) =>
    ({ index, seat, quality, loss }) as MoveReview;
  const moves = [
    mk(0, 0, 'best', 0),
    mk(1, 1, 'blunder', 0.3),
    null,
    mk(3, 1, 'mistake', 0.12),
    mk(4, 0, 'mistake', 0.15),
  ];

  it('counts each seat’s marks', () => {
    const c = qualityCounts(moves, 2);
    expect(c[0]).toEqual({ best: 1, good: 0, inaccuracy: 0, mistake: 1, blunder: 0 });
    expect(c[1]).toEqual({ best: 0, good: 0, inaccuracy: 0, mistake: 1, blunder: 1 });
  });

  it('names the mistakes and blunders that cost most, costliest first', () => {
    expect(keyMoments(moves).map((m) => m.index)).toEqual([1, 4, 3]);
    expect(keyMoments(moves, 2).map((m) => m.index)).toEqual([1, 4]);
  });
});
