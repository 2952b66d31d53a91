/**
 * createGame's hand-written check of a common configuration
 * (`fastParseConfig`) never accepts what `GameConfigSchema` refuses and gives
 * exactly the value the schema gives (keys, order, defaults).
 */
import { describe, expect, it } from 'vitest';
import { GameConfigSchema, fastParseConfig } from '../src/game/config';

describe('B2 the fast config check agrees with GameConfigSchema', () => {
  it('on valid and invalid configurations alike', () => {
    const values: Record<string, unknown[]> = {
      players: [1, 2, 3, 4, 5, 2.5, '2', null, -0],
      seed: ['', 'a', 's'.repeat(200), 's'.repeat(201), 7, null],
      modules: [
        [],
        ['orient'],
        ['cities', 'tradingPosts', 'strongholds', 'orient'],
        ['orient', 'orient'],
        ['nope'],
        'orient',
        null,
        ['cities', 'cities', 'orient', 'orient', 'strongholds'],
      ],
      edition: ['kahroba', 'classic', 'other', null],
      firstPlayer: [0, 1, 3, 4, -1, 1.5, null, -0],
      setup: [{}, { firstPlayer: 1 }],
      other: [1],
    };
    const keys = Object.keys(values);
    let accepted = 0;
    let tried = 0;
    // Every key absent, undefined or one of its values, on a base of valid fields.
    const base = { players: 3, seed: 'x', modules: ['orient'], edition: 'classic', firstPlayer: 1 };
    const inputs: unknown[] = [null, undefined, 3, 'x', [], {}, Object.create(null), Object.create(base)];
    for (const k of keys) {
      for (const v of [undefined, ...(values[k] as unknown[])]) {
        inputs.push({ ...base, [k]: v });
        const { [k as keyof typeof base]: _drop, ...rest } = base;
        inputs.push(rest, { ...rest, [k]: v });
      }
    }
    for (let mask = 0; mask < 32; mask++) {
      const o: Record<string, unknown> = {};
      keys.slice(0, 5).forEach((k, i) => {
        if ((mask >> i) & 1) o[k] = (base as Record<string, unknown>)[k];
      });
      inputs.push(o, Object.fromEntries(Object.entries(o).reverse()));
    }
    for (const x of inputs) {
      tried++;
      const fast = fastParseConfig(x);
      if (fast === null) continue;
      accepted++;
      const zod = GameConfigSchema.safeParse(x);
      expect(zod.success, JSON.stringify(x)).toBe(true);
      expect(fast).toStrictEqual(zod.data);
      expect(JSON.stringify(fast)).toBe(JSON.stringify(zod.data));
      expect(fast.modules).not.toBe((x as { modules?: unknown }).modules);
    }
    expect(tried).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(20);
  });
});
