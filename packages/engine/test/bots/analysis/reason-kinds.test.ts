/**
 * The reasons of the modules and of the token limit (src/bots/analysis/reasons.ts): a stacked position (as the rule
 * tests and the tutorial's puzzles build them) where the move's reason is a trading post, a stronghold, the 10-token
 * limit or a card's bonus, with the reason's data read from that position; and a changed position where the reason
 * changes with it or is gone.
 */
import { describe, expect, it } from 'vitest';
import type { Action, ModuleId, StackedSetup } from '../../../src/index';
import type { Reason } from '../../../src/bots/index';
import { reasonsFor } from '../../../src/bots/analysis/reasons';
import { act, buy, decisionOf, game, pay, take, tokens } from '../../helpers/game';

const ROWS: StackedSetup['decks'] = {
  L1: ['B1-02', 'B1-03', 'B1-04', 'B1-06', 'B1-13', 'B1-14'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-03', 'B3-04', 'B3-05', 'B3-06'],
};
const NOBLES = ['N04', 'N05', 'N10'];
const at = (players: StackedSetup['players'], modules: ModuleId[] = []) =>
  game({ decks: ROWS, nobles: NOBLES, players }, { modules });

const kinds = (rs: readonly Reason[]): string[] => rs.map((r) => r.kind);
/** B1-02: a white bonus for 3 blue. */
const buyWhite: Action = buy('B1-02', pay({ blue: 3 }));

describe('reasons of the modules and the token limit', () => {
  it('tradingPost: the purchase that completes a post names that post; without the red bonuses it does not', () => {
    // Red 3 (B1-25..27) and the white of B1-02 meet K-TP1 (red 3 + white 1).
    const s = at([{ tableau: ['B1-25', 'B1-26', 'B1-27'], tokens: { blue: 3 } }, {}], ['tradingPosts']);
    expect(act(s, 0, buyWhite).state.players[0]?.posts).toEqual(['K-TP1']);
    // The post outweighs the purchase itself (its power's worth against a card of no prestige).
    expect(reasonsFor(s, 0, buyWhite)[0]).toEqual({ kind: 'tradingPost', post: 'K-TP1' });
    const short = at([{ tableau: ['B1-25', 'B1-26'], tokens: { blue: 3 } }, {}], ['tradingPosts']);
    expect(kinds(reasonsFor(short, 0, buyWhite))).not.toContain('tradingPost');
  });

  it('stronghold: placing names the card and the mover; removing names the card and the rival whose it was', () => {
    const bought = act(
      at([{ tokens: { blue: 3 } }, { strongholds: [{ card: 'B1-06', count: 1 }] }], ['strongholds']),
      0,
      buyWhite,
    ).state;
    decisionOf(bought, 'stronghold');
    expect(reasonsFor(bought, 0, { type: 'placeStronghold', card: 'B1-03' })).toEqual([
      { kind: 'stronghold', card: 'B1-03', seat: 0 },
    ]);
    expect(reasonsFor(bought, 0, { type: 'removeStronghold', card: 'B1-06' })).toEqual([
      { kind: 'stronghold', card: 'B1-06', seat: 1 },
    ]);
  });

  it('tokenLimit: taking past 10 counts the tokens to give back, and giving them back counts the same', () => {
    const take3 = take('white', 'blue', 'green');
    // 9 tokens + 3 = 12: 2 over the limit.
    const s = at([{ tokens: { red: 3, black: 3, green: 3 } }, {}]);
    expect(reasonsFor(s, 0, take3)[0]).toEqual({ kind: 'tokenLimit', returned: 2 });
    const over = act(s, 0, take3).state;
    expect(decisionOf(over, 'returnTokens').count).toBe(2);
    const back: Action = { type: 'returnTokens', tokens: tokens({ red: 1, black: 1 }) };
    expect(reasonsFor(over, 0, back)[0]).toEqual({ kind: 'tokenLimit', returned: 2 });
    // 8 tokens + 3 = 11: 1 over; 7 + 3: none.
    const eight = at([{ tokens: { red: 3, black: 3, green: 2 } }, {}]);
    expect(reasonsFor(eight, 0, take3)).toContainEqual({ kind: 'tokenLimit', returned: 1 });
    const seven = at([{ tokens: { red: 3, black: 2, green: 2 } }, {}]);
    expect(kinds(reasonsFor(seven, 0, take3))).not.toContain('tokenLimit');
  });

  it("bonus: a purchase names the card's colour and the seat's count of it after the purchase", () => {
    // B1-07 and B1-08 are white bonuses: 2 before, 3 after.
    const two = at([{ tableau: ['B1-07', 'B1-08'], tokens: { blue: 3 } }, {}]);
    // Second to the purchase itself.
    expect(reasonsFor(two, 0, buyWhite).slice(0, 2)).toEqual([
      { kind: 'buysCard', card: 'B1-02', prestige: 0 },
      { kind: 'bonus', gem: 'white', count: 3 },
    ]);
    const none = at([{ tokens: { blue: 3 } }, {}]);
    const first = reasonsFor(none, 0, buyWhite);
    expect(first).toContainEqual({ kind: 'bonus', gem: 'white', count: 1 });
    expect(first.filter((r) => r.kind === 'bonus')).toHaveLength(1);
    expect(kinds(reasonsFor(none, 0, take('white', 'blue', 'green')))).not.toContain('bonus');
  });
});
