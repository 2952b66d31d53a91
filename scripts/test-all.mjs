#!/usr/bin/env node
// The README's test command: every Vitest project and the browser tests (Playwright in Debian's Chromium).
// Ends with one line "N passed, N failed" summed over every run, read from their JSON reports, after the names of
// the failed and flaky tests (scripts/test-report.mjs).
//
// Two lanes side by side, so that both cores stay busy while the tests wait on timers, child processes and pages:
// - in front, at normal priority: every Vitest project but `engine-long` (the server's timers and child processes
//   want the CPU first), then the browser tests;
// - behind, from the start, at the lowest CPU priority: `engine-long` (pure computation: random-game properties, bot
//   searches), which takes only what the front lane leaves idle. Its output is printed after the front lane's.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { summarize, summaryLines } from './test-report.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = `${root}reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Runs a command to its end; its output goes to the terminal, or to `logFile` when given. Resolves to its status. */
function run(cmd, args, { env = {}, logFile = null } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (logFile) {
      const out = createWriteStream(logFile);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const vitest = (projects, json) => [
  'exec',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  `--outputFile.json=${json}`,
];
const UNIT = ['engine', 'server', 'server-long', 'web', 'scripts'];
const LONG = ['engine-long'];

const skipE2e = process.env.SKIP_E2E === '1' || !existsSync(`${root}e2e/playwright.config.ts`);
const longLog = `${reports}/engine-long.log`;
const long = run('nice', ['-n', '19', 'pnpm', ...vitest(LONG, `${reports}/vitest-long.json`)], { logFile: longLog });
const unitStatus = await run('pnpm', vitest(UNIT, `${reports}/vitest.json`));
const e2eStatus = skipE2e
  ? 0
  : await run('pnpm', ['test:e2e'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` } });
const longStatus = await long;
if (existsSync(longLog))
  process.stdout.write(`\n--- vitest ${LONG.join(' ')} (behind the other tests)\n${readFileSync(longLog, 'utf8')}`);

const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
const summary = summarize({
  root,
  vitest: [
    { report: read(`${reports}/vitest.json`), status: unitStatus },
    { report: read(`${reports}/vitest-long.json`), status: longStatus },
  ],
  playwright: { report: read(`${reports}/playwright.json`), status: e2eStatus },
});
console.log(summaryLines(summary).join('\n'));
process.exit(summary.ok ? 0 : 1);
