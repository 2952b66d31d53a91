import { describe, expect, it } from 'vitest';
import { card, CARDS, CITIES, GEMS, noble, NOBLES, POSTS } from '../src/index';
import { nextInt, nextUint32, seedRng } from '../src/core/rng';

const base = CARDS.filter((c) => c.deck.startsWith('L'));
const orient = CARDS.filter((c) => c.deck.startsWith('O'));

describe('B1 components', () => {
  it('B1.2 has 90 development cards: 40 / 30 / 20 by level', () => {
    expect(base).toHaveLength(90);
    expect([1, 2, 3].map((l) => base.filter((c) => c.level === l).length)).toEqual([40, 30, 20]);
  });

  it.each([
    [1, 8],
    [2, 6],
    [3, 4],
  ])('B1.2 level %i has %i cards of each colour', (level, n) => {
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

describe('data lookups', () => {
  it('card() finds every card by its id, including ids built at run time, and refuses others', () => {
    for (const c of CARDS) {
      expect(card(c.id)).toBe(c);
      expect(card([...c.id].join(''))).toBe(c);
      expect(card(JSON.parse(JSON.stringify(c.id)) as string)).toBe(c);
    }
    for (const bad of ['', 'B1-00', 'B4-01', 'X1-01', 'B1-1', 'B1-001', 'b1-01', 'B1_01', 'O3-11', 'O1-99', '?']) {
      expect(() => card(bad)).toThrow();
    }
  });

  it('noble() finds every noble by its id and refuses others', () => {
    for (const n of NOBLES) {
      expect(noble(n.id)).toBe(n);
      expect(noble([...n.id].join(''))).toBe(n);
    }
    for (const bad of ['', 'N00', 'N11', 'N1', 'N001', 'n01', 'X01', 'B1-01']) expect(() => noble(bad)).toThrow();
  });
});

describe('Y1 the seeded generator', () => {
  it('nextInt is uniform by rejection and equals the plain remainder for every bound the rules use', () => {
    for (const n of [
      1, 2, 3, 4, 5, 7, 10, 13, 30, 40, 90, 1000, 65_537, 0x1f_ffff, 0x20_0000, 0x7fff_ffff, 0x1_0000_0000,
    ]) {
      const a = seedRng(`mod-${n}`);
      const b = seedRng(`mod-${n}`);
      for (let i = 0; i < 2000; i++) {
        // The reference: the rejection sampler written with `%` throughout.
        const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
        let x = nextUint32(b);
        while (x >= limit) x = nextUint32(b);
        expect(nextInt(a, n)).toBe(x % n);
      }
    }
  });
});
