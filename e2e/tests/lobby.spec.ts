/**
 * The open lobby (issue 52): a host (English) opens an open room; a second
 * player (Persian) watching /lobby sees it come without a reload, and quick
 * play seats them in it.
 */
import { expect, test } from '@playwright/test';
import { SLOW, newPlayer } from './online-helpers';

test('an open room appears on /lobby live and quick play seats a second player in it (en host, fa guest)', async ({
  browser,
}) => {
  const guest = await newPlayer(browser, { locale: 'fa-IR' });
  await guest.page.goto('/lobby');
  await expect(guest.page.getByRole('heading', { level: 1, name: 'اتاق‌های باز' })).toBeVisible(SLOW);
  await expect(guest.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(guest.page.getByText('خودکار به‌روز می‌شود')).toBeVisible(SLOW);

  const host = await newPlayer(browser);
  await host.page.goto('/');
  await host.page.getByRole('link', { name: 'Open rooms' }).waitFor(SLOW);
  await host.page.getByLabel('Your name').fill('Roya');
  await host.page.getByTestId('open-room').check();
  await host.page.getByRole('button', { name: 'Create room' }).click();
  await expect(host.page).toHaveURL(/\/r\/[A-Z0-9]{6}$/, SLOW);
  const code = /\/r\/([A-Z0-9]{6})$/.exec(host.page.url())?.[1] ?? '';

  // Live: the guest's list gains the room by itself.
  const card = guest.page.locator(`[data-room="${code}"]`);
  await expect(card).toBeVisible(SLOW);
  await expect(card).toContainText('Roya');
  await expect(card).toContainText('۱ از ۲ جایگاه پر');

  await guest.page.getByLabel('نام شما').fill('مهمان');
  await guest.page.getByLabel('بازیکنان').selectOption('2');
  await guest.page.getByTestId('quick-play').click();
  await expect(guest.page).toHaveURL(new RegExp(`/r/${code}$`), SLOW);
  await expect(host.page.getByText('Everyone is here.')).toBeVisible(SLOW);
  await guest.context.close();
  await host.context.close();
});
