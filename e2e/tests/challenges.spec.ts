/**
 * The solo challenges as a player meets them: from the home page to the
 * list, the short "One move from victory" challenge won with its scripted
 * line (the 3-point card), the three stars on the result screen and in the
 * list, kept after a reload — offline, from the service worker's cache, in
 * English; the same flow, lighter, in Persian (RTL). Words come from the
 * app's own strings.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en/challenges.json' with { type: 'json' };
import fa from '../../apps/web/src/i18n/locales/fa/challenges.json' with { type: 'json' };
import enCommon from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import faCommon from '../../apps/web/src/i18n/locales/fa/common.json' with { type: 'json' };
import { visit } from './tutorial-helpers';

const TEXT = { en, fa } as const;
const COMMON = { en: enCommon, fa: faCommon } as const;
const WIDE = { width: 1280, height: 900 };

const listStars = (page: Page) => page.locator('[data-challenge="base-finish"] h3 .ch-stars');

/** From the home page's link to the list, then the first challenge: buy B2-12 (15 prestige); the computer's last turn ends the round. */
async function winFinish(page: Page, lang: 'en' | 'fa'): Promise<void> {
  const t = TEXT[lang];
  await page.getByRole('link', { name: COMMON[lang].home.challengesLink }).click();
  await expect(page).toHaveURL(/\/challenges$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await expect(listStars(page)).toHaveAttribute('data-stars', '0');
  await page.locator('[data-challenge="base-finish"]').getByRole('link', { name: t.play }).click();
  await expect(page).toHaveURL(/\/challenges\/base-finish$/);
  await page.locator('.board [data-card="B2-12"]').click();
  await page.locator('[data-act="buy"]').click();
  await page.locator('[data-act="pay"]').click();
  const result = page.getByRole('dialog', { name: t.result.won });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result.locator('.ch-result')).toHaveAttribute('data-stars', '3');
  await expect(result.locator('[data-met="true"]')).toHaveCount(3);
  await result.getByRole('button', { name: t.result.list }).click();
  await expect(page).toHaveURL(/\/challenges$/);
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

test('the same challenge in Persian (RTL)', async ({ page }) => {
  await visit(page, 'fa', WIDE);
  await winFinish(page, 'fa');
  await page.reload();
  await expect(listStars(page)).toHaveAttribute('data-stars', '3');
  await expect(listStars(page)).toHaveAttribute('aria-label', '۳ از ۳ ستاره');
});
