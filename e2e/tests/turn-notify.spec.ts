/**
 * "Your turn" wherever the page is: with notifications allowed in
 * the browser context, a player who has left the table for the home page is
 * told when the other player's move makes it her turn: the page title counts
 * the game, and a system notification names the room. Notifications are
 * recorded as the page creates them (the real Notification still runs).
 */
import { expect, test } from '@playwright/test';
import {
  SLOW,
  createRoomInUi,
  joinByCodeInUi,
  newPlayer,
  stackNextRoom,
  startGame,
  tableOf,
  takeGems,
  turnOf,
} from './online-helpers';

declare global {
  interface Window {
    shownNotifications?: { title: string; body: string | undefined; tag: string | undefined }[];
  }
}

test('the home page tells the player when a move elsewhere makes it her turn', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const host = await newPlayer(browser);
  await host.context.grantPermissions(['notifications'], { origin: baseURL as string });
  await host.context.addInitScript(() => {
    const Real = window.Notification;
    window.shownNotifications = [];
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        window.shownNotifications?.push({ title, body: options?.body, tag: options?.tag });
        super(title, options);
      }
    }
    window.Notification = Recorded;
  });
  const guest = await newPlayer(browser);

  // The guest plays first.
  await stackNextRoom(host.page, { seed: 'e2e-turn-notify', firstPlayer: 1 });
  const code = await createRoomInUi(host.page, 'Hana');
  await joinByCodeInUi(guest.page, code, 'Giv');
  // Seated, the host sees that she will be told (the permission is already granted here).
  await expect(host.page.getByText('You will be told when it is your turn while this page is open.')).toBeVisible(SLOW);
  await startGame(host.page);
  await expect(turnOf(guest.page)).toHaveText(/^Your turn/, SLOW);

  // The host goes to the home page: her game is listed, not hers to play, nothing announced.
  await host.page.goto('/');
  await expect(host.page.getByRole('region', { name: 'My games' }).getByText(`Room ${code}, game 1`)).toBeVisible(SLOW);
  await expect(host.page).toHaveTitle('Kahroba Online');

  await expect(tableOf(guest.page)).toBeVisible();
  await takeGems(guest.page, ['blue', 'green', 'red']);
  await expect(turnOf(guest.page)).toHaveText(/^Hana's turn/, SLOW);

  // Within one poll (20 s) the home page counts the game in its title and notifies once.
  await expect(host.page).toHaveTitle('(1) Kahroba Online', { timeout: 30_000 });
  const shown = await host.page.evaluate(() => window.shownNotifications);
  expect(shown).toEqual([
    {
      title: 'Your turn · Kahroba Online',
      body: `Room ${code} is waiting for your move.`,
      tag: `kahroba-turn-${code}`,
    },
  ]);

  // In the room itself the table shows the turn: the title counts only other games.
  await host.page.getByRole('region', { name: 'My games' }).getByRole('link', { name: 'Open' }).click();
  await expect(turnOf(host.page)).toHaveText(/^Your turn/, SLOW);
  await expect(host.page).toHaveTitle(`Room ${code} · Kahroba Online`, SLOW);

  await host.context.close();
  await guest.context.close();
});
