/** The game's vocabulary, once, as data (RULES "Vocabulary"). */

export const GEMS = ['white', 'blue', 'green', 'red', 'black'] as const;
/** One of the five gem colours. */
export type Gem = (typeof GEMS)[number];

export const TOKEN_COLOURS = [...GEMS, 'gold'] as const;
/** A token colour: a gem colour or gold. */
export type TokenColour = (typeof TOKEN_COLOURS)[number];

export type ByGem<T> = { [G in Gem]: T };
/** A count of tokens of every colour, gold included. */
export type Tokens = { [C in TokenColour]: number };

export const MODULES = ['cities', 'tradingPosts', 'strongholds', 'orient'] as const;
/** One of the four Cities of Splendor modules. */
export type ModuleId = (typeof MODULES)[number];

export const EDITIONS = ['kahroba', 'classic'] as const;
/** The rules edition (RULES E): Kahroba is the default. */
export type Edition = (typeof EDITIONS)[number];

/** Base decks L1–L3 and, with the Orient, the Orient decks O1–O3 (O2.1). */
export const DECKS = ['L1', 'L2', 'L3', 'O1', 'O2', 'O3'] as const;
export type DeckId = (typeof DECKS)[number];
export const BASE_DECKS = ['L1', 'L2', 'L3'] as const satisfies readonly DeckId[];
export const ORIENT_DECKS = ['O1', 'O2', 'O3'] as const satisfies readonly DeckId[];
/** Face-up places per row: 4 for a base level (B2.2), 2 for an Orient level (O2.2). */
export const ROW_SIZE: Readonly<Record<DeckId, number>> = { L1: 4, L2: 4, L3: 4, O1: 2, O2: 2, O3: 2 };
export const DECK_LEVEL: Readonly<Record<DeckId, 1 | 2 | 3>> = { L1: 1, L2: 2, L3: 3, O1: 1, O2: 2, O3: 3 };

export type Level = 1 | 2 | 3;
/** A seat at the table, 0-based, in play order (B2.5). */
export type Seat = number;
export type CardId = string;
export type NobleId = string;
export type CityId = string;
export type PostId = string;

/** B1.1, B2.4: gem tokens per colour by player count; gold is always 5. */
export const GEMS_PER_COLOUR: Readonly<Record<number, number>> = { 2: 4, 3: 5, 4: 7 };
export const GOLD_TOKENS = 5;
export const TOKEN_LIMIT = 10; // B4.1
export const RESERVE_LIMIT = 3; // B3.3.1
export const WINNING_PRESTIGE = 15; // B4.4
export const STRONGHOLDS_PER_PLAYER = 3; // S0.2

export const zeroTokens = (): Tokens => ({ white: 0, blue: 0, green: 0, red: 0, black: 0, gold: 0 });
export const zeroGems = (): ByGem<number> => ({ white: 0, blue: 0, green: 0, red: 0, black: 0 });
export const tokenTotal = (t: Tokens): number => t.white + t.blue + t.green + t.red + t.black + t.gold;
export const gemTotal = (t: ByGem<number>): number => t.white + t.blue + t.green + t.red + t.black;
