/**
 * A phone in Chromium, driven by Playwright over the DevTools protocol:
 * DevTools' "Fast 3G" network preset and a 4× CPU slowdown, applied to the
 * page, to its service worker and (by a relay in the page, since DevTools
 * throttles only a WebSocket's opening handshake) to every WebSocket frame,
 * with the figures a visit is judged by —
 * JavaScript bytes over the wire (CDP `encodedDataLength`: headers and the
 * compressed body), the largest contentful paint, and the moment the board
 * of cards is on screen.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * DevTools' "Fast 3G" preset (Chromium `front_end/core/sdk/NetworkManager.ts`,
 * called "3G" since Chrome 127): 1.6 Mbit/s down and 750 kbit/s up at 90 %
 * goodput, 150 ms round trip × 3.75 for the radio.
 */
export const FAST_3G = {
  offline: false,
  latency: 150 * 3.75, // 562.5 ms
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, // 180,000 B/s
  uploadThroughput: ((750 * 1000) / 8) * 0.9, // 84,375 B/s
  connectionType: 'cellular3g',
} as const;
export const CPU_SLOWDOWN = 4;

/** Recorded in the page from its first byte: the last LCP candidate and when the board appeared. */
const OBSERVE = `(() => {
  const m = { lcp: null, board: null };
  Object.defineProperty(window, '__bench', { value: m });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) m.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  const seen = () => {
    if (m.board !== null || !document.querySelector('[aria-label="Development cards"] button')) return;
    m.board = -1;
    // The frame after the one that committed it: the board has been painted.
    requestAnimationFrame(() => requestAnimationFrame(() => { m.board = performance.now(); }));
    observer.disconnect();
  };
  const observer = new MutationObserver(seen);
  observer.observe(document, { childList: true, subtree: true });
})();`;

export interface Marks {
  lcp: number | null;
  board: number | null;
}

export interface Traffic {
  /** Bytes of JavaScript the page received over the network (not from its service worker or cache). */
  jsBytes: () => number;
  /** Every script response: URL path, bytes over the wire, encoding, whether the service worker answered. */
  scripts: () => { path: string; bytes: number; encoding: string; fromServiceWorker: boolean }[];
}

async function throttle(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', FAST_3G);
}

/**
 * Throttles the service worker that serves this page as soon as it starts,
 * so its precache shares the phone's link with the page. (The page's own
 * session reaches it by auto-attach; Playwright gives no session of its own.)
 */
async function throttleWorkers(session: CDPSession): Promise<void> {
  session.on('Target.attachedToTarget', (event: { sessionId: string; targetInfo: { type: string } }) => {
    let id = 0;
    const send = (method: string, params: unknown = {}): Promise<unknown> =>
      session.send('Target.sendMessageToTarget', {
        sessionId: event.sessionId,
        message: JSON.stringify({ id: ++id, method, params }),
      });
    // Every new target waits for this session: a worker is throttled first, then goes on.
    const ready =
      event.targetInfo.type === 'service_worker'
        ? send('Network.enable').then(() => send('Network.emulateNetworkConditions', FAST_3G))
        : Promise.resolve();
    void ready.then(() => send('Runtime.runIfWaitingForDebugger')).catch(() => undefined);
  });
  await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
}

/**
 * One direction of the phone's link: each frame arrives half a round trip
 * plus its transmission time later, in order, one after the other.
 */
function oneWay(bytesPerSecond: number): (bytes: number, deliver: () => void) => void {
  let busyUntil = 0;
  return (bytes, deliver) => {
    const now = performance.now();
    const at = Math.max(busyUntil, now + FAST_3G.latency / 2) + (bytes * 1000) / bytesPerSecond;
    busyUntil = at;
    setTimeout(deliver, at - now);
  };
}

const size = (m: string | Buffer): number => (typeof m === 'string' ? Buffer.byteLength(m) : m.length);

/** WebSocket frames in both directions pay the same latency and bandwidth as HTTP under the preset. */
async function throttleWebSockets(context: BrowserContext): Promise<void> {
  await context.routeWebSocket(/\/socket\.io\//u, (ws) => {
    const server = ws.connectToServer();
    const up = oneWay(FAST_3G.uploadThroughput);
    const down = oneWay(FAST_3G.downloadThroughput);
    // Engine.IO's open packet follows the handshake response in the same
    // flight: DevTools already charged the handshake its round trip.
    let opened = false;
    ws.onMessage((m) => up(size(m), () => server.send(m)));
    server.onMessage((m) => {
      if (!opened) {
        opened = true;
        ws.send(m);
        return;
      }
      down(size(m), () => ws.send(m));
    });
    ws.onClose((code, reason) =>
      up(0, () => {
        void server.close({ code, reason });
      }),
    );
    server.onClose((code, reason) =>
      down(0, () => {
        void ws.close({ code, reason });
      }),
    );
  });
}

/** A new phone-like browser context: empty cache, English, a phone-sized screen. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  await context.addInitScript({ content: OBSERVE });
  await throttleWebSockets(context);
  return context;
}

/** A throttled page whose network traffic is counted. */
export async function phonePage(context: BrowserContext): Promise<{ page: Page; traffic: Traffic }> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const scripts = new Map<string, { path: string; bytes: number; encoding: string; fromServiceWorker: boolean }>();
  session.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    scripts.set(e.requestId, {
      path: new URL(e.response.url).pathname,
      bytes: 0,
      encoding: headers['content-encoding'] ?? 'identity',
      fromServiceWorker: e.response.fromServiceWorker === true,
    });
  });
  session.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = s.fromServiceWorker ? 0 : e.encodedDataLength;
  });
  await throttle(session);
  await throttleWorkers(session);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return {
    page,
    traffic: {
      jsBytes: () => [...scripts.values()].reduce((sum, s) => sum + s.bytes, 0),
      scripts: () => [...scripts.values()],
    },
  };
}

export async function marks(page: Page): Promise<Marks> {
  return page.evaluate(() => (window as unknown as { __bench: Marks }).__bench);
}

/** Waits until the board is painted and returns its time from navigation start. */
export async function boardPainted(page: Page): Promise<number> {
  await page.waitForFunction(
    () => {
      const b = (window as unknown as { __bench: Marks }).__bench.board;
      return b !== null && b >= 0;
    },
    null,
    { timeout: 60_000, polling: 100 },
  );
  return (await marks(page)).board as number;
}

/** Opens a room link as a newcomer would and asks to watch (the name is typed at once). */
export async function watchRoom(page: Page, base: string, code: string): Promise<void> {
  await page.goto(`${base}/r/${code}`, { waitUntil: 'commit' });
  const name = page.getByRole('textbox', { name: 'Your name' });
  const board = page.getByRole('region', { name: 'Development cards' });
  await name.or(board).first().waitFor({ timeout: 60_000 });
  // A browser that watched this room before goes straight back to the table.
  if (!(await name.isVisible())) return;
  if ((await name.inputValue()) === '') await name.fill('Bench');
  await page.getByRole('button', { name: 'Just watch' }).click();
}
