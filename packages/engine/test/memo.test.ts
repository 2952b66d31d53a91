/**
 * The engine remembers bonuses, jokers and prestige by the identity of the arrays
 * they come from (src/primitives/held.ts), and carries them forward when a card is
 * bought. At every step of random games, in every module set, the remembered
 * answers must be the ones worked out afresh from the tableau.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, ModuleId } from '../src/index';
import { applyAction, card, createGame, legalActions, MODULES, randomSource } from '../src/index';
import { playerBonuses, playerPrestige } from '../src/primitives/derived';
import { heldBonuses, heldJokers, heldPrestige } from '../src/primitives/held';

describe('B3.4.1 / B5.1 remembered bonuses and prestige', () => {
  it('equal the ones worked out afresh, for every seat after every action', () => {
    const subsets: ModuleId[][] = [[], [...MODULES], ['orient'], ['tradingPosts'], ['cities', 'strongholds']];
    let checked = 0;
    for (let g = 0; g < 40; g++) {
      const created = createGame({
        players: 2 + (g % 3),
        seed: `memo-${g}`,
        modules: subsets[g % subsets.length],
        edition: g % 2 ? 'classic' : 'kahroba',
      });
      if (!created.ok) throw new Error(created.error.code);
      let s: GameState = created.value;
      const rng = randomSource(`memo-${g}`);
      while (!s.result) {
        const legal = legalActions(s, s.current);
        const r = applyAction(s, s.current, legal[Math.floor(rng() * legal.length)]);
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
        for (const p of s.players) {
          expect(heldBonuses(p)).toEqual(playerBonuses(p));
          expect(heldPrestige(p)).toBe(playerPrestige(p));
          expect(heldJokers(p)).toEqual(p.tableau.filter((id) => card(id).effect === 'gold_x2'));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('notices a tableau changed in place (a longer array is not the one remembered)', () => {
    const created = createGame({
      players: 2,
      seed: 'memo-in-place',
      modules: [],
      edition: 'kahroba',
      setup: { players: [{ tableau: ['B1-01'] }, {}] },
    });
    if (!created.ok) throw new Error(created.error.code);
    const p = structuredClone(created.value.players[0]!);
    const before = heldBonuses(p);
    // In place on purpose (the state types forbid it): what the memo must still notice.
    (p.tableau as string[]).push('B1-02');
    expect(heldBonuses(p)).toEqual(playerBonuses(p));
    expect(heldBonuses(p)).not.toEqual(before);
  });
});
