import { defineConfig } from 'vite';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

// In dev the Node server (apps/server) runs on port 3000; vite proxies the
// realtime channel and the HTTP API to it so the client uses one origin.
const SERVER = 'http://localhost:3000';

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
          tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head-prepend',
        }));
        tags.unshift({ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` }, injectTo: 'head-prepend' });
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
