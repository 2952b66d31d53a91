/**
 * The engine's own writable views of the state (not exported from the package).
 *
 * Every state type in `state.ts` is readonly all the way down, so code outside
 * the engine cannot change a state in place. The engine builds each new state
 * in a working copy, `DraftState` (made by `draft` in primitives/draft.ts),
 * whose types say exactly what that copy owns: the state record, the supply,
 * the turn with its two lists, the players array and the current player's
 * record with its tokens. Everything else in it is shared with the input
 * state and stays readonly here too: a player's arrays are replaced, never
 * changed in place, and a deck, a row or the stronghold map is written only
 * through the `…ForWrite` helpers of primitives/draft.ts, which copy it first.
 */
import type { GameState, PlayerState, Slot, Step, TurnState } from './state';
import type { Tokens } from './vocabulary';

/** T with its own fields writable; what they hold keeps its type. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The current player's record in a draft: its fields and tokens are its own, its arrays are shared. */
export interface DraftPlayer extends Mutable<Omit<PlayerState, 'tokens'>> {
  tokens: Tokens;
}

/** The draft's own turn: its steps and refills lists are its own. */
export interface DraftTurn extends Mutable<Omit<TurnState, 'steps' | 'refills'>> {
  steps: Step[];
  refills: Slot[];
}

/**
 * A state being built by one action (or by set-up). Its players array is its
 * own, but only the current seat's record is (see `ownPlayerShell`): the rules
 * reach it as a `DraftPlayer` through `currentOf`.
 */
export interface DraftState extends Mutable<Omit<GameState, 'supply' | 'turn' | 'players'>> {
  supply: Tokens;
  turn: DraftTurn;
  players: PlayerState[];
}
