/**
 * The solo challenges as a player meets them: from the home page to the
 * list, the short "One move from victory" challenge won with its scripted
 * line (the 3-point card), the three stars on the result screen and in the
 * list, kept after a reload — offline, from the service worker's cache, in
 * English; the same flow, lighter, in Persian (RTL). A challenge left
 * unfinished resumes after a reload (no try counted); opening another asks
 * first, and giving it up counts as its try. Words come from the app's own
 * strings.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en/challenges.json' with { type: 'json' };
import fa from '../../apps/web/src/i18n/locales/fa/challenges.json' with { type: 'json' };
import enCommon from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import faCommon from '../../apps/web/src/i18n/locales/fa/common.json' with { type: 'json' };
import enGame from '../../apps/web/src/i18n/locales/en/game.json' with { type: 'json' };
import faGame from '../../apps/web/src/i18n/locales/fa/game.json' with { type: 'json' };
import { visit } from './tutorial-helpers';

const TEXT = { en, fa } as const;
const COMMON = { en: enCommon, fa: faCommon } as const;
const GAME = { en: enGame, fa: faGame } as const;
const WIDE = { width: 1280, height: 900 };
/** progress.ts GAME_KEY: the challenge game in play. */
const GAME_KEY = 'kahroba.challenges.game.v1';

const listStars = (page: Page) => page.locator('[data-challenge="base-finish"] h3 .ch-stars');
const cardOf = (page: Page, id: string) => page.locator(`[data-challenge="${id}"]`);
const fill = (text: string, names: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => names[k] ?? '');

/** Buys B2-12 (15 prestige) in "One move from victory"; the computer's last turn ends the round: three stars. */
async function buyToWin(page: Page, lang: 'en' | 'fa'): Promise<void> {
  await page.locator('.board [data-card="B2-12"]').click();
  await page.locator('[data-act="buy"]').click();
  await page.locator('[data-act="pay"]').click();
  const result = page.getByRole('dialog', { name: TEXT[lang].result.won });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result.locator('.ch-result')).toHaveAttribute('data-stars', '3');
  await expect(result.locator('[data-met="true"]')).toHaveCount(3);
  await result.getByRole('button', { name: TEXT[lang].result.list }).click();
  await expect(page).toHaveURL(/\/challenges$/);
}

/** Takes three gems and waits for the computer's answer, saved on the device: the person's turn again. */
async function takeGemsAndWait(page: Page): Promise<void> {
  for (const gem of ['white', 'blue', 'green']) await page.locator(`.supply button[data-gem="${gem}"]`).first().click();
  await page.locator('.supply__picks .kt-btn--primary').first().click();
  await page.waitForFunction(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { record?: { actions: unknown[] } }).record?.actions.length ===
      2,
    GAME_KEY,
    { timeout: 20_000 },
  );
}

/** Opens "Less is more" from the list, takes three gems, waits for the computer's answer, and leaves the game (kept). */
async function leaveUnfinished(page: Page, lang: 'en' | 'fa'): Promise<void> {
  await cardOf(page, 'base-lean').getByRole('link').click();
  await expect(page).toHaveURL(/\/challenges\/base-lean$/);
  await takeGemsAndWait(page);
  await page.getByRole('button', { name: GAME[lang].hotseat.exit }).click();
  await expect(page).toHaveURL(/\/challenges$/);
  await expect(cardOf(page, 'base-lean').getByRole('link', { name: TEXT[lang].resume })).toBeVisible();
}

/** From the home page's link to the list, then the first challenge, won in one move. */
async function winFinish(page: Page, lang: 'en' | 'fa'): Promise<void> {
  const t = TEXT[lang];
  await page.getByRole('link', { name: COMMON[lang].home.challengesLink }).click();
  await expect(page).toHaveURL(/\/challenges$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await expect(listStars(page)).toHaveAttribute('data-stars', '0');
  await cardOf(page, 'base-finish').getByRole('link', { name: t.play }).click();
  await expect(page).toHaveURL(/\/challenges\/base-finish$/);
  await buyToWin(page, lang);
  await expect(listStars(page)).toHaveAttribute('data-stars', '3');
}

test.use({ locale: 'en-US' });

test('a challenge won in one move keeps its three stars after a reload, offline', async ({ page, context }) => {
  await visit(page, 'en', WIDE);
  await winFinish(page, 'en');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(listStars(page)).toHaveAttribute('data-stars', '3');
  await expect(page.locator('[data-challenge="base-finish"]').getByRole('link', { name: en.playAgain })).toBeVisible();
});

test('the same challenge in Persian (RTL), and the question before another replaces an unfinished one', async ({
  page,
}) => {
  await visit(page, 'fa', WIDE);
  await winFinish(page, 'fa');
  await page.reload();
  await expect(listStars(page)).toHaveAttribute('data-stars', '3');
  await expect(listStars(page)).toHaveAttribute('aria-label', '۳ از ۳ ستاره');
  await expect(cardOf(page, 'base-finish').locator('.ch-card__record')).toContainText(
    fa.tries_one.replace('{{count, number}}', '۱'),
  );
  await leaveUnfinished(page, 'fa');
  await cardOf(page, 'base-finish').getByRole('link', { name: fa.playAgain }).click();
  const names = { current: fa.name['base-lean'], next: fa.name['base-finish'] };
  const ask = page.getByRole('alertdialog', { name: fa.replace.title });
  await expect(ask).toContainText(fill(fa.replace.body, names));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/challenges$/);
  await expect(cardOf(page, 'base-lean').getByRole('link', { name: fa.resume })).toBeVisible();
});

test('an unfinished challenge resumes after a reload; starting another asks, and giving it up counts a try', async ({
  page,
}) => {
  await visit(page, 'en', WIDE);
  await page.goto('/challenges');
  await cardOf(page, 'base-lean').getByRole('link', { name: en.play }).click();
  await takeGemsAndWait(page);
  // A reload resumes the game where it was: no question, no try counted.
  await page.reload();
  await expect(page).toHaveURL(/\/challenges\/base-lean$/);
  await expect(page.getByRole('button', { name: en.quit.open })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByRole('button', { name: enGame.hotseat.exit }).click();
  await expect(cardOf(page, 'base-lean').locator('.ch-card__record')).toHaveCount(0);
  await expect(cardOf(page, 'base-lean').getByRole('link', { name: en.resume })).toBeVisible();

  // Another challenge: asked first; starting it gives "Less is more" up, one try.
  await cardOf(page, 'base-finish').getByRole('link', { name: en.play }).click();
  const names = { current: en.name['base-lean'], next: en.name['base-finish'] };
  const ask = page.getByRole('alertdialog', { name: en.replace.title });
  await expect(ask).toContainText(fill(en.replace.body, names));
  await expect(ask.getByRole('button', { name: fill(en.replace.continue, names) })).toBeFocused();
  await ask.getByRole('button', { name: fill(en.replace.start, names) }).click();
  await expect(ask).toHaveCount(0);
  await buyToWin(page, 'en');
  await expect(cardOf(page, 'base-lean').locator('.ch-card__record')).toHaveText(
    en.tries_one.replace('{{count, number}}', '1'),
  );
  await expect(cardOf(page, 'base-lean').getByRole('link', { name: en.playAgain })).toBeVisible();
  await expect(cardOf(page, 'base-finish').locator('.ch-card__record')).toContainText(
    en.tries_one.replace('{{count, number}}', '1'),
  );
});
