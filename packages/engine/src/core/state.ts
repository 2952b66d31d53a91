/**
 * The game state: plain JSON data, readonly all the way down, so nothing
 * changes a state once the engine has returned it; a new state shares every
 * part that did not change (copy-on-write). The engine builds the next one
 * in a working copy whose own parts are writable (core/writable.ts).
 */
import type { RngState } from './rng';
import type { CardId, CityId, DeckId, Edition, Gem, ModuleId, NobleId, PostId, Seat, Tokens } from './vocabulary';

/**
 * An exact, validated starting position for tests, tutorials and puzzles.
 * Everything left out is set up from the seed as usual.
 */
export interface StackedSetup {
  /** Deck orders, top first; the first cards fill the row (4 base, 2 Orient). Unlisted cards of that deck follow in seeded order. */
  readonly decks?: Readonly<Partial<Record<DeckId, readonly CardId[]>>>;
  /** Nobles on the table (B2.3); at most players + 1. */
  readonly nobles?: readonly NobleId[];
  /** City sides on the table (C2); at most 3, one per tile. */
  readonly cities?: readonly CityId[];
  readonly firstPlayer?: Seat;
  /** Per seat: what the player already holds. */
  readonly players?: readonly PlayerSetup[];
}

export interface PlayerSetup {
  readonly tokens?: Readonly<Partial<Tokens>>;
  /** Acquired cards. A pairing card needs its partner in `pairings`. */
  readonly tableau?: readonly CardId[];
  /** Reserved cards; `blind` = taken from a deck (B3.3.3). */
  readonly reserved?: readonly { readonly card: CardId; readonly blind: boolean }[];
  readonly nobles?: readonly NobleId[];
  readonly reservedNobles?: readonly NobleId[];
  readonly posts?: readonly PostId[];
  readonly cities?: readonly CityId[];
  /** Pairing card → partner card (O4), both in the tableau. */
  readonly pairings?: Readonly<Record<CardId, CardId>>;
  /** Strongholds standing on face-up cards (S1). */
  readonly strongholds?: readonly { readonly card: CardId; readonly count: number }[];
}

export interface GameConfig {
  /** 2 to 4 (B2.1). */
  readonly players: number;
  /** All randomness comes from it (B2.6). Never shown to a client while the game runs. */
  readonly seed: string;
  readonly modules: readonly ModuleId[];
  readonly edition: Edition;
  /** B2.5: fixed by the host; otherwise picked from the seed. */
  readonly firstPlayer?: Seat | undefined;
  readonly setup?: StackedSetup | undefined;
}

export interface ReservedCard {
  readonly card: CardId;
  /** Reserved blind from the top of a deck (B3.3.3): hidden from the others. */
  readonly blind: boolean;
  /** The deck it came from: what its back shows to the others. */
  readonly deck: DeckId;
}

export interface Pairing {
  readonly partner: CardId;
  /** O4: the colour taken from the partner; kept even if the partner is discarded (O9 ruling). */
  readonly gem: Gem;
}

export interface PlayerState {
  readonly tokens: Readonly<Tokens>;
  /** Acquired development cards, in order of acquisition (B3.4.5). */
  readonly tableau: readonly CardId[];
  readonly reserved: readonly ReservedCard[];
  readonly nobles: readonly NobleId[];
  /** O7: nobles reserved by a reserve-a-noble card, waiting to visit this player. */
  readonly reservedNobles: readonly NobleId[];
  readonly posts: readonly PostId[];
  readonly cities: readonly CityId[];
  /** Pairing card → its partner and colour (O4, O6). */
  readonly pairings: Readonly<Record<CardId, Pairing>>;
}

/** A face-up place on the table. */
export interface Slot {
  readonly deck: DeckId;
  readonly index: number;
}

/** Strongholds standing on a face-up card: one owner, 1–3 of them (S1, S2.1). */
export interface Garrison {
  readonly seat: Seat;
  readonly count: number;
}

/**
 * A choice the rules leave to the current player, asked in rule order (RULES Y2).
 * The game waits for it; `legalActions` lists its answers.
 */
export type Decision =
  | { readonly type: 'returnTokens'; readonly count: number }
  | { readonly type: 'chooseNoble'; readonly options: readonly NobleId[] }
  | { readonly type: 'choosePost'; readonly options: readonly PostId[] }
  | { readonly type: 'chooseCity'; readonly options: readonly CityId[] }
  | { readonly type: 'keepDrawn'; readonly deck: DeckId; readonly cards: readonly CardId[] }
  | { readonly type: 'pair'; readonly card: CardId; readonly options: readonly CardId[] }
  | { readonly type: 'takeFree'; readonly level: 2 | 1; readonly source: CardId; readonly options: readonly CardId[] }
  | { readonly type: 'reserveNoble'; readonly options: readonly NobleId[] }
  | { readonly type: 'extraToken'; readonly options: readonly Gem[] }
  | { readonly type: 'stronghold' }
  | { readonly type: 'conquest'; readonly card: CardId };
export type DecisionType = Decision['type'];

/**
 * The remaining steps of the current turn, in the order RULES B3.5, B4, T0.4,
 * S2, S4 and X1–X5 fix. The core runs them until one needs a decision.
 */
export type Step =
  | { readonly step: 'orientEffect'; readonly card: CardId }
  | { readonly step: 'takeFree'; readonly level: 1 | 2; readonly source: CardId }
  | { readonly step: 'extraToken' }
  | { readonly step: 'strongholdAction' }
  | { readonly step: 'refill' }
  | { readonly step: 'conquest' }
  | { readonly step: 'tokenLimit' }
  | { readonly step: 'nobles' }
  | { readonly step: 'tradingPost' }
  | { readonly step: 'city' }
  | { readonly step: 'endTurn' };
export type StepName = Step['step'];

export interface TurnState {
  readonly steps: readonly Step[];
  readonly decision: Decision | null;
  /** Places emptied this turn, refilled together by the `refill` step (B3.5, O6). */
  readonly refills: readonly Slot[];
  /** S5: a conquest is made at most once a turn. */
  readonly conquestDone: boolean;
  /** C5: a city was taken this turn. */
  readonly cityTaken: boolean;
  /** Y4: the player had no legal main action. */
  readonly passed: boolean;
}

export type EndReason = 'prestige' | 'cities' | 'blocked';

export interface Standing {
  readonly seat: Seat;
  readonly prestige: number;
  /** Development cards in the tableau, for the B5.2 tie-break. */
  readonly cards: number;
  readonly cities: number;
}

export interface GameResult {
  readonly reason: EndReason;
  /** One seat, or several for a shared victory (B5.2). */
  readonly winners: readonly Seat[];
  /** How the winner was decided: most prestige, fewer cards, shared, or the only city holder (C5). */
  readonly decidedBy: 'prestige' | 'fewerCards' | 'shared' | 'onlyCity';
  readonly standings: readonly Standing[];
}

export interface GameState {
  readonly schema: 1;
  readonly config: GameConfig;
  readonly rng: Readonly<RngState>;
  /** Count of accepted actions: intents carry it so stale ones are refused. */
  readonly version: number;
  readonly supply: Readonly<Tokens>;
  /** Top of each deck at index 0. Orient decks are empty without the Orient. */
  readonly decks: Readonly<Record<DeckId, readonly CardId[]>>;
  readonly rows: Readonly<Record<DeckId, readonly (CardId | null)[]>>;
  readonly nobles: readonly NobleId[];
  readonly cities: readonly CityId[];
  /** Kinds of trading post still to be claimed (T0.2: a stack each, one tile a player). */
  readonly posts: readonly PostId[];
  /** Strongholds on face-up cards, by card (S1). */
  readonly strongholds: Readonly<Record<CardId, Garrison>>;
  /** Cards out of the game: sacrificed (O9) or used jokers (O3). */
  readonly removed: readonly CardId[];
  readonly players: readonly PlayerState[];
  readonly firstPlayer: Seat;
  readonly current: Seat;
  /** 1-based round number. */
  readonly round: number;
  readonly turn: TurnState;
  /** B4.4 / C5: the game ends after this round. */
  readonly endTriggered: boolean;
  /** Y5: consecutive passes. */
  readonly passStreak: number;
  readonly result: GameResult | null;
}

/** A placeholder for a card a viewer may not see (a deck card, another seat's blind reservation). */
export const HIDDEN_CARD = '?' as const;
