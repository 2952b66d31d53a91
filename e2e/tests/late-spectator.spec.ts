/**
 * A spectator who comes in late sees the whole log so far, rebuilt
 * by the server from the record and redacted for a spectator: a blind
 * reservation made before they came reads as "the top card of the level 1
 * deck", and the card itself never reaches their screen or their socket.
 */
import { expect, test } from '@playwright/test';
import {
  SLOW,
  createRoomInUi,
  domEverContained,
  joinByCodeInUi,
  newPlayer,
  recordDomHistory,
  recordSocketTraffic,
  stackNextRoom,
  startGame,
  tableOf,
  takeGems,
  turnOf,
} from './online-helpers';

test.use({ bypassCSP: true, locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

test('a late spectator sees the whole log without any blind card', async ({ browser }) => {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  const BLIND = 'B1-08'; // white bonus, 1 prestige, costs 4 green: fifth in the level 1 deck, reserved blind
  await stackNextRoom(host.page, {
    seed: 'e2e-late-watch',
    firstPlayer: 0,
    setup: { decks: { L1: ['B1-02', 'B1-15', 'B1-23', 'B1-25', BLIND] } },
  });
  const code = await createRoomInUi(host.page, 'Hana');
  await joinByCodeInUi(guest.page, code, 'Giv');
  await startGame(host.page);
  await expect(tableOf(guest.page)).toBeVisible(SLOW);

  // Three moves before anyone watches: a blind reservation, then gems twice.
  await host.page.getByRole('button', { name: /^level 1 deck, \d+ cards left$/ }).click();
  await host.page.getByRole('button', { name: 'Reserve the top card (face down)' }).click();
  await expect(turnOf(guest.page)).toHaveText(/^Your turn/, SLOW);
  await takeGems(guest.page, ['white', 'blue', 'green']);
  await expect(turnOf(host.page)).toHaveText(/^Your turn/, SLOW);
  await takeGems(host.page, ['red', 'black', 'white']);
  await expect(turnOf(guest.page)).toHaveText(/^Your turn/, SLOW);

  const watcher = await newPlayer(browser);
  await recordDomHistory(watcher.page);
  const traffic = recordSocketTraffic(watcher.page);
  await joinByCodeInUi(watcher.page, code, 'Vida', 'spectator');
  await expect(tableOf(watcher.page)).toBeVisible(SLOW);

  const lines = (page: typeof host.page) => page.locator('.log__line');
  const guestLog = await lines(guest.page).allTextContents();
  expect(guestLog.length).toBeGreaterThanOrEqual(6); // three moves, each with its turn line
  // The watcher's log is the opponent's, line for line: the whole game, redacted the same way (Giv's own log says
  // "your turn" where a watcher reads "Giv's turn").
  await expect(lines(watcher.page)).toHaveText(
    guestLog.map((line) => line.replace(/: your turn$/, ": Giv's turn")),
    SLOW,
  );
  await expect(lines(watcher.page).filter({ hasText: 'Hana reserved the top card of the level 1 deck' })).toHaveCount(
    1,
  );
  await expect(lines(watcher.page).filter({ hasText: 'Giv took' })).toHaveCount(1);

  expect(await domEverContained(watcher.page, BLIND)).toBe(false);
  expect(await domEverContained(watcher.page, 'costs 4 green')).toBe(false);
  expect(traffic.all()).not.toContain(BLIND);
  for (const p of [host, guest, watcher]) await p.context.close();
});
