/** An arena cell played in parts (--from, --jsonl) adds up to the same figures as in one run. */
import { describe, expect, it } from 'vitest';
import { placeSpread, runArena } from '../../bench/arena-lib';
import type { GameRecordLine } from '../../bench/arena-lib';
import { cellId, ladderLine, mergeParts, paired, readLines, recordedGames, sumCells } from '../../bench/ladder-sum';
import type { CellKey, LadderLine } from '../../bench/ladder-sum';

const cell: CellKey = {
  a: 'normal',
  b: 'greedy',
  players: 2,
  modules: 'base',
  seed: 'parts',
  iterations: null,
  think: null,
  searchA: null,
};
const play = (from: number, deals: number): (GameRecordLine & { cell: CellKey })[] => {
  const lines: (GameRecordLine & { cell: CellKey })[] = [];
  runArena({
    a: 'normal',
    b: 'greedy',
    players: 2,
    modules: [],
    deals,
    from,
    seed: 'parts',
    onGame: (g) => lines.push({ cell, ...g }),
  });
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
    const reordered = {
      searchA: { b: 2, a: 1 },
      seed: 'parts',
      modules: 'base',
      players: 2,
      b: 'greedy',
      a: 'normal',
      think: null,
      iterations: null,
    } as CellKey;
    expect(cellId(reordered)).toBe(cellId({ ...cell, searchA: { a: 1, b: 2 } }));
    expect(cellId(reordered)).not.toBe(cellId(cell));
  });

  it('resuming plays only the games the file lacks, and the whole adds up to one run', () => {
    const whole = runArena({ a: 'normal', b: 'greedy', players: 2, modules: [], deals: 4, seed: 'parts' });
    const first = readLines(
      play(0, 2)
        .slice(0, 3)
        .map((g) => ladderLine(cell, g))
        .join(''),
    ); // deal 1 half played, then stopped
    const other = readLines(
      play(0, 1)
        .map((g) => ladderLine({ ...cell, seed: 'other' }, g))
        .join(''),
    );
    const have = recordedGames([...first, ...other], cell);
    expect([...have].sort()).toEqual(['0/0', '0/1', '1/0']);
    const rest: string[] = [];
    const r = runArena({
      a: 'normal',
      b: 'greedy',
      players: 2,
      modules: [],
      deals: 4,
      seed: 'parts',
      skip: (d, seatA) => have.has(`${d}/${seatA}`),
      onGame: (g) => rest.push(ladderLine(cell, g)),
    });
    expect(r.games).toBe(5);
    const [sum] = sumCells([...first, ...readLines(rest.join(''))]);
    expect(sum?.games).toBe(whole.games);
    expect(sum?.completeDeals).toBe(4);
    expect(sum?.share).toBeCloseTo(whole.share, 12);
  });
});

describe('paired screens', () => {
  const line = (deal: number, seatA: number, won: number | null): LadderLine => ({
    cell,
    deal,
    seatA,
    order: seatA,
    won,
    reason: won === null ? null : 'prestige',
    rounds: 20,
    aMs: [],
    conquests: 0,
    t2Draws: 0,
  });

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

describe('spread by place', () => {
  const game = (order: number, won: number | null): LadderLine => ({
    cell,
    deal: 0,
    seatA: order,
    order,
    won,
    reason: 'prestige',
    rounds: 20,
    aMs: [],
    conquests: 0,
    t2Draws: 0,
  });
  const games = (order: number, won: number, lost: number): LadderLine[] => [
    ...Array.from({ length: won }, () => game(order, 1)),
    ...Array.from({ length: lost }, () => game(order, 0)),
  ];

  it('an even spread is no evidence of a place effect', () => {
    const s = placeSpread([...games(0, 5, 5), ...games(1, 5, 5), ...games(2, 5, 5), ...games(3, 5, 5)], 4);
    expect(s.byPlace).toEqual([0, 1, 2, 3].map(() => ({ games: 10, share: 0.5 })));
    expect(s.placeChi2).toBe(0);
    expect(s.placeP).toBeCloseTo(1, 12);
  });

  it('a wide spread: chi-square over places − 1 degrees of freedom (with 2 of them the tail is exp(−x/2))', () => {
    // 8, 2 and 5 wins of 10 from the three places, share 0.5: (9 + 9 + 0) / 2.5 = 7.2.
    const s = placeSpread([...games(0, 8, 2), ...games(1, 2, 8), ...games(2, 5, 5), game(1, null)], 3);
    expect(s.byPlace.map((x) => x.share)).toEqual([0.8, 0.2, 0.5]);
    expect(s.byPlace.map((x) => x.games)).toEqual([10, 10, 10]);
    expect(s.placeChi2).toBeCloseTo(7.2, 12);
    expect(s.placeP).toBeCloseTo(Math.exp(-3.6), 9);
  });

  it('a cell sums to the same spread by place as the one run', () => {
    const whole = runArena({ a: 'normal', b: 'greedy', players: 2, modules: [], deals: 4, seed: 'parts' });
    const [sum] = sumCells([...play(0, 2), ...play(2, 2)]);
    expect(sum?.byPlace).toEqual(whole.byPlace);
    expect(sum?.placeChi2).toBeCloseTo(whole.placeChi2, 12);
    expect(sum?.placeP).toBeGreaterThan(0);
    expect(sum?.placeP).toBeLessThanOrEqual(1);
  });
});

describe('merging parts into a cell file', () => {
  const file = (lines: (GameRecordLine & { cell: CellKey })[]): LadderLine[] =>
    readLines(lines.map((g) => ladderLine(cell, g)).join(''));

  it('adds the games the file lacks, once each, and a merged line is the line the arena wrote', () => {
    const games = play(0, 3);
    const have = file(games.slice(0, 3));
    const laneB = file(games); // a copy of the file that went on: its first three games are the file's
    const { added, already } = mergeParts(have, [...laneB, ...file(games.slice(4))]);
    expect(already).toBe(3 + 2);
    expect(added.map((l) => `${l.deal}/${l.seatA}`)).toEqual(['1/1', '2/0', '2/1']);
    expect(added.map((l) => `${JSON.stringify(l)}\n`)).toEqual(games.slice(3).map((g) => ladderLine(cell, g)));
    const [sum] = sumCells([...have, ...added]);
    expect(sum?.games).toBe(6);
    expect(sum?.completeDeals).toBe(3);
  });

  it('refuses a part whose game ended otherwise than in the file, and keeps other cells apart', () => {
    const have = file(play(0, 1));
    const changed = have.map((l) => ({ ...l, won: l.won === 1 ? 0 : 1 }));
    expect(() => mergeParts(have, changed)).toThrow(/deal 0, seat 0 .* ended otherwise/);
    const other = changed.map((l) => ({ ...l, cell: { ...cell, seed: 'other' } }));
    expect(mergeParts(have, other).added).toHaveLength(2);
  });

  it('names a cut-off line', () => {
    const text = play(0, 1)
      .map((g) => ladderLine(cell, g))
      .join('');
    expect(() => readLines(`${text}{"cell":{"a":"nor`, 'part.jsonl')).toThrow(
      'part.jsonl line 3 is not a whole game line',
    );
  });
});
