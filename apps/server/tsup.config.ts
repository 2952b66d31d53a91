import { defineConfig } from 'tsup';

// dist/index.js, and dist/bot-worker.js (src/bots/worker.ts) for the bots'
// worker threads (src/bots/pool.ts, bundled into dist/index.js, loads it next
// to the bundle): the workspace packages (TypeScript
// sources) are bundled in; better-sqlite3 (a native addon) and other npm deps
// stay external.
export default defineConfig({
  entry: { index: 'src/index.ts', 'bot-worker': 'src/bots/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@kahroba\//],
  external: ['better-sqlite3'],
});
