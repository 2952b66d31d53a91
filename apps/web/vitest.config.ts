import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './vite.config';

// Unit tests of the web client run in jsdom, beside the files they test,
// through the same preact/compat aliases as the built client.
export default defineConfig({
  resolve: {
    alias: [
      // Its ES module build, whose imports of react-dom go through the aliases (the CommonJS one would require React itself).
      { find: /^@testing-library\/react$/u, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      ...PREACT_ALIASES,
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A guard against a hang, not a budget: with two workers beside the server tests' child processes on a 2-core
    // machine, a render that takes 1 s alone can take several (Vitest's default is 5 s).
    testTimeout: 20_000,
    // Libraries that import React are bundled by Vite, so the aliases reach them.
    server: { deps: { inline: [/@testing-library/u, /react-i18next/u, /zustand/u, /use-sync-external-store/u] } },
  },
});
