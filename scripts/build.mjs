#!/usr/bin/env node
/**
 * `pnpm build`: builds the web client and the server, then writes the build
 * stamp (build-stamp.mjs). With `--if-stale` (what `pnpm start` runs) it
 * builds only when the stamp does not match the sources.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildState, writeStamp } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const state = buildState(root);
if (process.argv.includes('--if-stale') && state.upToDate) {
  console.log(`build is up to date (${state.reason}); not rebuilding`);
  process.exit(0);
}
if (!state.upToDate) console.log(`building: ${state.reason}`);
const built = spawnSync('pnpm', ['--filter', '@kahroba/web', '--filter', '@kahroba/server', 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
// The hash taken before building: a file edited during the build makes the next start build again.
writeStamp(root, state.hash);
