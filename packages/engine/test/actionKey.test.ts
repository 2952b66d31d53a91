/**
 * `actionKey`: one key per move, shared by the client ("is this intent
 * legal") and the search tree's edges. The same move in another order of
 * gems, cards or fields has the same key; two different moves never share one.
 */
import { describe, expect, it } from 'vitest';
import type { Action, GameState, ModuleId, Payment } from '../src/index';
import { actionKey, applyAction, createGame, legalActions, paymentKey, randomSource } from '../src/index';

const tokens = (white: number, gold = 0) => ({ white, blue: 0, green: 0, red: 0, black: 0, gold });
const pay = (jokers: string[], discards: string[], t = tokens(1)): Payment => ({ tokens: t, jokers, discards });

function game(modules: ModuleId[], seed: string): GameState {
  const r = createGame({ players: 3, seed, modules, edition: 'kahroba' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('actionKey', () => {
  it('does not depend on the order of gems, cards or fields', () => {
    expect(actionKey({ type: 'takeGems', gems: ['red', 'white', 'blue'] })).toBe(
      actionKey({ type: 'takeGems', gems: ['white', 'blue', 'red'] }),
    );
    expect(paymentKey(pay(['b', 'a'], ['d', 'c']))).toBe(paymentKey(pay(['a', 'b'], ['c', 'd'])));
    const reordered = JSON.parse('{"extra":"blue","gem":"red","type":"takeTwo"}') as Action;
    expect(actionKey(reordered)).toBe(actionKey({ type: 'takeTwo', gem: 'red', extra: 'blue' }));
  });

  it('tells different moves apart', () => {
    const keys = [
      actionKey({ type: 'takeGems', gems: ['white', 'blue'] }),
      actionKey({ type: 'takeGems', gems: ['white', 'white', 'blue'] }),
      actionKey({ type: 'buy', card: 'x', payment: pay(['a'], []) }),
      actionKey({ type: 'buy', card: 'x', payment: pay([], ['a']) }),
      actionKey({ type: 'buy', card: 'x', payment: pay([], [], tokens(1, 1)) }),
      actionKey({ type: 'buy', card: 'x', payment: pay([], [], tokens(11)) }),
      actionKey({ type: 'reserve', card: 'x' }),
      actionKey({ type: 'keepDrawn', card: 'x' }),
      actionKey({ type: 'moveStronghold', from: 'x', to: 'y' }),
      actionKey({ type: 'moveStronghold', from: 'y', to: 'x' }),
      actionKey({ type: 'declineConquest' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every legal move of a played game its own key', () => {
    let checked = 0;
    for (const modules of [[], ['orient'], ['strongholds'], ['cities', 'tradingPosts']] as ModuleId[][]) {
      let s = game(modules, `key-${modules.join('-')}`);
      const rng = randomSource('keys');
      for (let t = 0; t < 80 && !s.result; t++) {
        const legal = legalActions(s, s.current);
        expect(new Set(legal.map(actionKey)).size).toBe(legal.length);
        checked += legal.length;
        const a = legal[Math.floor(rng() * legal.length)] as Action;
        const r = applyAction(s, s.current, a);
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
