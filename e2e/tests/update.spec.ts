/**
 * A host upgrades the server while people play. The service worker installs
 * the new client in the background; a page in a game keeps running (no
 * reload under the player's hands) and offers the reload; the player takes
 * it when they like and the hot-seat game comes back as it was; leaving for
 * a quiet page, or being on one untouched, takes the new version by itself;
 * a name half typed on the home page is not lost to it.
 *
 * The server serves a copy of the built client, and a "new build" is that
 * copy's sw.js with a byte changed, as a real upgrade changes it.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createRoomInUi, newPlayer } from './online-helpers';
import { startOwnServer, type OwnServer } from './own-server';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

let server: OwnServer | undefined;
let client = '';
let origin = '';
let builds = 0;

test.beforeAll(async () => {
  client = mkdtempSync(join(tmpdir(), 'kahroba-client-'));
  cpSync(process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url)), client, {
    recursive: true,
  });
  server = await startOwnServer(() => ({ WEB_DIST: client }));
  origin = `http://127.0.0.1:${server.port}`;
});

test.afterAll(() => {
  server?.stop();
  rmSync(client, { recursive: true, force: true });
});

/**
 * A new build on the server, and the page's service worker told to look for
 * it, once the page follows its worker's updates (src/pwa.ts marks that). The
 * check is not awaited in the page: the page may reload before it settles.
 */
async function upgrade(page: Page): Promise<void> {
  await page.locator('html[data-sw="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  builds += 1;
  appendFileSync(join(client, 'sw.js'), `\n// build ${builds}\n`);
  await page.evaluate(() => {
    void navigator.serviceWorker.getRegistration().then((r) => r?.update());
  });
}

/** Marks the running page; a reload forgets the mark. */
const mark = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as unknown as { kept?: boolean }).kept = true;
  });
const marked = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

test('an upgrade never reloads a game or a form under the player; the banner and quiet pages take it', async ({
  page,
}) => {
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page
    .getByRole('tab', { name: /On this device/ })
    .or(page.getByRole('button', { name: /On this device/ }))
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Who plays seat 2' }).selectOption({ label: 'Computer · normal' });
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/hotseat/);
  const supply = page.getByRole('region', { name: 'Token supply' });
  await expect(supply).toBeVisible();
  const banner = page.getByTestId('update-banner');

  // In the game: the new version waits, the page keeps running.
  await mark(page);
  await upgrade(page);
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText('A new version is ready');
  expect(await marked(page)).toBe(true);
  await expect(page).toHaveURL(/\/hotseat/);
  await expect(supply).toBeVisible();

  // The player reloads: the same game is back, on the new version, with no banner.
  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
  expect(await marked(page)).toBe(false);
  await expect(page).toHaveURL(/\/hotseat/);
  await expect(supply).toBeVisible();
  await expect(banner).toBeHidden();

  // Another upgrade, ignored until the player leaves for home: then it reloads by itself.
  await mark(page);
  await upgrade(page);
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await Promise.all([page.waitForEvent('load'), page.locator('a.brand').click()]);
  expect(await marked(page)).toBe(false);
  await expect(page).toHaveURL(`${origin}/`);
  await expect(banner).toBeHidden();

  // On the home page nothing is in play: an upgrade reloads at once.
  await expect(page.getByRole('button', { name: 'Create room' })).toBeVisible();
  await mark(page);
  await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), upgrade(page)]);
  expect(await marked(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Create room' })).toBeVisible();
  await expect(banner).toBeHidden();

  // Unless the player has started filling in the form: then it waits, and what they typed stays.
  await page.getByLabel('Your name').fill('Hana');
  await mark(page);
  await upgrade(page);
  await expect(banner).toBeVisible({ timeout: 30_000 });
  expect(await marked(page)).toBe(true);
  await expect(page.getByLabel('Your name')).toHaveValue('Hana');
});

test('a server upgraded during an online game: the page hears of it when the link comes back, and the game goes on', async ({
  page,
}) => {
  await page.goto(`${origin}/`);
  // Installed (a first install cut short by the restart would simply be dropped) and following updates.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.locator('html[data-sw="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.getByLabel('Your name').fill('Hana');
  await page.getByLabel('Who plays seat 2').selectOption('bot:normal');
  await page.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/r\/[A-Z0-9]{6}$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Start the game' }).click();
  const table = page.getByTestId('table');
  await expect(table).toBeVisible({ timeout: 20_000 });
  await mark(page);

  // The host installs a new version and restarts the server; nobody touches the page.
  builds += 1;
  appendFileSync(join(client, 'sw.js'), `\n// build ${builds}\n`);
  await server?.restart();
  const banner = page.getByTestId('update-banner');
  await expect(banner).toBeVisible({ timeout: 30_000 });
  expect(await marked(page)).toBe(true);
  await expect(table).toBeVisible();
  await expect(page.getByTestId('connection')).toHaveAttribute('data-status', 'online');
});

test.describe('a part of the client that cannot be loaded', () => {
  // No service worker: its cache would answer for the blocked file (a file is missing when the cache does not hold it either).
  test.use({ serviceWorkers: 'block' });

  test('a page that says so and offers the reload, never a blank one, and no reload by itself', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A room with a computer player, the online table's code unreachable (a dropped network, or files gone with an upgrade).
    await page.goto('/');
    await page.getByLabel('Your name').fill('Hana');
    await page.getByLabel('Who plays seat 2').selectOption('bot:normal');
    await page.getByRole('button', { name: 'Create room' }).click();
    await expect(page).toHaveURL(/\/r\/[A-Z0-9]{6}$/, { timeout: 20_000 });
    const blocked = '**/assets/OnlineGame-*.js';
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    await mark(page);

    // Starting the game needs the table: the page says it could not be loaded.
    await page.getByRole('button', { name: 'Start the game' }).click();
    const failed = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'This page could not be loaded' }) });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    expect(await marked(page)).toBe(true);
    await expect(failed.getByRole('link', { name: 'Back to home' })).toBeVisible();

    // With the network back, the player's reload brings the game.
    await page.unroute(blocked);
    await failed.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByTestId('table')).toBeVisible({ timeout: 20_000 });
    await expect(failed).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the computer players think on the page when their worker cannot be loaded, and the game goes on', async ({
    page,
  }) => {
    await page.route('**/assets/bot.worker-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page
      .getByRole('tab', { name: /On this device/ })
      .or(page.getByRole('button', { name: /On this device/ }))
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Who plays seat 2' }).selectOption({ label: 'Computer · normal' });
    await page.getByRole('button', { name: 'Start game' }).click();
    const yourTurn = page.getByRole('status').filter({ hasText: /^Your turn/ });
    await expect(yourTurn).toBeVisible({ timeout: 20_000 }); // the computer may move first
    const moves = (): Promise<number> =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('kahroba.hotseat.v1') ?? '{}') as { record?: { actions?: unknown[] } })
            .record?.actions?.length ?? 0,
      );
    const before = await moves();
    const supply = page.getByRole('region', { name: 'Token supply' });
    for (const gem of ['black', 'white', 'blue'])
      await supply.getByRole('button', { name: new RegExp(`Take a ${gem} gem`) }).click();
    await page.getByRole('button', { name: 'Take these gems' }).click();
    await expect.poll(moves, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 2);
    await expect(yourTurn).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('a page older than the server', () => {
  // No service worker: the old page is made by rewriting its code on the way in, which a cache would answer for.
  test.use({ serviceWorkers: 'block' });

  test('is told so at the handshake, stops trying, and a reload brings the new version into the room', async ({
    page,
    browser,
  }) => {
    const code = await createRoomInUi(page, 'Hana');
    // The guest's page speaks protocol 0: an old client, kept open across an upgrade of the server.
    const guest = await newPlayer(browser);
    const early = '**/assets/early-*.js';
    let patched = 0;
    await guest.page.route(early, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('auth:{protocol:1}')) patched += 1;
      // Not kept in the HTTP cache: a real new build's files have new names, so the old ones are never asked for again.
      const headers = { ...response.headers(), 'cache-control': 'no-store' };
      await route.fulfill({ response, headers, body: body.replace('auth:{protocol:1}', 'auth:{protocol:0}') });
    });
    const sockets: string[] = [];
    guest.page.on('websocket', (ws) => sockets.push(ws.url()));
    await guest.page.goto(`/r/${code}`);
    const banner = guest.page.getByTestId('update-banner');
    await expect(banner).toContainText('This page is older than the server', { timeout: 20_000 });
    expect(patched).toBe(1);
    await expect(guest.page.getByTestId('connection')).toHaveAttribute('data-status', 'outdated');
    // Joining anyway says why it cannot, at once, and the page does not keep knocking.
    await guest.page.getByLabel('Your name').fill('Ali');
    await guest.page.getByRole('button', { name: 'Take a seat' }).click();
    await expect(guest.page.getByRole('alert')).toContainText(
      'This page is older than the server. Reload it to go on.',
    );
    // Trying again would fail the same way: the banner's Reload is the one way on.
    await expect(guest.page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    const knocks = sockets.length;
    await guest.page.waitForTimeout(5_000);
    expect(sockets.length).toBe(knocks);

    // The new version is what the server sends now: the reload takes it, and the guest sits down.
    await guest.page.unroute(early);
    await Promise.all([guest.page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
    await expect(banner).toBeHidden();
    await guest.page.getByLabel('Your name').fill('Ali');
    await guest.page.getByRole('button', { name: 'Take a seat' }).click();
    await expect(guest.page.getByRole('heading', { name: 'Waiting room' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Everyone is here.')).toBeVisible({ timeout: 20_000 });
    await guest.context.close();
  });
});
