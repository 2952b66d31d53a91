/** The integer table behind the engine's shared actions (src/core/intTable.ts) agrees with a Map. */
import { describe, expect, it } from 'vitest';
import { IntTable } from '../src/core/intTable';
import { CARDS, randomSource } from '../src/index';

describe('IntTable', () => {
  it('gives what a Map gives, through collisions and growth', () => {
    const rng = randomSource('int-table');
    const table = new IntTable<number>(2);
    const map = new Map<number, number>();
    for (let i = 0; i < 20_000; i++) {
      // Keys from a small range (collisions, overwrites) and from the whole range up to 2^31 − 1.
      const key = i % 3 === 0 ? Math.floor(rng() * 500) : Math.floor(rng() * 0x7fff_ffff);
      if (rng() < 0.6) {
        table.set(key, i);
        map.set(key, i);
      }
      const probe = Math.floor(rng() * 500);
      expect(table.get(probe)).toBe(map.get(probe));
      expect(table.get(key)).toBe(map.get(key));
    }
    expect(table.size).toBe(map.size);
    for (const [k, v] of map) expect(table.get(k)).toBe(v);
  });
});

describe('B1 card index', () => {
  it('is each card’s place in CARDS', () => {
    CARDS.forEach((c, i) => expect(c.index).toBe(i));
  });
});
