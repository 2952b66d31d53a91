/** RULES B3: the four main actions of a turn, and B3.5 refills. */
import { describe, expect, it, test } from 'vitest';
import {
  bonusesOf,
  HIDDEN_CARD,
  eventsFor,
  legalActions,
  legalPayments,
  suggestPayment,
  viewFor,
} from '../../src/index';
import type { StackedSetup } from '../../src/index';
import {
  act,
  buy,
  eventsOf,
  game,
  oneEvent,
  pay,
  refuse,
  refuseAny,
  reserve,
  take,
  takeTwo,
  tokens,
} from '../helpers/game';

// The same rows in every scenario of this file unless a test says otherwise.
const ROWS: StackedSetup['decks'] = {
  L1: ['B1-01', 'B1-02', 'B1-03', 'B1-04', 'B1-05', 'B1-06'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-03', 'B3-04', 'B3-05', 'B3-06'],
};
const NOBLES = ['N01', 'N02', 'N03'];
const base = (players: StackedSetup['players'] = [], extra: StackedSetup = {}) =>
  game({ decks: ROWS, nobles: NOBLES, players, ...extra });

describe('B3.1 take 3 gems of different colours', () => {
  it('B3.1 takes one of each of three colours from the supply and ends the turn', () => {
    const s = base();
    const { state, events } = act(s, 0, take('white', 'blue', 'green'));
    expect(state.players[0]?.tokens).toEqual(tokens({ white: 1, blue: 1, green: 1 }));
    expect(state.supply).toEqual(tokens({ white: 3, blue: 3, green: 3, red: 4, black: 4, gold: 5 }));
    expect(oneEvent(events, 'gemsTaken')).toMatchObject({
      seat: 0,
      rule: 'B3.1',
      tokens: tokens({ white: 1, blue: 1, green: 1 }),
    });
    expect(state.current).toBe(1);
    expect(state.version).toBe(s.version + 1);
  });

  it('B3.1 refuses two gems of the same colour', () => {
    refuse(base(), 0, take('red', 'red', 'blue'), 'TAKE_DISTINCT', 'B3.1');
  });

  it('B3.1 refuses fewer than 3 gems while 3 or more colours have tokens', () => {
    refuse(base(), 0, take('red', 'blue'), 'TAKE_THREE', 'B3.1');
    refuse(base(), 0, take('red'), 'TAKE_THREE', 'B3.1');
  });

  it('B3.1 never gold: a takeGems naming gold is malformed', () => {
    refuse(base(), 0, { type: 'takeGems', gems: ['gold', 'red', 'blue'] }, 'MALFORMED', 'Y2');
  });

  it('B3.1 refuses a colour with no token in the supply', () => {
    // Seat 1 holds all 4 red of a 2-player game (B2.4).
    const s = base([{}, { tokens: { red: 4 } }]);
    expect(s.supply.red).toBe(0);
    refuse(s, 0, take('red', 'blue', 'green'), 'TAKE_EMPTY', 'B3.1');
  });

  it('B3.1 ruling: with only 2 colours left, one of each of those 2 may be taken', () => {
    const s = base([{ tokens: { green: 4, red: 4 } }, { tokens: { black: 4 } }]);
    const { state } = act(s, 0, take('white', 'blue'));
    expect(state.players[0]?.tokens).toEqual(tokens({ white: 1, blue: 1, green: 4, red: 4 }));
    expect(state.supply).toEqual(tokens({ white: 3, blue: 3, gold: 5 }));
  });

  it('B3.1 ruling: with only 2 colours left, the player may also take just one of them ("up to that number")', () => {
    const s = base([{ tokens: { green: 4, red: 4 } }, { tokens: { black: 4 } }]);
    expect(act(s, 0, take('blue')).state.players[0]?.tokens.blue).toBe(1);
    refuse(s, 0, take('white', 'white'), 'TAKE_DISTINCT', 'B3.1');
  });

  it('B3.1 ruling: with only 1 colour left, a single gem may be taken', () => {
    const s = base([{ tokens: { green: 4, red: 4 } }, { tokens: { black: 4, blue: 4 } }]);
    const { state } = act(s, 0, take('white'));
    expect(state.players[0]?.tokens.white).toBe(1);
  });

  it('B3.1 ruling: with no gem token in the supply, taking is not available and another action must be used', () => {
    const s = base([{ tokens: { white: 4, blue: 4, green: 2 } }, { tokens: { green: 2, red: 4, black: 4 } }]);
    refuse(s, 0, take('white'), 'TAKE_EMPTY', 'B3.1');
    const legal = legalActions(s, 0);
    expect(legal.some((a) => a.type === 'takeGems' || a.type === 'takeTwo')).toBe(false);
    expect(legal.some((a) => a.type === 'reserve')).toBe(true);
  });
});

describe('B3.2 take 2 gems of the same colour', () => {
  it('B3.2 takes 2 of a colour that has 4 in the supply', () => {
    const { state, events } = act(base(), 0, takeTwo('red'));
    expect(state.players[0]?.tokens).toEqual(tokens({ red: 2 }));
    expect(state.supply.red).toBe(2);
    expect(oneEvent(events, 'gemsTaken')).toMatchObject({ seat: 0, rule: 'B3.2', tokens: tokens({ red: 2 }) });
  });

  it('B3.2 refuses when the supply has 3', () => {
    const s = base([{}, { tokens: { red: 1 } }]);
    refuse(s, 0, takeTwo('red'), 'TAKE_TWO_NEEDS_FOUR', 'B3.2');
  });

  it('B3.2 never gold', () => {
    refuse(base(), 0, { type: 'takeTwo', gem: 'gold', extra: null }, 'MALFORMED', 'Y2');
  });

  // 4 players: 7 a colour (B2.4). Rows: [tokens of that colour held by others, allowed?].
  test.each([
    [0, true],
    [3, true],
    [4, false],
    [7, false],
  ])('B3.2 with 4 players and %i red held elsewhere, taking 2 red is allowed: %s', (held, allowed) => {
    const s = game(
      { decks: ROWS, nobles: ['N01', 'N02', 'N03', 'N04', 'N05'], players: [{}, { tokens: { red: held } }] },
      { players: 4 },
    );
    expect(s.supply.red).toBe(7 - held);
    if (allowed) expect(act(s, 0, takeTwo('red')).state.players[0]?.tokens.red).toBe(2);
    else refuse(s, 0, takeTwo('red'), 'TAKE_TWO_NEEDS_FOUR', 'B3.2');
  });
});

describe('B3.3 reserve a card and take 1 gold', () => {
  it('B3.3 reserves a face-up card, takes a gold and refills the place', () => {
    const { state, events } = act(base(), 0, reserve('B1-02'));
    expect(state.players[0]?.reserved).toEqual([{ card: 'B1-02', blind: false, deck: 'L1' }]);
    expect(state.players[0]?.tokens.gold).toBe(1);
    expect(state.supply.gold).toBe(4);
    expect(state.rows.L1).toEqual(['B1-01', 'B1-05', 'B1-03', 'B1-04']);
    expect(oneEvent(events, 'cardReserved')).toMatchObject({
      seat: 0,
      card: 'B1-02',
      deck: 'L1',
      blind: false,
      gold: true,
    });
    expect(oneEvent(events, 'cardRevealed')).toMatchObject({ slot: { deck: 'L1', index: 1 }, card: 'B1-05' });
  });

  it('B3.3 reserves the top card of a deck, blind, and the rows do not change', () => {
    const s = base();
    const top = s.decks.L2[0];
    expect(top).toBe('B2-05');
    const { state, events } = act(s, 0, { type: 'reserveDeck', deck: 'L2' });
    expect(state.players[0]?.reserved).toEqual([{ card: 'B2-05', blind: true, deck: 'L2' }]);
    expect(state.decks.L2).toEqual(s.decks.L2.slice(1));
    expect(state.rows).toEqual(s.rows);
    expect(state.players[0]?.tokens.gold).toBe(1);
    expect(oneEvent(events, 'cardReserved')).toMatchObject({ seat: 0, deck: 'L2', blind: true, gold: true });
  });

  it('B3.3 a reservation is still allowed when no gold is left', () => {
    const s = base([{}, { tokens: { gold: 5 } }]);
    const { state, events } = act(s, 0, reserve('B2-01'));
    expect(state.players[0]?.reserved).toHaveLength(1);
    expect(state.players[0]?.tokens.gold).toBe(0);
    expect(state.supply.gold).toBe(0);
    expect(oneEvent(events, 'cardReserved')).toMatchObject({ card: 'B2-01', gold: false });
  });

  it('B3.3 refuses a card that is not face up', () => {
    refuse(base(), 0, reserve('B1-06'), 'CARD_NOT_AVAILABLE', 'B3.3');
  });

  it('B3.3 (O2.4) refuses an Orient deck when the Orient is not in play', () => {
    refuse(base(), 0, { type: 'reserveDeck', deck: 'O1' }, 'DECK_NOT_IN_PLAY', 'O2.4');
  });

  it('B3.3.1 refuses a fourth reservation, from a row or from a deck', () => {
    const s = base([
      {
        reserved: [
          { card: 'B3-10', blind: false },
          { card: 'B3-11', blind: true },
          { card: 'B2-20', blind: false },
        ],
      },
    ]);
    refuse(s, 0, reserve('B1-01'), 'RESERVE_LIMIT', 'B3.3.1');
    refuse(s, 0, { type: 'reserveDeck', deck: 'L1' }, 'RESERVE_LIMIT', 'B3.3.1');
    expect(legalActions(s, 0).some((a) => a.type === 'reserve' || a.type === 'reserveDeck')).toBe(false);
  });

  it('B3.3.2 reserved cards stay in hand: there is no discard action', () => {
    const s = base([{ reserved: [{ card: 'B3-10', blind: false }] }]);
    refuse(s, 0, { type: 'discard', card: 'B3-10' }, 'MALFORMED', 'Y2');
    const { state } = act(s, 0, take('white', 'blue', 'green'));
    expect(state.players[0]?.reserved.map((r) => r.card)).toEqual(['B3-10']);
  });

  it('B3.3.3 a blind reservation is hidden from the others until bought; a face-up one is public', () => {
    const s = base();
    const blind = act(s, 0, { type: 'reserveDeck', deck: 'L3' });
    expect(viewFor(blind.state, 1).players[0]?.reserved[0]?.card).toBe(HIDDEN_CARD);
    expect(viewFor(blind.state, 'spectator').players[0]?.reserved[0]?.card).toBe(HIDDEN_CARD);
    expect(viewFor(blind.state, 0).players[0]?.reserved[0]?.card).toBe('B3-05');
    expect(oneEvent(eventsFor(blind.events, 1), 'cardReserved').card).toBeNull();
    expect(oneEvent(eventsFor(blind.events, 0), 'cardReserved').card).toBe('B3-05');

    const open = act(s, 0, reserve('B3-02'));
    expect(viewFor(open.state, 1).players[0]?.reserved[0]?.card).toBe('B3-02');
    expect(oneEvent(eventsFor(open.events, 1), 'cardReserved').card).toBe('B3-02');
  });
});

describe('B3.4 buy a card', () => {
  it('B3.4 buys a face-up card with exact tokens; B3.4.3 the tokens go back; B3.4.5 the card joins the tableau', () => {
    const s = base([{ tokens: { blue: 3 } }]);
    expect(s.supply.blue).toBe(1);
    const { state, events } = act(s, 0, buy('B1-02', pay({ blue: 3 })));
    expect(state.players[0]?.tableau).toEqual(['B1-02']);
    expect(state.players[0]?.tokens).toEqual(tokens());
    expect(state.supply.blue).toBe(4);
    expect(bonusesOf(state, 0)).toMatchObject({ white: 1, blue: 0 });
    expect(oneEvent(events, 'cardBought')).toMatchObject({
      seat: 0,
      card: 'B1-02',
      fromReserve: false,
      conquest: false,
    });
  });

  it('B3.4.1 bonuses reduce the cost', () => {
    const s = base([{ tableau: ['B1-09', 'B1-10'], tokens: { blue: 1 } }]);
    const { state } = act(s, 0, buy('B1-02', pay({ blue: 1 })));
    expect(state.players[0]?.tableau).toContain('B1-02');
  });

  it('B3.4.1 no change: surplus bonuses give nothing back and the card is free', () => {
    const s = base([{ tableau: ['B1-09', 'B1-10', 'B1-11', 'B1-12'] }]);
    const { state } = act(s, 0, buy('B1-02'));
    expect(state.players[0]?.tokens).toEqual(tokens());
    expect(state.players[0]?.tableau).toContain('B1-02');
  });

  it('B3.4.2 a gold replaces a token of any colour, even one the player holds', () => {
    const s = base([{ tokens: { blue: 3, gold: 1 } }]);
    const { state } = act(s, 0, buy('B1-02', pay({ blue: 2, gold: 1 })));
    expect(state.players[0]?.tokens).toEqual(tokens({ blue: 1 }));
    expect(state.supply.gold).toBe(5);
  });

  it('B3.4.2 refuses tokens the player does not hold', () => {
    refuse(base([{ tokens: { blue: 2 } }]), 0, buy('B1-02', pay({ blue: 3 })), 'PAYMENT_NOT_HELD', 'B3.4.2');
  });

  it('B3.4.4 refuses a payment that falls short or pays the wrong colour', () => {
    const s = base([{ tokens: { blue: 3, red: 1 } }]);
    refuse(s, 0, buy('B1-02', pay({ blue: 2 })), 'PAYMENT_WRONG', 'B3.4.4');
    // Short in blue and surplus in red at once: either code, always B3.4.4.
    refuseAny(s, 0, buy('B1-02', pay({ blue: 2, red: 1 })), [
      ['PAYMENT_WRONG', 'B3.4.4'],
      ['PAYMENT_SURPLUS', 'B3.4.4'],
    ]);
  });

  it('B3.4.4 refuses a surplus token of any kind', () => {
    const s = base([{ tokens: { blue: 3, red: 1, gold: 1 } }]);
    refuse(s, 0, buy('B1-02', pay({ blue: 3, gold: 1 })), 'PAYMENT_SURPLUS', 'B3.4.4');
    refuse(s, 0, buy('B1-02', pay({ blue: 3, red: 1 })), 'PAYMENT_SURPLUS', 'B3.4.4');
  });

  it('B3.4.4 the proposed payment spends the least gold, and every exact payment is listed', () => {
    const s = base([{ tokens: { blue: 2, gold: 2 } }]);
    expect(suggestPayment(s, 0, 'B1-02')).toMatchObject({ tokens: tokens({ blue: 2, gold: 1 }) });
    const all = legalPayments(s, 0, 'B1-02').map((p) => p.tokens);
    expect(all).toHaveLength(2);
    expect(all).toContainEqual(tokens({ blue: 2, gold: 1 }));
    expect(all).toContainEqual(tokens({ blue: 1, gold: 2 }));
  });

  it("B3.4 buys one of the player's own reserved cards; the rows do not change", () => {
    const s = base([{ reserved: [{ card: 'B2-11', blind: true }], tokens: { blue: 4, gold: 1 } }]);
    const { state, events } = act(s, 0, buy('B2-11', pay({ blue: 4, gold: 1 })));
    expect(state.players[0]?.reserved).toEqual([]);
    expect(state.players[0]?.tableau).toEqual(['B2-11']);
    expect(state.rows).toEqual(s.rows);
    expect(oneEvent(events, 'cardBought')).toMatchObject({ card: 'B2-11', fromReserve: true });
    expect(eventsOf(events, 'cardRevealed')).toEqual([]);
  });

  it("B3.4 refuses another player's reserved card and a card still in a deck", () => {
    const s = base([{ tokens: { blue: 4 } }, { reserved: [{ card: 'B1-15', blind: false }] }]);
    refuse(s, 0, buy('B1-15', pay({ blue: 0 })), 'BUY_NOT_AVAILABLE', 'B3.4');
    refuse(s, 0, buy('B1-06', pay({ blue: 1 })), 'BUY_NOT_AVAILABLE', 'B3.4');
  });
});

describe('B3.5 refill', () => {
  it('B3.5 a bought card is replaced at once from the deck of the same level, in the same place', () => {
    const s = base([{ tokens: { blue: 3 } }]);
    const { state, events } = act(s, 0, buy('B1-02', pay({ blue: 3 })));
    expect(state.rows.L1).toEqual(['B1-01', 'B1-05', 'B1-03', 'B1-04']);
    expect(state.decks.L1).toEqual(s.decks.L1.slice(1));
    expect(oneEvent(events, 'cardRevealed')).toMatchObject({ slot: { deck: 'L1', index: 1 }, card: 'B1-05' });
  });

  // Level 3 exhausted: 4 face up, 5 reserved, 11 in tableaux (20 cards, B1.2).
  const emptyL3: StackedSetup = {
    decks: { ...ROWS, L3: ['B3-01', 'B3-02', 'B3-03', 'B3-04'] },
    nobles: NOBLES,
    players: [
      {
        reserved: [
          { card: 'B3-05', blind: false },
          { card: 'B3-06', blind: false },
        ],
        tableau: ['B3-10', 'B3-11', 'B3-12', 'B3-13', 'B3-14', 'B3-15'],
      },
      {
        reserved: [
          { card: 'B3-07', blind: false },
          { card: 'B3-08', blind: false },
          { card: 'B3-09', blind: false },
        ],
        tableau: ['B3-16', 'B3-17', 'B3-18', 'B3-19', 'B3-20'],
      },
    ],
  };

  it('B3.5 if the deck is empty the place stays empty', () => {
    const s = game(emptyL3);
    expect(s.decks.L3).toEqual([]);
    const { state } = act(s, 0, reserve('B3-01'));
    expect(state.rows.L3).toEqual([null, 'B3-02', 'B3-03', 'B3-04']);
  });

  it('B3.3 refuses to reserve from an empty deck', () => {
    refuse(game(emptyL3), 0, { type: 'reserveDeck', deck: 'L3' }, 'DECK_EMPTY', 'B3.3');
  });
});
