/** RULES O1–O10: the Orient module (Kahroba edition), lead rulings R3 and R4. */
import { describe, expect, it, test } from 'vitest';
import { bonusesOf, cardCountOf, legalPayments, prestigeOf } from '../../src/index';
import type { ModuleId, StackedSetup } from '../../src/index';
import {
  act,
  buy,
  decisionOf,
  eventsOf,
  game,
  oneEvent,
  pay,
  refuse,
  refuseAny,
  reserve,
  take,
  tokens,
  typesOf,
} from '../helpers/game';

const OR: ModuleId[] = ['orient'];
const ROWS: StackedSetup['decks'] = {
  L1: ['B1-02', 'B1-04', 'B1-06', 'B1-21', 'B1-13', 'B1-14'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-03', 'B3-04', 'B3-05', 'B3-06'],
  O1: ['O1-06', 'O1-01', 'O1-07', 'O1-04'],
  O2: ['O2-09', 'O2-06', 'O2-01', 'O2-02'],
  O3: ['O3-01', 'O3-06', 'O3-02', 'O3-07'],
};
const NOBLES = ['N01', 'N02', 'N03'];
const orient = (players: StackedSetup['players'], extra: StackedSetup = {}) =>
  game({ decks: ROWS, nobles: NOBLES, players, ...extra }, { modules: OR });

describe('O2 set-up and rows', () => {
  it('O2.1 / O2.2 each Orient level has its own deck, 2 cards face up beside the 4 base cards', () => {
    const s = game({}, { modules: OR });
    for (const d of ['O1', 'O2', 'O3'] as const) {
      expect(s.rows[d]).toHaveLength(2);
      expect(s.rows[d].every((c) => c?.startsWith(d))).toBe(true);
      expect(s.decks[d]).toHaveLength(8);
    }
    expect(s.rows.L1).toHaveLength(4);
  });

  it('O2.1 a stacked set-up fixes the Orient deck order', () => {
    const s = orient([]);
    expect(s.rows.O1).toEqual(['O1-06', 'O1-01']);
    expect(s.decks.O1.slice(0, 2)).toEqual(['O1-07', 'O1-04']);
  });

  it('O2.3 a card taken from an Orient row is replaced from the Orient deck', () => {
    const s = orient([{ tokens: { white: 3 } }]);
    const { state } = act(s, 0, buy('O1-01', pay({ white: 3 })));
    expect(state.rows.O1).toEqual(['O1-06', 'O1-07']);
    expect(state.rows.L1).toEqual(s.rows.L1);
  });

  it('O2.4 a face-up Orient card or the top of an Orient deck may be reserved', () => {
    const a = act(orient([]), 0, reserve('O2-06')).state;
    expect(a.players[0]?.reserved).toEqual([{ card: 'O2-06', blind: false, deck: 'O2' }]);
    expect(a.rows.O2).toEqual(['O2-09', 'O2-01']);
    const b = act(orient([]), 0, { type: 'reserveDeck', deck: 'O3' }).state;
    expect(b.players[0]?.reserved).toEqual([{ card: 'O3-02', blind: true, deck: 'O3' }]);
  });
});

describe('O3 joker (gold_x2) and ruling R3', () => {
  it('O3 a joker has no bonus and no points', () => {
    const s = orient([{ tableau: ['O1-02'] }]);
    expect(bonusesOf(s, 0)).toEqual({ white: 0, blue: 0, green: 0, red: 0, black: 0 });
    expect(prestigeOf(s, 0)).toBe(0);
  });

  it('O3 discarding a joker gives 2 virtual gold for that purchase; the joker leaves the game and no longer counts as a card', () => {
    const s = orient([{ tableau: ['O1-02'], tokens: { blue: 1 } }]);
    expect(cardCountOf(s, 0)).toBe(1);
    const { state, events } = act(s, 0, buy('B1-02', pay({ blue: 1 }, { jokers: ['O1-02'] })));
    expect(state.players[0]?.tableau).toEqual(['B1-02']);
    expect(state.removed).toContain('O1-02');
    expect(oneEvent(events, 'jokersUsed')).toMatchObject({ seat: 0, cards: ['O1-02'] });
    expect(state.supply.gold).toBe(5);
    expect(state.players[0]?.tokens).toEqual(tokens());
    expect(cardCountOf(state, 0)).toBe(1);
  });

  it('O3 an unused virtual gold is lost (R3: the joker pays at least one)', () => {
    const s = orient([{ tableau: ['O1-02'], tokens: { blue: 2 } }]);
    const { state } = act(s, 0, buy('B1-02', pay({ blue: 2 }, { jokers: ['O1-02'] })));
    expect(state.players[0]?.tableau).toEqual(['B1-02']);
  });

  it('R3 refuses a joker that pays nothing', () => {
    const s = orient([{ tableau: ['O1-02'], tokens: { blue: 3 } }]);
    refuse(s, 0, buy('B1-02', pay({ blue: 3 }, { jokers: ['O1-02'] })), 'JOKER_UNUSED', 'O3');
  });

  test.each([
    ['blue 1 + 2 jokers (2 remaining: one each)', { blue: 1 }, true],
    ['blue 2 + 2 jokers (1 remaining: one joker would pay nothing)', { blue: 2 }, false],
    ['no token + 2 jokers (3 remaining)', {}, true],
  ])('R3 B1-02 (blue 3) with %s', (_what, t, ok) => {
    const s = orient([{ tableau: ['O1-02', 'O1-03'], tokens: { blue: 2 } }]);
    const action = buy('B1-02', pay(t, { jokers: ['O1-02', 'O1-03'] }));
    if (ok) expect(act(s, 0, action).state.players[0]?.tableau).toEqual(['B1-02']);
    else refuse(s, 0, action, 'JOKER_UNUSED', 'O3');
  });

  it('R3 real gold is never surplus next to a joker', () => {
    const s = orient([{ tableau: ['O1-02'], tokens: { blue: 2, gold: 1 } }]);
    refuseAny(s, 0, buy('B1-02', pay({ blue: 2, gold: 1 }, { jokers: ['O1-02'] })), [
      ['JOKER_UNUSED', 'O3'],
      ['PAYMENT_SURPLUS', 'B3.4.4'],
    ]);
    // Real gold and a joker both paying is fine.
    expect(act(s, 0, buy('B1-02', pay({ blue: 1, gold: 1 }, { jokers: ['O1-02'] }))).state.players[0]?.tableau).toEqual(
      ['B1-02'],
    );
  });

  it('O3 refuses a joker the player does not own', () => {
    const s = orient([{ tableau: ['O1-02'], tokens: { blue: 1 } }]);
    refuse(s, 0, buy('B1-02', pay({ blue: 1 }, { jokers: ['O1-03'] })), 'JOKER_NOT_HELD', 'O3');
  });
});

describe('O4 pairing card', () => {
  it('O1/O4 right after buying, before the refill, it pairs with the only possible partner (auto) and gives 1 bonus of its colour', () => {
    const s = orient([{ tableau: ['B1-25'], tokens: { white: 3, red: 1 } }]);
    const { state, events } = act(s, 0, buy('O1-06', pay({ white: 3, red: 1 })));
    expect(oneEvent(events, 'cardPaired')).toMatchObject({
      seat: 0,
      card: 'O1-06',
      partner: 'B1-25',
      gem: 'red',
      auto: true,
    });
    expect(state.players[0]?.pairings['O1-06']).toEqual({ partner: 'B1-25', gem: 'red' });
    expect(bonusesOf(state, 0).red).toBe(2);
    expect(typesOf(events).indexOf('cardPaired')).toBeLessThan(typesOf(events).indexOf('cardRevealed'));
  });

  it('O4 ruling: the partner has a printed colour: not a joker, not another pairing card; the player chooses', () => {
    const s = orient([
      { tableau: ['B1-25', 'B1-01', 'O1-02', 'O1-09'], pairings: { 'O1-09': 'B1-25' }, tokens: { white: 2 } },
    ]);
    const s1 = act(s, 0, buy('O1-06', pay({ white: 2 }))).state;
    expect([...decisionOf(s1, 'pair').options].sort()).toEqual(['B1-01', 'B1-25']);
    expect(s1.rows.O1[0]).toBeNull();
    refuse(s1, 0, { type: 'pair', partner: 'O1-02' }, 'NOT_AN_OPTION', 'Y2');
    refuse(s1, 0, { type: 'pair', partner: 'O1-09' }, 'NOT_AN_OPTION', 'Y2');
    const { state } = act(s1, 0, { type: 'pair', partner: 'B1-01' });
    expect(state.players[0]?.pairings['O1-06']).toEqual({ partner: 'B1-01', gem: 'white' });
    expect(bonusesOf(state, 0)).toMatchObject({ white: 2, red: 2 });
    expect(state.rows.O1).toEqual(['O1-07', 'O1-01']);
  });

  it('O1 the effect acts when the card is acquired, also when bought from the reserve', () => {
    const s = orient([
      { tableau: ['B1-25'], reserved: [{ card: 'O1-08', blind: true }], tokens: { green: 3, black: 2 } },
    ]);
    const { state, events } = act(s, 0, buy('O1-08', pay({ green: 3, black: 2 })));
    expect(oneEvent(events, 'cardPaired')).toMatchObject({ card: 'O1-08', partner: 'B1-25', gem: 'red' });
    expect(state.players[0]?.pairings['O1-08']).toEqual({ partner: 'B1-25', gem: 'red' });
  });

  it('O4 a player with no card giving a bonus cannot buy it', () => {
    refuse(
      orient([{ tokens: { white: 3, red: 2 } }]),
      0,
      buy('O1-06', pay({ white: 3, red: 2 })),
      'PAIR_NEEDS_PARTNER',
      'O4',
    );
    refuse(
      orient([{ tableau: ['O1-02'], tokens: { white: 3, red: 2 } }]),
      0,
      buy('O1-06', pay({ white: 3, red: 2 })),
      'PAIR_NEEDS_PARTNER',
      'O4',
    );
  });

  it('O4 it may still be reserved without a partner (only buying needs one)', () => {
    const { state } = act(orient([]), 0, reserve('O1-06'));
    expect(state.players[0]?.reserved.map((r) => r.card)).toEqual(['O1-06']);
  });
});

describe('O5 double bonus', () => {
  it('O5 gives 2 bonuses of its colour and is one card', () => {
    const s = orient([{ tableau: ['O2-04'], tokens: { white: 2 } }], {
      decks: { ...ROWS, L1: ['B1-28', 'B1-04', 'B1-06', 'B1-21', 'B1-13'] },
    });
    expect(bonusesOf(s, 0).red).toBe(2);
    expect(cardCountOf(s, 0)).toBe(1);
    // B1-28 costs white 2 + red 2: the double bonus pays both reds.
    const { state } = act(s, 0, buy('B1-28', pay({ white: 2 })));
    expect(state.players[0]?.tableau).toEqual(['O2-04', 'B1-28']);
  });
});

describe('O6 pair, then take a level-1 card free', () => {
  // Seat 0 has one partner (B1-25 red) and pays O2-09 (white 4, blue 3, black 1) in tokens.
  const o6 = () =>
    act(
      orient([{ tableau: ['B1-25'], tokens: { white: 4, blue: 3, black: 1 } }]),
      0,
      buy('O2-09', pay({ white: 4, blue: 3, black: 1 })),
    );

  it('O6 pairs first, then offers the face-up level-1 cards, base and Orient rows', () => {
    const { state, events } = o6();
    expect(oneEvent(events, 'cardPaired')).toMatchObject({ card: 'O2-09', partner: 'B1-25', auto: true });
    const d = decisionOf(state, 'takeFree');
    expect(d).toMatchObject({ level: 1, source: 'O2-09' });
    expect([...d.options].sort()).toEqual(['B1-02', 'B1-04', 'B1-06', 'B1-21', 'O1-01', 'O1-06']);
    refuse(state, 0, { type: 'takeFree', card: 'B2-01' }, 'NOT_AN_OPTION', 'Y2');
  });

  it('O6 the free card joins the tableau without paying; then both places refill together', () => {
    const s1 = o6().state;
    expect(s1.rows.O2[0]).toBeNull();
    const { state, events } = act(s1, 0, { type: 'takeFree', card: 'B1-04' });
    expect(oneEvent(events, 'cardTakenFree')).toMatchObject({ seat: 0, card: 'B1-04', source: 'O2-09' });
    expect(state.players[0]?.tableau).toEqual(['B1-25', 'O2-09', 'B1-04']);
    expect(state.players[0]?.tokens).toEqual(tokens());
    expect(state.rows.L1).toEqual(['B1-02', 'B1-13', 'B1-06', 'B1-21']);
    expect(state.rows.O2).toEqual(['O2-01', 'O2-06']);
    expect(eventsOf(events, 'cardRevealed')).toHaveLength(2);
  });

  it("O6 the free card's own effect applies: a free pairing card is paired too", () => {
    const s1 = o6().state;
    const { state, events } = act(s1, 0, { type: 'takeFree', card: 'O1-06' });
    // Its only partner is B1-25: O2-09 is itself a pairing card.
    expect(eventsOf(events, 'cardPaired').map((e) => [e.card, e.partner])).toEqual([['O1-06', 'B1-25']]);
    expect(bonusesOf(state, 0).red).toBe(3);
  });
});

describe('O7 reserve a noble', () => {
  const o7 = (nobles = NOBLES) =>
    act(
      orient([{ tokens: { blue: 2, green: 2, red: 2, black: 2 } }], { nobles }),
      0,
      buy('O2-06', pay({ blue: 2, green: 2, red: 2, black: 2 })),
    );

  it('O7 the player takes one noble from the table and keeps it reserved; no gold is taken', () => {
    const s1 = o7();
    expect([...decisionOf(s1.state, 'reserveNoble').options].sort()).toEqual(NOBLES);
    const { state, events } = act(s1.state, 0, { type: 'reserveNoble', noble: 'N02' });
    expect(state.players[0]?.reservedNobles).toEqual(['N02']);
    expect(state.nobles).toEqual(['N01', 'N03']);
    expect(oneEvent(events, 'nobleReserved')).toMatchObject({ seat: 0, noble: 'N02', auto: false });
    expect(state.players[0]?.tokens.gold).toBe(0);
  });

  it('O7 with one noble left it is reserved automatically', () => {
    const { state, events } = o7(['N01']);
    expect(oneEvent(events, 'nobleReserved')).toMatchObject({ noble: 'N01', auto: true });
    expect(state.players[0]?.reservedNobles).toEqual(['N01']);
  });

  it("O7 a reserved noble is the player's one noble of the turn: with a table noble also met, the player chooses one", () => {
    // White 4, blue 4, black 4: meets the reserved N01 and N02 on the table (white 4 + black 4).
    const s = orient(
      [
        {
          tableau: [
            'B1-01',
            'B1-03',
            'B1-05',
            'B1-07',
            'B1-09',
            'B1-10',
            'B1-11',
            'B1-12',
            'B1-33',
            'B1-34',
            'B1-35',
            'B1-36',
          ],
          reservedNobles: ['N01'],
        },
      ],
      { nobles: ['N02', 'N03'] },
    );
    const s1 = act(s, 0, take('white', 'blue', 'green')).state;
    expect([...decisionOf(s1, 'chooseNoble').options].sort()).toEqual(['N01', 'N02']);
    const { state } = act(s1, 0, { type: 'chooseNoble', noble: 'N01' });
    expect(state.players[0]?.nobles).toEqual(['N01']);
    expect(state.nobles).toEqual(['N02', 'N03']);
  });

  it('R11 with no noble left on the table, O7 does nothing', () => {
    const { state, events } = o7([]);
    expect(eventsOf(events, 'nobleReserved')).toEqual([]);
    expect(state.turn.decision).toBeNull();
    expect(state.current).toBe(1);
  });

  it('O7 a reserved noble visits its owner once the requirement is met, as the noble of that turn', () => {
    // White 4 + blue 3; buying the blue B1-12 (white 1, black 2) completes N01.
    const s = orient(
      [
        {
          tableau: ['B1-01', 'B1-03', 'B1-05', 'B1-07', 'B1-09', 'B1-10', 'B1-11'],
          reservedNobles: ['N01'],
          tokens: { black: 2 },
        },
      ],
      { nobles: ['N02', 'N03'], decks: { ...ROWS, L1: ['B1-12', 'B1-04', 'B1-06', 'B1-21', 'B1-13'] } },
    );
    const { state, events } = act(s, 0, buy('B1-12', pay({ black: 2 })));
    expect(oneEvent(events, 'nobleVisited')).toMatchObject({ seat: 0, noble: 'N01', reserved: true });
    expect(state.players[0]?.nobles).toEqual(['N01']);
    expect(state.players[0]?.reservedNobles).toEqual([]);
    expect(prestigeOf(state, 0)).toBe(3);
  });

  it('O7 no other player can be visited by a reserved noble', () => {
    const withReserved = orient(
      [
        { reservedNobles: ['N01'] },
        { tableau: ['B1-01', 'B1-03', 'B1-05', 'B1-07', 'B1-09', 'B1-10', 'B1-11', 'B1-12'] },
      ],
      { nobles: ['N02', 'N03'], firstPlayer: 1 },
    );
    const { state, events } = act(withReserved, 1, take('white', 'blue', 'green'));
    expect(eventsOf(events, 'nobleVisited')).toEqual([]);
    expect(state.players[0]?.reservedNobles).toEqual(['N01']);
  });
});

describe('O8 take a level-2 card free', () => {
  // B1-09..B1-12 give blue 4: O3-01 (white 1, blue 6, green 3) costs white 1, blue 2, green 3.
  const o8 = () =>
    act(
      orient([{ tableau: ['B1-09', 'B1-10', 'B1-11', 'B1-12'], tokens: { white: 1, blue: 2, green: 3 } }]),
      0,
      buy('O3-01', pay({ white: 1, blue: 2, green: 3 })),
    );

  it('O8 offers the face-up level-2 cards, base and Orient rows; the card is taken without paying; both places refill', () => {
    const s1 = o8();
    const d = decisionOf(s1.state, 'takeFree');
    expect(d).toMatchObject({ level: 2, source: 'O3-01' });
    expect([...d.options].sort()).toEqual(['B2-01', 'B2-02', 'B2-03', 'B2-04', 'O2-06', 'O2-09']);
    const { state, events } = act(s1.state, 0, { type: 'takeFree', card: 'B2-03' });
    expect(state.players[0]?.tableau).toEqual(['B1-09', 'B1-10', 'B1-11', 'B1-12', 'O3-01', 'B2-03']);
    expect(state.rows.L2).toEqual(['B2-01', 'B2-02', 'B2-05', 'B2-04']);
    expect(state.rows.O3).toEqual(['O3-02', 'O3-06']);
    expect(eventsOf(events, 'cardRevealed')).toHaveLength(2);
  });

  it("O8 the free card's effect applies: O2-06 reserves a noble", () => {
    const s1 = o8().state;
    const s2 = act(s1, 0, { type: 'takeFree', card: 'O2-06' }).state;
    decisionOf(s2, 'reserveNoble');
  });
});

describe('O9 sacrifice (Kahroba: 2 cards) and ruling R4', () => {
  // O3-06: white, 3 points, discards 2 black.
  const sac = (tableau: string[], more: StackedSetup['players'] = [], pairings: Record<string, string> = {}) =>
    orient([{ tableau, pairings, reserved: [{ card: 'B1-40', blind: false }], tokens: { black: 1 } }, ...(more ?? [])]);

  it('O9 discards 2 cards of the colour; they leave the game; the card gives its bonus and 3 points', () => {
    const s = sac(['B1-33', 'B1-34']);
    const { state, events } = act(s, 0, buy('O3-06', pay({}, { discards: ['B1-33', 'B1-34'] })));
    expect(state.players[0]?.tableau).toEqual(['O3-06']);
    expect(state.removed).toEqual(expect.arrayContaining(['B1-33', 'B1-34']));
    expect(oneEvent(events, 'cardsSacrificed')).toMatchObject({ seat: 0, for: 'O3-06' });
    expect(bonusesOf(state, 0)).toMatchObject({ white: 1, black: 0 });
    expect(prestigeOf(state, 0)).toBe(3);
  });

  it('O9 cannot be paid with tokens, gold or bonuses', () => {
    refuse(
      sac(['B1-33', 'B1-34']),
      0,
      buy('O3-06', pay({ black: 1 }, { discards: ['B1-33', 'B1-34'] })),
      'SACRIFICE_ONLY',
      'O9',
    );
  });

  test.each([
    ['one card', ['B1-33']],
    ['a card of another colour', ['B1-33', 'B1-25']],
    ['a reserved card (B3.3.2)', ['B1-33', 'B1-40']],
    ['the joker (O9 ruling: it has no colour)', ['B1-33', 'O1-02']],
    ['three cards when two reach the count (R4)', ['B1-33', 'B1-34', 'B1-35']],
  ])('O9 refuses discarding %s', (_what, discards) => {
    const s = sac(['B1-33', 'B1-34', 'B1-35', 'B1-25', 'O1-02']);
    refuse(s, 0, buy('O3-06', pay({}, { discards })), 'SACRIFICE_WRONG', 'O9');
  });

  it('O9 a joker cannot pay a sacrifice card either', () => {
    const s = orient([{ tableau: ['B1-33', 'B1-34', 'O1-02'] }]);
    refuseAny(s, 0, buy('O3-06', pay({}, { jokers: ['O1-02'], discards: ['B1-33', 'B1-34'] })), [
      ['SACRIFICE_ONLY', 'O9'],
      ['JOKER_UNUSED', 'O3'],
    ]);
  });

  it('O9 discards are only for a sacrifice card', () => {
    const s = orient([{ tableau: ['B1-33', 'B1-34'], tokens: { blue: 3 } }]);
    refuse(s, 0, buy('B1-02', pay({ blue: 3 }, { discards: ['B1-33'] })), 'DISCARD_NOT_SACRIFICE', 'O9');
  });

  it('O9 Kahroba: a double-bonus card is one card', () => {
    const s = sac(['O2-05', 'B1-33']);
    refuse(s, 0, buy('O3-06', pay({}, { discards: ['O2-05'] })), 'SACRIFICE_WRONG', 'O9');
    expect(act(s, 0, buy('O3-06', pay({}, { discards: ['O2-05', 'B1-33'] }))).state.removed).toEqual(
      expect.arrayContaining(['O2-05', 'B1-33']),
    );
  });

  it('O9 / R4 pairing cards paired with a card of that colour are discarded first', () => {
    const s = sac(['B1-33', 'B1-34', 'O1-08'], [], { 'O1-08': 'B1-33' });
    refuse(s, 0, buy('O3-06', pay({}, { discards: ['B1-33', 'B1-34'] })), 'SACRIFICE_WRONG', 'O9');
    const { state } = act(s, 0, buy('O3-06', pay({}, { discards: ['O1-08', 'B1-34'] })));
    expect(state.players[0]?.tableau).toEqual(['B1-33', 'O3-06']);
  });

  it('O9 a player without the cards cannot buy it: no payment exists', () => {
    expect(legalPayments(sac(['B1-33']), 0, 'O3-06')).toEqual([]);
  });

  it('O9 nobles already taken are kept', () => {
    const s = orient([{ tableau: ['B1-33', 'B1-34'], nobles: ['N05'] }]);
    const { state } = act(s, 0, buy('O3-06', pay({}, { discards: ['B1-33', 'B1-34'] })));
    expect(state.players[0]?.nobles).toEqual(['N05']);
    expect(prestigeOf(state, 0)).toBe(6);
  });
});
