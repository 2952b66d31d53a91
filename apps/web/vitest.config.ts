import { defineConfig } from 'vitest/config';

// Unit tests of the web client run in jsdom, beside the files they test.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
