import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';

test.use({ bypassCSP: true, locale: 'en-US' });

test('home offers a room, a join box and a game on this device, in English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'Create room' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Persian interface is right to left, uses the Kahroba terms and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'فارسی' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.locator('body')).toContainText('کهربا');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a hot-seat game starts on this device and shows the table', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('tab', { name: /On this device/ })
    .or(page.getByRole('radio', { name: /On this device/ }))
    .or(page.getByRole('button', { name: /On this device/ }))
    .first()
    .click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/hotseat/);
  // The pass-the-device screen hides the table until the first player says they are there.
  const pass = page.getByRole('dialog', { name: /Pass the device to/ });
  await expect(pass).toBeVisible();
  await expect(page.getByRole('region', { name: 'Development cards' })).toHaveCount(0);
  await pass.getByRole('button', { name: /show my table/ }).click();
  await expect(page.getByRole('region', { name: 'Development cards' })).toBeVisible();
  await expect(page.getByRole('button', { name: /level 1 deck, \d+ cards left/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Token supply' })).toBeVisible();
});
