/**
 * Helpers of the online end-to-end tests: rooms are created and joined
 * through the UI as a person would. The one thing the UI cannot do is send
 * the TEST_MODE-only `test` field of `room:create` (a stacked set-up that
 * shortens the game); `stackNextRoom` adds it to the creator page's
 * outgoing `room:create` message on the wire, so no test-only code ships in
 * the client and a production server (no TEST_MODE) would refuse it anyway.
 */
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** `room:create`'s `test` field (protocol `RoomCreateSchema`, engine `StackedSetup`). */
export interface TestSetup {
  seed?: string;
  firstPlayer?: number;
  setup?: Record<string, unknown>;
  /** Shorter times for the room's turn clock (its kind stays the one chosen in the form). */
  clockMs?: { turnMs: number; reserveMs: number };
}

/** Generous but bounded: the machine is shared and has two cores. */
export const SLOW = { timeout: 20_000 } as const;

const SOCKET_URL = /\/socket\.io\//;
/** An Engine.IO message packet carrying a Socket.IO EVENT, with an optional ack id. */
const EVENT_PACKET = /^42(\d*)(\[[\s\S]*\])$/;
/** Engine.IO long-polling joins packets with the record separator. */
const SEPARATOR = '\x1e';

/** Adds `test` to a `room:create` event packet; any other packet is returned unchanged. */
export function withTestField(packet: string, test: TestSetup): string {
  const m = EVENT_PACKET.exec(packet);
  if (!m) return packet;
  let args: unknown;
  try {
    args = JSON.parse(m[2] ?? '');
  } catch {
    return packet;
  }
  if (!Array.isArray(args)) return packet;
  const [name, payload, ...rest] = args as unknown[];
  if (name !== 'room:create' || typeof payload !== 'object' || payload === null) return packet;
  return `42${m[1] ?? ''}${JSON.stringify([name, { ...payload, test }, ...rest])}`;
}

/**
 * Makes the page's next room creation carry a stacked set-up, whichever
 * transport Socket.IO uses at that moment (long-polling POST or WebSocket).
 * `onServerFrame`, when given, sees every WebSocket message the page receives.
 */
export async function stackNextRoom(
  page: Page,
  test: TestSetup,
  onServerFrame?: (frame: string) => void,
): Promise<void> {
  await page.route(SOCKET_URL, async (route) => {
    const request = route.request();
    const body = request.method() === 'POST' ? request.postData() : null;
    if (!body?.includes('room:create')) {
      await route.continue();
      return;
    }
    await route.continue({
      postData: body
        .split(SEPARATOR)
        .map((p) => withTestField(p, test))
        .join(SEPARATOR),
    });
  });
  await page.routeWebSocket(SOCKET_URL, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(typeof message === 'string' ? withTestField(message, test) : message));
    if (onServerFrame) {
      server.onMessage((message) => {
        onServerFrame(typeof message === 'string' ? message : message.toString('utf8'));
        ws.send(message);
      });
    }
  });
}

/**
 * Everything the server sends to a page over Socket.IO: WebSocket frames and
 * long-polling response bodies. Call before the page's first navigation.
 */
export function recordSocketTraffic(page: Page): { all: () => string } {
  const chunks: string[] = [];
  page.on('websocket', (ws) => {
    if (!SOCKET_URL.test(ws.url())) return;
    ws.on('framereceived', ({ payload }) => {
      chunks.push(typeof payload === 'string' ? payload : payload.toString('utf8'));
    });
  });
  page.on('response', (response) => {
    if (!SOCKET_URL.test(response.url()) || response.request().method() !== 'GET') return;
    response.text().then(
      (text) => {
        chunks.push(text);
      },
      () => {
        /* the page went away */
      },
    );
  });
  return { all: () => chunks.join('\n') };
}

/**
 * Keeps, in the page, every piece of markup, attribute value and text that
 * ever appears in its DOM, so a test can say something was *never* shown
 * (not just that it is absent at the end). Call before the first navigation.
 */
export async function recordDomHistory(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __domHistory: string[] }).__domHistory = seen;
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target instanceof Element && r.attributeName) {
          seen.push(r.target.getAttribute(r.attributeName) ?? '');
        } else if (r.type === 'characterData') {
          seen.push(r.target.textContent ?? '');
        } else {
          for (const node of r.addedNodes) {
            seen.push(node instanceof Element ? node.outerHTML : (node.textContent ?? ''));
          }
        }
      }
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Whether any markup, attribute or text the page ever showed contains `needle` (its current DOM included). */
export async function domEverContained(page: Page, needle: string): Promise<boolean> {
  return page.evaluate((n) => {
    const seen = (window as unknown as { __domHistory?: string[] }).__domHistory ?? [];
    return document.documentElement.outerHTML.includes(n) || seen.some((s) => s.includes(n));
  }, needle);
}

export async function newPlayer(
  browser: Browser,
  options: { locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: options.locale ?? 'en-US' });
  const page = await context.newPage();
  return { context, page };
}

/** Home → "Create room" with the default set-up (two seats); returns the room code from the new URL. */
export async function createRoomInUi(page: Page, name: string): Promise<string> {
  await page.goto('/');
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/r\/[A-Z0-9]{6}$/, SLOW);
  await expect(page.getByRole('heading', { name: 'Waiting room' })).toBeVisible(SLOW);
  const code = /\/r\/([A-Z0-9]{6})$/.exec(page.url())?.[1];
  if (!code) throw new Error(`no room code in ${page.url()}`);
  return code;
}

/** Home → "Join a room" box → the code → a name → take a seat (or just watch). */
export async function joinByCodeInUi(
  page: Page,
  code: string,
  name: string,
  as: 'player' | 'spectator' = 'player',
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Room code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/r/${code}$`), SLOW);
  await expect(page.getByRole('heading', { name: 'Join the game' })).toBeVisible(SLOW);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: as === 'player' ? 'Take a seat' : 'Just watch' }).click();
}

/** The host starts once everyone is seated; both see the table. */
export async function startGame(host: Page): Promise<void> {
  await expect(host.getByText('Everyone is here.')).toBeVisible(SLOW);
  await host.getByRole('button', { name: 'Start the game' }).click();
  await expect(tableOf(host)).toBeVisible(SLOW);
}

export const tableOf = (page: Page): Locator => page.getByTestId('table');
/** The viewer's own area at the bottom of the table. */
export const myArea = (page: Page): Locator => page.locator('.table__me').getByRole('region');
export const areaOf = (page: Page, name: string): Locator => page.getByRole('region', { name: `${name}'s area` });

/** On a phone your area and the supply are folded into the dock's one-line bar: a tap opens them. */
export async function openDock(page: Page): Promise<void> {
  const bar = page.locator('.dock__bar[aria-expanded="false"]');
  if (await bar.isVisible()) await bar.click();
}

/** Takes three different gems through the supply, as a player would. */
export async function takeGems(page: Page, gems: [string, string, string]): Promise<void> {
  await openDock(page);
  const supply = page.getByRole('region', { name: 'Token supply' });
  for (const gem of gems) await supply.getByRole('button', { name: new RegExp(`^Take a ${gem} gem`) }).click();
  await supply.getByRole('button', { name: 'Take these gems' }).click();
}

/** The table's status line: "Your turn", "Hana's turn", "Game over" (then the round). */
export const turnOf = (page: Page): Locator => page.locator('.status__turn');

/**
 * A one-round game: seat 0 (first) holds 14 prestige in cards and 3 white
 * tokens; buying the level 1 "1 prestige, costs 4 white" card on the table
 * (B1-32, `buyWinningCard`) reaches 15 (B4.4), and the game ends once the
 * other seat has played the round's last turn.
 */
export const oneRoundWin = (seed: string): TestSetup => ({
  seed,
  firstPlayer: 0,
  setup: {
    decks: { L1: ['B1-32', 'B1-02', 'B1-15', 'B1-23'] },
    players: [{ tableau: ['B3-04', 'B3-08', 'B3-10'], tokens: { white: 3 } }, {}],
  },
});

/** Seat 0 of `oneRoundWin` buys the card that takes it to 15: card → "Buy…" → "Pay and buy". */
export async function buyWinningCard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Level 1 card, red bonus, 1 prestige, costs 4 white' }).click();
  await page.getByRole('button', { name: 'Buy…' }).click();
  await page.getByRole('button', { name: 'Pay and buy' }).click();
}
