import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './vitest.sequencer';

// One run covers every package's unit, scenario and property tests. `pnpm test:quick` runs the projects without
// a `-long` suffix (no long properties, no bot strength, no server processes killed and restarted).
export default defineConfig({
  test: {
    projects: [
      'packages/engine/vitest.config.ts',
      'packages/engine/vitest.long.config.ts',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.long.config.ts',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
    // Both cores of the CI machine (Vitest's default on 2 cores is one worker): the long engine files are
    // pure CPU, the server's many wait on timers and child processes, so the two overlap well.
    maxWorkers: 2,
    sequence: { sequencer: LongFirstSequencer },
    reporters: ['default', 'json'],
    // scripts/test-all.mjs names another file for each of its runs (--outputFile.json=…).
    outputFile: { json: 'reports/vitest.json' },
  },
});
