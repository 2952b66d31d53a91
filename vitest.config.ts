import { defineConfig } from 'vitest/config';

// One run covers every package's unit, scenario and property tests.
export default defineConfig({
  test: {
    projects: [
      'packages/engine', 'apps/server', 'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
