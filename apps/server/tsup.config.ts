import { defineConfig } from 'tsup';

// One file, dist/index.js: the workspace packages (TypeScript sources) are
// bundled in; better-sqlite3 (a native addon) and other npm deps stay external.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@kahroba\//],
  external: ['better-sqlite3'],
});
