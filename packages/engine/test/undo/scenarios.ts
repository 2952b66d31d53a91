/** Builders for the undo tests (R12): a record played through the engine, with every state kept. */
import { expect } from 'vitest';
import { createGame, planUndo, RECORD_SCHEMA } from '../../src/index';
import type {
  Action,
  ErrorCode,
  GameConfig,
  GameRecord,
  GameState,
  ModuleId,
  Seat,
  StackedSetup,
  UndoPlan,
} from '../../src/index';
import { act } from '../helpers/game';

export interface Played {
  record: GameRecord;
  states: GameState[];
}

/** Plays `moves` from a stacked set-up (seat 0 first); `states[i]` is the state after `i` actions. */
export function play(
  setup: StackedSetup,
  moves: [Seat, Action][],
  opts: { modules?: ModuleId[]; players?: number } = {},
): Played {
  const config: GameConfig = {
    players: opts.players ?? 2,
    seed: 'undo-scenario',
    modules: opts.modules ?? [],
    edition: 'kahroba',
    setup: { firstPlayer: 0, ...setup },
  };
  const created = createGame(config);
  if (!created.ok) throw new Error(`set-up refused: ${created.error.code} ${created.error.detail ?? ''}`);
  const states = [created.value];
  for (const [seat, action] of moves) states.push(act(states[states.length - 1] as GameState, seat, action).state);
  return {
    record: { schema: RECORD_SCHEMA, config, actions: moves.map(([seat, action]) => ({ seat, action })) },
    states,
  };
}

/** The undo must be allowed: it goes back one action, to exactly the state before it. */
export function undoes(p: Played, seat: Seat, floor: number): UndoPlan {
  const r = planUndo(p.record, seat);
  if (!r.ok) throw new Error(`expected an undo for seat ${seat}, got ${r.error.code} (${r.error.rule})`);
  const n = p.record.actions.length;
  expect(r.value.keep).toBe(n - 1);
  expect(r.value.state).toEqual(p.states[n - 1]);
  expect(r.value.floor).toBe(floor);
  return r.value;
}

/** The undo must be refused with that code, citing that rule. */
export function refusesUndo(p: Played, seat: Seat, code: ErrorCode, rule: string): void {
  const r = planUndo(p.record, seat);
  if (r.ok) throw new Error(`expected the undo to be refused with ${code}, it goes back to ${r.value.keep}`);
  expect(r.error.code).toBe(code);
  expect(r.error.rule).toBe(rule);
}

/** The same game with only its first `keep` actions: what an accepted undo leaves. */
export function upTo(p: Played, keep: number): Played {
  return { record: { ...p.record, actions: p.record.actions.slice(0, keep) }, states: p.states.slice(0, keep + 1) };
}

/*
 * A blocked 3-player table (as in the Y4/Y5 tests): nobody can buy; seat 0's
 * one move is a blind reservation; seat 1 (and seat 2 with `seat2Reserved`) cannot act.
 */
export const blocked = (seat2Reserved: boolean): StackedSetup => ({
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
