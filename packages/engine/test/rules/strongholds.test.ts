/** RULES S0–S5: the Strongholds module, and lead ruling R1 (S2 before the refill). */
import { describe, expect, it } from 'vitest';
import { legalActions, strongholdsInSupply } from '../../src/index';
import type { Action, ModuleId, StackedSetup } from '../../src/index';
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
  run,
  take,
  tokens,
  typesOf,
} from '../helpers/game';

const SH: ModuleId[] = ['strongholds'];
// L1 row: B1-02 (blue 3), B1-03 (blue 2, green 2, black 1), B1-04 (blue 2, black 2), B1-06 (one of each but white); then B1-13, B1-14.
const ROWS: StackedSetup['decks'] = {
  L1: ['B1-02', 'B1-03', 'B1-04', 'B1-06', 'B1-13', 'B1-14'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-03', 'B3-04', 'B3-05', 'B3-06'],
};
const NOBLES = ['N04', 'N05', 'N10'];
const sh = (players: StackedSetup['players'], extra: StackedSetup = {}) =>
  game({ decks: ROWS, nobles: NOBLES, players, ...extra }, { modules: SH });

const place = (card: string): Action => ({ type: 'placeStronghold', card });
const move = (from: string, to: string): Action => ({ type: 'moveStronghold', from, to });
const remove = (card: string): Action => ({ type: 'removeStronghold', card });

describe('S0 set-up', () => {
  it('S0.1 / S0.2 each player starts with 3 strongholds in their supply and none on the board', () => {
    const s = game({}, { modules: SH, players: 4 });
    for (const seat of [0, 1, 2, 3]) expect(strongholdsInSupply(s, seat)).toBe(3);
    expect(s.strongholds).toEqual({});
  });

  it('S0.2 (stacked) strongholds on cards are out of the supply', () => {
    const s = sh([{ strongholds: [{ card: 'B1-03', count: 2 }] }]);
    expect(strongholdsInSupply(s, 0)).toBe(1);
    expect(s.strongholds['B1-03']).toEqual({ seat: 0, count: 2 });
  });
});

describe('S1 occupation', () => {
  const occupied = () => sh([{ tokens: { blue: 3 } }, { strongholds: [{ card: 'B1-02', count: 1 }] }]);

  it("S1 a card holding an opponent's stronghold cannot be bought or reserved", () => {
    const s = occupied();
    refuse(s, 0, buy('B1-02', pay({ blue: 3 })), 'OCCUPIED', 'S1');
    refuse(s, 0, reserve('B1-02'), 'OCCUPIED', 'S1');
    expect(legalActions(s, 0)).not.toContainEqual(reserve('B1-02'));
  });

  it('S1 the owner may reserve it; their strongholds go back to their supply', () => {
    const s = sh([{}, { strongholds: [{ card: 'B1-02', count: 2 }] }], { firstPlayer: 1 });
    const { state, events } = act(s, 1, reserve('B1-02'));
    expect(oneEvent(events, 'strongholdsReturned')).toMatchObject({ seat: 1, card: 'B1-02', count: 2 });
    expect(strongholdsInSupply(state, 1)).toBe(3);
    expect(state.strongholds['B1-02']).toBeUndefined();
  });

  it('S1 the owner may buy it; their strongholds go back before the S2 action', () => {
    const s = sh([{ tokens: { blue: 3 }, strongholds: [{ card: 'B1-02', count: 2 }] }]);
    const { state, events } = act(s, 0, buy('B1-02', pay({ blue: 3 })));
    expect(oneEvent(events, 'strongholdsReturned')).toMatchObject({ seat: 0, card: 'B1-02', count: 2 });
    decisionOf(state, 'stronghold');
    expect(strongholdsInSupply(state, 0)).toBe(3);
  });
});

describe('S2 the stronghold action after every purchase (and ruling R1)', () => {
  const bought = () =>
    act(
      sh([{ tokens: { blue: 3 } }, { strongholds: [{ card: 'B1-06', count: 1 }] }]),
      0,
      buy('B1-02', pay({ blue: 3 })),
    ).state;

  it('S2 after a purchase the player must act, before the refill', () => {
    const s1 = bought();
    decisionOf(s1, 'stronghold');
    expect(s1.rows.L1[0]).toBeNull();
    refuse(s1, 0, take('white', 'blue', 'green'), 'DECISION_PENDING', 'Y2');
    const legal = legalActions(s1, 0);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((a) => ['placeStronghold', 'moveStronghold', 'removeStronghold'].includes(a.type))).toBe(true);
  });

  it('S2.1 places a stronghold from the supply on a face-up card; then the place is refilled', () => {
    const { state, events } = act(bought(), 0, place('B1-03'));
    expect(oneEvent(events, 'strongholdPlaced')).toMatchObject({ seat: 0, card: 'B1-03', auto: false });
    expect(state.strongholds['B1-03']).toEqual({ seat: 0, count: 1 });
    expect(strongholdsInSupply(state, 0)).toBe(2);
    expect(state.rows.L1[0]).toBe('B1-13');
    expect(typesOf(events).indexOf('strongholdPlaced')).toBeLessThan(typesOf(events).indexOf('cardRevealed'));
    expect(state.current).toBe(1);
  });

  it('S2.1 places on any row, level 3 included', () => {
    const { state } = act(bought(), 0, place('B3-02'));
    expect(state.strongholds['B3-02']).toEqual({ seat: 0, count: 1 });
  });

  it('S2 ruling: the card just bought has left the board and is no target', () => {
    refuse(bought(), 0, place('B1-02'), 'STRONGHOLD_BAD_TARGET', 'S2.1');
  });

  it('R1 the card the refill will reveal is not a target yet', () => {
    refuse(bought(), 0, place('B1-13'), 'STRONGHOLD_BAD_TARGET', 'S2.1');
  });

  it("S2.1 never onto a card holding an opponent's stronghold, nor a card that is not face up", () => {
    const s1 = bought();
    refuse(s1, 0, place('B1-06'), 'STRONGHOLD_BAD_TARGET', 'S2.1');
    refuse(s1, 0, place('B1-20'), 'STRONGHOLD_BAD_TARGET', 'S2.1');
  });

  it("S2.1 onto a card holding 1 or 2 of the player's own is allowed", () => {
    const s = sh([{ tokens: { blue: 3 }, strongholds: [{ card: 'B1-03', count: 2 }] }]);
    const s1 = act(s, 0, buy('B1-02', pay({ blue: 3 }))).state;
    const { state } = act(s1, 0, place('B1-03'));
    expect(state.strongholds['B1-03']).toEqual({ seat: 0, count: 3 });
  });

  it("S2.1 moves one of the player's strongholds from one card to another", () => {
    const s = sh([
      { tokens: { blue: 3 }, strongholds: [{ card: 'B1-03', count: 2 }] },
      { strongholds: [{ card: 'B1-06', count: 1 }] },
    ]);
    const s1 = act(s, 0, buy('B1-02', pay({ blue: 3 }))).state;
    refuse(s1, 0, move('B1-04', 'B2-01'), 'STRONGHOLD_NOT_YOURS', 'S2.1');
    refuse(s1, 0, move('B1-03', 'B1-06'), 'STRONGHOLD_BAD_TARGET', 'S2.1');
    const { state, events } = act(s1, 0, move('B1-03', 'B1-04'));
    expect(oneEvent(events, 'strongholdMoved')).toMatchObject({ seat: 0, from: 'B1-03', to: 'B1-04' });
    expect(state.strongholds['B1-03']).toEqual({ seat: 0, count: 1 });
    expect(state.strongholds['B1-04']).toEqual({ seat: 0, count: 1 });
    expect(strongholdsInSupply(state, 0)).toBe(1);
  });

  it('S2.1 a move must go to another card: not the same card, not the card just bought', () => {
    const s = sh([{ tokens: { blue: 3 }, strongholds: [{ card: 'B1-03', count: 1 }] }]);
    const s1 = act(s, 0, buy('B1-02', pay({ blue: 3 }))).state;
    refuseAny(s1, 0, move('B1-03', 'B1-03'), [['STRONGHOLD_BAD_TARGET', 'S2.1']]);
    refuse(s1, 0, move('B1-03', 'B1-02'), 'STRONGHOLD_BAD_TARGET', 'S2.1');
  });

  it('S2 every stronghold answer legalActions lists is accepted (Y2 oracle)', () => {
    const s = sh([
      { tokens: { blue: 3 }, strongholds: [{ card: 'B1-03', count: 2 }] },
      {
        strongholds: [
          { card: 'B1-06', count: 1 },
          { card: 'B2-01', count: 2 },
        ],
      },
    ]);
    const s1 = act(s, 0, buy('B1-02', pay({ blue: 3 }))).state;
    const legal = legalActions(s1, 0);
    expect(legal).toContainEqual(remove('B1-06'));
    expect(legal).not.toContainEqual(remove('B2-01'));
    expect(legal).not.toContainEqual(place('B1-06'));
    expect(legal).not.toContainEqual(place('B1-02'));
    for (const a of legal) expect(act(s1, 0, a).state.version).toBe(s1.version + 1);
  });

  it('S2.1 refuses placing with no stronghold left in the supply', () => {
    const s = sh([
      {
        tokens: { blue: 3 },
        strongholds: [
          { card: 'B1-03', count: 2 },
          { card: 'B1-04', count: 1 },
        ],
      },
    ]);
    const s1 = act(s, 0, buy('B1-02', pay({ blue: 3 }))).state;
    refuse(s1, 0, place('B2-01'), 'STRONGHOLD_NONE_LEFT', 'S2.1');
  });

  it("S2.2 removes an opponent's stronghold standing alone on a card; it returns to its owner", () => {
    const { state, events } = act(bought(), 0, remove('B1-06'));
    expect(oneEvent(events, 'strongholdRemoved')).toMatchObject({ seat: 0, card: 'B1-06', owner: 1 });
    expect(state.strongholds['B1-06']).toBeUndefined();
    expect(strongholdsInSupply(state, 1)).toBe(3);
  });

  it("S2.2 refuses a card with 2 opponent strongholds, and the player's own stronghold", () => {
    const s = sh([
      { tokens: { blue: 3 }, strongholds: [{ card: 'B1-03', count: 1 }] },
      { strongholds: [{ card: 'B1-06', count: 2 }] },
    ]);
    const s1 = act(s, 0, buy('B1-02', pay({ blue: 3 }))).state;
    refuse(s1, 0, remove('B1-06'), 'STRONGHOLD_REMOVE', 'S2.2');
    refuse(s1, 0, remove('B1-03'), 'STRONGHOLD_REMOVE', 'S2.2');
  });

  it("S2 also follows a purchase from the player's reserve", () => {
    const s = sh([{ tokens: { black: 3 }, reserved: [{ card: 'B1-15', blind: false }] }]);
    const s1 = act(s, 0, buy('B1-15', pay({ black: 3 }))).state;
    decisionOf(s1, 'stronghold');
  });

  it('S2 a reservation or taking gems triggers no stronghold action', () => {
    expect(act(sh([]), 0, reserve('B1-02')).state.current).toBe(1);
    expect(act(sh([]), 0, take('white', 'blue', 'green')).state.current).toBe(1);
  });
});

describe('S4 conquest and S5', () => {
  // Seat 0 has all 3 strongholds on B1-03 (blue 2, green 2, black 1) and 9 tokens.
  const siege = (more: StackedSetup['players'] = []) =>
    sh([
      { tokens: { blue: 1, green: 1, white: 4, red: 3 }, strongholds: [{ card: 'B1-03', count: 3 }] },
      ...(more ?? []),
    ]);

  it('S4 after the main action, the card holding all 3 strongholds may be bought, with tokens taken this turn, before the token limit', () => {
    const s1 = act(siege(), 0, take('blue', 'green', 'black')).state;
    expect(decisionOf(s1, 'conquest').card).toBe('B1-03');
    const s2 = act(s1, 0, { type: 'conquer', payment: pay({ blue: 2, green: 2, black: 1 }) });
    expect(oneEvent(s2.events, 'cardBought')).toMatchObject({ card: 'B1-03', conquest: true });
    expect(oneEvent(s2.events, 'strongholdsReturned')).toMatchObject({ seat: 0, card: 'B1-03', count: 3 });
    // Then S2 applies, then the refill.
    decisionOf(s2.state, 'stronghold');
    expect(strongholdsInSupply(s2.state, 0)).toBe(3);
    expect(s2.state.rows.L1[1]).toBeNull();
    const s3 = act(s2.state, 0, place('B1-04'));
    expect(s3.state.rows.L1[1]).toBe('B1-13');
    expect(s3.state.players[0]?.tableau).toEqual(['B1-03']);
    // 12 tokens − 5 paid = 7: no token to return.
    expect(eventsOf(s3.events, 'tokensReturned')).toEqual([]);
    expect(s3.state.current).toBe(1);
  });

  it('R8 a conquest the player cannot pay for is not offered', () => {
    const s = sh([{ strongholds: [{ card: 'B3-01', count: 3 }] }]);
    const { state, events } = act(s, 0, take('blue', 'green', 'black'));
    expect(state.turn.decision).toBeNull();
    expect(eventsOf(events, 'conquestDeclined')).toEqual([]);
    expect(state.current).toBe(1);
  });

  it('R8 a payable conquest is always asked, even with a single exact payment', () => {
    const s1 = act(siege(), 0, take('blue', 'green', 'black')).state;
    // Seat 0 holds exactly blue 2, green 2, black 1 and no gold: one payment only.
    expect(decisionOf(s1, 'conquest').card).toBe('B1-03');
    const answers = legalActions(s1, 0).map((a) => a.type);
    expect(answers).toContain('declineConquest');
    expect(answers).toContain('conquer');
  });

  it('S4 a conquest is paid like a purchase, exactly', () => {
    const s1 = act(siege(), 0, take('blue', 'green', 'black')).state;
    // S4 "paying its cost normally": B3.4.4's refusal, or the S4-specific code of the error table.
    refuseAny(s1, 0, { type: 'conquer', payment: pay({ blue: 2, green: 2 }) }, [
      ['PAYMENT_WRONG', 'B3.4.4'],
      ['CONQUEST_PAYMENT', 'S4'],
    ]);
  });

  it('S5 a conquest is optional: declined, the strongholds stay and the turn goes on to the token limit', () => {
    const s1 = act(siege(), 0, take('blue', 'green', 'black')).state;
    const { state, events } = act(s1, 0, { type: 'declineConquest' });
    expect(oneEvent(events, 'conquestDeclined')).toMatchObject({ seat: 0, card: 'B1-03' });
    expect(state.strongholds['B1-03']).toEqual({ seat: 0, count: 3 });
    expect(decisionOf(state, 'returnTokens').count).toBe(2);
  });

  it('S4 no conquest when the 3 strongholds are not all on one card', () => {
    const s = sh([
      {
        strongholds: [
          { card: 'B1-03', count: 2 },
          { card: 'B1-04', count: 1 },
        ],
      },
    ]);
    const { state } = act(s, 0, take('blue', 'green', 'black'));
    expect(state.turn.decision).toBeNull();
    expect(state.current).toBe(1);
  });

  it('S4 reserve and buy in one turn: the gold just taken may pay the conquest', () => {
    const s = sh([{ tokens: { blue: 2, green: 2, white: 4 }, strongholds: [{ card: 'B1-03', count: 3 }] }]);
    const s1 = act(s, 0, reserve('B1-02')).state;
    decisionOf(s1, 'conquest');
    const s2 = act(s1, 0, { type: 'conquer', payment: pay({ blue: 2, green: 2, gold: 1 }) });
    expect(s2.state.players[0]?.reserved.map((r) => r.card)).toEqual(['B1-02']);
    expect(s2.state.players[0]?.tableau).toEqual(['B1-03']);
    expect(s2.state.players[0]?.tokens).toEqual(tokens({ white: 4 }));
  });

  it('S4 two purchases in one turn: the main purchase, its S2 action, then the conquest', () => {
    // Seat 1 has a lone stronghold on B1-06: removing it keeps seat 0's 3 strongholds on B1-03.
    const s = sh([
      { tokens: { blue: 3, gold: 2, green: 2, black: 1 }, strongholds: [{ card: 'B1-03', count: 3 }] },
      { strongholds: [{ card: 'B1-06', count: 1 }] },
    ]);
    const { state, events } = run(s, [
      [0, buy('B1-02', pay({ blue: 1, gold: 2 }))],
      [0, remove('B1-06')],
      [0, { type: 'conquer', payment: pay({ blue: 2, green: 2, black: 1 }) }],
      [0, place('B1-04')],
    ]);
    expect(state.players[0]?.tableau).toEqual(['B1-02', 'B1-03']);
    expect(eventsOf(events, 'cardBought').map((e) => e.conquest)).toEqual([false, true]);
    expect(state.current).toBe(1);
  });

  it("S4 the conquest comes before nobles: the conquered card's bonus counts for a noble that turn", () => {
    // White 4 + blue 3; conquering the blue B1-12 (white 1, black 2) completes N01.
    const s = game(
      {
        decks: { ...ROWS, L1: ['B1-12', 'B1-13', 'B1-14', 'B1-15', 'B1-16'] },
        nobles: ['N01', 'N05', 'N10'],
        players: [
          {
            tableau: ['B1-01', 'B1-02', 'B1-03', 'B1-04', 'B1-09', 'B1-10', 'B1-11'],
            tokens: { black: 2 },
            strongholds: [{ card: 'B1-12', count: 3 }],
          },
        ],
      },
      { modules: SH },
    );
    const { state, events } = run(s, [
      [0, take('white', 'green', 'red')],
      [0, { type: 'conquer', payment: pay({ black: 2 }) }],
      [0, place('B1-13')],
    ]);
    expect(state.players[0]?.nobles).toEqual(['N01']);
    expect(typesOf(events).indexOf('cardBought')).toBeLessThan(typesOf(events).indexOf('nobleVisited'));
  });
});
