import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

// In dev the Node server (apps/server) runs on port 3000; vite proxies the
// realtime channel and the HTTP API to it so the client uses one origin.
const SERVER = 'http://localhost:3000';

/**
 * React's entry points, answered by preact/compat (see `resolve` below).
 * Absolute files, so a library that imports React from its own folder (the
 * pnpm layout has no preact there) reaches the same single copy.
 */
const preactRoot = path.dirname(
  createRequire(import.meta.url).resolve('preact/package.json', { paths: [import.meta.dirname] }),
);
const preactExports = (
  JSON.parse(fs.readFileSync(path.join(preactRoot, 'package.json'), 'utf8')) as {
    exports: Record<string, Record<string, string>>;
  }
).exports;
/** The ES module file of one of preact's entry points (its `import` or `default` export). */
const preact = (entry: string): string => {
  const target = preactExports[`./${entry}`];
  const file = target?.import ?? target?.default;
  if (!file) throw new Error(`preact has no ES module entry ${entry}`);
  return path.join(preactRoot, file);
};
export const PREACT_ALIASES = [
  // react-i18next's shim of useSyncExternalStore (a CommonJS file that requires React): compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/u, replacement: preact('compat') },
  { find: /^react-dom\/client$/u, replacement: preact('compat/client') },
  { find: /^react-dom\/test-utils$/u, replacement: preact('test-utils') },
  { find: /^react-dom$/u, replacement: preact('compat') },
  { find: /^react\/jsx-runtime$/u, replacement: preact('jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/u, replacement: preact('jsx-dev-runtime') },
  { find: /^react$/u, replacement: preact('compat') },
];

/** Paths the service worker must never answer from its cache: the live server's. */
export const NETWORK_ONLY = [/^\/socket\.io\//u, /^\/api\//u, /^\/healthz$/u, /^\/readyz$/u];

/**
 * Loads the `early` entry (src/early.ts: on a room link, open the socket)
 * from index.html as an async module script beside the app's own, with its
 * chunks preloaded, so it runs as soon as it arrives instead of after the
 * main bundle. Build only: in `vite dev` the app opens the socket itself.
 */
function earlyEntry(): Plugin {
  return {
    name: 'kahroba-early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {});
        const early = chunks.find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early');
        if (!early || early.type !== 'chunk') throw new Error('the early entry is missing from the bundle');
        // Every chunk it imports, however deep, so none waits for the one before it.
        const files = new Set<string>();
        const visit = (file: string): void => {
          const chunk = ctx.bundle?.[file];
          if (files.has(file) || chunk?.type !== 'chunk') return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        early.imports.forEach(visit);
        const tags: HtmlTagDescriptor[] = [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head-prepend',
        }));
        tags.unshift({
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` },
          injectTo: 'head-prepend',
        });
        return tags;
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    earlyEntry(),
    // Installable, offline after the first visit: Workbox precaches the built
    // client (the bot worker and the Persian font included, so hot-seat with
    // computer players needs no network at all).
    VitePWA({
      injectRegister: false, // registered in src/main.tsx, after the first paint
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        name: 'Kahroba Online',
        short_name: 'Kahroba',
        description: 'Splendor (Kahroba) with the Cities of Splendor modules, online or on one device.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f6f1e7',
        theme_color: '#b86e12',
      },
      // PNG icons (64, 192, 512, maskable 512, apple-touch 180) made from
      // public/favicon.svg at build time by @vite-pwa/assets-generator.
      pwaAssets: { image: 'public/favicon.svg', preset: 'minimal-2023', overrideManifestIcons: true },
      workbox: {
        // (the manifest is added by the plugin itself)
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NETWORK_ONLY,
        cleanupOutdatedCaches: true,
        // The first visit's page is taken over at once, so it works offline without a reload.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // Brotli and gzip files beside every text asset, made once at build time;
    // the server picks one by Accept-Encoding (apps/server/src/static.ts).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|svg|json|webmanifest)$/u,
      threshold: 1024,
    }),
  ],
  // Preact's React-compatible layer instead of react-dom (≈45 KB of brotli
  // JavaScript less on every first visit; the table's phone budget depends on
  // it). The unit tests (vitest.config.ts) render through the same alias.
  resolve: { alias: PREACT_ALIASES },
  server: {
    port: 5173,
    proxy: {
      '/socket.io': { target: SERVER, ws: true, changeOrigin: true },
      '/api': { target: SERVER, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: { index: 'index.html', early: 'src/early.ts' },
    },
  },
});
