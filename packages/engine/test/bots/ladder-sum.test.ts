/** An arena cell played in parts (--from, --jsonl) adds up to the same figures as in one run. */
import { describe, expect, it } from 'vitest';
import { runArena } from '../../bench/arena-lib';
import type { GameRecordLine } from '../../bench/arena-lib';
import { cellId, ladderLine, paired, readLines, recordedGames, sumCells } from '../../bench/ladder-sum';
import type { CellKey, LadderLine } from '../../bench/ladder-sum';

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

describe('cell files', () => {
  it('a compact line keeps what the sum needs, and the sum of compact lines is the sum of full ones', () => {
    const full = play(0, 3);
    const compact = readLines(full.map((g) => ladderLine(cell, g)).join(''));
    expect(compact).toHaveLength(full.length);
    expect(Object.keys(compact[0] ?? {})).not.toContain('bMs');
    expect(Object.keys(compact[0] ?? {})).not.toContain('aPlayouts');
    for (const l of compact) for (const ms of l.aMs) expect(Math.round(ms * 10) / 10).toBe(ms);
    const [a] = sumCells(full);
    const [b] = sumCells(compact);
    expect(b?.games).toBe(a?.games);
    expect(b?.share).toBe(a?.share);
    expect(b?.completeDeals).toBe(3);
  });

  it('a cell is the same cell whatever the order of its keys', () => {
    const reordered = { searchA: { b: 2, a: 1 }, seed: 'parts', modules: 'base', players: 2, b: 'greedy', a: 'normal', think: null, iterations: null } as CellKey;
    expect(cellId(reordered)).toBe(cellId({ ...cell, searchA: { a: 1, b: 2 } }));
    expect(cellId(reordered)).not.toBe(cellId(cell));
  });

  it('resuming plays only the games the file lacks, and the whole adds up to one run', () => {
    const whole = runArena({ a: 'normal', b: 'greedy', players: 2, modules: [], deals: 4, seed: 'parts' });
    const first = readLines(play(0, 2).slice(0, 3).map((g) => ladderLine(cell, g)).join('')); // deal 1 half played, then stopped
    const other = readLines(play(0, 1).map((g) => ladderLine({ ...cell, seed: 'other' }, g)).join(''));
    const have = recordedGames([...first, ...other], cell);
    expect([...have].sort()).toEqual(['0/0', '0/1', '1/0']);
    const rest: string[] = [];
    const r = runArena({
      a: 'normal', b: 'greedy', players: 2, modules: [], deals: 4, seed: 'parts',
      skip: (d, seatA) => have.has(`${d}/${seatA}`), onGame: (g) => rest.push(ladderLine(cell, g)),
    });
    expect(r.games).toBe(5);
    const [sum] = sumCells([...first, ...readLines(rest.join(''))]);
    expect(sum?.games).toBe(whole.games);
    expect(sum?.completeDeals).toBe(4);
    expect(sum?.share).toBeCloseTo(whole.share, 12);
  });
});

describe('paired screens', () => {
  const line = (deal: number, seatA: number, won: number | null): LadderLine =>
    ({ cell, deal, seatA, order: seatA, won, reason: won === null ? null : 'prestige', rounds: 20, aMs: [], conquests: 0, t2Draws: 0 });

  it('compares A on the games both versions played, and only those', () => {
    const old = [line(0, 0, 1), line(0, 1, 0), line(1, 0, 0), line(1, 1, 0.5), line(2, 0, 1)];
    const next = [line(0, 0, 1), line(0, 1, 1), line(1, 0, 1), line(1, 1, null), line(3, 0, 0)];
    const p = paired(old, next);
    expect(p.games).toBe(3);
    expect(p.oldShare).toBeCloseTo(1 / 3, 12);
    expect(p.newShare).toBe(1);
    expect(p.diff).toBeCloseTo(2 / 3, 12);
    // Differences 0, 1, 1: sample variance 1/3, half-width 1.96 * sqrt(1/9).
    expect(p.half).toBeCloseTo(1.96 / 3, 12);
  });

  it('says nothing is different when nothing is', () => {
    const games = play(0, 2).map((g) => ({ ...g, cell }));
    expect(paired(games, games)).toMatchObject({ games: 4, diff: 0, half: 0 });
  });
});
