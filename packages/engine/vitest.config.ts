import { configDefaults, defineConfig } from 'vitest/config';
import { LONG_FILES } from './vitest.long.config';

// The engine's unit and rule-scenario tests; the long properties and bot-strength runs are `engine-long`.
export default defineConfig({
  test: {
    name: 'engine',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...LONG_FILES],
    testTimeout: 600_000,
  },
});
