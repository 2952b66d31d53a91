/** RULES B4 (end of turn: token limit, nobles, end trigger) and B5 (scoring). */
import { describe, expect, it } from 'vitest';
import { cardCountOf, legalActions, prestigeOf, toAct, viewFor } from '../../src/index';
import type { StackedSetup } from '../../src/index';
import {
  act,
  buy,
  decisionOf,
  eventsOf,
  game,
  oneEvent,
  pay,
  refuse,
  run,
  take,
  tokens,
  typesOf,
} from '../helpers/game';

const ROWS: StackedSetup['decks'] = {
  L1: ['B1-08', 'B1-12', 'B1-04', 'B1-21', 'B1-05', 'B1-06'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-05', 'B3-06', 'B3-07', 'B3-09'],
};

describe('B4.1 token limit', () => {
  const nine: StackedSetup = {
    decks: ROWS,
    nobles: ['N01', 'N02', 'N03'],
    players: [{ tokens: { white: 3, blue: 3, green: 2, gold: 1 } }],
  };

  it('B4.1 a player ending with more than 10 tokens must return down to exactly 10 before the turn ends', () => {
    const { state } = act(game(nine), 0, take('red', 'black', 'white'));
    expect(decisionOf(state, 'returnTokens').count).toBe(2);
    expect(state.current).toBe(0);
    expect(toAct(state)).toBe(0);
  });

  it('B4.1 the tokens returned may be ones taken this turn; they go back to the supply', () => {
    const s1 = act(game(nine), 0, take('red', 'black', 'white')).state;
    const { state, events } = act(s1, 0, { type: 'returnTokens', tokens: tokens({ red: 1, black: 1 }) });
    expect(state.players[0]?.tokens).toEqual(tokens({ white: 4, blue: 3, green: 2, gold: 1 }));
    expect(state.supply.red).toBe(4);
    expect(state.supply.black).toBe(4);
    expect(oneEvent(events, 'tokensReturned').tokens).toEqual(tokens({ red: 1, black: 1 }));
    expect(state.current).toBe(1);
  });

  it('B4.1 gold counts toward the limit and may be returned', () => {
    const s1 = act(game(nine), 0, take('red', 'black', 'white')).state;
    const { state } = act(s1, 0, { type: 'returnTokens', tokens: tokens({ gold: 1, green: 1 }) });
    expect(state.players[0]?.tokens.gold).toBe(0);
    expect(state.supply.gold).toBe(5);
  });

  it('B4.1 refuses returning too few, too many, or tokens not held', () => {
    const s1 = act(game(nine), 0, take('red', 'black', 'white')).state;
    refuse(s1, 0, { type: 'returnTokens', tokens: tokens({ red: 1 }) }, 'RETURN_WRONG', 'B4.1');
    refuse(s1, 0, { type: 'returnTokens', tokens: tokens({ red: 1, black: 1, white: 1 }) }, 'RETURN_WRONG', 'B4.1');
    refuse(s1, 0, { type: 'returnTokens', tokens: tokens({ green: 3 }) }, 'RETURN_WRONG', 'B4.1');
  });

  it('B4.1 (Y2) the game waits for the return: no main action, and nobody else moves', () => {
    const s1 = act(game(nine), 0, take('red', 'black', 'white')).state;
    refuse(s1, 0, take('white', 'blue', 'green'), 'DECISION_PENDING', 'Y2');
    refuse(s1, 1, take('white', 'blue', 'green'), 'NOT_YOUR_TURN', 'B2.5');
    expect(legalActions(s1, 0).every((a) => a.type === 'returnTokens')).toBe(true);
    expect(legalActions(s1, 1)).toEqual([]);
  });

  it('B4.1 ending with exactly 10 asks nothing', () => {
    const s = game({ ...nine, players: [{ tokens: { white: 3, blue: 3, gold: 1 } }] });
    const { state } = act(s, 0, take('red', 'black', 'green'));
    expect(state.turn.decision).toBeNull();
    expect(state.current).toBe(1);
  });

  it('B4.1 a reservation whose gold makes 11 asks for one token back', () => {
    const s = game({ ...nine, players: [{ tokens: { white: 4, blue: 4, green: 2 } }] });
    const { state } = act(s, 0, { type: 'reserve', card: 'B2-01' });
    expect(decisionOf(state, 'returnTokens').count).toBe(1);
  });
});

describe('B4.2 nobles', () => {
  // Seat 0: white 4, blue 3 bonuses; buying the blue B1-12 (white 1, black 2) completes N01 (white 4 + blue 4).
  const nearN01: StackedSetup = {
    decks: ROWS,
    nobles: ['N01', 'N05', 'N10'],
    players: [
      { tableau: ['B1-01', 'B1-02', 'B1-03', 'B1-07', 'B1-09', 'B1-10', 'B1-11'], tokens: { black: 2, blue: 4 } },
    ],
  };

  it('B4.2 a noble whose requirement the bonuses meet visits at the end of the turn (one qualifies: auto, Y3)', () => {
    const { state, events } = act(game(nearN01), 0, buy('B1-12', pay({ black: 2 })));
    expect(state.players[0]?.nobles).toEqual(['N01']);
    expect(state.nobles).toEqual(['N05', 'N10']);
    expect(oneEvent(events, 'nobleVisited')).toMatchObject({ seat: 0, noble: 'N01', auto: true, reserved: false });
    expect(prestigeOf(state, 0)).toBe(3);
    expect(state.current).toBe(1);
  });

  it('B4.2 only bonuses count, never tokens', () => {
    const { state, events } = act(game(nearN01), 0, take('white', 'green', 'red'));
    expect(eventsOf(events, 'nobleVisited')).toEqual([]);
    expect(state.players[0]?.nobles).toEqual([]);
  });

  // Seat 0: white 4, blue 4, green 3: meets N01 (w4 b4) and N06 (w3 b3 g3), not N03 (b4 g4).
  const twoNobles: StackedSetup = {
    decks: ROWS,
    nobles: ['N01', 'N06', 'N03'],
    players: [
      { tableau: ['B1-01', 'B1-02', 'B1-03', 'B1-07', 'B1-09', 'B1-10', 'B1-11', 'B1-13', 'B1-17', 'B1-18', 'B1-19'] },
    ],
  };

  it('B4.2 when several qualify the player chooses one; at most one per turn; the others stay', () => {
    const s1 = act(game(twoNobles), 0, take('white', 'blue', 'green')).state;
    expect([...decisionOf(s1, 'chooseNoble').options].sort()).toEqual(['N01', 'N06']);
    refuse(s1, 0, { type: 'chooseNoble', noble: 'N03' }, 'NOT_AN_OPTION', 'Y2');
    const { state, events } = act(s1, 0, { type: 'chooseNoble', noble: 'N06' });
    expect(state.players[0]?.nobles).toEqual(['N06']);
    expect(state.nobles).toEqual(['N01', 'N03']);
    expect(oneEvent(events, 'nobleVisited')).toMatchObject({ noble: 'N06', auto: false });
    expect(state.current).toBe(1);
  });

  it("B4.2 the noble left behind visits at the end of the player's next turn", () => {
    const { state, events } = run(game(twoNobles), [
      [0, take('white', 'blue', 'green')],
      [0, { type: 'chooseNoble', noble: 'N06' }],
      [1, take('white', 'blue', 'green')],
      [0, take('red', 'black', 'white')],
    ]);
    expect(state.players[0]?.nobles).toEqual(['N06', 'N01']);
    expect(eventsOf(events, 'nobleVisited').map((e) => e.noble)).toEqual(['N06', 'N01']);
  });

  it('B4.2 the noble comes after the token limit (B4 order: B4.1, then B4.2)', () => {
    // Seat 0 already meets N01 and holds 9 tokens: taking 3 asks for 2 back first; the noble visits after.
    const s = game({
      decks: ROWS,
      nobles: ['N01', 'N05', 'N10'],
      players: [
        {
          tableau: ['B1-01', 'B1-02', 'B1-03', 'B1-07', 'B1-09', 'B1-10', 'B1-11', 'B1-13'],
          tokens: { white: 3, blue: 3, green: 3 },
        },
      ],
    });
    const s1 = act(s, 0, take('red', 'black', 'white'));
    expect(decisionOf(s1.state, 'returnTokens').count).toBe(2);
    expect(eventsOf(s1.events, 'nobleVisited')).toEqual([]);
    const s2 = act(s1.state, 0, { type: 'returnTokens', tokens: tokens({ red: 1, black: 1 }) });
    expect(typesOf(s2.events).indexOf('tokensReturned')).toBeLessThan(typesOf(s2.events).indexOf('nobleVisited'));
    expect(s2.state.players[0]?.nobles).toEqual(['N01']);
  });
});

describe('B4.4 end trigger', () => {
  // Seat 0 has 14 prestige (B3-03 4 + B3-08 5 + B3-12 5) and green 3 to buy B1-08 (1 point, green 4; green bonus 1).
  const at14: StackedSetup = {
    decks: ROWS,
    nobles: ['N04', 'N05', 'N10'],
    players: [{ tableau: ['B3-03', 'B3-08', 'B3-12'], tokens: { green: 3 } }],
  };

  it('B4.4 reaching 15 triggers the end; the round is finished so that everyone has the same number of turns', () => {
    const s1 = act(game(at14), 0, buy('B1-08', pay({ green: 3 })));
    expect(prestigeOf(s1.state, 0)).toBe(15);
    expect(oneEvent(s1.events, 'endTriggered')).toMatchObject({ seat: 0, reason: 'prestige' });
    expect(s1.state.endTriggered).toBe(true);
    expect(s1.state.result).toBeNull();
    expect(s1.state.current).toBe(1);
    const s2 = act(s1.state, 1, take('white', 'blue', 'red'));
    expect(s2.state.result).toMatchObject({ reason: 'prestige', winners: [0], decidedBy: 'prestige' });
    expect(oneEvent(s2.events, 'gameEnded').result.winners).toEqual([0]);
    expect(toAct(s2.state)).toBeNull();
    expect(legalActions(s2.state, 0)).toEqual([]);
    refuse(s2.state, 0, take('white', 'blue', 'red'), 'GAME_OVER', 'B5');
  });

  it('B4.4 when the player seated just before the first player reaches 15, the game ends at once', () => {
    const s = game({ ...at14, firstPlayer: 1 });
    const s1 = act(s, 1, take('white', 'blue', 'red')).state;
    const { state } = act(s1, 0, buy('B1-08', pay({ green: 3 })));
    expect(state.result).toMatchObject({ reason: 'prestige', winners: [0] });
  });

  it('B4.4 with 3 players and seat 1 first, a trigger by seat 2 lets seat 0 play the last turn', () => {
    const s = game(
      {
        ...at14,
        nobles: ['N04', 'N05', 'N10', 'N09'],
        firstPlayer: 1,
        players: [{}, {}, { tableau: ['B3-03', 'B3-08', 'B3-12'], tokens: { green: 3 } }],
      },
      { players: 3 },
    );
    const s1 = run(s, [
      [1, take('white', 'blue', 'red')],
      [2, buy('B1-08', pay({ green: 3 }))],
    ]).state;
    expect(s1.endTriggered).toBe(true);
    expect(s1.current).toBe(0);
    const { state } = act(s1, 0, take('white', 'blue', 'red'));
    expect(state.result).toMatchObject({ winners: [2] });
  });

  it("B4.4 only the player who ends the turn is checked: 15 held by the other seat triggers at the end of that seat's turn", () => {
    const s = game({ ...at14, players: [{}, { tableau: ['B3-04', 'B3-08', 'B3-12'] }] });
    const s1 = act(s, 0, take('white', 'blue', 'red'));
    expect(eventsOf(s1.events, 'endTriggered')).toEqual([]);
    const s2 = act(s1.state, 1, take('white', 'blue', 'red'));
    expect(oneEvent(s2.events, 'endTriggered')).toMatchObject({ seat: 1, reason: 'prestige' });
    expect(s2.state.result).toMatchObject({ winners: [1] });
  });
});

describe('B5 scoring and winner', () => {
  it('B5.1 prestige is the points of purchased cards plus nobles', () => {
    const s = game({
      decks: ROWS,
      nobles: ['N04', 'N05', 'N10'],
      players: [{ tableau: ['B3-03', 'B1-32'], nobles: ['N01'] }],
    });
    expect(prestigeOf(s, 0)).toBe(4 + 1 + 3);
  });

  // Seat 0 reaches 15 with 4 cards; seat 1 already holds what the row says.
  const finish = (seat1: string[]) => {
    const s = game({
      decks: ROWS,
      nobles: ['N04', 'N05', 'N10'],
      players: [{ tableau: ['B3-03', 'B3-08', 'B3-12'], tokens: { green: 3 } }, { tableau: seat1 }],
    });
    return run(s, [
      [0, buy('B1-08', pay({ green: 3 }))],
      [1, take('white', 'blue', 'red')],
    ]).state;
  };

  it('B5.2 most prestige wins', () => {
    const state = finish(['B3-04', 'B3-16', 'B3-20', 'B1-40']);
    expect(prestigeOf(state, 1)).toBe(16);
    expect(state.result).toMatchObject({ winners: [1], decidedBy: 'prestige' });
  });

  it('B5.2 tie: fewer development cards wins', () => {
    const state = finish(['B3-04', 'B3-16', 'B3-20']);
    expect(prestigeOf(state, 1)).toBe(15);
    expect(cardCountOf(state, 0)).toBe(4);
    expect(cardCountOf(state, 1)).toBe(3);
    expect(state.result).toMatchObject({ winners: [1], decidedBy: 'fewerCards' });
    expect(state.result?.standings).toContainEqual(expect.objectContaining({ seat: 0, prestige: 15, cards: 4 }));
  });

  it('B5.2 still tied: the tied players share the victory', () => {
    const state = finish(['B3-04', 'B3-16', 'B3-19', 'B1-32']);
    expect(state.result?.winners).toEqual([0, 1]);
    expect(state.result?.decidedBy).toBe('shared');
  });

  it('B5.3 tableau, tokens, nobles and face-up reservations are public; only blind reservations are hidden', () => {
    const s = game({
      decks: ROWS,
      nobles: ['N04', 'N05', 'N10'],
      players: [
        {
          tableau: ['B3-03'],
          tokens: { red: 2, gold: 1 },
          nobles: ['N01'],
          reserved: [
            { card: 'B2-20', blind: false },
            { card: 'B2-21', blind: true },
          ],
        },
      ],
    });
    const v = viewFor(s, 1).players[0];
    expect(v?.tableau).toEqual(['B3-03']);
    expect(v?.tokens).toEqual(tokens({ red: 2, gold: 1 }));
    expect(v?.nobles).toEqual(['N01']);
    expect(v?.reserved.map((r) => r.card)).toEqual(['B2-20', '?']);
    expect(v?.reserved.map((r) => r.deck)).toEqual(['L2', 'L2']);
    // Deck contents are hidden from everyone; the face-up rows are not.
    expect(v && viewFor(s, 1).decks.L1.every((c) => c === '?')).toBe(true);
    expect(viewFor(s, 1).decks.L1).toHaveLength(s.decks.L1.length);
    expect(viewFor(s, 1).rows).toEqual(s.rows);
  });
});
