import { configDefaults, defineConfig } from 'vitest/config';
import { LONG_FILES, SERVER_TEST } from './vitest.long.config';

// The server's unit and single-process tests; several processes killed and restarted are `server-long`.
export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...LONG_FILES],
    ...SERVER_TEST,
  },
});
