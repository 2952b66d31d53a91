import { defineConfig } from 'vitest/config';

/**
 * The engine's long files: the random-game properties (10,000 base games, 500 per module subset and edition; the
 * fast action check against zod over 30 random games), the undo oracle over random games, and the bots' strength
 * and budgets (the arena smoke run; full-budget searches at 2–4 players, root halving, the rivals' policy). Their
 * own project, `engine-long`: in `pnpm test` and CI, not in `pnpm test:quick` (the last four were four of the five
 * longest files of a quick run: docs/BENCHMARKS.md, "CI time").
 */
export const LONG_FILES = [
  'test/properties/**/*.test.ts',
  'test/undo/property.test.ts',
  'test/bots/arena-smoke.test.ts',
  'test/parseAction.test.ts',
  'test/bots/players.test.ts',
  'test/bots/halving.test.ts',
  'test/bots/rival-policy.test.ts',
];

export default defineConfig({
  test: {
    name: 'engine-long',
    include: LONG_FILES,
    testTimeout: 600_000,
  },
});
