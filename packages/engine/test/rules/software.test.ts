/** RULES Y1–Y5 (rulings for the software) and lead ruling R6 (automatic passes and answers). */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, replay, RECORD_SCHEMA, toAct, viewFor } from '../../src/index';
import type { Action, GameConfig, Seat, StackedSetup } from '../../src/index';
import { act, buy, eventsOf, game, oneEvent, pay, refuse, run, take } from '../helpers/game';

const ROWS: StackedSetup['decks'] = {
  L1: ['B1-01', 'B1-02', 'B1-03', 'B1-04', 'B1-05', 'B1-06'],
  L2: ['B2-01', 'B2-02', 'B2-03', 'B2-04', 'B2-05', 'B2-06'],
  L3: ['B3-01', 'B3-02', 'B3-03', 'B3-04', 'B3-05', 'B3-06'],
};

/*
 * A blocked 3-player table (for Y4, Y5): every gem token is in a hand, every
 * face-up card has a black cost and a cost of another colour, so nobody can buy;
 * seats 1 and 2 hold 3 reserved cards they cannot afford.
 * Seat 0 still has one move: reserving from a deck (its 3rd reservation).
 */
const blocked = (seat2Reserved: boolean): StackedSetup => ({
  decks: {
    L1: ['B1-01', 'B1-03', 'B1-04', 'B1-05', 'B1-06', 'B1-07'],
    L2: ['B2-02', 'B2-03', 'B2-04', 'B2-07'],
    L3: ['B3-01', 'B3-02', 'B3-04', 'B3-05'],
  },
  nobles: ['N01', 'N02', 'N03', 'N04'],
  players: [
    {
      tokens: { green: 5, red: 4 },
      reserved: [
        { card: 'B3-11', blind: false },
        { card: 'B3-06', blind: false },
      ],
    },
    {
      tokens: { white: 5, blue: 5 },
      reserved: [
        { card: 'B3-15', blind: false },
        { card: 'B3-19', blind: false },
        { card: 'B3-03', blind: false },
      ],
    },
    {
      tokens: { black: 5, red: 1 },
      reserved: seat2Reserved
        ? [
            { card: 'B3-20', blind: false },
            { card: 'B3-12', blind: false },
            { card: 'B3-08', blind: false },
          ]
        : [],
    },
  ],
});

describe('Y1 determinism', () => {
  it('Y1 the same state and action always give the same next state and events, and the input is untouched', () => {
    const s = game({ decks: ROWS });
    const a = applyAction(s, 0, { type: 'reserveDeck', deck: 'L2' });
    const b = applyAction(s, 0, { type: 'reserveDeck', deck: 'L2' });
    expect(a).toEqual(b);
    expect(a.ok).toBe(true);
  });

  it('Y1 / B3.3.3 a client view carries no seed, stacked set-up or generator state to predict hidden cards from', () => {
    const s = game({ decks: ROWS });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = viewFor(s, viewer);
      expect(v.config.seed).not.toBe(s.config.seed);
      expect(v.config.setup).toBeUndefined();
      expect(v.rng).not.toEqual(s.rng);
    }
  });

  it('Y1 a game record replays to the same state (the action log is the save file)', () => {
    const config: GameConfig = {
      players: 2,
      seed: 'replay',
      modules: [],
      edition: 'kahroba',
      setup: { decks: ROWS, firstPlayer: 0 },
    };
    const moves: [Seat, Action][] = [
      [0, take('white', 'blue', 'green')],
      [1, { type: 'reserve', card: 'B2-03' }],
      [0, take('white', 'blue', 'red')],
    ];
    const live = run(game(config.setup, { seed: 'replay' }), moves).state;
    const r = replay({ schema: RECORD_SCHEMA, config, actions: moves.map(([seat, action]) => ({ seat, action })) });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toEqual(live);
  });
});

describe('Y2 decisions and turn order', () => {
  it('Y2 refuses a move by a seat whose turn it is not, and an unknown seat', () => {
    const s = game({ decks: ROWS });
    refuse(s, 1, take('white', 'blue', 'green'), 'NOT_YOUR_TURN', 'B2.5');
    refuse(s, 7, take('white', 'blue', 'green'), 'BAD_SEAT', 'B2.1');
  });

  it('Y2 refuses a malformed action', () => {
    const s = game({ decks: ROWS });
    refuse(s, 0, { type: 'takeGems', gems: 'red' }, 'MALFORMED', 'Y2');
    refuse(s, 0, { type: 'fly' }, 'MALFORMED', 'Y2');
    refuse(s, 0, null, 'MALFORMED', 'Y2');
  });

  it('Y2 refuses a decision answer when no decision is pending', () => {
    const s = game({ decks: ROWS });
    refuse(s, 0, { type: 'chooseNoble', noble: 'N01' }, 'NO_SUCH_DECISION', 'Y2');
    refuse(s, 0, { type: 'declineConquest' }, 'NO_SUCH_DECISION', 'Y2');
  });

  it('Y2 every answer legalActions lists for a pending decision is accepted, and nothing else is listed', () => {
    const s = game({ decks: ROWS, players: [{ tokens: { white: 3, blue: 3, green: 3 } }] });
    const s1 = act(s, 0, take('red', 'black', 'white')).state;
    const legal = legalActions(s1, 0);
    expect(legal.length).toBeGreaterThan(1);
    for (const a of legal) {
      expect(a.type).toBe('returnTokens');
      expect(applyAction(s1, 0, a).ok, JSON.stringify(a)).toBe(true);
    }
  });

  it('Y2 every action legalActions lists is accepted', () => {
    const s = game({ decks: ROWS, players: [{ tokens: { blue: 3, gold: 1 } }] });
    const legal = legalActions(s, 0);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal).toContainEqual(buy('B1-02', pay({ blue: 3 })));
    for (const a of legal) expect(applyAction(s, 0, a).ok, JSON.stringify(a)).toBe(true);
  });
});

describe('Y3 / R6 automatic decisions', () => {
  it('Y3 a decision with exactly one answer is taken for the player and logged with auto: true', () => {
    // Seat 0 meets only N01 (white 4 + blue 4) after taking gems.
    const s = game({
      decks: { L1: ['B1-20', 'B1-21', 'B1-22', 'B1-23'] },
      nobles: ['N01', 'N05', 'N10'],
      players: [{ tableau: ['B1-01', 'B1-02', 'B1-03', 'B1-04', 'B1-09', 'B1-10', 'B1-11', 'B1-12'] }],
    });
    const { state, events } = act(s, 0, take('white', 'blue', 'green'));
    expect(state.turn.decision).toBeNull();
    expect(oneEvent(events, 'nobleVisited')).toMatchObject({ noble: 'N01', auto: true });
    expect(toAct(state)).toBe(1);
  });
});

describe('Y4 / R6 a player with no legal main action passes', () => {
  it('Y4 the seat that cannot act passes automatically, the log records it, and the next seat plays', () => {
    const s = game(blocked(false), { players: 3 });
    const { state, events } = act(s, 0, { type: 'reserveDeck', deck: 'L1' });
    expect(eventsOf(events, 'passed')).toEqual([{ type: 'passed', seat: 1 }]);
    expect(state.current).toBe(2);
    expect(state.result).toBeNull();
    expect(legalActions(state, 2).length).toBeGreaterThan(0);
  });

  it('Y4 a seat that can act is never skipped', () => {
    const s = game(blocked(false), { players: 3 });
    const { events } = act(s, 0, { type: 'reserveDeck', deck: 'L1' });
    expect(eventsOf(events, 'passed').map((e) => e.seat)).not.toContain(2);
  });
});

describe('Y5 every player passes', () => {
  it('Y5 when no one can act in a full round the game ends at once and is scored as B5', () => {
    const s = game(blocked(true), { players: 3 });
    const { state, events } = act(s, 0, { type: 'reserveDeck', deck: 'L1' });
    const passes = eventsOf(events, 'passed').map((e) => e.seat);
    expect(passes.slice(0, 3)).toEqual([1, 2, 0]);
    expect(state.result).toMatchObject({ reason: 'blocked', winners: [0, 1, 2], decidedBy: 'shared' });
    expect(oneEvent(events, 'gameEnded').result.reason).toBe('blocked');
    expect(toAct(state)).toBeNull();
  });

  it('Y5 with Cities and no city taken, the most prestige wins (ties as B5.2)', () => {
    const setup = blocked(true);
    const players = setup.players?.map((p, i) => (i === 2 ? { ...p, tableau: ['B3-16'] } : p));
    const s = game(
      { ...setup, nobles: undefined, cities: ['C1a', 'C2a', 'C3a'], players },
      { players: 3, modules: ['cities'] },
    );
    const { state } = act(s, 0, { type: 'reserveDeck', deck: 'L1' });
    expect(state.result).toMatchObject({ reason: 'blocked', winners: [2], decidedBy: 'prestige' });
  });
});
