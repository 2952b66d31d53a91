/**
 * `applyAction`'s fast structural check of an action (src/core/parseAction.ts) must
 * never accept what `ActionSchema` refuses, must build the same value zod
 * builds (same keys in the same order, fresh objects), and must accept every
 * action `legalActions` lists (otherwise it would not be a fast path).
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Action, GameState, ModuleId } from '../src/index';
import {
  ActionSchema,
  applyAction,
  CARDS,
  createGame,
  isMainAction,
  legalActions,
  MAIN_ACTIONS,
  MODULES,
  randomSource,
} from '../src/index';
import { fastParseAction, isEngineAction } from '../src/core/parseAction';
import { randomIntent } from './properties/harness';

/** No object or array of the output is one of the input's. */
function sharesNothing(input: unknown, output: unknown): boolean {
  const inputs = new Set<unknown>();
  const walk = (x: unknown, into: (o: object) => void): void => {
    if (x !== null && typeof x === 'object') {
      into(x);
      for (const v of Object.values(x)) walk(v, into);
    }
  };
  walk(input, (o) => inputs.add(o));
  let shared = false;
  walk(output, (o) => {
    if (inputs.has(o)) shared = true;
  });
  return !shared;
}

/** Frozen all the way down. */
function deepFrozen(x: unknown): boolean {
  if (x === null || typeof x !== 'object') return true;
  return Object.isFrozen(x) && Object.values(x).every(deepFrozen);
}

/**
 * Whether the fast check accepts `input`; when it does, zod must accept it with the same value. The comparison is
 * first made without `expect` (this runs on hundreds of thousands of inputs); only when that is not plainly equal
 * do the assertions run, which then either pass or say what differs.
 */
function check(input: unknown): boolean {
  const fast = fastParseAction(input);
  if (fast === null) return false;
  const zod = ActionSchema.safeParse(input);
  const engine = input !== null && typeof input === 'object' && isEngineAction(input);
  const plainlySame =
    zod.success &&
    JSON.stringify(fast) === JSON.stringify(zod.data) &&
    isDeepStrictEqual(fast, zod.data) &&
    (engine ? fast === input && deepFrozen(input) : sharesNothing(input, fast));
  if (plainlySame) return true;
  expect(zod.success, JSON.stringify(input)).toBe(true);
  expect(JSON.stringify(fast)).toBe(JSON.stringify(zod.data));
  expect(fast).toEqual(zod.data);
  if (engine) {
    // An action the engine built and froze is taken as it is: nothing in it can change.
    expect(fast).toBe(input);
    expect(deepFrozen(input)).toBe(true);
  } else {
    expect(fast).toStrictEqual(zod.data);
    expect(sharesNothing(input, fast)).toBe(true);
  }
  return true;
}

const mutations = (a: Record<string, unknown>, rng: () => number): unknown[] => {
  const out: unknown[] = [];
  const keys = Object.keys(a);
  out.push({ ...a, extra: 1 });
  out.push({ ...a, extra: undefined });
  for (const k of keys) {
    const { [k]: _dropped, ...rest } = a;
    out.push(rest);
    for (const v of [
      undefined,
      null,
      0,
      -1,
      41,
      1.5,
      NaN,
      '',
      'x'.repeat(17),
      'gold',
      'white',
      [],
      {},
      ['white'],
      'L4',
      'O1',
    ])
      out.push({ ...a, [k]: v });
  }
  // Reordered keys are still the same action.
  out.push(Object.fromEntries(Object.entries(a).reverse()));
  // Inherited fields, class instances, arrays.
  out.push(Object.assign(Object.create(a) as object, {}));
  out.push(Object.assign(Object.create(null) as object, a));
  class Boxed {
    constructor() {
      Object.assign(this, a);
    }
  }
  out.push(new Boxed());
  out.push([a]);
  const p = a.payment as Record<string, unknown> | undefined;
  if (p) {
    const t = p.tokens as Record<string, number>;
    const g = ['white', 'blue', 'green', 'red', 'black', 'gold'][Math.floor(rng() * 6)] as string;
    for (const v of [-1, 40, 41, 2.5, '1', null]) out.push({ ...a, payment: { ...p, tokens: { ...t, [g]: v } } });
    out.push({ ...a, payment: { ...p, tokens: { ...t, extra: 0 } } });
    out.push({ ...a, payment: { ...p, jokers: ['O1-01', 'O1-02', 'O1-03', 'O1-04', 'O1-05', 'O1-06'] } });
    out.push({ ...a, payment: { ...p, discards: ['a', 'b', 'c', 'd', 'e'] } });
    out.push({ ...a, payment: { ...p, discards: ['a', 'b', 'c', 'd'] } });
    out.push({ ...a, payment: { ...p, jokers: [''] } });
    // eslint-disable-next-line no-sparse-arrays
    out.push({ ...a, payment: { ...p, jokers: [, 'x'] } });
  }
  if (Array.isArray(a.gems)) {
    out.push(
      { ...a, gems: [] },
      { ...a, gems: ['white', 'blue', 'green', 'red'] },
      { ...a, gems: ['white', 'gold'] },
      { ...a, gems: ['white', 'white'] },
    );
  }
  return out;
};

describe('Y2 the fast action check agrees with ActionSchema', () => {
  it('accepts every listed legal action, and everything it accepts zod accepts with the same value', () => {
    let accepted = 0;
    let tried = 0;
    const subsets: ModuleId[][] = [[], [...MODULES], ['orient'], ['tradingPosts', 'strongholds'], ['cities', 'orient']];
    for (let g = 0; g < 30; g++) {
      const modules = subsets[g % subsets.length] as ModuleId[];
      const created = createGame({
        players: 2 + (g % 3),
        seed: `parse-${g}`,
        modules,
        edition: g % 2 ? 'classic' : 'kahroba',
      });
      if (!created.ok) throw new Error(created.error.code);
      let s: GameState = created.value;
      const rng = randomSource(`parse-${g}`);
      while (!s.result) {
        const legal = legalActions(s, s.current);
        expect(legal.filter((a) => !check(a))).toEqual([]);
        const a = legal[Math.floor(rng() * legal.length)] as Action;
        for (const m of [...mutations(a, rng), randomIntent(s, legal, rng)]) {
          tried++;
          if (check(m)) accepted++;
        }
        const r = applyAction(s, s.current, a);
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
    }
    expect(tried).toBeGreaterThan(4_000);
    expect(accepted).toBeGreaterThan(0);
  });

  it('every action type, every card id and every edge of the ranges', () => {
    const ids = ['a', 'x'.repeat(16), 'x'.repeat(17), '', ...CARDS.map((c) => c.id)];
    const tokens = (n: number) => ({ white: n, blue: 0, green: 0, red: 0, black: 0, gold: n });
    const inputs: unknown[] = [
      undefined,
      null,
      0,
      'buy',
      [],
      {},
      { type: 'nope' },
      { type: 'declineConquest' },
      { type: 'declineConquest', x: 1 },
    ];
    for (const id of ids) {
      for (const type of ['reserve', 'keepDrawn', 'takeFree', 'placeStronghold', 'removeStronghold'])
        inputs.push({ type, card: id });
      for (const type of ['chooseNoble', 'reserveNoble']) inputs.push({ type, noble: id });
      inputs.push({ type: 'choosePost', post: id }, { type: 'chooseCity', city: id }, { type: 'pair', partner: id });
      inputs.push({ type: 'moveStronghold', from: id, to: 'a' }, { type: 'moveStronghold', from: 'a', to: id });
      inputs.push({ type: 'reserve', noble: id }, { type: 'pair', card: id });
    }
    for (const n of [-1, -0, 0, 1, 40, 41, 0.5, Infinity, NaN]) {
      inputs.push({ type: 'returnTokens', tokens: tokens(n) });
      inputs.push({ type: 'buy', card: 'B1-01', payment: { tokens: tokens(n), jokers: [], discards: [] } });
      inputs.push({ type: 'conquer', payment: { tokens: tokens(n), jokers: ['O1-01'], discards: [] } });
    }
    for (const deck of ['L1', 'L2', 'L3', 'O1', 'O2', 'O3', 'L0', 'l1']) inputs.push({ type: 'reserveDeck', deck });
    for (const gem of ['white', 'blue', 'green', 'red', 'black', 'gold', null]) {
      inputs.push(
        { type: 'takeExtraToken', gem },
        { type: 'takeTwo', gem, extra: null },
        { type: 'takeTwo', gem: 'red', extra: gem },
        { type: 'takeGems', gems: [gem] },
      );
    }
    let accepted = 0;
    for (const x of inputs) if (check(x)) accepted++;
    expect(accepted).toBeGreaterThan(100);
  });

  it('takes an action the engine built as it is, and nothing made to look like one', () => {
    const created = createGame({ players: 2, seed: 'engine-actions', modules: [], edition: 'kahroba' });
    if (!created.ok) throw new Error(created.error.code);
    const shared = legalActions(created.value, created.value.current).filter((a) => isEngineAction(a));
    // The takes of gems and the reservations are built once and shared, frozen all the way down.
    expect(shared.map((a) => a.type)).toEqual(expect.arrayContaining(['takeGems', 'reserve', 'reserveDeck']));
    for (const a of shared) {
      expect(deepFrozen(a)).toBe(true);
      expect(fastParseAction(a)).toBe(a);
      // A copy, an object inheriting from one, or a proxy of one is checked like any other input.
      for (const lookalike of [structuredClone(a), { ...a }, Object.create(a) as unknown, new Proxy(a, {})]) {
        expect(isEngineAction(lookalike as object)).toBe(false);
        expect(fastParseAction(lookalike)).not.toBe(a);
      }
    }
  });

  it('Y2 main actions and decision answers: isMainAction agrees with MAIN_ACTIONS', () => {
    const types = ActionSchema.options.map((o) => o.shape.type.value);
    expect(types.length).toBe(19);
    for (const type of types)
      expect(isMainAction({ type } as Action)).toBe((MAIN_ACTIONS as readonly string[]).includes(type));
  });
});
