/**
 * Hints during a game (RULINGS U2), through the UI as a player would: in hot-seat against a computer player the
 * learner asks for a hint, sees the thinking, then the suggested card highlighted on the board with its reason,
 * plays it; the log says "You used a hint", and the end screen counts one hint for Ana and none for the computer.
 * Online, a room created with hints allowed offers the button and shows everyone "Ana used a hint"; a room made
 * without (the default) offers none and says so in its settings. The suggestion's place checked and photographed
 * at 360 × 740 (Persian), 390 × 844 (English) and 1440 × 900 (Persian).
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { createGame } from '@kahroba/engine';
import type { GameConfig } from '@kahroba/engine';
import { LANG_KEY, SAVE_KEY } from './hotseat-fixtures';
import {
  SLOW,
  joinByCodeInUi,
  newPlayer,
  oneRoundWin,
  stackNextRoom,
  startGame,
  tableOf,
  takeGems,
} from './online-helpers';

const SHOTS = '/tmp/shots-hints';
mkdirSync(SHOTS, { recursive: true });
const WIN = oneRoundWin('hints-win');
/** The card that wins at once (B1-32): the expert's suggestion. */
const WINNING_CARD = 'Level 1 card, red bonus, 1 prestige, costs 4 white';

/** Ana (a person, first) against an easy computer player, one purchase from 15 prestige. */
async function loadNearWin(page: Page, lang: 'en' | 'fa'): Promise<void> {
  const config: GameConfig = {
    players: 2,
    seed: WIN.seed ?? 'hints-win',
    modules: [],
    edition: 'kahroba',
    firstPlayer: 0,
    setup: WIN.setup,
  };
  if (!createGame(config).ok) throw new Error('the stacked set-up is refused');
  const saved = {
    record: { schema: 1, config, actions: [] },
    seats: [
      { kind: 'human', name: 'Ana' },
      { kind: 'bot', bot: 'easy', name: 'Bo' },
    ],
  };
  await page.goto('/');
  await page.evaluate(
    ([key, value, langKey, lng]) => {
      localStorage.setItem(key, value);
      localStorage.setItem(langKey, lng);
    },
    [SAVE_KEY, JSON.stringify(saved), LANG_KEY, lang] as const,
  );
  await page.goto('/hotseat');
  await expect(tableOf(page)).toBeVisible(SLOW);
}

/** Each size once, the language alternating (Persian on the narrowest phone and on the desktop, where RTL moves the most). */
const SIZES = [
  { width: 360, height: 740, lang: 'fa' },
  { width: 390, height: 844, lang: 'en' },
  { width: 1440, height: 900, lang: 'fa' },
] as const;

test.describe('hints in hot-seat', () => {
  test.use({ bypassCSP: true });

  test('ask, see the highlighted card and the reason, play it; the log line and the end-screen count', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loadNearWin(page, 'en');
    await page.getByRole('button', { name: /Ask the expert for a hint/ }).click();
    const hint = page.getByTestId('hint');
    await expect(hint.getByText(/The expert suggests: buy the red level 1 card/)).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: WINNING_CARD })).toHaveAttribute('aria-pressed', 'true');
    await expect(hint.locator('.hint-panel__reasons')).not.toBeEmpty();
    await expect(page.getByRole('log').or(page.locator('.log__list')).getByText('You used a hint')).toHaveCount(1);
    const saved = await page.evaluate((key) => localStorage.getItem(key) ?? '{}', SAVE_KEY);
    expect((JSON.parse(saved) as { hints?: unknown[] }).hints).toEqual([{ seat: 0, round: 1, at: 0 }]);
    await hint.getByRole('button', { name: 'Play it' }).click();
    const end = page.getByRole('dialog', { name: 'Game over' });
    await expect(end).toBeVisible(SLOW);
    await expect(end.getByRole('columnheader', { name: 'Hints' })).toBeVisible();
    await expect(end.getByTestId('hints-0')).toHaveText('1');
    await expect(end.getByTestId('hints-1')).toHaveText('0');
  });

  for (const { lang, ...size } of SIZES) {
    test(`the suggestion at ${size.width}×${size.height} in ${lang}: the board and the card stay in view`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await loadNearWin(page, lang);
      await expect(page.locator('.hint-panel__ask')).toBeVisible(SLOW);
      await page.screenshot({ path: `${SHOTS}/hotseat-${lang}-${size.width}x${size.height}-button.png` });
      await page.locator('.hint-panel__ask').click();
      const hint = page.getByTestId('hint');
      await expect(hint.getByRole('button').first()).toBeVisible(SLOW);
      await expect(hint.locator('.hint-panel__move')).toBeVisible(SLOW);
      const card = page.locator('.card-btn--selected').first();
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeInViewport();
      // The panel lies beside or under the board, never over the card it names.
      const a = await card.boundingBox();
      const b = await hint.boundingBox();
      if (a && b) {
        const overlap =
          Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
          Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
        expect(overlap).toBe(0);
      }
      await page.screenshot({ path: `${SHOTS}/hotseat-${lang}-${size.width}x${size.height}.png` });
    });
  }
});

/** Ana creates a room (hints ticked or not) on the one-round set-up, Bo joins, the game starts. */
async function room(browser: Browser, allowed: boolean) {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  await stackNextRoom(host.page, WIN);
  await host.page.goto('/');
  await host.page.getByLabel('Your name').fill('Ana');
  if (allowed) await host.page.getByTestId('allow-hints').check();
  await host.page.getByRole('button', { name: 'Create room' }).click();
  await expect(host.page).toHaveURL(/\/r\/[A-Z0-9]{6}$/, SLOW);
  const code = /\/r\/([A-Z0-9]{6})$/.exec(host.page.url())?.[1] ?? '';
  await expect(host.page.getByTestId('hints-setting').first()).toHaveText(allowed ? 'hints allowed' : 'no hints');
  await joinByCodeInUi(guest.page, code, 'Bo');
  await startGame(host.page);
  await expect(tableOf(guest.page)).toBeVisible(SLOW);
  return { host, guest };
}

test.describe('hints online', () => {
  test('a room that allows hints: the button, "Ana used a hint" for everyone, the count on both end screens', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { host, guest } = await room(browser, true);
    // Not Bo's turn: no button for him.
    await expect(guest.page.locator('.hint-panel__ask')).toHaveCount(0);
    await host.page.locator('.hint-panel__ask').click();
    await expect(host.page.getByTestId('hint').getByText(/The expert suggests/)).toBeVisible(SLOW);
    await expect(host.page.locator('.log__list').getByText('You used a hint')).toHaveCount(1);
    await expect(guest.page.locator('.log__list').getByText('Ana used a hint')).toHaveCount(1, SLOW);
    await host.page.setViewportSize({ width: 1440, height: 900 });
    await host.page.screenshot({ path: `${SHOTS}/online-en-1440x900.png` });
    // Played: the winning card; Bo plays the round's last turn; both end screens count Ana's one hint.
    await host.page.getByTestId('hint').getByRole('button', { name: 'Play it' }).click();
    await takeGems(guest.page, ['blue', 'green', 'black']);
    for (const p of [host.page, guest.page]) {
      const end = p.getByRole('dialog', { name: 'Game over' });
      await expect(end).toBeVisible(SLOW);
      await expect(end.getByTestId('hints-0')).toHaveText('1');
      await expect(end.getByTestId('hints-1')).toHaveText('0');
    }
    await host.context.close();
    await guest.context.close();
  });

  test('a room made without hints (the default): no button for anyone, and its settings say so', async ({
    browser,
  }) => {
    const { host, guest } = await room(browser, false);
    await expect(host.page.getByText('Your turn').first()).toBeVisible(SLOW);
    await expect(host.page.locator('.hint-panel__ask')).toHaveCount(0);
    await expect(guest.page.locator('.hint-panel__ask')).toHaveCount(0);
    await host.context.close();
    await guest.context.close();
  });
});
