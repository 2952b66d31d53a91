/**
 * The built web client, precompressed. Vite writes `.br` and `.gz` files
 * beside each text asset at build time (vite-plugin-compression2);
 * express-static-gzip picks one by `Accept-Encoding` (brotli first), sets
 * `Content-Encoding`, the original file's `Content-Type` and
 * `Vary: Accept-Encoding`, so nothing is compressed per request.
 *
 * Caching: content-hashed files (`/assets/*`, Workbox's `workbox-<hash>.js`)
 * never change, so a browser keeps them a year without asking;
 * `index.html` (also as the SPA fallback), the service worker and the web
 * manifest are revalidated on every use (`no-cache`), so a new build is
 * picked up at once; other public files (icons) for an hour.
 */
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Express, Request, Response, NextFunction } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { sendError } from './http-errors';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const SHORT = 'public, max-age=3600';

const REVALIDATED = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

/** The Cache-Control of a file of the built client, by its path relative to the dist folder. */
export function cacheControlFor(relative: string): string {
  const file = relative
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/u, '');
  if (file.startsWith('assets/') || /^workbox-[\w-]+\.js$/u.test(file)) return IMMUTABLE;
  if (REVALIDATED.has(file)) return REVALIDATE;
  return SHORT;
}

/** Serves `dist` with the SPA fallback (`/r/:code` and other client routes → index.html). */
export function serveClient(app: Express, dist: string): void {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  const serve = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (res: ServerResponse, file: string) => {
        res.setHeader('Cache-Control', cacheControlFor(path.relative(dist, file)));
      },
    },
  }) as (req: Request, res: Response, next: NextFunction) => void;

  // A path that is not valid percent-encoding: refused in the API's error shape (express-static-gzip would answer in plain text).
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      sendError(res, 'BAD_PAYLOAD');
      return;
    }
    next();
  });
  app.use(serve);
  // A missing hashed file is a 404, not the app's HTML under a script's name.
  app.use('/assets', (_req, res) => {
    sendError(res, 'NOT_FOUND', 'Not found.');
  });
  // SPA fallback: any other GET that is not a file is a client route.
  app.get(/^\/(?!socket\.io\/).*/u, (req, res, next) => {
    req.url = '/index.html';
    serve(req, res, next);
  });
}
