import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

// In dev the Node server (apps/server) runs on port 3000; vite proxies the
// realtime channel and the HTTP API to it so the client uses one origin.
const SERVER = 'http://localhost:3000';

/** Paths the service worker must never answer from its cache: the live server's. */
export const NETWORK_ONLY = [/^\/socket\.io\//u, /^\/api\//u, /^\/healthz$/u, /^\/readyz$/u];

export default defineConfig({
  plugins: [
    react(),
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
  },
});
