/**
 * The installed app with no network at all: once the page has been opened
 * and the service worker controls it, a reload offline comes from the cache,
 * a hot-seat game starts, the player takes gems and the computer players
 * (the bot worker, also cached) answer. An online room offline says so
 * instead of leaving a blank page; the server's own paths never come from
 * the cache.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The moves saved in the hot-seat record so far. */
async function savedActions(page: Page): Promise<{ seat: number; action: { type: string } }[]> {
  const raw = await page.evaluate(() => localStorage.getItem('kahroba.hotseat.v1') ?? '{}');
  return (
    (JSON.parse(raw) as { record?: { actions?: { seat: number; action: { type: string } }[] } }).record?.actions ?? []
  );
}

// The real CSP: the service worker and the manifest must work under it.
test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test('after one visit, hot-seat play works offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Create room' })).toBeVisible();
  // Installable: the manifest is linked and names the app, with PNG icons.
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestUrl ?? '')).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Kahroba Online', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.type}`)).toEqual(
    expect.arrayContaining(['192x192 image/png', '512x512 image/png']),
  );

  // Wait until the service worker has precached the client and controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('button', { name: 'Create room' })).toBeVisible();

  // A hot-seat game: one person and a computer player (its moves come from the bot worker, also cached).
  await page
    .getByRole('tab', { name: /On this device/ })
    .or(page.getByRole('radio', { name: /On this device/ }))
    .or(page.getByRole('button', { name: /On this device/ }))
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Who plays seat 2' }).selectOption({ label: 'Computer · normal' });
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/hotseat/);
  const yourTurn = page.getByRole('status').filter({ hasText: /^Your turn/ });
  await expect(yourTurn).toBeVisible({ timeout: 20_000 }); // the computer may move first
  const before = (await savedActions(page)).length;
  const supply = page.getByRole('region', { name: 'Token supply' });
  for (const gem of ['black', 'white', 'blue'])
    await supply.getByRole('button', { name: new RegExp(`Take a ${gem} gem`) }).click();
  await page.getByRole('button', { name: 'Take these gems' }).click();
  // The computer player answers, then it is the person's turn again.
  await expect
    .poll(async () => (await savedActions(page)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(before + 2);
  await expect(yourTurn).toBeVisible({ timeout: 20_000 });
  const actions = await savedActions(page);
  expect(actions[before]).toMatchObject({ seat: 0, action: { type: 'takeGems', gems: ['black', 'white', 'blue'] } });
  expect(actions[before + 1]?.seat).toBe(1);
});

test('offline, an online room says so, and the server paths are never answered from the cache', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await context.setOffline(true);

  // The room page comes from the cache; asking to watch says plainly that there is no network.
  await page.goto('/r/ABCD');
  // Chromium 150 does not carry the context's emulated offline state into a
  // document navigated while offline (navigator.onLine reads true there, as
  // it never does on a phone in flight mode): apply it to this page again.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await page.getByRole('button', { name: 'Just watch' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Kahroba Online' })).toBeVisible();

  // /api and /socket.io go to the network even with a controlling worker: offline they fail.
  const api = await page.evaluate(async () => {
    try {
      const r = await fetch('/api/rooms/ABCD/record');
      return `status ${r.status}`;
    } catch {
      return 'network error';
    }
  });
  expect(api).toBe('network error');
  const polling = await page.evaluate(async () => {
    try {
      const r = await fetch('/socket.io/?EIO=4&transport=polling');
      return `status ${r.status}`;
    } catch {
      return 'network error';
    }
  });
  expect(polling).toBe('network error');
});
