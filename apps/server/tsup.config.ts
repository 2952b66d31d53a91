import { defineConfig } from 'tsup';

// dist/index.js, and dist/bot-worker.js for the bots' worker threads
// (bot-pool.ts loads it next to itself): the workspace packages (TypeScript
// sources) are bundled in; better-sqlite3 (a native addon) and other npm deps
// stay external.
export default defineConfig({
  entry: ['src/index.ts', 'src/bot-worker.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@kahroba\//],
  external: ['better-sqlite3'],
});
