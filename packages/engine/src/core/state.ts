/** The game state: plain JSON data, never mutated once returned by the engine. */
import type { RngState } from './rng';
import type { CardId, CityId, DeckId, Edition, Gem, ModuleId, NobleId, PostId, Seat, Tokens } from './vocabulary';

/**
 * An exact, validated starting position for tests, tutorials and puzzles.
 * Everything left out is set up from the seed as usual.
 */
export interface StackedSetup {
  /** Deck orders, top first; the first cards fill the row (4 base, 2 Orient). Unlisted cards of that deck follow in seeded order. */
  decks?: Partial<Record<DeckId, CardId[]>>;
  /** Nobles on the table (B2.3); at most players + 1. */
  nobles?: NobleId[];
  /** City sides on the table (C2); at most 3, one per tile. */
  cities?: CityId[];
  firstPlayer?: Seat;
  /** Per seat: what the player already holds. */
  players?: PlayerSetup[];
}

export interface PlayerSetup {
  tokens?: Partial<Tokens>;
  /** Acquired cards. A pairing card needs its partner in `pairings`. */
  tableau?: CardId[];
  /** Reserved cards; `blind` = taken from a deck (B3.3.3). */
  reserved?: { card: CardId; blind: boolean }[];
  nobles?: NobleId[];
  reservedNobles?: NobleId[];
  posts?: PostId[];
  cities?: CityId[];
  /** Pairing card → partner card (O4), both in the tableau. */
  pairings?: Record<CardId, CardId>;
  /** Strongholds standing on face-up cards (S1). */
  strongholds?: { card: CardId; count: number }[];
}

export interface GameConfig {
  /** 2 to 4 (B2.1). */
  players: number;
  /** All randomness comes from it (B2.6). Never shown to a client while the game runs. */
  seed: string;
  modules: ModuleId[];
  edition: Edition;
  /** B2.5: fixed by the host; otherwise picked from the seed. */
  firstPlayer?: Seat | undefined;
  setup?: StackedSetup | undefined;
}

export interface ReservedCard {
  card: CardId;
  /** Reserved blind from the top of a deck (B3.3.3): hidden from the others. */
  blind: boolean;
  /** The deck it came from: what its back shows to the others. */
  deck: DeckId;
}

export interface Pairing {
  partner: CardId;
  /** O4: the colour taken from the partner; kept even if the partner is discarded (O9 ruling). */
  gem: Gem;
}

export interface PlayerState {
  tokens: Tokens;
  /** Acquired development cards, in order of acquisition (B3.4.5). */
  tableau: CardId[];
  reserved: ReservedCard[];
  nobles: NobleId[];
  /** O7: nobles reserved by a reserve-a-noble card, waiting to visit this player. */
  reservedNobles: NobleId[];
  posts: PostId[];
  cities: CityId[];
  /** Pairing card → its partner and colour (O4, O6). */
  pairings: Record<CardId, Pairing>;
}

/** A face-up place on the table. */
export interface Slot {
  deck: DeckId;
  index: number;
}

/** Strongholds standing on a face-up card: one owner, 1–3 of them (S1, S2.1). */
export interface Garrison {
  seat: Seat;
  count: number;
}

/**
 * A choice the rules leave to the current player, asked in rule order (RULES Y2).
 * The game waits for it; `legalActions` lists its answers.
 */
export type Decision =
  | { type: 'returnTokens'; count: number }
  | { type: 'chooseNoble'; options: NobleId[] }
  | { type: 'choosePost'; options: PostId[] }
  | { type: 'chooseCity'; options: CityId[] }
  | { type: 'keepDrawn'; deck: DeckId; cards: CardId[] }
  | { type: 'pair'; card: CardId; options: CardId[] }
  | { type: 'takeFree'; level: 2 | 1; source: CardId; options: CardId[] }
  | { type: 'reserveNoble'; options: NobleId[] }
  | { type: 'extraToken'; options: Gem[] }
  | { type: 'stronghold' }
  | { type: 'conquest'; card: CardId };
export type DecisionType = Decision['type'];

/**
 * The remaining steps of the current turn, in the order RULES B3.5, B4, T0.4,
 * S2, S4 and X1–X5 fix. The core runs them until one needs a decision.
 */
export type Step =
  | { step: 'orientEffect'; card: CardId }
  | { step: 'takeFree'; level: 1 | 2; source: CardId }
  | { step: 'extraToken' }
  | { step: 'strongholdAction' }
  | { step: 'refill' }
  | { step: 'conquest' }
  | { step: 'tokenLimit' }
  | { step: 'nobles' }
  | { step: 'tradingPost' }
  | { step: 'city' }
  | { step: 'endTurn' };
export type StepName = Step['step'];

export interface TurnState {
  steps: Step[];
  decision: Decision | null;
  /** Places emptied this turn, refilled together by the `refill` step (B3.5, O6). */
  refills: Slot[];
  /** S5: a conquest is made at most once a turn. */
  conquestDone: boolean;
  /** C5: a city was taken this turn. */
  cityTaken: boolean;
  /** Y4: the player had no legal main action. */
  passed: boolean;
}

export type EndReason = 'prestige' | 'cities' | 'blocked';

export interface Standing {
  seat: Seat;
  prestige: number;
  /** Development cards in the tableau, for the B5.2 tie-break. */
  cards: number;
  cities: number;
}

export interface GameResult {
  reason: EndReason;
  /** One seat, or several for a shared victory (B5.2). */
  winners: Seat[];
  /** How the winner was decided: most prestige, fewer cards, shared, or the only city holder (C5). */
  decidedBy: 'prestige' | 'fewerCards' | 'shared' | 'onlyCity';
  standings: Standing[];
}

export interface GameState {
  schema: 1;
  config: GameConfig;
  rng: RngState;
  /** Count of accepted actions: intents carry it so stale ones are refused. */
  version: number;
  supply: Tokens;
  /** Top of each deck at index 0. Orient decks are empty without the Orient. */
  decks: Record<DeckId, CardId[]>;
  rows: Record<DeckId, (CardId | null)[]>;
  nobles: NobleId[];
  cities: CityId[];
  /** Kinds of trading post still to be claimed (T0.2: a stack each, one tile a player). */
  posts: PostId[];
  /** Strongholds on face-up cards, by card (S1). */
  strongholds: Record<CardId, Garrison>;
  /** Cards out of the game: sacrificed (O9) or used jokers (O3). */
  removed: CardId[];
  players: PlayerState[];
  firstPlayer: Seat;
  current: Seat;
  /** 1-based round number. */
  round: number;
  turn: TurnState;
  /** B4.4 / C5: the game ends after this round. */
  endTriggered: boolean;
  /** Y5: consecutive passes. */
  passStreak: number;
  result: GameResult | null;
}

/** A placeholder for a card a viewer may not see (a deck card, another seat's blind reservation). */
export const HIDDEN_CARD = '?' as const;
