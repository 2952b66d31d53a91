/**
 * Table talk (docs/ARCHITECTURE.md, "Table talk") between two players and a spectator, each in their
 * own browser context: a message in the lobby, a spectator's emote (marked
 * as watching), an emote at the table shown by the speaker's area and in the
 * game log, the unread badge on a phone, a mute, and the host turning chat off.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { SLOW, areaOf, createRoomInUi, joinByCodeInUi, newPlayer, startGame, tableOf } from './online-helpers';

test.use({ bypassCSP: true, locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

const chatList = (page: Page) => page.getByRole('list', { name: 'Messages' });
const say = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
};
/** Opens the chat sheet at the table. */
const openChat = async (page: Page) => {
  await page.getByRole('button', { name: /^Chat/ }).click();
  await expect(page.getByRole('dialog', { name: 'Table talk' })).toBeVisible(SLOW);
};

test('chat and emotes between two players and a spectator', async ({ browser }) => {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  const watcher = await newPlayer(browser);
  await host.page.setViewportSize({ width: 360, height: 740 });
  const code = await createRoomInUi(host.page, 'Hana');
  await joinByCodeInUi(guest.page, code, 'Giv');
  await joinByCodeInUi(watcher.page, code, 'Vida', 'spectator');
  await expect(watcher.page.getByRole('heading', { name: 'Waiting room' })).toBeVisible(SLOW);

  // The lobby: a message and a spectator's emote reach everyone, the spectator's marked.
  await say(host.page, 'Hi both!');
  await watcher.page.getByRole('button', { name: /Hello!/ }).click();
  for (const p of [host, guest, watcher]) {
    await expect(chatList(p.page).getByRole('listitem')).toHaveText(
      [/^Hana.*: Hi both!$/, /^Vida(you)?watching: .*Hello!$/],
      SLOW,
    );
  }
  expect(await seriousViolations(host.page)).toEqual([]);
  // Nothing on a 360-pixel phone scrolls sideways.
  expect(await host.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Too long is refused before it leaves (the server would say CHAT_TOO_LONG).
  await guest.page.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(201));
  await expect(guest.page.getByText('-1 characters left')).toBeVisible();
  await expect(guest.page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await guest.page.getByRole('textbox', { name: 'Message' }).fill('');

  await startGame(host.page);
  await expect(tableOf(guest.page)).toBeVisible(SLOW);
  await expect(tableOf(watcher.page)).toBeVisible(SLOW);

  // At the table: Giv's emote shows by Giv's area on Hana's phone, in her log, and as one unread message.
  await openChat(guest.page);
  await guest.page.getByRole('button', { name: /Well played/ }).click();
  const bubble = host.page.locator('.emote-bubble');
  await expect(bubble).toHaveText(/Well played/, SLOW);
  await expect(bubble).toHaveAttribute('data-seat', '1');
  const [b, area] = await Promise.all([bubble.boundingBox(), areaOf(host.page, 'Giv').boundingBox()]);
  expect(b && area && Math.abs(b.y + b.height - area.y)).toBeLessThan(40);
  await expect(host.page.locator('.log__line--talk').last()).toHaveText(/Giv: .*Well played/, SLOW);
  await expect(host.page.getByRole('button', { name: /^Chat.*1 unread message/ })).toBeVisible(SLOW);
  await expect(bubble).toHaveCount(0, SLOW); // gone after a moment

  // Hana opens the chat (the badge goes), mutes Vida; Vida's next message reaches Giv only.
  await openChat(host.page);
  await expect(host.page.getByRole('button', { name: /unread/ })).toHaveCount(0);
  expect(await seriousViolations(host.page)).toEqual([]);
  await host.page.getByText('Mute people').click();
  await host.page.getByRole('button', { name: 'Mute Vida' }).click();
  await expect(host.page.getByRole('button', { name: 'Mute Vida' })).toHaveAttribute('aria-pressed', 'true', SLOW);
  await expect(chatList(host.page)).not.toContainText('Vida');
  await openChat(watcher.page);
  await say(watcher.page, 'Nice table');
  await expect(guest.page.locator('.log__line--talk').last()).toHaveText(/Vidawatching: Nice table/, SLOW);
  await say(guest.page, 'Thanks Vida');
  // A written message shows by the speaker's area too (cut when long), for a little longer than an emote.
  await expect(host.page.locator('.emote-bubble--text')).toHaveText('Thanks Vida', SLOW);
  await expect(host.page.locator('.emote-bubble--text')).toHaveAttribute('data-seat', '1');
  await expect(chatList(host.page).getByRole('listitem').last()).toHaveText(/Giv: Thanks Vida/, SLOW);
  await expect(host.page.getByText('Nice table')).toHaveCount(0);

  // The host turns chat off: nobody can write, the others are told.
  await host.page.getByRole('checkbox', { name: 'Chat on for everyone' }).uncheck();
  await expect(guest.page.getByText('The host has turned chat off.')).toBeVisible(SLOW);
  await expect(guest.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(watcher.page.getByRole('button', { name: /Hello!/ })).toHaveCount(0);
  // In Persian, right to left, the open sheet is as accessible.
  await watcher.page.getByRole('button', { name: 'فارسی' }).click();
  await expect(watcher.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(watcher.page.getByRole('dialog', { name: 'گفت‌وگوی سر میز' })).toBeVisible();
  expect(await seriousViolations(watcher.page)).toEqual([]);
  for (const p of [host, guest, watcher]) await p.context.close();
});
