import { defineConfig } from 'vitest/config';

/**
 * The engine's long files: the random-game properties (10,000 base games, 500 per module subset and edition),
 * the undo oracle over random games, and the bots' strength (the arena smoke run). Their own project,
 * `engine-long`: in `pnpm test` and CI, not in `pnpm test:quick`.
 */
export const LONG_FILES = [
  'test/properties/**/*.test.ts',
  'test/undo/property.test.ts',
  'test/bots/arena-smoke.test.ts',
];

export default defineConfig({
  test: {
    name: 'engine-long',
    include: LONG_FILES,
    testTimeout: 600_000,
  },
});
