/** An arena cell played in parts (--from, --jsonl) adds up to the same figures as in one run. */
import { describe, expect, it } from 'vitest';
import { runArena } from '../../bench/arena-lib';
import type { GameRecordLine } from '../../bench/arena-lib';
import { sumCells } from '../../bench/ladder-sum';
import type { CellKey } from '../../bench/ladder-sum';

const cell: CellKey = { a: 'normal', b: 'greedy', players: 2, modules: 'base', seed: 'parts', iterations: null, think: null, searchA: null };
const play = (from: number, deals: number): (GameRecordLine & { cell: CellKey })[] => {
  const lines: (GameRecordLine & { cell: CellKey })[] = [];
  runArena({ a: 'normal', b: 'greedy', players: 2, modules: [], deals, from, seed: 'parts', onGame: (g) => lines.push({ cell, ...g }) });
  return lines;
};

describe('arena parts', () => {
  it('deals 0–3 in two overlapping parts sum to the one run of deals 0–3', () => {
    const whole = runArena({ a: 'normal', b: 'greedy', players: 2, modules: [], deals: 4, seed: 'parts' });
    const [sum] = sumCells([...play(0, 2), ...play(1, 3)]); // deal 1 is played twice and counted once
    expect(sum?.games).toBe(whole.games);
    expect(sum?.completeDeals).toBe(4);
    expect(sum?.share).toBeCloseTo(whole.share, 12);
    expect(sum?.low).toBeCloseTo(whole.low, 12);
  });
});
