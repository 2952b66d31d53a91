/**
 * What the expert's analysis costs in the browser (docs/BOTS.md "Analysis"): the review of a finished game and one
 * hint, on the built client served by the built server (127.0.0.1), in Chromium (e2e/chromium.ts's flags), on this
 * machine (1×) and as a mid-range phone (4× CPU slowdown, CDP `Emulation.setCPUThrottlingRate`, applied to the page
 * and, through auto-attach, to every worker it starts: the analysis runs in workers). RUNS times each (medians):
 *
 * - review: a finished hot-seat game kept on the device, opened at /replay?hotseat=ID&review=1 in a new context
 *   (nothing stored); from navigation to every move marked (the progress gone), and to the first mark (the graph
 *   fills in as it goes). 2 players base and 4 players with all four modules, greedy players to the end.
 * - hint: a hot-seat game where the person (seat 0) is to move, round 8 or so; from the click on Hint to the
 *   suggestion shown, HINTS hints a run (the first starts the worker); how far the search got (its progress bar,
 *   of HINT_BUDGET's 3,000 iterations) when the 1.5 s deadline ended it.
 *
 * CPU time is the renderer process's (CDP `SystemInfo.getProcessInfo`: the page and its workers), which the machine's
 * other load does not inflate as it does wall time; the load average is written with the figures.
 *
 *   pnpm build && pnpm --filter @kahroba/web bench:analysis     (RUNS=3, RATES=1,4, CASES=all by default)
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { chromium } from '@playwright/test';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../e2e/chromium';
import { greedyGame } from './games';
import { writeSection } from './doc';
import { root, startServer } from './server';

const RUNS = Number(process.env.RUNS ?? 3);
const HINTS = Number(process.env.HINTS ?? 4);
const RATES = (process.env.RATES ?? '1,4').split(',').map(Number);
const CASES = (process.env.CASES ?? 'review2,review4,hint2,hint4').split(',');
const FINISHED_KEY = 'kahroba.hotseat.finished.v1';
const SAVE_KEY = 'kahroba.hotseat.v1';

/** What OBSERVE records (performance.now() times, ms from navigation). */
interface Marks {
  first: number | null;
  done: number | null;
  marks: number;
  asked: number | null;
  /** The hint's first progress: its search has begun (the worker is up, the engine loaded). */
  started: number | null;
  shown: number | null;
  share: number;
}

const marksOf = (p: Page): Promise<Marks> => p.evaluate(() => (window as unknown as { __bench: Marks }).__bench);

interface Measure {
  /** Wall time, ms (from navigation for a review, from the click for a hint). */
  wall: number;
  /** Renderer CPU time over the same span, ms. */
  cpu: number;
  /** A review: the first move marked, ms from navigation. A hint: the search's share of its budget when it ended. */
  extra: number;
  /** A hint: from its search's first progress to the suggestion shown (the part HINT_BUDGET's deadline bounds). */
  search: number;
}

/**
 * Recorded in the page from its first byte, by observers (no polling from outside, which would cost the page time):
 * a review's first mark and its end; a hint's click, its suggestion shown and how far its search got.
 */
const OBSERVE = `(() => {
  const m = { first: null, done: null, marks: 0, asked: null, started: null, shown: null, share: 0 };
  Object.defineProperty(window, '__bench', { value: m });
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('.hint-panel__ask')) {
      m.asked = performance.now(); m.started = null; m.shown = null; m.share = 0;
    }
  }, true);
  new MutationObserver(() => {
    const marks = document.querySelectorAll('.review__marks button');
    if (marks.length > 0) {
      const open = [...marks].filter((b) => !b.disabled).length;
      if (m.first === null && open > 0) m.first = performance.now();
      if (m.done === null && open === marks.length && !document.querySelector('.review__progress')) {
        m.done = performance.now(); m.marks = marks.length;
      }
    }
    const bar = document.querySelector('.hint-panel__progress');
    if (bar) m.share = Math.max(m.share, bar.value);
    if (m.asked !== null && m.started === null && m.share > 0) m.started = performance.now();
    if (m.asked !== null && m.shown === null && document.querySelector('.hint-panel--shown')) m.shown = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})();`;

/**
 * DevTools slows only a page's own thread (\`Emulation.setCPUThrottlingRate\` is refused on a worker, and a worker's
 * loop runs at full speed under it: measured): slowed, the page is given no \`Worker\`, so the review and the
 * hints run on its slowed thread, their own fallback (review/runner.ts, hints/hintRunner.ts).
 */
async function throttle(session: CDPSession, rate: number): Promise<void> {
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The renderer processes' CPU time, ms (the browser's own and the GPU process's are left out). */
async function rendererCpu(browserSession: CDPSession): Promise<number> {
  const info = (await browserSession.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; cpuTime: number }[];
  };
  return info.processInfo.filter((p) => p.type === 'renderer').reduce((n, p) => n + p.cpuTime * 1000, 0);
}

async function page(browser: Browser, url: string, rate: number, storage: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: OBSERVE });
  if (rate > 1) await context.addInitScript({ content: 'delete window.Worker;' });
  const p = await context.newPage();
  await p.goto(`${url}/rules`);
  await p.evaluate((entries) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storage);
  await throttle(await context.newCDPSession(p), rate);
  return p;
}

async function review(browser: Browser, cpu: CDPSession, url: string, rate: number, players: number): Promise<Measure> {
  const game = players === 2 ? REVIEW2 : REVIEW4;
  const id = game.record.config.seed;
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  const p = await page(browser, url, rate, {
    [FINISHED_KEY]: JSON.stringify([{ id, finishedAt: Date.now(), names, record: game.record }]),
  });
  const c0 = await rendererCpu(cpu);
  await p.goto(`${url}/replay?hotseat=${encodeURIComponent(id)}&review=1`);
  await p.waitForFunction(() => (window as unknown as { __bench: Marks }).__bench.done !== null, null, {
    polling: 250,
    timeout: 1_200_000,
  });
  const { done: end, first, marks: n } = await marksOf(p);
  const c1 = await rendererCpu(cpu);
  if (n !== game.record.actions.length) throw new Error(`review: ${n} marks for ${game.record.actions.length} moves`);
  await p.context().close();
  return { wall: end ?? NaN, cpu: c1 - c0, extra: first ?? NaN, search: NaN };
}

async function hints(
  browser: Browser,
  cpu: CDPSession,
  url: string,
  rate: number,
  players: number,
): Promise<Measure[]> {
  const game = players === 2 ? HINT2 : HINT4;
  const seats = Array.from({ length: players }, (_, i) =>
    i === 0 ? { kind: 'human', name: 'Ana' } : { kind: 'bot', bot: 'easy', name: `Bot ${i}` },
  );
  const p = await page(browser, url, rate, { [SAVE_KEY]: JSON.stringify({ record: game.record, seats }) });
  await p.goto(`${url}/hotseat`);
  const ask = p.getByRole('button', { name: /Ask the expert for a hint/ });
  const out: Measure[] = [];
  for (let i = 0; i < HINTS; i++) {
    await ask.waitFor({ timeout: 120_000 });
    const c0 = await rendererCpu(cpu);
    // Clicked in the page: Playwright's click would wait for the page's thread, busy with the hint when slowed.
    await p.evaluate(() => document.querySelector<HTMLButtonElement>('.hint-panel__ask')?.click());
    await p.waitForFunction(() => (window as unknown as { __bench: Marks }).__bench.shown !== null, null, {
      polling: 100,
      timeout: 120_000,
    });
    const c1 = await rendererCpu(cpu);
    const { asked, started, shown, share } = await marksOf(p);
    out.push({
      wall: (shown ?? NaN) - (asked ?? NaN),
      cpu: c1 - c0,
      extra: share,
      search: (shown ?? NaN) - (started ?? NaN),
    });
    await p.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('.hint-panel--shown button')]
        .find((b) => b.textContent === 'Dismiss')
        ?.click(),
    );
  }
  await p.context().close();
  return out;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const sec = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const load = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

const REVIEW2 = greedyGame('bench-review-2', 2, []);
const REVIEW4 = greedyGame('bench-review-4', 4, ['cities', 'tradingPosts', 'strongholds', 'orient']);
const HINT2 = greedyGame('bench-hint-2', 2, [], 30);
const HINT4 = greedyGame('bench-hint-4', 4, ['cities', 'tradingPosts', 'strongholds', 'orient'], 60);

setTimeout(() => {
  console.error('analysis benchmark took too long; stopping');
  process.exit(2);
}, 3_600_000).unref();

const loadAtStart = load();
const { url, child } = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const cpuSession = await browser.newBrowserCDPSession();
const rows: string[] = [];
try {
  for (const rate of RATES) {
    for (const c of CASES) {
      const players = c.endsWith('4') ? 4 : 2;
      const runs: Measure[] = [];
      const firsts: Measure[] = [];
      for (let r = 0; r < RUNS; r++) {
        if (c.startsWith('review')) runs.push(await review(browser, cpuSession, url, rate, players));
        else {
          const [first, ...later] = await hints(browser, cpuSession, url, rate, players);
          if (first) firsts.push(first);
          runs.push(...later);
        }
        const last = runs[runs.length - 1] as Measure;
        console.log(
          `${c} ${rate}×, run ${r + 1}/${RUNS}: ${sec(last.wall)} wall, ${sec(last.cpu)} CPU (${c.startsWith('review') ? `first mark ${sec(last.extra)}` : `first progress to suggestion ${sec(last.search)}, search reached ${(100 * last.extra).toFixed(0)} % of its budget`}), load ${load()}`,
        );
      }
      const m = (xs: Measure[], k: keyof Measure): number => median(xs.map((x) => x[k]));
      if (c.startsWith('review')) {
        const g = players === 2 ? REVIEW2 : REVIEW4;
        rows.push(
          `| review, ${players} players${players === 4 ? ', all four modules' : ', base'} (${g.record.actions.length} moves) | ${rate}× | ${sec(m(runs, 'wall'))} (${runs.map((x) => sec(x.wall)).join(', ')}) | ${sec(m(runs, 'cpu'))} | first mark at ${sec(m(runs, 'extra'))} |`,
        );
      } else {
        rows.push(
          `| hint, ${players} players${players === 4 ? ', all four modules' : ', base'} | ${rate}× | ${sec(m(runs, 'wall'))} (the first: ${sec(m(firsts, 'wall'))}) | ${sec(m(runs, 'cpu'))} | first progress to suggestion ${sec(m(runs, 'search'))}; search reached ${(100 * m(runs, 'extra')).toFixed(0)} % of 3,000 iterations |`,
        );
      }
    }
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
}

let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
} catch {
  /* not a git checkout */
}
const section = [
  '### Review and hints in the browser (apps/web/bench/analysis.bench.ts)',
  '',
  `- Command: \`pnpm build && RUNS=${RUNS} HINTS=${HINTS} RATES=${RATES.join(',')} CASES=${CASES.join(',')} pnpm --filter @kahroba/web bench:analysis\` (part of \`pnpm bench\`)`,
  `- Machine: nproc ${os.cpus().length}, ${os.cpus()[0]?.model ?? 'unknown'}, Node ${process.version}, Chromium ${browser.version()}; load average at start ${loadAtStart}, at end ${load()}`,
  `- Commit: ${commit}; date: ${new Date().toISOString().slice(0, 10)}`,
  '',
  '| what | CPU slowdown | wall, median (runs) | renderer CPU, median | |',
  '|---|---|---:|---:|---|',
  ...rows,
].join('\n');
console.log(section);
if (process.env.BENCH_NO_WRITE !== '1') writeSection('analysis-bench', section);
process.exit(0);
