/**
 * My games: after a rematch the home page lists the running game
 * (your turn) and the finished one (you won), and the game before the rematch
 * replays from its own record.
 */
import { expect, test } from '@playwright/test';
import {
  SLOW,
  buyWinningCard,
  createRoomInUi,
  joinByCodeInUi,
  newPlayer,
  oneRoundWin,
  stackNextRoom,
  startGame,
  tableOf,
  takeGems,
  turnOf,
} from './online-helpers';

test('my games lists the game in progress and the one before the rematch, which replays', async ({ browser }) => {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  // A one-round game: the host buys a card that takes her to 15 (B4.4), the guest ends the round.
  await stackNextRoom(host.page, oneRoundWin('e2e-my-games'));
  const code = await createRoomInUi(host.page, 'Hana');
  await joinByCodeInUi(guest.page, code, 'Giv');
  await startGame(host.page);
  await expect(tableOf(guest.page)).toBeVisible(SLOW);
  await buyWinningCard(host.page);
  await expect(turnOf(guest.page)).toHaveText(/^Your turn/, SLOW);
  await takeGems(guest.page, ['blue', 'green', 'red']);
  await host.page.getByRole('button', { name: 'Rematch' }).click();
  await expect(turnOf(host.page)).toHaveText(/^Your turn/, SLOW);

  // The host's home page: game 2 is hers to play, game 1 is won.
  await host.page.goto('/');
  const mine = host.page.getByRole('region', { name: 'My games' });
  await expect(mine.getByText('Your turn in 1 game.')).toBeVisible(SLOW);
  const playing = mine.getByRole('list', { name: 'Games in progress' }).getByRole('listitem');
  await expect(playing).toHaveCount(1);
  await expect(playing.first()).toContainText(`Room ${code}, game 2`);
  await expect(playing.first()).toContainText('Your turn');
  const finished = mine.getByRole('list', { name: 'Finished games' }).getByRole('listitem');
  await expect(finished).toHaveCount(1);
  await expect(finished.first()).toContainText(`Room ${code}, game 1`);
  await expect(finished.first()).toContainText('You won');
  await expect(finished.first()).toContainText('prestige: Hana 15, Giv 0');
  await expect(mine).toContainText('Played 1 · won 1 · average prestige 15 · most played: Base game');

  // Replay of game 1, the game before the rematch.
  await finished.first().getByRole('link', { name: 'Replay' }).click();
  await expect(host.page).toHaveURL(new RegExp(`/replay\\?room=${code}&game=1$`));
  // Game 1 had two moves: the host's purchase and the guest's gems.
  await expect(host.page.getByRole('toolbar', { name: 'Replay' })).toContainText('Move 2 of 2', SLOW);

  // The guest, in Persian: the same games from the other seat.
  await guest.page.evaluate(() => localStorage.setItem('kahroba.lang', 'fa'));
  await guest.page.goto('/');
  const hers = guest.page.getByRole('region', { name: 'بازی‌های من' });
  await expect(hers.getByRole('list', { name: 'بازی‌های تمام‌شده' })).toContainText('برنده: Hana', SLOW);
  await expect(hers.getByRole('list', { name: 'بازی‌های در جریان' })).toContainText('نوبت Hana');
  await host.context.close();
  await guest.context.close();
});
