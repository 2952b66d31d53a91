/** RULINGS R12: what a player may undo, one scenario per kind of revealed information (B3.5, O2.3, O6, B3.3.3, T2, Y4). */
import { describe, expect, it } from 'vitest';
import { undoBarrier } from '../../src/index';
import type { GameEvent, ModuleId, StackedSetup } from '../../src/index';
import { act, buy, eventsOf, game, pay, reserve, take, tokens } from '../helpers/game';
import { blocked, play, refusesUndo, undoes, upTo } from './scenarios';

const ROWS: StackedSetup['decks'] = {
  L1: ['B1-02', 'B1-04', 'B1-06', 'B1-21', 'B1-13', 'B1-14'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-05', 'B3-06', 'B3-07', 'B3-09'],
};
const NOBLES = ['N04', 'N05', 'N10'];
const base = (players: StackedSetup['players'] = []): StackedSetup => ({ decks: ROWS, nobles: NOBLES, players });

describe("R12 undo within the player's own turn", () => {
  it('R12 a gem take reveals nothing: undone, back to the state before it (even once the turn passed on)', () => {
    const p = play(base(), [[0, take('white', 'blue', 'green')]]);
    expect(p.states[1]?.current).toBe(1);
    const plan = undoes(p, 0, 0);
    expect(plan.stop).toBe('UNDO_NOTHING');
  });

  it('R12 nothing to undo in a fresh game', () => {
    refusesUndo(play(base(), []), 0, 'UNDO_NOTHING', 'R12');
  });

  it("R12 never over another player's action: once the next player acted, the turn is theirs", () => {
    const p = play(base(), [
      [0, take('white', 'blue', 'green')],
      [1, take('red', 'black', 'white')],
    ]);
    refusesUndo(p, 0, 'UNDO_OTHER_PLAYER', 'R12');
    expect(undoes(p, 1, 1).stop).toBe('UNDO_OTHER_PLAYER');
  });

  it('R12 / B4.1 a turn of several actions is undone one action at a time, back to its start', () => {
    const nine = base([{ tokens: { white: 3, blue: 3, green: 2, gold: 1 } }]);
    const p = play(nine, [
      [0, take('red', 'black', 'white')],
      [0, { type: 'returnTokens', tokens: tokens({ red: 1, black: 1 }) }],
    ]);
    expect(undoes(p, 0, 0).keep).toBe(1);
    expect(undoes(upTo(p, 1), 0, 0).keep).toBe(0);
  });

  it('R12 / B3.4 buying a reserved card refills nothing: undone', () => {
    const p = play(base([{ tokens: { blue: 2, green: 2, black: 1 }, reserved: [{ card: 'B1-03', blind: false }] }]), [
      [0, buy('B1-03', pay({ blue: 2, green: 2, black: 1 }))],
    ]);
    undoes(p, 0, 0);
  });

  it('R12 a finished game is not undone', () => {
    const p = play(blocked(true), [[0, { type: 'reserveDeck', deck: 'L1' }]], { players: 3 });
    expect(p.states[1]?.result).not.toBeNull();
    refusesUndo(p, 0, 'UNDO_FINISHED', 'R12');
  });
});

describe('R12 never over revealed information', () => {
  it('B3.5 buying from a row turns up a card to refill it: refused', () => {
    const p = play(base([{ tokens: { blue: 3 } }]), [[0, buy('B1-02', pay({ blue: 3 }))]]);
    refusesUndo(p, 0, 'UNDO_REFILL', 'B3.5');
  });

  it('B3.5 reserving a face-up card turns up a card to refill the row: refused', () => {
    refusesUndo(play(base(), [[0, reserve('B2-01')]]), 0, 'UNDO_REFILL', 'B3.5');
  });

  it('B3.3.3 a card reserved blind from a deck: refused', () => {
    refusesUndo(play(base(), [[0, { type: 'reserveDeck', deck: 'L2' }]]), 0, 'UNDO_BLIND', 'B3.3.3');
  });

  it('B3.3.3 buying a card reserved blind shows it to the others: refused (a face-up reservation bought is undone above)', () => {
    const p = play(base([{ tokens: { blue: 2, green: 2, black: 1 }, reserved: [{ card: 'B1-03', blind: true }] }]), [
      [0, buy('B1-03', pay({ blue: 2, green: 2, black: 1 }))],
    ]);
    refusesUndo(p, 0, 'UNDO_SHOWN', 'B3.3.3');
  });

  it('S2 (R1) a purchase waiting for its stronghold action has refilled nothing yet: undone; after the action the refill blocks', () => {
    const sh = base([{ tokens: { blue: 3 } }, { strongholds: [{ card: 'B1-06', count: 1 }] }]);
    const p = play(sh, [[0, buy('B1-02', pay({ blue: 3 }))]], { modules: ['strongholds'] });
    expect(p.states[1]?.turn.decision?.type).toBe('stronghold');
    undoes(p, 0, 0);
    const placed = play(
      sh,
      [
        [0, buy('B1-02', pay({ blue: 3 }))],
        [0, { type: 'placeStronghold', card: 'B1-04' }],
      ],
      { modules: ['strongholds'] },
    );
    refusesUndo(placed, 0, 'UNDO_REFILL', 'B3.5');
  });

  it('T1 the extra token comes before the refill: the purchase can be undone until the token is taken', () => {
    const t1 = base([{ tableau: ['B1-25', 'B1-26', 'B1-27', 'B1-01'], posts: ['K-TP1'], tokens: { blue: 3 } }]);
    const p = play(t1, [[0, buy('B1-02', pay({ blue: 3 }))]], { modules: ['tradingPosts'] });
    expect(p.states[1]?.turn.decision?.type).toBe('extraToken');
    undoes(p, 0, 0);
    const taken = play(
      t1,
      [
        [0, buy('B1-02', pay({ blue: 3 }))],
        [0, { type: 'takeExtraToken', gem: 'red' }],
      ],
      { modules: ['tradingPosts'] },
    );
    refusesUndo(taken, 0, 'UNDO_REFILL', 'B3.5');
  });

  it('T2 cards drawn with the 3-black post are seen by the player: the draw is not undone; the keep, which shows nothing new, is', () => {
    const t2 = base([{ tableau: ['B1-33', 'B1-34', 'B1-35'], posts: ['K-TP2'] }]);
    const drawn = play(t2, [[0, { type: 'reserveDeck', deck: 'L2' }]], { modules: ['tradingPosts'] });
    expect(drawn.states[1]?.turn.decision?.type).toBe('keepDrawn');
    refusesUndo(drawn, 0, 'UNDO_DRAWN', 'T2');
    const kept = play(
      t2,
      [
        [0, { type: 'reserveDeck', deck: 'L2' }],
        [0, { type: 'keepDrawn', card: 'B2-06' }],
      ],
      { modules: ['tradingPosts'] },
    );
    expect(undoes(kept, 0, 1).stop).toBe('UNDO_DRAWN');
    refusesUndo(upTo(kept, 1), 0, 'UNDO_DRAWN', 'T2');
  });
});

const OR: ModuleId[] = ['orient'];
const OROWS: StackedSetup['decks'] = {
  L1: ['B1-02', 'B1-04', 'B1-06', 'B1-21', 'B1-13', 'B1-14'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-03', 'B3-04', 'B3-05', 'B3-06'],
  O1: ['O1-06', 'O1-01', 'O1-07', 'O1-04'],
  O2: ['O2-09', 'O2-06', 'O2-01', 'O2-02'],
  O3: ['O3-01', 'O3-06', 'O3-02', 'O3-07'],
};
const orient = (players: StackedSetup['players']): StackedSetup => ({
  decks: OROWS,
  nobles: ['N01', 'N02', 'N03'],
  players,
});

describe('R12 and the Orient rows', () => {
  it('O2.3 a card bought from an Orient row is replaced from the Orient deck: refused', () => {
    const p = play(orient([{ tokens: { white: 3 } }]), [[0, buy('O1-01', pay({ white: 3 }))]], { modules: OR });
    refusesUndo(p, 0, 'UNDO_REFILL', 'B3.5');
  });

  it('O2.4 a blind reservation from an Orient deck: refused', () => {
    refusesUndo(
      play(orient([]), [[0, { type: 'reserveDeck', deck: 'O3' }]], { modules: OR }),
      0,
      'UNDO_BLIND',
      'B3.3.3',
    );
  });

  it('O6 while the free level-1 card is still to be chosen nothing is refilled: undone; the free take refills both places: refused', () => {
    const o6 = orient([{ tableau: ['B1-25'], tokens: { white: 4, blue: 3, black: 1 } }]);
    const bought = play(o6, [[0, buy('O2-09', pay({ white: 4, blue: 3, black: 1 }))]], { modules: OR });
    expect(bought.states[1]?.turn.decision?.type).toBe('takeFree');
    undoes(bought, 0, 0);
    const free = play(
      o6,
      [
        [0, buy('O2-09', pay({ white: 4, blue: 3, black: 1 }))],
        [0, { type: 'takeFree', card: 'B1-04' }],
      ],
      { modules: OR },
    );
    refusesUndo(free, 0, 'UNDO_REFILL', 'B3.5');
  });
});

describe('R12 and automatic passes', () => {
  it("Y4 an action after which another seat passed automatically is not undone (that seat's turn happened)", () => {
    const s = game(blocked(false), { players: 3 });
    const { events } = act(s, 0, { type: 'reserveDeck', deck: 'L1' });
    expect(eventsOf(events, 'passed')).toEqual([{ type: 'passed', seat: 1 }]);
    // Seat 0's only move is blind, so the blind reservation is met first; the pass alone blocks too.
    refusesUndo(
      play(blocked(false), [[0, { type: 'reserveDeck', deck: 'L1' }]], { players: 3 }),
      0,
      'UNDO_BLIND',
      'B3.3.3',
    );
    const passOnly = events.filter((e): e is GameEvent => e.type === 'turnStarted' || e.type === 'passed');
    expect(undoBarrier(s, passOnly, 0)).toBe('UNDO_PASSED');
    expect(undoBarrier(s, passOnly, 1)).toBeNull();
  });
});
