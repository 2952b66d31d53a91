/** RULES T0–T5: the Trading Posts module, Kahroba edition (default), and lead ruling R2. */
import { describe, expect, it, test } from 'vitest';
import { eventsFor, HIDDEN_CARD, legalActions, prestigeOf, viewFor } from '../../src/index';
import type { CardId, ModuleId, StackedSetup, Tokens } from '../../src/index';
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
  run,
  take,
  takeTwo,
  tokens,
  typesOf,
} from '../helpers/game';

const POSTS: ModuleId[] = ['tradingPosts'];
const ROWS: StackedSetup['decks'] = {
  L1: ['B1-02', 'B1-04', 'B1-06', 'B1-21', 'B1-13', 'B1-14'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-05', 'B3-06', 'B3-07', 'B3-09'],
};
const NOBLES = ['N04', 'N05', 'N10'];

// Tableaux that meet each Kahroba kind (T1 red 3 + white 1, T2 black 3, T3 white 2, T4 blue 3 + black 1, T5 green 5).
const T1: CardId[] = ['B1-25', 'B1-26', 'B1-27', 'B1-01'];
const T2: CardId[] = ['B1-33', 'B1-34', 'B1-35'];
const T3: CardId[] = ['B1-07', 'B1-08'];
const T4: CardId[] = ['B1-09', 'B1-10', 'B1-11', 'B1-36'];

const posts = (players: StackedSetup['players'], extra: StackedSetup = {}) =>
  game({ decks: ROWS, nobles: NOBLES, players, ...extra }, { modules: POSTS });

describe('T0 trading posts: set-up and claiming', () => {
  it('T0.2 every Kahroba kind is on the table at the start', () => {
    expect([...posts([]).posts].sort()).toEqual(['K-TP1', 'K-TP2', 'K-TP3', 'K-TP4', 'K-TP5']);
  });

  it('T0.4 a player who meets a kind at the end of the turn takes it (one qualifies: auto)', () => {
    // Red 3; buying the white B1-02 (blue 3) completes K-TP1 (red 3 + white 1).
    const s = posts([{ tableau: ['B1-25', 'B1-26', 'B1-27'], tokens: { blue: 3 } }]);
    const { state, events } = act(s, 0, buy('B1-02', pay({ blue: 3 })));
    expect(oneEvent(events, 'postClaimed')).toMatchObject({ seat: 0, post: 'K-TP1', auto: true });
    expect(state.players[0]?.posts).toEqual(['K-TP1']);
  });

  it('T0.4 posts are checked after nobles; several qualify: the player chooses; at most one a turn', () => {
    // After buying the white B1-04: white 4, blue 4, red 3 → noble N01, and posts K-TP1 (red 3 + white 1) and K-TP3 (white 2).
    const s = posts(
      [
        {
          tableau: ['B1-01', 'B1-02', 'B1-03', 'B1-09', 'B1-10', 'B1-11', 'B1-12', 'B1-25', 'B1-26', 'B1-27'],
          tokens: { black: 2 },
        },
      ],
      { decks: { ...ROWS, L1: ['B1-04', 'B1-06', 'B1-21', 'B1-13', 'B1-14'] }, nobles: ['N01', 'N05', 'N10'] },
    );
    const s1 = act(s, 0, buy('B1-04', pay({ black: 2 })));
    expect(oneEvent(s1.events, 'nobleVisited').noble).toBe('N01');
    expect([...decisionOf(s1.state, 'choosePost').options].sort()).toEqual(['K-TP1', 'K-TP3']);
    refuse(s1.state, 0, { type: 'choosePost', post: 'K-TP2' }, 'NOT_AN_OPTION', 'Y2');
    const s2 = act(s1.state, 0, { type: 'choosePost', post: 'K-TP3' });
    expect(s2.state.players[0]?.posts).toEqual(['K-TP3']);
    expect(s2.state.current).toBe(1);
    // The other kind comes at the end of the next turn.
    const s3 = run(s2.state, [
      [1, take('white', 'blue', 'green')],
      [0, take('white', 'blue', 'green')],
    ]);
    expect(s3.state.players[0]?.posts).toEqual(['K-TP3', 'K-TP1']);
  });

  it('T0.4 ruling: taking a post is compulsory: the game waits for the choice', () => {
    const s = posts([{ tableau: [...T1, ...T3] }]);
    const s1 = act(s, 0, take('white', 'blue', 'green')).state;
    decisionOf(s1, 'choosePost');
    refuse(s1, 0, take('white', 'blue', 'green'), 'DECISION_PENDING', 'Y2');
    expect(legalActions(s1, 0).every((a) => a.type === 'choosePost')).toBe(true);
  });

  it('T0.3 a kind already owned is not taken again', () => {
    const s = posts([{ tableau: T3, posts: ['K-TP3'] }]);
    const { state, events } = act(s, 0, take('white', 'blue', 'green'));
    expect(eventsOf(events, 'postClaimed')).toEqual([]);
    expect(state.players[0]?.posts).toEqual(['K-TP3']);
  });

  it('T0.1 every player may own every kind: a kind owned by another player can still be taken', () => {
    const s = posts([{ tableau: T3 }, { tableau: ['B1-03', 'B1-05'], posts: ['K-TP3'] }]);
    const { state } = act(s, 0, take('white', 'blue', 'green'));
    expect(state.players[0]?.posts).toEqual(['K-TP3']);
    expect(state.players[1]?.posts).toEqual(['K-TP3']);
  });
});

describe('T1 extra token after a purchase (Kahroba K-TP1) and ruling R2', () => {
  const withT1 = (p: { tokens?: Partial<Tokens>; tableau?: CardId[] } = {}, seat1: StackedSetup['players'] = []) =>
    posts([
      { tableau: [...T1, ...(p.tableau ?? [])], tokens: p.tokens ?? { blue: 3 }, posts: ['K-TP1'] },
      ...(seat1 ?? []),
    ]);

  it('T1 after buying, before the refill, the player takes 1 gem of their choice, possibly one just spent', () => {
    const s1 = act(withT1(), 0, buy('B1-02', pay({ blue: 3 })));
    const d = decisionOf(s1.state, 'extraToken');
    expect([...d.options].sort()).toEqual(['black', 'blue', 'green', 'red', 'white']);
    // Before the refill: the bought card's place is still empty.
    expect(s1.state.rows.L1[0]).toBeNull();
    expect(eventsOf(s1.events, 'cardRevealed')).toEqual([]);
    const s2 = act(s1.state, 0, { type: 'takeExtraToken', gem: 'blue' });
    expect(s2.state.players[0]?.tokens).toEqual(tokens({ blue: 1 }));
    expect(oneEvent(s2.events, 'extraTokenTaken')).toMatchObject({ seat: 0, gem: 'blue', auto: false });
    const order = typesOf(s2.events);
    expect(order.indexOf('extraTokenTaken')).toBeLessThan(order.indexOf('cardRevealed'));
    expect(s2.state.rows.L1[0]).toBe('B1-13');
  });

  it('T1 never gold', () => {
    const s1 = act(withT1(), 0, buy('B1-02', pay({ blue: 3 }))).state;
    refuse(s1, 0, { type: 'takeExtraToken', gem: 'gold' }, 'MALFORMED', 'Y2');
  });

  it('R2 the extra token is compulsory: no main action while it is pending', () => {
    const s1 = act(withT1(), 0, buy('B1-02', pay({ blue: 3 }))).state;
    refuse(s1, 0, take('white', 'blue', 'green'), 'DECISION_PENDING', 'Y2');
    expect(legalActions(s1, 0).every((a) => a.type === 'takeExtraToken')).toBe(true);
  });

  it('R2 with only one colour in the supply the token is taken automatically (auto: true)', () => {
    // Only red is left in the supply; the purchase is paid with gold.
    const s = withT1({ tokens: { green: 2, black: 4, gold: 3 } }, [{ tokens: { white: 4, blue: 4, green: 2 } }]);
    const { state, events } = act(s, 0, buy('B1-02', pay({ gold: 3 })));
    expect(oneEvent(events, 'extraTokenTaken')).toMatchObject({ gem: 'red', auto: true });
    expect(state.players[0]?.tokens.red).toBe(1);
  });

  it('R2 with no gem in the supply there is nothing to take and the turn goes on', () => {
    // Blue 3 bonuses make B1-02 free; all 20 gem tokens are in hands.
    const s = withT1({ tableau: ['B1-09', 'B1-10', 'B1-11'], tokens: { white: 4, blue: 4, green: 2 } }, [
      { tokens: { green: 2, red: 4, black: 4 } },
    ]);
    const { state, events } = act(s, 0, buy('B1-02'));
    expect(eventsOf(events, 'extraTokenTaken')).toEqual([]);
    expect(state.current).toBe(1);
  });

  it('T1 only a purchase triggers it: not a reservation', () => {
    const { state } = act(withT1(), 0, { type: 'reserve', card: 'B1-02' });
    expect(state.turn.decision).toBeNull();
    expect(state.current).toBe(1);
  });

  it('T1 a player without the post takes nothing extra', () => {
    const s = posts([{ tokens: { blue: 3 } }]);
    const { state } = act(s, 0, buy('B1-02', pay({ blue: 3 })));
    expect(state.current).toBe(1);
    expect(state.players[0]?.tokens).toEqual(tokens());
  });
});

describe('T2 draw two, keep one (Kahroba K-TP2)', () => {
  const withT2 = () => posts([{ tableau: T2, posts: ['K-TP2'] }]);

  it('T2 reserving from a deck draws the top 2; the player keeps one and the other goes to the bottom', () => {
    const s = withT2();
    const s1 = act(s, 0, { type: 'reserveDeck', deck: 'L2' });
    expect(decisionOf(s1.state, 'keepDrawn')).toMatchObject({ deck: 'L2', cards: ['B2-05', 'B2-06'] });
    expect(oneEvent(s1.events, 'cardsDrawn')).toMatchObject({ seat: 0, deck: 'L2', cards: ['B2-05', 'B2-06'] });
    refuse(s1.state, 0, { type: 'keepDrawn', card: 'B2-01' }, 'NOT_AN_OPTION', 'Y2');
    const s2 = act(s1.state, 0, { type: 'keepDrawn', card: 'B2-06' });
    expect(s2.state.players[0]?.reserved).toEqual([{ card: 'B2-06', blind: true, deck: 'L2' }]);
    expect(s2.state.decks.L2.at(-1)).toBe('B2-05');
    expect(s2.state.decks.L2).toHaveLength(s.decks.L2.length - 1);
    expect(s2.state.players[0]?.tokens.gold).toBe(1);
    expect(oneEvent(s2.events, 'drawnCardKept')).toMatchObject({ kept: 'B2-06', bottom: 'B2-05' });
  });

  it('R7 the gold of a T2 reservation is taken when the card is kept', () => {
    const s1 = act(withT2(), 0, { type: 'reserveDeck', deck: 'L2' }).state;
    expect(s1.players[0]?.tokens.gold).toBe(0);
    expect(s1.supply.gold).toBe(5);
    const { state, events } = act(s1, 0, { type: 'keepDrawn', card: 'B2-05' });
    expect(state.players[0]?.tokens.gold).toBe(1);
    expect(oneEvent(events, 'cardReserved')).toMatchObject({ seat: 0, deck: 'L2', blind: true, gold: true });
  });

  it('T2 the drawn cards are hidden from the other players', () => {
    const s1 = act(withT2(), 0, { type: 'reserveDeck', deck: 'L2' });
    const seen = viewFor(s1.state, 1).turn.decision;
    expect(seen).toMatchObject({ type: 'keepDrawn', cards: [HIDDEN_CARD, HIDDEN_CARD] });
    expect(oneEvent(eventsFor(s1.events, 1), 'cardsDrawn').cards).toEqual([null, null]);
    const s2 = act(s1.state, 0, { type: 'keepDrawn', card: 'B2-06' });
    expect(oneEvent(eventsFor(s2.events, 1), 'drawnCardKept')).toMatchObject({ kept: null, bottom: null });
  });

  it('T2 a face-up reservation is unchanged by the post', () => {
    const { state } = act(withT2(), 0, { type: 'reserve', card: 'B2-01' });
    expect(state.turn.decision).toBeNull();
    expect(state.players[0]?.reserved).toEqual([{ card: 'B2-01', blind: false, deck: 'L2' }]);
  });
});

describe('T3 two of a colour plus one other (Kahroba K-TP3)', () => {
  const withT3 = (seat1: StackedSetup['players'] = [], t: Partial<Tokens> = {}) =>
    posts([{ tableau: T3, posts: ['K-TP3'], tokens: t }, ...(seat1 ?? [])]);

  it('T3 taking 2 of a colour also takes 1 gem of another colour', () => {
    const { state, events } = act(withT3(), 0, takeTwo('red', 'blue'));
    expect(state.players[0]?.tokens).toEqual(tokens({ red: 2, blue: 1 }));
    expect(state.supply).toMatchObject({ red: 2, blue: 3 });
    expect(eventsOf(events, 'gemsTaken').length + eventsOf(events, 'extraTokenTaken').length).toBeGreaterThan(0);
  });

  it('R2 the T3 gem is compulsory when another colour is available', () => {
    refuse(withT3(), 0, takeTwo('red', null), 'TAKE_TWO_EXTRA_MISSING', 'T3');
  });

  it('T3 the extra gem must be of another colour and in the supply', () => {
    refuse(withT3(), 0, takeTwo('red', 'red'), 'TAKE_TWO_EXTRA', 'T3');
    refuse(withT3([{ tokens: { blue: 4 } }]), 0, takeTwo('red', 'blue'), 'TAKE_TWO_EXTRA', 'T3');
  });

  it('T3 extra is null when no other colour is available', () => {
    const s = withT3([{ tokens: { white: 4, blue: 4, green: 2 } }], { green: 2, black: 4 });
    const { state } = act(s, 0, takeTwo('red', null));
    expect(state.players[0]?.tokens).toMatchObject({ red: 2 });
  });

  it('T3 B3.2 still applies: 4 of the colour are needed', () => {
    refuse(withT3([{ tokens: { red: 1 } }]), 0, takeTwo('red', 'blue'), 'TAKE_TWO_NEEDS_FOUR', 'B3.2');
  });

  it('T3 a player without the post may not take the extra gem', () => {
    refuse(posts([]), 0, takeTwo('red', 'blue'), 'TAKE_TWO_EXTRA', 'T3');
  });
});

describe('T4 gold worth two (Kahroba K-TP4) and ruling R3', () => {
  // Buying B1-25 (red; white 3) with no white bonus: 3 white remain.
  const withT4 = (t: Partial<Tokens>) =>
    posts([{ tableau: T4, posts: ['K-TP4'], tokens: t }], {
      decks: { ...ROWS, L1: ['B1-25', 'B1-06', 'B1-21', 'B1-13', 'B1-14'] },
    });

  test.each([
    ['white 3, no gold', { white: 3 }],
    ['white 1 + gold 1: the gold pays 2 white', { white: 1, gold: 1 }],
    ['white 2 + gold 1: a doubled gold may cover a single remaining token', { white: 2, gold: 1 }],
    ['gold 2 for 3 white: ceil(3/2) gold', { gold: 2 }],
  ])('T4 accepts %s', (_what, t) => {
    const { state } = act(withT4({ white: 3, gold: 2 }), 0, buy('B1-25', pay(t)));
    expect(state.players[0]?.tableau).toContain('B1-25');
  });

  it('T4 refuses a gold more than ceil(remaining / 2) (R3): no change', () => {
    refuse(withT4({ white: 3, gold: 2 }), 0, buy('B1-25', pay({ white: 1, gold: 2 })), 'GOLD_DOUBLED', 'T4');
  });

  it('T4 refuses a payment still short after doubling', () => {
    refuseAny(withT4({ white: 3, gold: 2 }), 0, buy('B1-25', pay({ gold: 1 })), [
      ['GOLD_DOUBLED', 'T4'],
      ['PAYMENT_WRONG', 'B3.4.4'],
    ]);
  });

  it('T4 a gold counts 2 tokens of one and the same colour: one gold cannot pay green 1 + red 1', () => {
    // B1-06 costs blue 1, green 1, red 1, black 1; bonuses blue 3, black 1 leave green 1 + red 1.
    const s = posts([{ tableau: T4, posts: ['K-TP4'], tokens: { gold: 2 } }]);
    refuseAny(s, 0, buy('B1-06', pay({ gold: 1 })), [
      ['GOLD_DOUBLED', 'T4'],
      ['PAYMENT_WRONG', 'B3.4.4'],
    ]);
    const { state } = act(s, 0, buy('B1-06', pay({ gold: 2 })));
    expect(state.players[0]?.tableau).toContain('B1-06');
  });

  it('T4 for the 10-token limit a gold is still 1 token', () => {
    const s = posts([{ tableau: T4, posts: ['K-TP4'], tokens: { gold: 3, white: 4, red: 3 } }]);
    const { state } = act(s, 0, take('blue', 'green', 'black'));
    expect(decisionOf(state, 'returnTokens').count).toBe(3);
  });
});

describe('T5 a prestige point per trading post (Kahroba K-TP5)', () => {
  it('T5 gives 1 prestige per post owned, itself included', () => {
    const s = posts([{ tableau: ['B1-17', 'B1-18', 'B1-19', 'B1-20', 'B1-22', ...T1], posts: ['K-TP5', 'K-TP1'] }]);
    expect(prestigeOf(s, 0)).toBe(2);
  });

  it('T5 counts toward 15 prestige (B4.4)', () => {
    // 13 from cards (B3-08 5, B3-14 4, B3-19 4) and K-TP1 owned; buying the green B1-21 (blue 2, red 2) makes green 5.
    const s = posts(
      [
        {
          tableau: ['B3-08', 'B3-14', 'B3-19', 'B1-17', 'B1-18', 'B1-19', 'B1-20', ...T1],
          posts: ['K-TP1'],
          tokens: { blue: 1 },
        },
      ],
      { nobles: ['N01', 'N02', 'N07'] },
    );
    const s1 = act(s, 0, buy('B1-21', pay({ blue: 1 })));
    // T1 asks for its extra token first.
    const { state, events } = act(s1.state, 0, { type: 'takeExtraToken', gem: 'white' });
    expect(oneEvent(events, 'postClaimed').post).toBe('K-TP5');
    expect(prestigeOf(state, 0)).toBe(13 + 2);
    expect(oneEvent(events, 'endTriggered')).toMatchObject({ seat: 0, reason: 'prestige' });
  });
});
