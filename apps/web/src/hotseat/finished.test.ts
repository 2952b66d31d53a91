import { beforeEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '@kahroba/engine';
import { FINISHED_KEY, MAX_FINISHED, finishedGame, finishedSummaries, hasFinished, keepFinished } from './finished';

const record = (seed: string, moves = 3): GameRecord => ({
  schema: 1,
  config: { players: 2, seed, modules: ['cities'], edition: 'kahroba' },
  actions: Array.from({ length: moves }, (_, i) => ({
    seat: i % 2,
    action: { type: 'takeTwo', gem: 'red', extra: null },
  })),
});

describe('finished hot-seat games', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a finished game with its names, for My games and the replay', () => {
    expect(hasFinished()).toBe(false);
    keepFinished(record('s1', 5), ['Ana', 'Bo'], 1000);
    expect(hasFinished()).toBe(true);
    expect(finishedSummaries()).toEqual([
      { id: 's1', finishedAt: 1000, names: ['Ana', 'Bo'], players: 2, modules: ['cities'], moves: 5 },
    ]);
    expect(finishedGame('s1')?.record).toEqual(record('s1', 5));
    expect(finishedGame('nope')).toBeNull();
  });

  it('keeps a game once, the latest first, and at most MAX_FINISHED', () => {
    for (let i = 0; i < MAX_FINISHED + 4; i++) keepFinished(record(`g${i}`), ['A', 'B'], 1000 + i);
    keepFinished(record('g0'), ['A', 'B'], 5000);
    const ids = finishedSummaries().map((s) => s.id);
    expect(ids).toHaveLength(MAX_FINISHED);
    expect(ids[0]).toBe('g0');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('g1');
    expect(ids).toContain(`g${MAX_FINISHED + 3}`);
  });

  it('reads a damaged store as empty and drops damaged entries', () => {
    localStorage.setItem(FINISHED_KEY, '{not json');
    expect(finishedSummaries()).toEqual([]);
    keepFinished(record('ok'), ['A', 'B'], 1);
    const list = JSON.parse(localStorage.getItem(FINISHED_KEY) ?? '[]') as unknown[];
    localStorage.setItem(FINISHED_KEY, JSON.stringify([...list, { id: 3 }, { id: 'x', finishedAt: 1, names: [] }]));
    expect(finishedSummaries().map((s) => s.id)).toEqual(['ok']);
  });
});
