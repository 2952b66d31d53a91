/** affordability.ts: whether a seat can buy a card, from the engine's payments and module checks (B3.4, T4, O3, S1). */
import { describe, expect, it } from 'vitest';
import { applyAction, cardAffordability, createGame, legalActions, tableAffordability, viewFor } from '../../src/index';
import type { Action, GameState, ModuleId, StackedSetup } from '../../src/index';
import { game } from '../helpers/game';

// L1 row: B1-02 (blue 3), B1-03 (blue 2, green 2, black 1), B1-04 (blue 2, black 2), B1-06 (one of each but white).
const ROWS: StackedSetup['decks'] = {
  L1: ['B1-02', 'B1-03', 'B1-04', 'B1-06', 'B1-13', 'B1-14'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-03', 'B3-04', 'B3-05', 'B3-06'],
};
const at = (players: StackedSetup['players'], modules: ModuleId[] = []) =>
  game({ decks: ROWS, nobles: ['N04', 'N05', 'N10'], players }, { modules });

describe('cardAffordability (B3.4)', () => {
  it('gems alone, only with gold, or how many gem tokens are lacking', () => {
    const s = at([{ tokens: { blue: 2, black: 2, gold: 1 } }]);
    expect(cardAffordability(s, 0, 'B1-04')).toEqual({ status: 'affordable' });
    expect(cardAffordability(s, 0, 'B1-02')).toEqual({ status: 'withGold', gold: 1 });
    // B1-03: blue 2, green 2, black 1; short of green 2, one gold covers one of them.
    expect(cardAffordability(s, 0, 'B1-03')).toEqual({ status: 'short', lacks: 1 });
    // The other seat holds nothing: B1-06 costs 4 single gems.
    expect(cardAffordability(s, 1, 'B1-06')).toEqual({ status: 'short', lacks: 4 });
  });

  it('bonuses count before tokens (B3.4.1)', () => {
    const s = at([{ tableau: ['B1-09', 'B1-10'], tokens: { blue: 1 } }]); // two blue bonuses
    expect(cardAffordability(s, 0, 'B1-02')).toEqual({ status: 'affordable' });
  });

  it('T4: with the gold-worth-two post a gold pays two tokens of one colour', () => {
    const s = game(
      {
        decks: { ...ROWS, L1: ['B1-25', 'B1-06', 'B1-21', 'B1-13', 'B1-14'] },
        players: [{ tableau: ['B1-09', 'B1-10', 'B1-11', 'B1-36'], posts: ['K-TP4'], tokens: { gold: 1 } }],
      },
      { modules: ['tradingPosts'] },
    );
    // B1-25: white 3, no white bonus: one gold pays 2, one white token is lacking.
    expect(cardAffordability(s, 0, 'B1-25')).toEqual({ status: 'short', lacks: 1 });
    // B1-21: blue 2 (bonus 3), red 2: the gold pays both red.
    expect(cardAffordability(s, 0, 'B1-21')).toEqual({ status: 'withGold', gold: 1 });
  });

  it("S1: another player's stronghold blocks the card, with the rule; the owner is not blocked", () => {
    const s = at([{ tokens: { blue: 3 } }, { strongholds: [{ card: 'B1-02', count: 1 }] }], ['strongholds']);
    expect(cardAffordability(s, 0, 'B1-02')).toMatchObject({
      status: 'blocked',
      error: { code: 'OCCUPIED', rule: 'S1' },
    });
    expect(cardAffordability(s, 1, 'B1-02')).toEqual({ status: 'short', lacks: 3 });
  });

  it("covers the face-up cards and the seat's own reserved cards, even on a view", () => {
    const s = at([
      { tokens: { blue: 3 }, reserved: [{ card: 'B1-25', blind: true }] },
      { reserved: [{ card: 'B1-26', blind: true }] },
    ]);
    const mine = tableAffordability(viewFor(s, 0), 0);
    expect(mine.get('B1-25')).toEqual({ status: 'short', lacks: 3 });
    expect(mine.get('B1-02')).toEqual({ status: 'affordable' });
    expect(mine.has('B1-26')).toBe(false);
    expect(tableAffordability(viewFor(s, 1), 0).has('B1-25')).toBe(false);
  });
});

/** The cards `legalActions` offers to buy. */
const buyable = (actions: Action[]) => new Set(actions.flatMap((a) => (a.type === 'buy' ? [a.card] : [])));

describe('agrees with legalActions', () => {
  it.each([
    [[] as ModuleId[]],
    [['orient'] as ModuleId[]],
    [['strongholds', 'tradingPosts'] as ModuleId[]],
    [['cities', 'orient', 'strongholds'] as ModuleId[]],
  ])('over whole games with %j: buyable exactly when not short or blocked', (modules) => {
    const r = createGame({ players: 3, seed: `afford-${modules.join('-')}`, modules, edition: 'kahroba' });
    if (!r.ok) throw new Error(r.error.code);
    let s: GameState = r.value;
    let checked = 0;
    for (let i = 0; i < 300 && !s.result; i++) {
      const seat = s.current;
      const legal = legalActions(s, seat);
      if (s.turn.decision === null) {
        const marks = tableAffordability(viewFor(s, seat), seat);
        const can = new Set(
          [...marks].flatMap(([id, m]) => (m.status === 'affordable' || m.status === 'withGold' ? [id] : [])),
        );
        expect(can).toEqual(buyable(legal));
        for (const [, m] of marks) if (m.status === 'short') expect(m.lacks === null || m.lacks > 0).toBe(true);
        checked++;
      }
      // Buy when possible (the least gold first), otherwise take or reserve: the game moves on.
      const a =
        legal.find((x) => x.type === 'buy' && x.payment.tokens.gold === 0) ??
        legal.find((x) => x.type === 'buy') ??
        legal[i % legal.length];
      if (!a) break;
      const next = applyAction(s, seat, a);
      if (!next.ok) throw new Error(next.error.code);
      s = next.state;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
