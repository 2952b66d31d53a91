#!/usr/bin/env node
// The README's test command: unit + scenario + property tests (Vitest), then the
// browser tests (Playwright in Debian's Chromium). Ends with one line
// "N passed, N failed" summed over both runners, read from their JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const reports = `${root}reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const skipE2e = process.env.SKIP_E2E === '1';
const unitStatus = run('pnpm', ['exec', 'vitest', 'run']);
const e2eStatus = skipE2e || !existsSync(`${root}e2e/playwright.config.ts`)
  ? 0
  : run('pnpm', ['test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` });

let passed = 0;
let failed = 0;
let skipped = 0;
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
const vitest = read(`${reports}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} else if (unitStatus !== 0) failed += 1;
const pw = read(`${reports}/playwright.json`);
if (pw) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
} else if (e2eStatus !== 0) failed += 1;
if (failed === 0 && (unitStatus !== 0 || e2eStatus !== 0)) failed = 1;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && unitStatus === 0 && e2eStatus === 0 ? 0 : 1);
