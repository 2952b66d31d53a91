/**
 * RULINGS R12 in hot-seat, through the UI only: a player takes back their gem
 * take from the pass screen (by mouse and by Ctrl+Z) before the next player
 * acts; a reservation that turned up a new card is never offered for undo.
 * Online with two people: a take-back is asked, accepted, then refused.
 */
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { SAVE_KEY, basicsGame, loadHotSeat } from './hotseat-fixtures';
import {
  SLOW,
  areaOf,
  createRoomInUi,
  joinByCodeInUi,
  newPlayer,
  stackNextRoom,
  startGame,
  tableOf,
  takeGems,
  turnOf,
} from './online-helpers';

test.use({ bypassCSP: true, locale: 'en-US', viewport: { width: 1280, height: 900 } });

const supply = (page: Page): Locator => page.getByRole('region', { name: 'Token supply' });
const board = (page: Page): Locator => page.getByRole('region', { name: 'Development cards' });
const area = (page: Page, name: string): Locator => page.getByRole('region', { name: `${name}'s area` });
const passTo = (page: Page, name: string): Locator => page.getByRole('dialog', { name: `Pass the device to ${name}` });

async function savedCount(page: Page): Promise<number> {
  const raw = await page.evaluate((key) => localStorage.getItem(key) ?? '{}', SAVE_KEY);
  return ((JSON.parse(raw) as { record?: { actions?: unknown[] } }).record?.actions ?? []).length;
}

async function takeBlueGreenBlack(page: Page): Promise<void> {
  for (const gem of ['blue', 'green', 'black'])
    await supply(page)
      .getByRole('button', { name: new RegExp(`Take a ${gem} gem`) })
      .click();
  await page.getByRole('button', { name: 'Take these gems' }).click();
}

test('R12 hot-seat: a gem take is undone from the pass screen, by button and by Ctrl+Z; a refill is never undone', async ({
  page,
}) => {
  await loadHotSeat(page, basicsGame());
  await passTo(page, 'Ana').getByRole('button', { name: 'I am Ana: show my table' }).click();
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toHaveCount(0); // shown only while there is something to undo
  await expect(area(page, 'Ana').getByRole('group', { name: 'Tokens: 7' })).toBeVisible();

  // By button: the pass screen offers Ana her move back; Bo has not acted.
  await takeBlueGreenBlack(page);
  await expect(passTo(page, 'Bo')).toBeVisible();
  expect(await savedCount(page)).toBe(1);
  await passTo(page, 'Bo').getByRole('button', { name: 'Ana: undo my last move' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your turn' })).toBeVisible();
  await expect(area(page, 'Ana').getByRole('group', { name: 'Tokens: 7' })).toBeVisible();
  expect(await savedCount(page)).toBe(0);

  // By keyboard.
  await takeBlueGreenBlack(page);
  await expect(passTo(page, 'Bo')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('status').filter({ hasText: 'Your turn' })).toBeVisible();
  expect(await savedCount(page)).toBe(0);

  // B3.5: reserving a face-up card turns up its replacement: no undo is offered.
  await board(page).locator('button:has([data-card="B2-07"])').click();
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  await expect(passTo(page, 'Bo')).toBeVisible();
  await expect(page.getByRole('button', { name: /undo my last move$/ })).toHaveCount(0);
  await page.keyboard.press('Control+z');
  expect(await savedCount(page)).toBe(1);
  await passTo(page, 'Bo').getByRole('button', { name: 'I am Bo: show my table' }).click();
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);
});

test('R12 online with two people: a take-back applies only when the other accepts; a refusal changes nothing', async ({
  browser,
}) => {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  await stackNextRoom(host.page, { seed: 'e2e-undo', firstPlayer: 0 });
  const code = await createRoomInUi(host.page, 'Hana');
  await joinByCodeInUi(guest.page, code, 'Giv');
  await startGame(host.page);
  await expect(tableOf(guest.page)).toBeVisible(SLOW);
  const ask = host.page.getByRole('button', { name: 'Ask to take back' });
  await expect(ask).toHaveCount(0);

  await takeGems(host.page, ['blue', 'green', 'red']);
  await expect(areaOf(guest.page, 'Hana').getByRole('group', { name: 'Tokens: 3' })).toBeVisible(SLOW);
  await expect(ask).toBeEnabled(SLOW);
  await ask.click();
  await expect(host.page.getByText('Waiting for the others to accept your take-back…')).toBeVisible(SLOW);
  const request = guest.page.getByRole('alertdialog', { name: 'Take-back request' });
  await expect(request).toContainText('Hana asks to take back their last move.', SLOW);
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(turnOf(host.page)).toHaveText(/^Your turn/, SLOW);
  await expect(areaOf(guest.page, 'Hana').getByRole('group', { name: 'Tokens: 0' })).toBeVisible(SLOW);
  await expect(host.page.getByText('Hana took back their last move.')).toBeVisible(SLOW);

  await takeGems(host.page, ['white', 'blue', 'black']);
  await expect(ask).toBeEnabled(SLOW);
  await ask.click();
  await guest.page
    .getByRole('alertdialog', { name: 'Take-back request' })
    .getByRole('button', { name: 'Refuse' })
    .click();
  await expect(host.page.getByText('The take-back was refused: nothing changed.')).toBeVisible(SLOW);
  await expect(turnOf(guest.page)).toHaveText(/^Your turn/, SLOW);
  await expect(areaOf(host.page, 'Hana').getByRole('group', { name: 'Tokens: 3' })).toBeVisible();
  await host.context.close();
  await guest.context.close();
});
