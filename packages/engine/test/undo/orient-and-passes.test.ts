/** RULES Y6 with the Orient rows (O2.3, O6, O8) and automatic passes (Y4). */
import { describe, expect, it } from 'vitest';
import { undoBarrier } from '../../src/index';
import type { GameEvent, ModuleId, StackedSetup } from '../../src/index';
import { act, buy, eventsOf, game, pay } from '../helpers/game';
import { blocked, play, refusesUndo, undoes } from './scenarios';

const OR: ModuleId[] = ['orient'];
const ROWS: StackedSetup['decks'] = {
  L1: ['B1-02', 'B1-04', 'B1-06', 'B1-21', 'B1-13', 'B1-14'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-03', 'B3-04', 'B3-05', 'B3-06'],
  O1: ['O1-06', 'O1-01', 'O1-07', 'O1-04'],
  O2: ['O2-09', 'O2-06', 'O2-01', 'O2-02'],
  O3: ['O3-01', 'O3-06', 'O3-02', 'O3-07'],
};
const orient = (players: StackedSetup['players']): StackedSetup => ({ decks: ROWS, nobles: ['N01', 'N02', 'N03'], players });

describe('Y6 and the Orient rows', () => {
  it('O2.3 a card bought from an Orient row is replaced from the Orient deck: refused', () => {
    const p = play(orient([{ tokens: { white: 3 } }]), [[0, buy('O1-01', pay({ white: 3 }))]], { modules: OR });
    refusesUndo(p, 0, 'UNDO_REFILL', 'B3.5');
  });

  it('O2.4 a blind reservation from an Orient deck: refused', () => {
    refusesUndo(play(orient([]), [[0, { type: 'reserveDeck', deck: 'O3' }]], { modules: OR }), 0, 'UNDO_BLIND', 'B3.3.3');
  });

  it('O6 while the free level-1 card is still to be chosen nothing is refilled: undone; the free take refills both places: refused', () => {
    const o6 = orient([{ tableau: ['B1-25'], tokens: { white: 4, blue: 3, black: 1 } }]);
    const bought = play(o6, [[0, buy('O2-09', pay({ white: 4, blue: 3, black: 1 }))]], { modules: OR });
    expect(bought.states[1]?.turn.decision?.type).toBe('takeFree');
    undoes(bought, 0, 0);
    const free = play(o6, [[0, buy('O2-09', pay({ white: 4, blue: 3, black: 1 }))], [0, { type: 'takeFree', card: 'B1-04' }]], { modules: OR });
    refusesUndo(free, 0, 'UNDO_REFILL', 'B3.5');
  });
});

describe('Y6 and automatic passes', () => {
  it('Y4 an action after which another seat passed automatically is not undone (that seat\'s turn happened)', () => {
    const s = game(blocked(false), { players: 3 });
    const { events } = act(s, 0, { type: 'reserveDeck', deck: 'L1' });
    expect(eventsOf(events, 'passed')).toEqual([{ type: 'passed', seat: 1 }]);
    // Seat 0's only move is blind, so the blind reservation is met first; the pass alone blocks too.
    refusesUndo(play(blocked(false), [[0, { type: 'reserveDeck', deck: 'L1' }]], { players: 3 }), 0, 'UNDO_BLIND', 'B3.3.3');
    const passOnly = events.filter((e): e is GameEvent => e.type === 'turnStarted' || e.type === 'passed');
    expect(undoBarrier(s, passOnly, 0)).toBe('UNDO_PASSED');
    expect(undoBarrier(s, passOnly, 1)).toBeNull();
  });
});
