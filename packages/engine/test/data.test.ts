import { describe, expect, it } from 'vitest';
import { CARDS, CITIES, GEMS, NOBLES, POSTS } from '../src/index';

const base = CARDS.filter((c) => c.deck.startsWith('L'));
const orient = CARDS.filter((c) => c.deck.startsWith('O'));

describe('B1 components', () => {
  it('B1.2 has 90 development cards: 40 / 30 / 20 by level', () => {
    expect(base).toHaveLength(90);
    expect([1, 2, 3].map((l) => base.filter((c) => c.level === l).length)).toEqual([40, 30, 20]);
  });

  it.each([[1, 8], [2, 6], [3, 4]])('B1.2 level %i has %i cards of each colour', (level, n) => {
    for (const g of GEMS) expect(base.filter((c) => c.level === level && c.bonus === g)).toHaveLength(n);
  });

  it('B1.2 base cards total 140 prestige and a token cost of 585 (data/SOURCES.md)', () => {
    expect(base.reduce((s, c) => s + c.points, 0)).toBe(140);
    expect(base.reduce((s, c) => s + c.costTotal, 0)).toBe(585);
  });

  it('B1.3 has 10 nobles worth 3 prestige each', () => {
    expect(NOBLES).toHaveLength(10);
    expect(NOBLES.every((n) => n.points === 3)).toBe(true);
  });

  it('keeps the ids of the shared data', () => {
    expect(base[0]?.id).toBe('B1-01');
    expect(orient[0]?.id).toBe('O1-01');
    expect(NOBLES[0]?.id).toBe('N01');
  });
});

describe('O, C, T components', () => {
  it('O has 30 Orient cards, 10 a level, worth 18 prestige in all', () => {
    expect(orient).toHaveLength(30);
    expect([1, 2, 3].map((l) => orient.filter((c) => c.level === l).length)).toEqual([10, 10, 10]);
    expect(orient.reduce((s, c) => s + c.points, 0)).toBe(18);
  });

  it('C2 has 7 double-sided city tiles', () => {
    expect(CITIES).toHaveLength(14);
    expect(new Set(CITIES.map((c) => c.tile)).size).toBe(7);
  });

  it('E has 5 trading-post kinds in each edition, differing on the black and green posts', () => {
    expect(POSTS.kahroba).toHaveLength(5);
    expect(POSTS.classic).toHaveLength(5);
    expect(POSTS.kahroba.map((p) => p.power)).toContain('draw_two_keep_one');
    expect(POSTS.classic.map((p) => p.power)).toContain('five_points');
  });
});
