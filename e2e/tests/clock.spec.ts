/**
 * Turn clocks (docs/ARCHITECTURE.md, "Turn clocks and away clocks"): a turn runs out and the computer moves for the
 * player; everyone sees the clock and the mark; the player takes the seat
 * back. The room is made with "30 s a turn" in the form; the TEST_MODE-only
 * `test.clockMs` (added on the wire, see online-helpers) shortens its times
 * to 4 s + 2 s so the test does not wait half a minute. The clock is read at
 * a phone's width (360 px) for the host and a desktop's (1440 px) for the guest, who reads it in Persian.
 */
import { expect, test } from '@playwright/test';
import { SLOW, joinByCodeInUi, newPlayer, stackNextRoom, startGame, tableOf, turnOf } from './online-helpers';

test('a turn runs out: the computer moves, the seat is marked taken over, and its player takes it back', async ({
  browser,
}) => {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  await host.page.setViewportSize({ width: 360, height: 740 });
  await guest.page.setViewportSize({ width: 1440, height: 900 });
  await stackNextRoom(host.page, { seed: 'e2e-clock', firstPlayer: 0, clockMs: { turnMs: 4_000, reserveMs: 2_000 } });

  await host.page.goto('/');
  await host.page.getByLabel('Your name').fill('Hana');
  await host.page.getByLabel('Turn clock').selectOption({ label: '30 s a turn + 1 min reserve' });
  await host.page.getByLabel('When a turn runs out, the computer plays at').selectOption({ label: 'Computer · easy' });
  await host.page.getByRole('button', { name: 'Create room' }).click();
  await expect(host.page).toHaveURL(/\/r\/[A-Z0-9]{6}$/, SLOW);
  const code = /\/r\/([A-Z0-9]{6})$/.exec(host.page.url())?.[1] ?? '';
  await joinByCodeInUi(guest.page, code, 'Giv');
  // Everyone sees the room's clock before the start; the guest reads it in Persian.
  await expect(guest.page.locator('.settings-line')).toContainText('30 s a turn + 1 min reserve', SLOW);
  await guest.page.evaluate(() => localStorage.setItem('kahroba.lang', 'fa'));
  await guest.page.reload();
  await expect(guest.page.locator('.settings-line')).toContainText('۳۰ ثانیه برای هر نوبت + ۱ دقیقه ذخیره', SLOW);
  await startGame(host.page);
  await expect(tableOf(guest.page)).toBeVisible(SLOW);

  // The host's turn: her clock runs, shown to both.
  const hostClock = host.page.getByTestId('turn-clock');
  await expect(hostClock).toContainText('Your time', SLOW);
  await expect(guest.page.getByTestId('turn-clock')).toContainText('وقت Hana', SLOW);
  await expect(guest.page.getByTestId('turn-clock')).toContainText(/[۰-۹]:[۰-۹]{2}/u); // Persian digits
  const box = await hostClock.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true); // fits a phone's width

  // She does nothing: after 4 s and the 2 s reserve the computer moves for her.
  await expect(turnOf(guest.page)).toHaveText(/^نوبت شما/u, { timeout: 15_000 });
  await expect(guest.page.getByTestId('turn-clock')).toContainText('وقت شما');
  await expect(guest.page.getByText('Hana: وقت تمام شد و رایانه حرکت کرد (۱ بار پشت سر هم)')).toBeVisible(SLOW);
  const notice = host.page
    .getByRole('status')
    .filter({ hasText: 'Your time ran out and the computer moved for you (1 of 3 in a row)' });
  await expect(notice).toBeVisible(SLOW);
  // On her phone her own area is folded into the dock's bar, which shows the computer playing for her.
  await expect(
    host.page
      .locator('.table__others .presence--bot, .table__me .presence--bot, .dock__bar .presence--bot')
      .filter({ visible: true })
      .first(),
  ).toBeVisible();

  // She takes her seat back.
  await notice.getByRole('button', { name: 'Take my seat back' }).click();
  await expect(notice).toBeHidden(SLOW);
  await expect(guest.page.getByText(/Hana: وقت تمام شد/u)).toBeHidden(SLOW);
  await host.context.close();
  await guest.context.close();
});
