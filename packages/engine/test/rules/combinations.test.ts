/** RULES X1–X5: modules together, and lead rulings R1 (after-purchase order) and R5. */
import { describe, expect, it, test } from 'vitest';
import { prestigeOf, strongholdsInSupply } from '../../src/index';
import type { Action, CardId, ModuleId, StackedSetup } from '../../src/index';
import { act, buy, decisionOf, eventsOf, game, oneEvent, pay, refuse, refuseAny, typesOf } from '../helpers/game';

const ROWS: StackedSetup['decks'] = {
  L1: ['B1-02', 'B1-04', 'B1-06', 'B1-15', 'B1-13', 'B1-14'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-03', 'B3-04', 'B3-05', 'B3-06'],
  O1: ['O1-06', 'O1-01', 'O1-07', 'O1-04'],
  O2: ['O2-09', 'O2-06', 'O2-01', 'O2-02'],
  O3: ['O3-01', 'O3-06', 'O3-02', 'O3-07'],
};
const NOBLES = ['N01', 'N02', 'N03'];
const T1: CardId[] = ['B1-25', 'B1-26', 'B1-27', 'B1-01'];
const T2: CardId[] = ['B1-33', 'B1-34', 'B1-35'];
const T4: CardId[] = ['B1-09', 'B1-10', 'B1-11', 'B1-36'];
const BLUE4: CardId[] = ['B1-09', 'B1-10', 'B1-11', 'B1-12'];
const place = (card: string): Action => ({ type: 'placeStronghold', card });

const baseRows = (modules: ModuleId[]): StackedSetup['decks'] =>
  modules.includes('orient') ? ROWS : { L1: ROWS?.L1 ?? [], L2: ROWS?.L2 ?? [], L3: ROWS?.L3 ?? [] };
const table = (modules: ModuleId[], players: StackedSetup['players'], extra: StackedSetup = {}, n = 2) =>
  game(
    {
      decks: baseRows(modules),
      nobles: modules.includes('cities') ? undefined : NOBLES.concat(n > 2 ? ['N04', 'N05'].slice(0, n - 2) : []),
      players,
      ...extra,
    },
    { modules, players: n },
  );

describe('X1 Trading Posts + Orient', () => {
  const PO: ModuleId[] = ['tradingPosts', 'orient'];

  it('X1 T2 works on the Orient decks', () => {
    const s1 = act(table(PO, [{ tableau: T2, posts: ['K-TP2'] }]), 0, { type: 'reserveDeck', deck: 'O2' }).state;
    expect(decisionOf(s1, 'keepDrawn')).toMatchObject({ deck: 'O2', cards: ['O2-01', 'O2-02'] });
  });

  it('X1 T2 ruling: with one card left in the deck it is simply reserved', () => {
    const s = table(
      PO,
      [{ tableau: T2, posts: ['K-TP2'] }, { tableau: ['O3-04', 'O3-05', 'O3-06', 'O3-07', 'O3-08', 'O3-09', 'O3-10'] }],
      { decks: { ...ROWS, O3: ['O3-01', 'O3-02', 'O3-03'] } },
    );
    expect(s.decks.O3).toEqual(['O3-03']);
    const { state, events } = act(s, 0, { type: 'reserveDeck', deck: 'O3' });
    expect(state.turn.decision).toBeNull();
    expect(state.players[0]?.reserved).toEqual([{ card: 'O3-03', blind: true, deck: 'O3' }]);
    expect(state.decks.O3).toEqual([]);
    expect(oneEvent(events, 'cardReserved')).toMatchObject({ deck: 'O3', blind: true });
  });

  // B1-25 costs white 3; seat 0 has T4 and one joker (2 virtual gold, each worth 2).
  test.each([
    ['the joker alone: 2 virtual gold for 3 white', {}, true],
    ['white 1 + joker: 1 virtual gold used for 2', { white: 1 }, true],
    ['white 2 + joker: a doubled virtual gold covers the single last token', { white: 2 }, true],
    ['white 3 + joker: the joker pays nothing (R3)', { white: 3 }, false],
  ])('X1 virtual gold stacks with T4: %s', (_what, t, ok) => {
    const s = table(PO, [{ tableau: [...T4, 'O1-02'], posts: ['K-TP4'], tokens: { white: 3 } }], {
      decks: { ...ROWS, L1: ['B1-25', 'B1-04', 'B1-06', 'B1-15', 'B1-13'] },
    });
    const action = buy('B1-25', pay(t, { jokers: ['O1-02'] }));
    if (ok) expect(act(s, 0, action).state.players[0]?.tableau).toContain('B1-25');
    else refuse(s, 0, action, 'JOKER_UNUSED', 'O3');
  });

  it('X1 / T0.5 a trading post is kept after a sacrifice loses its requirement', () => {
    const s = table(PO, [{ tableau: T2, posts: ['K-TP2'] }]);
    const { state } = act(s, 0, buy('O3-06', pay({}, { discards: ['B1-33', 'B1-34'] })));
    expect(state.players[0]?.posts).toEqual(['K-TP2']);
  });

  it('X1 / R1 T1 fires once when an Orient card grants a free card, after the free card and before the refill', () => {
    // B1-01 (in T1) pays O3-01's white.
    const s = table(PO, [{ tableau: [...T1, ...BLUE4], posts: ['K-TP1'], tokens: { blue: 2, green: 3 } }]);
    const s1 = act(s, 0, buy('O3-01', pay({ blue: 2, green: 3 })));
    decisionOf(s1.state, 'takeFree');
    const s2 = act(s1.state, 0, { type: 'takeFree', card: 'B2-01' });
    decisionOf(s2.state, 'extraToken');
    expect(s2.state.rows.O3[0]).toBeNull();
    expect(s2.state.rows.L2[0]).toBeNull();
    const s3 = act(s2.state, 0, { type: 'takeExtraToken', gem: 'red' });
    const all = [...s1.events, ...s2.events, ...s3.events];
    expect(eventsOf(all, 'extraTokenTaken')).toHaveLength(1);
    const order = typesOf(all);
    expect(order.indexOf('cardTakenFree')).toBeLessThan(order.indexOf('extraTokenTaken'));
    expect(order.indexOf('extraTokenTaken')).toBeLessThan(order.indexOf('cardRevealed'));
    expect(s3.state.rows.O3[0]).toBe('O3-02');
    expect(s3.state.rows.L2[0]).toBe('B2-05');
  });
});

describe('X2 Trading Posts + Strongholds', () => {
  it('X2 T1 fires on the main purchase and again on the conquest; the T1 token pays the conquest', () => {
    // Seat 0: T1, all 3 strongholds on B1-15 (black 3), black 2 and blue 3. Seat 1: a lone stronghold on B1-06.
    const s = table(
      ['tradingPosts', 'strongholds'],
      [
        { tableau: T1, posts: ['K-TP1'], tokens: { black: 2, blue: 3 }, strongholds: [{ card: 'B1-15', count: 3 }] },
        { strongholds: [{ card: 'B1-06', count: 1 }] },
      ],
    );
    const s1 = act(s, 0, buy('B1-02', pay({ blue: 3 })));
    decisionOf(s1.state, 'extraToken'); // R1: T1 before the S2 action
    const s2 = act(s1.state, 0, { type: 'takeExtraToken', gem: 'black' });
    decisionOf(s2.state, 'stronghold');
    const s3 = act(s2.state, 0, { type: 'removeStronghold', card: 'B1-06' });
    decisionOf(s3.state, 'conquest');
    const s4 = act(s3.state, 0, { type: 'conquer', payment: pay({ black: 3 }) });
    decisionOf(s4.state, 'extraToken');
    const s5 = act(s4.state, 0, { type: 'takeExtraToken', gem: 'white' });
    decisionOf(s5.state, 'stronghold');
    const s6 = act(s5.state, 0, place('B1-04'));
    const all = [s1, s2, s3, s4, s5, s6].flatMap((x) => x.events);
    expect(eventsOf(all, 'cardBought').map((e) => [e.card, e.conquest])).toEqual([
      ['B1-02', false],
      ['B1-15', true],
    ]);
    expect(eventsOf(all, 'extraTokenTaken').map((e) => e.gem)).toEqual(['black', 'white']);
    expect(s6.state.players[0]?.tableau).toEqual([...T1, 'B1-02', 'B1-15']);
    expect(s6.state.current).toBe(1);
  });
});

describe('X3 Orient + Strongholds (and S3, R5, O10)', () => {
  const OS: ModuleId[] = ['orient', 'strongholds'];
  // O3-01 (O8) costs white 1, blue 2, green 3 with blue 4 bonuses.
  const o8 = (players: StackedSetup['players'], n = 2) =>
    act(
      table(OS, [{ tableau: BLUE4, tokens: { white: 1, blue: 2, green: 3 } }, ...(players ?? [])], {}, n),
      0,
      buy('O3-01', pay({ white: 1, blue: 2, green: 3 })),
    );

  it('X3 strongholds may stand on Orient cards', () => {
    const s1 = act(table(OS, [{ tokens: { blue: 3 } }]), 0, buy('B1-02', pay({ blue: 3 }))).state;
    const { state } = act(s1, 0, place('O1-06'));
    expect(state.strongholds['O1-06']).toEqual({ seat: 0, count: 1 });
  });

  it("X3 / O10 a free card cannot be one holding an opponent's stronghold", () => {
    const s1 = o8([{ strongholds: [{ card: 'B2-01', count: 1 }] }]).state;
    const d = decisionOf(s1, 'takeFree');
    expect(d.options).not.toContain('B2-01');
    expect(d.options).toContain('B2-02');
    refuseAny(s1, 0, { type: 'takeFree', card: 'B2-01' }, [
      ['NOT_AN_OPTION', 'Y2'],
      ['OCCUPIED', 'S1'],
    ]);
  });

  it('X3 / S3 an Orient card granting a free card gives one stronghold action only, after the free card (R1)', () => {
    const s1 = o8([]);
    const s2 = act(s1.state, 0, { type: 'takeFree', card: 'B2-02' });
    decisionOf(s2.state, 'stronghold');
    const s3 = act(s2.state, 0, place('B3-01'));
    expect(s3.state.turn.decision).toBeNull();
    expect(s3.state.current).toBe(1);
    expect(eventsOf([...s1.events, ...s2.events, ...s3.events], 'strongholdPlaced')).toHaveLength(1);
  });

  it("R5 a free card holding the taker's own strongholds sends them back to their supply", () => {
    const s = table(OS, [
      { tableau: BLUE4, tokens: { white: 1, blue: 2, green: 3 }, strongholds: [{ card: 'B2-02', count: 2 }] },
    ]);
    const s1 = act(s, 0, buy('O3-01', pay({ white: 1, blue: 2, green: 3 }))).state;
    const { state, events } = act(s1, 0, { type: 'takeFree', card: 'B2-02' });
    expect(oneEvent(events, 'strongholdsReturned')).toMatchObject({ seat: 0, card: 'B2-02', count: 2 });
    expect(state.strongholds['B2-02']).toBeUndefined();
    decisionOf(state, 'stronghold');
    expect(strongholdsInSupply(state, 0)).toBe(3);
  });

  it('O10 when no face-up card of that level may be taken, the free take is skipped', () => {
    // 4 players: seats 1–3 occupy all 6 face-up level-2 cards.
    const { state, events } = o8(
      [
        {
          strongholds: [
            { card: 'B2-01', count: 1 },
            { card: 'B2-02', count: 1 },
          ],
        },
        {
          strongholds: [
            { card: 'B2-03', count: 1 },
            { card: 'B2-04', count: 1 },
          ],
        },
        {
          strongholds: [
            { card: 'O2-09', count: 1 },
            { card: 'O2-06', count: 1 },
          ],
        },
      ],
      4,
    );
    expect(eventsOf(events, 'cardTakenFree')).toEqual([]);
    decisionOf(state, 'stronghold');
  });
});

describe('R1 the order after a purchase, all effects at once', () => {
  it('R1 pair (O4) → free card (O6) → T1 extra token → S2 stronghold action → both places refill together', () => {
    const s = table(
      ['orient', 'tradingPosts', 'strongholds'],
      [{ tableau: T1, posts: ['K-TP1'], tokens: { white: 3, blue: 3, black: 1 } }],
    );
    const s1 = act(s, 0, buy('O2-09', pay({ white: 3, blue: 3, black: 1 })));
    expect([...decisionOf(s1.state, 'pair').options].sort()).toEqual(['B1-01', 'B1-25', 'B1-26', 'B1-27']);
    const s2 = act(s1.state, 0, { type: 'pair', partner: 'B1-26' });
    decisionOf(s2.state, 'takeFree');
    const s3 = act(s2.state, 0, { type: 'takeFree', card: 'B1-02' });
    decisionOf(s3.state, 'extraToken');
    const s4 = act(s3.state, 0, { type: 'takeExtraToken', gem: 'green' });
    decisionOf(s4.state, 'stronghold');
    expect(s4.state.rows.O2[0]).toBeNull();
    expect(s4.state.rows.L1[0]).toBeNull();
    // Neither card the refill will reveal can be targeted yet.
    refuse(s4.state, 0, place('O2-01'), 'STRONGHOLD_BAD_TARGET', 'S2.1');
    refuse(s4.state, 0, place('B1-13'), 'STRONGHOLD_BAD_TARGET', 'S2.1');
    const s5 = act(s4.state, 0, place('B1-04'));
    const all = [s1, s2, s3, s4, s5].flatMap((x) => x.events);
    const order = typesOf(all);
    const at = (t: Parameters<typeof order.indexOf>[0]) => order.indexOf(t);
    expect(at('cardBought')).toBeLessThan(at('cardPaired'));
    expect(at('cardPaired')).toBeLessThan(at('cardTakenFree'));
    expect(at('cardTakenFree')).toBeLessThan(at('extraTokenTaken'));
    expect(at('extraTokenTaken')).toBeLessThan(at('strongholdPlaced'));
    expect(at('strongholdPlaced')).toBeLessThan(at('cardRevealed'));
    expect(
      eventsOf(all, 'cardRevealed')
        .map((e) => e.card)
        .sort(),
    ).toEqual(['B1-13', 'O2-01']);
    expect(s5.state.rows.O2[0]).toBe('O2-01');
    expect(s5.state.rows.L1[0]).toBe('B1-13');
  });
});

describe('X4 Cities + any', () => {
  it('X4 with Cities, O7 does nothing: no noble to reserve', () => {
    const s = table(['cities', 'orient'], [{ tokens: { blue: 2, green: 2, red: 2, black: 2 } }], {
      cities: ['C1a', 'C3a', 'C5a'],
    });
    expect(s.nobles).toEqual([]);
    const { state, events } = act(s, 0, buy('O2-06', pay({ blue: 2, green: 2, red: 2, black: 2 })));
    expect(eventsOf(events, 'nobleReserved')).toEqual([]);
    expect(state.turn.decision).toBeNull();
    expect(state.current).toBe(1);
  });

  it('X4 with Cities and Trading Posts there are still no nobles', () => {
    expect(table(['cities', 'tradingPosts', 'strongholds', 'orient'], []).nobles).toEqual([]);
  });
});

describe('X5 Cities + Trading Posts: posts before cities', () => {
  it('X5 / B4.3 / R10 a post taken this turn (T5 prestige) counts for the city checked after it', () => {
    // 11 prestige (B3-14, B3-15, B2-24), K-TP1 owned; blue 3, green 4; buying the green B1-21 for free makes green 5,
    // K-TP5 then gives 2 prestige (2 posts), which completes C6a (13 prestige, blue 3, green 4).
    const tableau = ['B3-14', 'B3-15', 'B2-24', ...T1, 'B1-09', 'B1-10', 'B1-11', 'B1-17', 'B1-18', 'B1-19', 'B1-20'];
    const s = table(['cities', 'tradingPosts'], [{ tableau, posts: ['K-TP1'] }], {
      cities: ['C6a', 'C3a', 'C1a'],
      decks: { ...baseRows([]), L1: ['B1-21', 'B1-04', 'B1-06', 'B1-15', 'B1-13'] },
    });
    expect(prestigeOf(s, 0)).toBe(11);
    const s1 = act(s, 0, buy('B1-21'));
    const { state, events } = act(s1.state, 0, { type: 'takeExtraToken', gem: 'white' });
    const order = typesOf(events);
    expect(oneEvent(events, 'postClaimed').post).toBe('K-TP5');
    expect(oneEvent(events, 'cityClaimed').city).toBe('C6a');
    expect(order.indexOf('postClaimed')).toBeLessThan(order.indexOf('cityClaimed'));
    expect(prestigeOf(state, 0)).toBe(11 + 2);
    expect(state.players[0]?.cities).toEqual(['C6a']);
  });
});
