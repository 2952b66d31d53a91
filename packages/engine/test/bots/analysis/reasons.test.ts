/**
 * The reasons of a move (src/bots/analysis/reasons.ts) come from the position: scenario positions built from a
 * stacked set-up (as the rule tests build them) where one reason must appear, and the same move in a changed
 * position where it must not. The analysis carries them (a winning purchase: winsNow; closing a rival's win).
 */
import { describe, expect, it } from 'vitest';
import { randomSource, suggestPayment } from '../../../src/index';
import type { Action, GameState, Payment } from '../../../src/index';
import { analyzePosition } from '../../../src/bots/index';
import { reasonsFor } from '../../../src/bots/analysis/reasons';
import { act, game } from '../../helpers/game';
import { threat } from '../finishing';

const pay = (s: GameState, card: string): Payment => {
  const p = suggestPayment(s, s.current, card);
  if (p === null) throw new Error(`no payment for ${card}`);
  return p;
};

/** Seat 0 holds `blue` blue tokens; B1-02 costs 3 blue. */
const gems = (blue: number): GameState =>
  game({
    decks: { L1: ['B1-02', 'B1-08', 'B1-16', 'B1-24'], L2: ['B2-06', 'B2-12', 'B2-18', 'B2-24'] },
    nobles: ['N01', 'N02', 'N03'],
    players: [{ tokens: { blue } }, {}],
  });

/** Cities: seat 1 has red 4, black `black` and the prestige of C1a (red 4, black 3); B1-37 (a black bonus) is on the table and seat 1 can pay it. */
const cityRace = (black: string[], l1: string[]): GameState =>
  game(
    {
      decks: { L1: l1, L2: ['B2-06', 'B2-12', 'B2-18', 'B2-01'], L3: ['B3-01', 'B3-05', 'B3-09', 'B3-13'] },
      cities: ['C1a', 'C2a', 'C6a'],
      players: [{}, { tableau: ['B3-14', 'B3-15', 'B3-16', 'B2-24', ...black], tokens: { green: 3, red: 3 } }],
    },
    { modules: ['cities'] },
  );

const kinds = (rs: readonly { kind: string }[]): string[] => rs.map((r) => r.kind);

describe('reasons', () => {
  it('taking the last gem a card needs: lastGemFor, and nearCard when one more is still missing', () => {
    const take: Action = { type: 'takeGems', gems: ['blue', 'white', 'black'] };
    expect(reasonsFor(gems(2), 0, take)).toContainEqual({ kind: 'lastGemFor', gem: 'blue', card: 'B1-02' });
    const one = reasonsFor(gems(1), 0, take);
    expect(one).toContainEqual({ kind: 'nearCard', card: 'B1-02', missing: 1 });
    expect(kinds(one)).not.toContain('lastGemFor');
  });

  it('a purchase: buysCard with its prestige, first', () => {
    const s = gems(3);
    const r = reasonsFor(s, 0, { type: 'buy', card: 'B1-02', payment: pay(s, 'B1-02') });
    expect(r[0]).toEqual({ kind: 'buysCard', card: 'B1-02', prestige: 0 });
  });

  it('a winning move: winsNow alone; a move that leaves a rival its win: handsRivalWin', () => {
    const last = act(threat(), 0, { type: 'takeGems', gems: ['white', 'blue', 'green'] }).state;
    expect(last.current).toBe(1);
    expect(reasonsFor(last, 1, { type: 'buy', card: 'B3-03', payment: pay(last, 'B3-03') })).toEqual([
      { kind: 'winsNow' },
    ]);
    const open = reasonsFor(threat(), 0, { type: 'takeGems', gems: ['white', 'blue', 'green'] });
    expect(open[0]).toEqual({ kind: 'handsRivalWin', seat: 1 });
    const closed = reasonsFor(threat(), 0, { type: 'reserve', card: 'B3-03' });
    expect(closed).toContainEqual({ kind: 'reservesRivalCard', seat: 1, card: 'B3-03' });
    expect(kinds(closed)).not.toContain('handsRivalWin');
  });

  it('taking the card a rival needs for a city: blocksRivalCity, and not for a card of another colour', () => {
    const s = cityRace(['B3-18', 'B2-30'], ['B1-37', 'B1-08', 'B1-16', 'B1-02']);
    const r = reasonsFor(s, 0, { type: 'reserve', card: 'B1-37' }, 5);
    expect(r).toContainEqual({ kind: 'blocksRivalCity', seat: 1, city: 'C1a' });
    expect(r).toContainEqual({ kind: 'reservesRivalCard', seat: 1, card: 'B1-37' });
    const other = cityRace(['B3-18', 'B2-30'], ['B1-23', 'B1-08', 'B1-16', 'B1-02']);
    expect(kinds(reasonsFor(other, 0, { type: 'reserve', card: 'B1-23' }, 5))).not.toContain('blocksRivalCity');
  });

  it('a bonus toward a noble: towardNoble with the bonuses still lacking, not when the bonus is of another colour', () => {
    // N01 asks 4 white and 4 blue; seat 0 has 3 white bonuses and 4 blue; B1-08 (white bonus) costs 4 green.
    const noble = (l1: string[]): GameState =>
      game({
        decks: { L1: l1 },
        nobles: ['N01', 'N05', 'N10'],
        players: [
          { tableau: ['B1-01', 'B1-02', 'B1-03', 'B1-09', 'B1-10', 'B1-11', 'B1-12'], tokens: { green: 4, red: 3 } },
          {},
        ],
      });
    const s = noble(['B1-08', 'B1-23', 'B1-16', 'B1-40']);
    const r = reasonsFor(s, 0, { type: 'buy', card: 'B1-08', payment: pay(s, 'B1-08') }, 5);
    expect(r).toContainEqual({ kind: 'towardNoble', noble: 'N01', missing: 0 });
    const other = noble(['B1-23', 'B1-08', 'B1-16', 'B1-40']);
    const g = reasonsFor(other, 0, { type: 'buy', card: 'B1-23', payment: pay(other, 'B1-23') }, 5);
    expect(g.filter((x) => x.kind === 'towardNoble' && x.noble === 'N01')).toEqual([]);
  });

  it('the analysis names the winning purchase winsNow, and weighs the move that hands the rival its win below it', () => {
    const last = act(threat(), 0, { type: 'takeGems', gems: ['white', 'blue', 'green'] }).state;
    const won = analyzePosition(last, 1, randomSource('win'), { iterations: 60 });
    expect(won.candidates[0]?.reasons).toEqual([{ kind: 'winsNow' }]);
    expect(won.candidates[0]?.winChance).toBeGreaterThan(0.9);
    const handing: Action = { type: 'takeGems', gems: ['white', 'blue', 'green'] };
    const a = analyzePosition(threat(), 0, randomSource('close'), { iterations: 200, include: [handing] });
    const bad = a.candidates.find((c) => c.reasons.some((r) => r.kind === 'handsRivalWin'));
    expect(bad).toBeDefined();
    expect(kinds(a.candidates[0]?.reasons ?? [])).not.toContain('handsRivalWin');
    expect((a.candidates[0]?.winChance ?? 0) - (bad?.winChance ?? 1)).toBeGreaterThan(0.1);
  });
});
