import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In dev the Node server (apps/server) runs on port 3000; vite proxies the
// realtime channel and the HTTP API to it so the client uses one origin.
const SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
