/**
 * Load benchmark of the built client on a phone profile (bench/phone.ts:
 * DevTools "Fast 3G", 4× CPU slowdown, empty cache). Starts the built server
 * (apps/server/dist) on 127.0.0.1, creates a room with a game in progress
 * over Socket.IO, and measures in Chromium, RUNS times each (medians):
 *
 * - home, first visit: JavaScript bytes over the wire, largest contentful paint;
 * - table, first visit (a friend opens the room link and watches): JavaScript
 *   bytes, time from navigation to the board painted;
 * - table, second visit (the same browser later, the service worker in
 *   place): time to the board painted.
 *
 * The results go into docs/BENCHMARKS.md between the web-bench markers.
 *
 *   pnpm build && pnpm --filter @kahroba/web bench      (RUNS=5 by default)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { io } from 'socket.io-client';
import type { Ack, JoinedData } from '@kahroba/protocol';
import { CPU_SLOWDOWN, FAST_3G, boardPainted, marks, phoneContext, phonePage, watchRoom } from './phone';
import { root, startServer } from './server';

const RUNS = Number(process.env.RUNS ?? 5);
const docFile = path.join(root, 'docs/BENCHMARKS.md');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The budgets of a visit: bytes of JavaScript (home page, table) and
 * milliseconds (home LCP, the board shown the first time and again).
 */
const BUDGET = { homeJs: 130_000, tableJs: 190_000, homeLcp: 2500, boardFirst: 4000, boardSecond: 1500 };

interface Run {
  homeJs: number;
  homeLcp: number;
  tableJs: number;
  boardFirst: number;
  boardSecond: number;
  secondJs: number;
  precacheJs: number;
}

/** A room whose game is under way (a host and a computer player); the host stays connected. */
async function roomInPlay(url: string): Promise<{ code: string; close: () => void }> {
  const s = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    s.once('connect', resolve);
    s.once('connect_error', reject);
  });
  const ask = async <T>(name: string, payload: unknown): Promise<T> => {
    const a = await (
      s.timeout(10_000) as unknown as { emitWithAck(n: string, p: unknown): Promise<Ack<T>> }
    ).emitWithAck(name, payload);
    if (!a.ok) throw new Error(`${name}: ${a.error.code}`);
    return a.data;
  };
  const joined = await ask<JoinedData>('room:create', {
    name: 'Host',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
  });
  await ask('room:start', {});
  return { code: joined.room.code, close: () => s.close() };
}

async function once(browser: Browser, url: string, n: number): Promise<Run> {
  // Home, first visit.
  const homeCtx = await phoneContext(browser);
  const home = await phonePage(homeCtx);
  await home.page.goto(url, { waitUntil: 'load' });
  await home.page.getByRole('button', { name: 'Create room' }).waitFor();
  await home.page.waitForLoadState('networkidle');
  const homeLcp = (await marks(home.page)).lcp ?? NaN;
  const homeJs = home.traffic.jsBytes();
  await homeCtx.close();

  // Table: a friend opens the room link on a fresh phone and watches.
  const room = await roomInPlay(url);
  const ctx = await phoneContext(browser);
  const first = await phonePage(ctx);
  await watchRoom(first.page, url, room.code);
  const boardFirst = await boardPainted(first.page);
  await first.page.waitForLoadState('networkidle');
  const tableJs = first.traffic.jsBytes();
  if (n === 0)
    console.log(
      '  table scripts:',
      first.traffic
        .scripts()
        .map((s) => `${s.path} ${s.bytes} B ${s.encoding}`)
        .join(', '),
    );
  // The service worker has precached the client (over the same throttled link) before the friend comes back.
  await first.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 });
  const precacheJs = await first.page.evaluate(async () => {
    let total = 0;
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const req of await cache.keys()) if (new URL(req.url).pathname.endsWith('.js')) total += 1;
    }
    return total;
  });
  await first.page.close();

  // The same phone later: a second visit.
  const second = await phonePage(ctx);
  await watchRoom(second.page, url, room.code);
  const boardSecond = await boardPainted(second.page);
  const secondJs = second.traffic.jsBytes();
  await ctx.close();
  room.close();
  const run = { homeJs, homeLcp, tableJs, boardFirst, boardSecond, secondJs, precacheJs };
  console.log(
    `run ${n + 1}/${RUNS}: home ${kb(homeJs)} JS, LCP ${ms(homeLcp)}; table ${kb(tableJs)} JS, board ${ms(boardFirst)}; ` +
      `second visit board ${ms(boardSecond)} (${kb(secondJs)} JS over the network; ${precacheJs} scripts precached)`,
  );
  return run;
}

const kb = (b: number): string => `${(b / 1000).toFixed(1)} KB`;
const ms = (t: number): string => `${(t / 1000).toFixed(2)} s`;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

function writeDoc(runs: Run[]): void {
  const m = (k: keyof Run): number => median(runs.map((r) => r[k]));
  const verdict = (value: number, budget: number): string => (value <= budget ? 'met' : '**missed**');
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    /* not a git checkout */
  }
  const row = (what: string, value: string, budget: string, ok: string): string =>
    `| ${what} | ${value} | ${budget} | ${ok} |`;
  const section = [
    '<!-- web-bench:start -->',
    '## Web client on a phone (apps/web/bench/load.bench.ts)',
    '',
    'The built client served by the built server (127.0.0.1), loaded in Chromium through Playwright with DevTools\' "Fast 3G" preset ' +
      `(${FAST_3G.latency} ms latency, ${FAST_3G.downloadThroughput / 1000} KB/s down, ${FAST_3G.uploadThroughput / 1000} KB/s up; applied by CDP \`Network.emulateNetworkConditions\` to the page and to its service worker, and by a relay in the page to every WebSocket frame, since DevTools throttles only a WebSocket's handshake) ` +
      `and a ${CPU_SLOWDOWN}× CPU slowdown (\`Emulation.setCPUThrottlingRate\`), a new browser context (empty cache) per first visit. ` +
      'JavaScript bytes are what crossed the network (headers and brotli bodies, CDP `encodedDataLength`). ' +
      'The table is a room link opened by a friend who watches a game in progress (name typed, "Just watch" pressed at once); ' +
      '"board" is the frame after the development cards first appear, from navigation start. ' +
      'The second visit is the same browser after the service worker has installed. ' +
      `Median of ${runs.length} runs.`,
    '',
    `- Command: \`pnpm build && RUNS=${runs.length} pnpm --filter @kahroba/web bench\` (part of \`pnpm bench\`)`,
    `- Machine: nproc ${os.cpus().length}, ${os.cpus()[0]?.model ?? 'unknown'}, Node ${process.version}, Chromium ${browserVersion}, ${os.platform()} ${os.release()}; load average at start ${loadAtStart}, at end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
    `- Commit: ${commit}; date: ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| measure | median | budget | |',
    '|---|---:|---:|---|',
    row(
      'home, JavaScript transferred (first visit)',
      kb(m('homeJs')),
      kb(BUDGET.homeJs),
      verdict(m('homeJs'), BUDGET.homeJs),
    ),
    row(
      'home, largest contentful paint (first visit)',
      ms(m('homeLcp')),
      ms(BUDGET.homeLcp),
      verdict(m('homeLcp'), BUDGET.homeLcp),
    ),
    row(
      'table, JavaScript transferred (first visit)',
      kb(m('tableJs')),
      kb(BUDGET.tableJs),
      verdict(m('tableJs'), BUDGET.tableJs),
    ),
    row(
      'table, board visible (first visit)',
      ms(m('boardFirst')),
      ms(BUDGET.boardFirst),
      verdict(m('boardFirst'), BUDGET.boardFirst),
    ),
    row(
      'table, board visible (second visit)',
      ms(m('boardSecond')),
      ms(BUDGET.boardSecond),
      verdict(m('boardSecond'), BUDGET.boardSecond),
    ),
    row('table, JavaScript over the network (second visit)', kb(m('secondJs')), '', ''),
    '',
    'Runs:',
    '',
    ...runs.map(
      (r, i) =>
        `- ${i + 1}: home ${kb(r.homeJs)}, LCP ${ms(r.homeLcp)}; table ${kb(r.tableJs)}, board ${ms(r.boardFirst)}; second visit board ${ms(r.boardSecond)}`,
    ),
    '<!-- web-bench:end -->',
  ].join('\n');
  const old = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Benchmarks\n';
  const re = /<!-- web-bench:start -->[\s\S]*?<!-- web-bench:end -->/u;
  const next = re.test(old) ? old.replace(re, () => section) : `${old.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(docFile, next);
  console.log(`written to ${docFile}`);
}

let browserVersion = '';
/** The shared machine's load when the runs started (the figures move with it). */
const loadAtStart = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ');
setTimeout(() => {
  console.error('web benchmark took too long; stopping');
  process.exit(2);
}, RUNS * 240_000).unref();

const { url, child } = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
browserVersion = browser.version();
const runs: Run[] = [];
try {
  for (let n = 0; n < RUNS; n++) runs.push(await once(browser, url, n));
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
if (process.env.BENCH_NO_WRITE !== '1') writeDoc(runs);
process.exit(0);
