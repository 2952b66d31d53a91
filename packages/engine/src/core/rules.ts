/**
 * The shape of a rules module (RULES B4, T0.4, X1–X5): each of Cities,
 * Trading Posts, Strongholds and the Orient is a folder of hooks; the turn
 * machine and the primitives call them, in the order the rules fix, through
 * the `Rules` of the game (the modules in play, composed in src/game). The
 * base game is a module too.
 */
import type { Action } from './actions';
import type { EngineError } from './errors';
import type { GameEvent } from './events';
import type { RngState } from './rng';
import type { Decision, DecisionType, EndReason, GameState, PlayerState, StackedSetup, Step, StepName } from './state';
import type { CardId, DeckId, ModuleId, Seat } from './vocabulary';
import type { DraftState } from './writable';

/**
 * Where an action's events go: the list `applyAction` returns, or, for a
 * caller that reads none (the search), `DROP_EVENTS`. Rules only ever push.
 */
export interface EventLog {
  push(e: GameEvent): unknown;
}

/**
 * Drops every event: an action applied for the search allocates no list for
 * them (and, once the push is inlined, often not the events either).
 */
export const DROP_EVENTS: EventLog = {
  push: () => 0,
};

/** What a step or decision appends to while one action is applied. */
export interface Ctx {
  events: EventLog;
  /** The modules in play in this game. */
  rules: Rules;
  /** Decks this action has already copied for writing, one bit a deck (see `deckForWrite`). */
  copiedDecks?: number;
  /** Rows this action has already copied for writing (see `rowForWrite`). */
  copiedRows?: number;
  /** Whether this action has copied the stronghold map (see `strongholdsForWrite`). */
  copiedStrongholds?: boolean;
  /** `s.turn` is this action's own copy (see `draft`): a new turn may reuse it. */
  ownsTurn?: boolean;
  /**
   * The main action was listed by `legalActions` for this very state and is
   * applied unchanged (`applyListed`): the checks the listing already made
   * (availability, S1, O4, the payment) are not made again.
   */
  listed?: boolean;
}

export type StepHandler = (s: DraftState, step: Step, ctx: Ctx) => void;

export interface DecisionHandler<K extends DecisionType = DecisionType> {
  /** Every legal answer. */
  options(s: GameState, d: Extract<Decision, { type: K }>, r: Rules): Action[];
  /**
   * The first two answers of `options` (fewer if there are fewer), for Y3's
   * question "none, one or several?" without listing them all.
   */
  firstTwo?(s: GameState, d: Extract<Decision, { type: K }>, r: Rules): Action[];
  /** Applies an answer to the pending decision; `auto` when the engine took the only answer (Y3). */
  apply(s: DraftState, d: Extract<Decision, { type: K }>, a: Action, ctx: Ctx, auto: boolean): EngineError | null;
}
export type DecisionHandlers = { [K in DecisionType]?: DecisionHandler<K> };

export interface RulesModule {
  id: ModuleId | 'base';
  /** Set-up after the base set-up (B2), e.g. Orient rows (O2), city tiles (C2). */
  setup?(s: DraftState, rng: RngState, stacked: StackedSetup | undefined): EngineError | null;
  steps?: Partial<Record<StepName, StepHandler>>;
  decisions?: DecisionHandlers;
  /** S1: may the seat take this face-up card (buy, reserve, take free)? */
  takeBlocked?(s: GameState, seat: Seat, card: CardId): EngineError | null;
  /** The same question as `takeBlocked`, as a boolean without building the error (for listing actions). */
  blocksTake?(s: GameState, seat: Seat, card: CardId): boolean;
  /** The same question for every card at once: the cards `takeBlocked` refuses to the seat now. */
  takeBlockedCards?(s: GameState, seat: Seat): CardId[];
  /** O4: may the seat acquire this card at all? */
  acquireBlocked?(s: GameState, seat: Seat, card: CardId): EngineError | null;
  /** A card leaves the table (bought, reserved, taken free): S1 returns its strongholds. */
  leftTable?(s: DraftState, seat: Seat, card: CardId, ctx: Ctx): void;
  /** T3: must a take-two include an extra gem of another colour? */
  takeTwoExtra?(s: GameState, seat: Seat): boolean;
  /** T2: a blind reservation handled by the module instead of the base rule (true = handled). */
  reserveFromDeck?(s: DraftState, seat: Seat, deck: DeckId, ctx: Ctx): boolean;
  /** C5 replaces B4.4's trigger. */
  endTrigger?(s: GameState): EndReason | null;
  /** T4: does each gold the player pays with count for two tokens of one colour? */
  goldWorthTwo?(s: GameState, p: PlayerState): boolean;
  /** O3: the cards in the player's tableau that pay as virtual gold (two each). Shared: read only. */
  jokers?(p: PlayerState, seat: Seat): readonly CardId[];
  /** Decks this module brings into play (O2). */
  decks?: readonly DeckId[];
  /** O5: the most bonuses one card can give (1 without a module that says more). */
  bonusesPerCard?: number;
}

/**
 * The modules in play for one set of modules, composed once per set (src/game/compose.ts)
 * and handed to the turn machine and the primitives: the modules in order, the ones that
 * have each hook, the decks in play, and the step and decision handlers by name.
 * Everything a set works out once lives here, not in module-level variables.
 */
export interface Rules {
  modules: readonly RulesModule[];
  takeBlocked: readonly RulesModule[];
  acquireBlocked: readonly RulesModule[];
  leftTable: readonly RulesModule[];
  takeTwoExtra: readonly RulesModule[];
  reserveFromDeck: readonly RulesModule[];
  endTrigger: readonly RulesModule[];
  goldWorthTwo: readonly RulesModule[];
  /** The one module in play that has jokers (O3), or null. */
  jokers: RulesModule | null;
  /** Read only: shared by every caller. */
  decks: readonly DeckId[];
  /** The most bonuses one card gives with these modules (O5). */
  bonusesPerCard: number;
  /** Step handlers by `stepNumber`. */
  steps: readonly (StepHandler | undefined)[];
  decisions: ReadonlyMap<DecisionType, DecisionHandler>;
  /** Pipelines by the (constant) list of names asked for (see src/turn/queue.ts). */
  pipelines: Map<readonly StepName[], readonly Step[]>;
}

/** Step names by a small number, the most frequent first (a turn runs several steps). */
export function stepNumber(name: StepName): number {
  switch (name) {
    case 'tokenLimit':
      return 0;
    case 'nobles':
      return 1;
    case 'endTurn':
      return 2;
    case 'refill':
      return 3;
    case 'conquest':
      return 4;
    case 'tradingPost':
      return 5;
    case 'city':
      return 6;
    case 'extraToken':
      return 7;
    case 'strongholdAction':
      return 8;
    case 'orientEffect':
      return 9;
    case 'takeFree':
      return 10;
  }
}
