import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const dataDir = mkdtempSync(join(tmpdir(), 'kahroba-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // Two by default: a spec spends most of its time waiting (the server, animations, computer players), not on
  // the CPU, so two share the 2-core CI machine well (docs/BENCHMARKS.md, "CI time"). E2E_WORKERS sets it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../reports/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: 'node ../apps/server/dist/index.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TEST_MODE: '1',
      BOT_DELAY_MS: '20',
      LOG_LEVEL: 'warn',
      // Every player of the whole suite comes from 127.0.0.1: the default of 20 rooms an address an hour (a cap on one
      // host's abuse, tested in apps/server/test) would refuse the suite's later rooms with TOO_MANY_ROOMS.
      MAX_ROOMS_PER_ADDRESS: '1000',
      // A separately built client (vite build --outDir …) may be served instead of apps/web/dist.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
