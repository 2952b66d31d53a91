/**
 * A full room in a real browser (docs/ARCHITECTURE.md, "A full room"): a newcomer opening the link of a
 * room whose seats are all taken is told so before the name field, watches
 * and asks for a seat; the host gives them the computer player's seat and
 * the game starts with them. At the table the chat sheet closes when their
 * decision comes.
 */
import { expect, test } from '@playwright/test';
import { SLOW, createRoomInUi, myArea, newPlayer, stackNextRoom, tableOf, takeGems, turnOf } from './online-helpers';

test.use({ bypassCSP: true, locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

test('a newcomer to a full room watches, asks, is given the computer seat by the host, and plays', async ({
  browser,
}) => {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  await stackNextRoom(host.page, { seed: 'e2e-full-room', firstPlayer: 0 });
  const code = await createRoomInUi(host.page, 'Hana');
  // The host fills the open seat with a computer player: the room is full.
  await host.page.getByRole('button', { name: 'Give Seat 2 to a computer player' }).click();
  await expect(host.page.getByText('Everyone is here.')).toBeVisible(SLOW);

  await guest.page.goto(`/r/${code}`);
  const notice = guest.page.getByRole('status').filter({ hasText: 'This room is full' });
  await expect(notice).toContainText('a computer player holds 1 of them', SLOW);
  // Said before the name field, and no seat is offered.
  const before = await notice.evaluate((el) => {
    const name = document.getElementById('join-name');
    return name !== null && (el.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(before).toBe(true);
  await expect(guest.page.getByRole('button', { name: 'Take a seat' })).toHaveCount(0);
  await guest.page.getByLabel('Your name').fill('Giv');
  await guest.page.getByRole('button', { name: 'Watch and ask for a seat' }).click();
  await expect(guest.page.getByText('You asked the host for a seat.')).toBeVisible(SLOW);

  // The host sees the wish and gives the computer player's seat.
  await expect(host.page.getByText('Someone watching wants a seat')).toBeVisible(SLOW);
  await expect(host.page.locator('.spectators')).toContainText('wants a seat');
  await host.page.getByRole('button', { name: 'Give Seat 2 to Giv in place of the computer player' }).click();
  await expect(guest.page.getByRole('button', { name: 'Stand up and watch' })).toBeVisible(SLOW);
  await expect(host.page.getByRole('listitem', { name: 'Seat 2: Giv' })).toBeVisible();

  await host.page.getByRole('button', { name: 'Start the game' }).click();
  await expect(tableOf(guest.page)).toBeVisible(SLOW);
  await expect(myArea(guest.page)).toHaveAccessibleName("Giv's area");

  // The guest reads the chat while the host plays; their own decision closes it.
  await guest.page.getByRole('button', { name: /^Chat/ }).click();
  const sheet = guest.page.getByRole('dialog', { name: 'Table talk' });
  await expect(sheet).toBeVisible();
  await expect(turnOf(host.page)).toHaveText(/^Your turn/, SLOW);
  await takeGems(host.page, ['blue', 'green', 'red']);
  await expect(turnOf(guest.page)).toHaveText(/^Your turn/, SLOW);
  await expect(sheet).toHaveCount(0);
  await host.context.close();
  await guest.context.close();
});
