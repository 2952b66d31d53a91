/**
 * A friend on the home network: the game over plain HTTP on a host name that
 * is not a secure context (browsers treat only localhost and https as secure).
 * `kahroba.test` is mapped to 127.0.0.1 inside Chromium, so every byte stays
 * on loopback. The server is the production build started as a host would
 * (no TEST_MODE), with its public address set; the CSP is enforced (no
 * bypassCSP): helmet's default `upgrade-insecure-requests` once left this page
 * blank, its scripts asked for over https.
 */
import { tmpdir } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { tooWide } from './fit-helpers';
import { SLOW, startGame, takeGems, turnOf } from './online-helpers';
import { startOwnServer, type OwnServer } from './own-server';

const HOST_NAME = 'kahroba.test';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST_NAME} 127.0.0.1`],
  },
  locale: 'en-US',
});
test.describe.configure({ timeout: 120_000 });

let server: OwnServer | undefined;
let origin = '';

test.beforeAll(async () => {
  server = await startOwnServer((port) => ({ PUBLIC_ORIGIN: `http://${HOST_NAME}:${port}` }));
  origin = `http://${HOST_NAME}:${server.port}`;
});

test.afterAll(() => server?.stop());

/** Whatever would leave a friend with a broken page: uncaught errors, refused or failed requests. */
function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // A long-polling request cut short when the socket upgrades to a websocket is expected.
    if (!r.url().includes('/socket.io/')) problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|ERR_SSL|Mixed Content/u.test(m.text()))
      problems.push(`console: ${m.text()}`);
  });
  return problems;
}

test('over plain HTTP on a LAN host name, a room is created, a phone joins by link, and both move', async ({
  browser,
}) => {
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  const hostProblems = watchForBreakage(host);

  await host.goto(`${origin}/`);
  expect(await host.evaluate(() => window.isSecureContext)).toBe(false);
  await host.getByLabel('Your name').fill('Hana');
  await host.getByRole('button', { name: 'Create room' }).click();
  await expect(host.getByRole('heading', { name: 'Waiting room' })).toBeVisible(SLOW);
  const code = /\/r\/([A-Z0-9]{6})$/u.exec(host.url())?.[1] ?? '';
  expect(code).not.toBe('');

  // The invite field shows the server's own address, which a friend can open.
  const link = await host.getByLabel('Link to the room').inputValue();
  expect(link).toBe(`${origin}/r/${code}`);

  // The friend opens the link on a phone.
  const phoneContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  const phoneProblems = watchForBreakage(phone);
  const sockets: string[] = [];
  phone.on('websocket', (ws) => sockets.push(ws.url()));
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Join the game' })).toBeVisible(SLOW);
  // Before joining, the prompt shows the game and who already sits there.
  const preview = phone.getByRole('group', { name: 'At the table' });
  await expect(preview.getByRole('listitem')).toHaveText(['Hana', 'Open seat'], SLOW);
  await expect(preview).toContainText('2 players');
  await phone.screenshot({ path: `${tmpdir()}/kahroba-join-prompt-phone.png` });
  await phone.getByLabel('Your name').fill('Giv');
  await phone.getByRole('button', { name: 'Take a seat' }).click();

  await startGame(host);
  await expect(phone.getByTestId('table')).toBeVisible(SLOW);

  // Whoever the game picked moves first (a real server: no stacked set-up), then the other.
  await expect(turnOf(host)).toHaveText(/^(Your turn|Giv's turn)/u, SLOW);
  const hostFirst = /^Your turn/u.test(await turnOf(host).innerText());
  const [first, second] = hostFirst ? [host, phone] : [phone, host];
  await expect(turnOf(first)).toHaveText(/^Your turn/u, SLOW);
  await takeGems(first, ['blue', 'green', 'red']);
  await expect(turnOf(second)).toHaveText(/^Your turn/u, SLOW);
  // The phone's table is no wider than its screen (else the phone zooms it out), whoever moved last: the
  // host's folded line with its "last move" badge once pushed it 16 px past a 360 px screen.
  expect(await tooWide(phone)).toEqual([]);
  await takeGems(second, ['white', 'black', 'blue']);
  expect(await tooWide(phone)).toEqual([]);
  await expect(turnOf(first)).toHaveText(/^Your turn/u, SLOW);

  expect(sockets.some((u) => u.startsWith(`ws://${HOST_NAME}:`))).toBe(true);
  expect(hostProblems).toEqual([]);
  expect(phoneProblems).toEqual([]);
  await hostContext.close();
  await phoneContext.close();
});
