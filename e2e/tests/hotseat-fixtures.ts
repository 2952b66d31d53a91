/**
 * Stacked hot-seat games for the end-to-end tests (RULES Y2: every decision
 * kind). Each is a saved game (`kahroba.hotseat.v1`) whose `config.setup`
 * fixes the decks, tiles and holdings (packages/engine/src/game/setup.ts), so that
 * the positions under test are reached in a few turns through the UI.
 */
import { expect, type Page } from '@playwright/test';
import { createGame } from '@kahroba/engine';
import type { GameConfig, ModuleId, StackedSetup } from '@kahroba/engine';

export const SAVE_KEY = 'kahroba.hotseat.v1';
export const LANG_KEY = 'kahroba.lang';

export const ALL_MODULES: ModuleId[] = ['cities', 'tradingPosts', 'strongholds', 'orient'];

export interface Saved {
  record: { schema: 1; config: GameConfig; actions: [] };
  seats: { kind: 'human'; name: string }[];
}

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

function saved(config: Omit<GameConfig, 'seed'>, seed: string): Saved {
  const full: GameConfig = { ...config, seed };
  const created = createGame(full);
  if (!created.ok) throw new Error(`stacked set-up refused: ${created.error.message}`);
  return {
    record: { schema: 1, config: full, actions: [] },
    seats: NAMES.slice(0, config.players).map((name) => ({ kind: 'human' as const, name })),
  };
}

/**
 * Game 1 — all four modules: take 3 different gems, take 2 of a colour (by
 * keyboard), reserve a face-up card, return tokens to 10, reserve blind with
 * T2 and keep one of two drawn cards, buy with the suggested payment, buy
 * with an edited payment (gold for a gem), place strongholds.
 */
export function basicsGame(): Saved {
  const setup: StackedSetup = {
    decks: {
      L1: ['B1-14', 'B1-25', 'B1-17', 'B1-12', 'B1-31', 'B1-38', 'B1-09'],
      L2: ['B2-07', 'B2-13', 'B2-19', 'B2-25'],
      L3: ['B3-01', 'B3-05', 'B3-09', 'B3-13'],
      O1: ['O1-06', 'O1-01'],
      O2: ['O2-01', 'O2-06'],
      O3: ['O3-01', 'O3-06'],
    },
    cities: ['C3a', 'C5a', 'C6a'],
    firstPlayer: 0,
    players: [{ tokens: { blue: 2, green: 2, black: 2, gold: 1 } }, { tokens: { white: 3 }, posts: ['K-TP2'] }],
  };
  return saved({ players: 2, modules: ALL_MODULES, edition: 'kahroba', setup }, 'hotseat-basics');
}

/**
 * Game 2 — all four modules, payments: Ana pays with a joker card (O3) and
 * gold worth two (T4), then moves her stronghold; Bo pays a sacrifice card
 * (O9) with discards of his choice, then removes Ana's lone stronghold (S2.2).
 */
export function paymentsGame(): Saved {
  const setup: StackedSetup = {
    decks: {
      L1: ['B1-13', 'B1-26', 'B1-18', 'B1-10'],
      L2: ['B2-08', 'B2-14', 'B2-20', 'B2-26'],
      L3: ['B3-06', 'B3-10', 'B3-14', 'B3-18'],
      O1: ['O1-07', 'O1-02'],
      O2: ['O2-01', 'O2-04'],
      O3: ['O3-06', 'O3-02'],
    },
    cities: ['C3a', 'C5a', 'C6a'],
    firstPlayer: 0,
    players: [
      {
        tokens: { white: 1, gold: 2 },
        posts: ['K-TP4'],
        tableau: ['O1-01', 'B1-02', 'B1-04'],
        strongholds: [{ card: 'B1-13', count: 1 }],
      },
      { tokens: { red: 1 }, tableau: ['B1-33', 'B1-34', 'B1-35'] },
    ],
  };
  return saved({ players: 2, modules: ALL_MODULES, edition: 'kahroba', setup }, 'hotseat-payments');
}

/**
 * Game 3 — all four modules, three players, one long turn of Ana's: buy a
 * pair-then-take card (O6): pair it (O4), take a free level-1 card, take the
 * T1 token, remove Cy's stronghold (S2.2), conquer (S4) paying, place a
 * stronghold, choose one of two trading posts (T0.4), choose one of two
 * cities (C4). Bo then declines his conquest (S5); the game ends (C5).
 */
export function longTurnGame(): Saved {
  const setup: StackedSetup = {
    decks: {
      L1: ['B1-20', 'B1-27', 'B1-36', 'B1-11', 'B1-05'],
      L2: ['B2-24', 'B2-02', 'B2-15', 'B2-09'],
      L3: ['B3-19', 'B3-07', 'B3-11', 'B3-15'],
      O1: ['O1-08', 'O1-03'],
      O2: ['O2-09', 'O2-05'],
      O3: ['O3-03', 'O3-08'],
    },
    cities: ['C4a', 'C7a', 'C1a'],
    firstPlayer: 0,
    players: [
      {
        tokens: { white: 1, blue: 1, red: 3 },
        posts: ['K-TP1'],
        tableau: [
          'B1-01',
          'B1-03',
          'B1-07',
          'B1-09',
          'B1-10',
          'B1-19',
          'B1-21',
          'B1-22',
          'B1-28',
          'B1-29',
          'B1-30',
          'B1-37',
          'B1-39',
          'B1-40',
          'B3-03',
          'B3-12',
        ],
        strongholds: [{ card: 'B2-24', count: 3 }],
      },
      {
        tokens: { white: 1, blue: 1, green: 1, gold: 2 },
        tableau: ['B2-06'],
        strongholds: [{ card: 'B1-11', count: 3 }],
      },
      { tokens: { black: 1 }, strongholds: [{ card: 'B1-27', count: 1 }] },
    ],
  };
  return saved({ players: 3, modules: ALL_MODULES, edition: 'kahroba', setup }, 'hotseat-long-turn');
}

/**
 * Game 4 — without Cities (C1: Cities replaces nobles), classic edition:
 * Ana buys a reserve-a-noble card (O7) and reserves one of the nobles, then
 * two nobles visit and she chooses one (B4.2); Bo takes 2 of a colour plus
 * one other with T3.
 */
export function noblesGame(): Saved {
  const setup: StackedSetup = {
    decks: {
      L1: ['B1-15', 'B1-23', 'B1-16', 'B1-06'],
      L2: ['B2-10', 'B2-16', 'B2-22', 'B2-28'],
      L3: ['B3-02', 'B3-08', 'B3-16', 'B3-20'],
      O1: ['O1-09', 'O1-04'],
      O2: ['O2-07', 'O2-03'],
      O3: ['O3-04', 'O3-09'],
    },
    nobles: ['N06', 'N07', 'N09'],
    firstPlayer: 0,
    players: [
      {
        tokens: { red: 2, white: 1 },
        posts: ['TP2', 'TP3', 'TP5'],
        tableau: ['B1-02', 'B1-04', 'B1-07', 'B1-10', 'B1-12', 'B1-14', 'B1-17', 'B1-18', 'B1-33', 'B1-34', 'B1-35'],
      },
      { tokens: { black: 1 }, posts: ['TP2'] },
    ],
  };
  return saved(
    { players: 2, modules: ['tradingPosts', 'strongholds', 'orient'], edition: 'classic', setup },
    'hotseat-nobles',
  );
}

/** Saves a hot-seat game and the language in the app's storage, then opens /hotseat. */
export async function loadHotSeat(page: Page, game: Saved, lang: 'en' | 'fa' = 'en'): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ([key, value, langKey, lng]) => {
      localStorage.setItem(key, value);
      localStorage.setItem(langKey, lng);
    },
    [SAVE_KEY, JSON.stringify(game), LANG_KEY, lang] as const,
  );
  await page.goto('/hotseat');
}

/** Loads a saved hot-seat game in a language and takes the device as its first player. */
export async function openHotSeat(page: Page, game: Saved, lang: 'en' | 'fa'): Promise<void> {
  await loadHotSeat(page, game, lang);
  await page.getByRole('dialog').getByRole('button').click();
  await expect(page.getByTestId('table')).toBeVisible();
}
