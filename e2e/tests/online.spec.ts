/**
 * Online play in a real browser against the real server (TEST_MODE): two or
 * three browser contexts, each its own person with its own storage. Rooms are
 * created and joined through the UI; only the stacked set-up that shortens a
 * game rides along on the wire (see online-helpers.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  SLOW,
  areaOf,
  buyWinningCard,
  createRoomInUi,
  domEverContained,
  joinByCodeInUi,
  myArea,
  newPlayer,
  recordDomHistory,
  oneRoundWin,
  recordSocketTraffic,
  stackNextRoom,
  startGame,
  tableOf,
  takeGems,
  turnOf,
} from './online-helpers';

test.use({ bypassCSP: true, locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

test('two people create and join a room by code and play a game to the end screen', async ({ browser }) => {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  // The host (seat 0, first) reaches 15 with one purchase; the guest plays the round's last turn.
  await stackNextRoom(host.page, oneRoundWin('e2e-full-game'));

  const code = await createRoomInUi(host.page, 'Hana');
  await joinByCodeInUi(guest.page, code, 'Giv');
  await expect(guest.page.getByText('Waiting for the host to start the game…')).toBeVisible(SLOW);
  await startGame(host.page);
  await expect(tableOf(guest.page)).toBeVisible(SLOW);

  // Each sees their own area at the bottom and the other's at the top.
  await expect(myArea(host.page)).toHaveAccessibleName("Hana's area");
  await expect(myArea(guest.page)).toHaveAccessibleName("Giv's area");
  await expect(areaOf(host.page, 'Hana').getByLabel('14 prestige')).toBeVisible();
  await expect(turnOf(host.page)).toHaveText(/^Your turn/, SLOW);

  // The host buys the card: card → "Buy…" → the engine's payment → "Pay and buy".
  await buyWinningCard(host.page);
  await expect(areaOf(host.page, 'Hana').getByLabel('15 prestige')).toBeVisible(SLOW);
  await expect(areaOf(guest.page, 'Hana').getByLabel('15 prestige')).toBeVisible(SLOW);

  // The guest plays the last turn of the round by taking three gems.
  await expect(turnOf(guest.page)).toHaveText(/^Your turn/, SLOW);
  await takeGems(guest.page, ['blue', 'green', 'red']);

  for (const { page } of [host, guest]) {
    const end = page.getByRole('dialog', { name: 'Game over' });
    await expect(end).toBeVisible(SLOW);
    await expect(end).toContainText('Hana wins!');
    const standings = end.getByRole('table', { name: 'Final standings' });
    await expect(standings.getByRole('row', { name: /Hana/ })).toContainText('15');
    await expect(standings.getByRole('row', { name: /Giv/ })).toContainText('0');
    await expect(end.getByRole('button', { name: 'Download the game record' })).toBeVisible();
  }
  await expect(
    host.page.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Rematch' }),
  ).toBeVisible();
  await host.context.close();
  await guest.context.close();
});

test('a reload in the middle of an online game gives the same seat back, and it can still play', async ({
  browser,
}) => {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  await stackNextRoom(host.page, { seed: 'e2e-reload', firstPlayer: 0 });
  const code = await createRoomInUi(host.page, 'Hana');
  await joinByCodeInUi(guest.page, code, 'Giv');
  await startGame(host.page);

  await takeGems(host.page, ['white', 'blue', 'green']);
  await expect(areaOf(guest.page, 'Hana').getByRole('group', { name: 'Tokens: 3' })).toBeVisible(SLOW);
  await expect(turnOf(guest.page)).toHaveText(/^Your turn/, SLOW);

  await guest.page.reload();
  // No name prompt: the stored seat token brings back the same seat, mid-game.
  await expect(tableOf(guest.page)).toBeVisible(SLOW);
  await expect(guest.page.getByRole('heading', { name: 'Join the game' })).toHaveCount(0);
  await expect(myArea(guest.page)).toHaveAccessibleName("Giv's area");
  await expect(myArea(guest.page)).toHaveClass(/player--seat1/);
  await expect(areaOf(guest.page, 'Hana').getByRole('group', { name: 'Tokens: 3' })).toBeVisible();
  await expect(turnOf(guest.page)).toHaveText(/^Your turn/, SLOW);
  await expect(host.page.getByRole('region', { name: "Giv's area" }).getByText('online')).toBeVisible(SLOW);

  await takeGems(guest.page, ['red', 'black', 'white']);
  await expect(areaOf(host.page, 'Giv').getByRole('group', { name: 'Tokens: 3' })).toBeVisible(SLOW);
  await expect(turnOf(host.page)).toHaveText(/^Your turn/, SLOW);

  // The host reloads too and still holds the host's seat, and the whole log so far.
  const logLines = (page: typeof host.page) => page.locator('.log .log__list > li');
  const linesBefore = await logLines(host.page).allTextContents();
  expect(linesBefore.length).toBeGreaterThanOrEqual(3);
  await host.page.reload();
  await expect(myArea(host.page)).toHaveAccessibleName("Hana's area", SLOW);
  await expect(logLines(host.page)).toHaveText(linesBefore, SLOW);
  await takeGems(host.page, ['white', 'blue', 'green']);
  await expect(areaOf(guest.page, 'Hana').getByRole('group', { name: 'Tokens: 6' })).toBeVisible(SLOW);
  await host.context.close();
  await guest.context.close();
});

test('a blind reservation never reaches a spectator or the opponent, on screen or on the wire', async ({ browser }) => {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  const watcher = await newPlayer(browser);
  // The level 1 deck is stacked: four cards face up, then B1-08 (white bonus,
  // 1 prestige, costs 4 green) on top of the deck, which the host reserves blind.
  const BLIND = 'B1-08';
  const hostFrames: string[] = [];
  await stackNextRoom(
    host.page,
    {
      seed: 'e2e-blind',
      firstPlayer: 0,
      setup: { decks: { L1: ['B1-02', 'B1-15', 'B1-23', 'B1-25', BLIND] } },
    },
    (frame) => hostFrames.push(frame),
  );
  for (const p of [host.page, guest.page, watcher.page]) await recordDomHistory(p);
  const watcherTraffic = recordSocketTraffic(watcher.page);
  const guestTraffic = recordSocketTraffic(guest.page);

  const code = await createRoomInUi(host.page, 'Hana');
  await joinByCodeInUi(guest.page, code, 'Giv');
  await joinByCodeInUi(watcher.page, code, 'Vida', 'spectator');
  await expect(host.page.locator('.spectators').getByText('Vida')).toBeVisible(SLOW);
  await startGame(host.page);
  await expect(tableOf(watcher.page)).toBeVisible(SLOW);
  await expect(watcher.page.getByText('watching', { exact: true })).toBeVisible();

  await host.page.getByRole('button', { name: /^level 1 deck, \d+ cards left$/ }).click();
  await host.page.getByRole('button', { name: 'Reserve the top card (face down)' }).click();

  // The reserver sees the card itself; this is the text nobody else may ever see.
  const own = myArea(host.page).getByRole('group', { name: 'Reserved cards: 1' }).getByRole('button');
  await expect(own).toHaveAccessibleName(/^Level 1 card, white bonus, 1 prestige, costs 4 green/, SLOW);
  const secret = 'Level 1 card, white bonus, 1 prestige, costs 4 green';
  expect(hostFrames.join('\n')).toContain(BLIND); // the scan below would see the id if it were sent
  expect(await domEverContained(host.page, secret)).toBe(true); // and the DOM history would see the text

  for (const { page } of [watcher, guest]) {
    const reserved = areaOf(page, 'Hana').getByRole('group', { name: 'Reserved cards: 1' });
    await expect(reserved).toBeVisible(SLOW);
    await expect(reserved.getByRole('img')).toHaveAccessibleName(
      'face-down card from the level 1 deck, reserved face down',
    );
    await expect(areaOf(page, 'Hana').getByRole('group', { name: 'Tokens: 1' })).toBeVisible();
  }
  // The game goes on: the guest moves, and everybody gets the new state.
  await takeGems(guest.page, ['white', 'blue', 'green']);
  await expect(areaOf(watcher.page, 'Giv').getByRole('group', { name: 'Tokens: 3' })).toBeVisible(SLOW);
  await expect(areaOf(host.page, 'Giv').getByRole('group', { name: 'Tokens: 3' })).toBeVisible(SLOW);

  for (const [who, { page }] of [
    ['spectator', watcher],
    ['opponent', guest],
  ] as const) {
    expect(await domEverContained(page, BLIND), `${who} DOM shows the card id`).toBe(false);
    expect(await domEverContained(page, secret), `${who} DOM describes the card`).toBe(false);
    expect(await domEverContained(page, 'costs 4 green'), `${who} DOM shows the card's cost`).toBe(false);
  }
  expect(watcherTraffic.all()).toMatch(/game:(update|patch)/u);
  expect(watcherTraffic.all()).not.toContain(BLIND);
  expect(guestTraffic.all()).not.toContain(BLIND);
  for (const p of [host, guest, watcher]) await p.context.close();
});

/** Each serious or critical violation in short: rule, impact and the elements it was found on. */
async function violationsIn(
  page: Page,
  where: string,
): Promise<{ where: string; id: string; impact: string | null; nodes: string[] }[]> {
  return (await seriousViolations(page)).map((v) => ({
    where,
    id: v.id,
    impact: v.impact,
    nodes: (v.nodes as { html: string }[]).map((n) => n.html),
  }));
}

test('the lobby has no serious accessibility violations, for the host and for a guest, in English and Persian', async ({
  browser,
}) => {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  const code = await createRoomInUi(host.page, 'Hana');
  const found = await violationsIn(host.page, 'lobby, host alone');
  await joinByCodeInUi(guest.page, code, 'Giv');
  await expect(guest.page.getByText('Waiting for the host to start the game…')).toBeVisible(SLOW);
  await expect(host.page.getByText('Everyone is here.')).toBeVisible(SLOW);
  found.push(
    ...(await violationsIn(host.page, 'lobby, host, everyone here')),
    ...(await violationsIn(guest.page, 'lobby, guest')),
  );
  await guest.page.getByRole('button', { name: 'فارسی' }).click();
  await expect(guest.page.locator('html')).toHaveAttribute('dir', 'rtl');
  found.push(...(await violationsIn(guest.page, 'lobby, guest, Persian')));
  expect(found).toEqual([]);
  await host.context.close();
  await guest.context.close();
});

test('the online table has no serious accessibility violations, for the player to act and the one waiting', async ({
  browser,
}) => {
  const host = await newPlayer(browser);
  const guest = await newPlayer(browser);
  await stackNextRoom(host.page, { seed: 'e2e-axe', firstPlayer: 0 });
  const code = await createRoomInUi(host.page, 'Hana');
  await joinByCodeInUi(guest.page, code, 'Giv');
  await startGame(host.page);
  await expect(tableOf(guest.page)).toBeVisible(SLOW);
  await expect(turnOf(host.page)).toHaveText(/^Your turn/, SLOW);
  await expect(turnOf(guest.page)).toHaveText(/^Hana's turn/, SLOW);
  const found = [
    ...(await violationsIn(host.page, 'online table, player to act')),
    ...(await violationsIn(guest.page, 'online table, waiting player')),
  ];
  expect(found).toEqual([]);
  await host.context.close();
  await guest.context.close();
});

/** What is wrong with the layout now: the page scrolls sideways, the header overflows, or the site name is cut. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width)
      problems.push(`page is ${document.documentElement.scrollWidth}px wide in ${width}px`);
    const inner = document.querySelector('.app-header__inner');
    if (inner && inner.scrollWidth > inner.clientWidth) problems.push('header content overflows');
    for (const el of document.querySelectorAll('.app-header__inner > *, .app-header__id > *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.left < 0 || r.right > width)) problems.push(`header item ${el.className} sticks out`);
    }
    const name = document.querySelector('.brand__name');
    if (!name || name.scrollWidth > name.clientWidth) problems.push('the site name is cut off');
    for (const el of document.querySelectorAll('main *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && (r.right > width + 1 || r.left < -1))
        problems.push(`${el.tagName.toLowerCase()}.${el.className} sticks out`);
    }
    return problems;
  });
}

test('the header shows the site, the room and whose page it is; the lobby fits a phone and a desktop in English and Persian', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const name = 'Alexandria Longname';
  const code = await createRoomInUi(page, name);
  const line = page.getByTestId('header-room');
  await expect(line).toContainText(`Room ${code}`);
  await expect(line).toHaveAttribute('title', `Room ${code} · ${name}`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Kahroba Online' })).toBeVisible();

  for (const language of ['English', 'فارسی'] as const) {
    await page.getByRole('button', { name: language }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'English' ? 'ltr' : 'rtl');
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(page.locator('.lobby')).toBeVisible();
      expect(await layoutProblems(page), `${language} ${viewport.width}×${viewport.height}`).toEqual([]);
      await expect(line).toBeVisible();
      await expect(line).toContainText(code);
    }
  }
  await context.close();
});
