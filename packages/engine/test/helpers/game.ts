/**
 * Small builders for the rule scenario tests (test/rules). Every position is
 * built through `createGame` with a stacked set-up, the same door the app
 * uses, so no test can start from an impossible state (STYLE "Raw set-up
 * data becomes a game only through a validating constructor").
 */
import { expect } from 'vitest';
import { applyAction, createGame, ERRORS, zeroTokens } from '../../src/index';
import type {
  Action,
  CardId,
  Decision,
  Edition,
  ErrorCode,
  EngineError,
  GameEvent,
  GameState,
  ModuleId,
  Payment,
  Seat,
  StackedSetup,
  Tokens,
} from '../../src/index';

export interface GameOptions {
  players?: number;
  modules?: ModuleId[];
  edition?: Edition;
  seed?: string;
}

/** A game from a stacked set-up; seat 0 plays first unless the set-up says otherwise. Fails loudly. */
export function game(setup: StackedSetup = {}, opts: GameOptions = {}): GameState {
  const r = createGame({
    players: opts.players ?? 2,
    seed: opts.seed ?? 'rules-scenario',
    modules: opts.modules ?? [],
    edition: opts.edition ?? 'kahroba',
    setup: { firstPlayer: 0, ...setup },
  });
  if (!r.ok)
    throw new Error(
      `createGame refused the set-up: ${r.error.code} (${r.error.rule}) ${r.error.detail ?? r.error.message}`,
    );
  return r.value;
}

/** Freezes a state deeply so that any mutation of an input by the engine throws. */
export function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

export interface Step {
  state: GameState;
  events: GameEvent[];
}

/** Applies an action that must be accepted; fails loudly with the engine's reason otherwise. */
export function act(state: GameState, seat: Seat, action: Action): Step {
  const before = structuredClone(state);
  const r = applyAction(deepFreeze(state), seat, action);
  if (!r.ok) {
    throw new Error(
      `expected ${JSON.stringify(action)} by seat ${seat} to be accepted, got ${r.error.code} (${r.error.rule}) ${r.error.detail ?? r.error.message}`,
    );
  }
  expect(state).toEqual(before);
  return { state: r.state, events: r.events };
}

/** Applies several accepted actions in order; the events of all of them are concatenated. */
export function run(state: GameState, moves: [Seat, Action][]): Step {
  let s = state;
  const events: GameEvent[] = [];
  for (const [seat, action] of moves) {
    const r = act(s, seat, action);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/**
 * Applies an action that must be refused with that code and rule, and checks
 * that the input state is left exactly as it was.
 */
export function refuse(state: GameState, seat: Seat, action: unknown, code: ErrorCode, rule: string): EngineError {
  const before = structuredClone(state);
  const r = applyAction(deepFreeze(state), seat, action);
  if (r.ok)
    throw new Error(
      `expected ${JSON.stringify(action)} by seat ${seat} to be refused with ${code}, but it was accepted`,
    );
  expect(r.error.code).toBe(code);
  expect(r.error.rule).toBe(rule);
  expect(ERRORS[code].rule).toBe(rule);
  expect(state).toEqual(before);
  return r.error;
}

/**
 * Like `refuse`, for intents that break the rules in more than one way at once
 * (e.g. a payment both short in one colour and surplus in another), where
 * either refusal is right by RULES.md: the code and rule must be one of `allowed`.
 */
export function refuseAny(state: GameState, seat: Seat, action: unknown, allowed: [ErrorCode, string][]): EngineError {
  const before = structuredClone(state);
  const r = applyAction(deepFreeze(state), seat, action);
  if (r.ok) throw new Error(`expected ${JSON.stringify(action)} by seat ${seat} to be refused, but it was accepted`);
  expect(allowed).toContainEqual([r.error.code, r.error.rule]);
  expect(state).toEqual(before);
  return r.error;
}

/** A full token count from a partial one. */
export function tokens(t: Partial<Tokens> = {}): Tokens {
  return { ...zeroTokens(), ...t };
}

/** A payment: tokens handed back, joker cards discarded (O3), cards sacrificed (O9). */
export function pay(t: Partial<Tokens> = {}, extra: { jokers?: CardId[]; discards?: CardId[] } = {}): Payment {
  return { tokens: tokens(t), jokers: extra.jokers ?? [], discards: extra.discards ?? [] };
}

/** Action builders, in the game's words. */
export const take = (...gems: ('white' | 'blue' | 'green' | 'red' | 'black')[]): Action => ({ type: 'takeGems', gems });
export const takeTwo = (
  gem: 'white' | 'blue' | 'green' | 'red' | 'black',
  extra: 'white' | 'blue' | 'green' | 'red' | 'black' | null = null,
): Action => ({ type: 'takeTwo', gem, extra });
export const buy = (card: CardId, payment: Payment = pay()): Action => ({ type: 'buy', card, payment });
export const reserve = (card: CardId): Action => ({ type: 'reserve', card });

/** The events of one type, typed. */
export function eventsOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** The one event of that type; fails if there are none or several. */
export function oneEvent<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }> {
  const es = eventsOf(events, type);
  expect(es, `exactly one ${type} event in ${JSON.stringify(events.map((e) => e.type))}`).toHaveLength(1);
  return es[0] as Extract<GameEvent, { type: T }>;
}

/** The pending decision, which must be of that type. */
export function decisionOf<T extends Decision['type']>(state: GameState, type: T): Extract<Decision, { type: T }> {
  const d = state.turn.decision;
  expect(d?.type, `pending decision (${JSON.stringify(d)})`).toBe(type);
  return d as Extract<Decision, { type: T }>;
}

/** The order in which event types occur (first occurrence), to check rule order. */
export function typesOf(events: GameEvent[]): GameEvent['type'][] {
  return events.map((e) => e.type);
}

/** Where every card of a row is: the face-up cards of that deck's row. */
export const rowOf = (state: GameState, deck: keyof GameState['rows']): readonly (CardId | null)[] => state.rows[deck];
