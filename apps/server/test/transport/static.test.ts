/**
 * The built client over HTTP: the precompressed file chosen by
 * Accept-Encoding, the right Content-Type and Vary, and the cache policy
 * (hashed assets immutable; index.html, the SPA fallback, the service worker
 * and the manifest revalidated).
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE, SHORT } from '../../src/transport/static';
import { startServer, type TestServer } from '../harness';

const INDEX = '<!doctype html><title>Kahroba</title><div id="root"></div>';
const SCRIPT = `export const board = ${JSON.stringify('x'.repeat(4000))};`;

/** A dist folder as vite builds it: originals with .br and .gz beside them. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kahroba-dist-'));
  mkdirSync(join(dist, 'assets'));
  const put = (file: string, text: string, compressed = true): void => {
    writeFileSync(join(dist, file), text);
    if (!compressed) return;
    // The compressed files say which they are, so a test can see which one was sent.
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(`${text}/*br*/`));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(`${text}/*gz*/`));
  };
  put('index.html', INDEX);
  put('assets/index-Ab12Cd34.js', SCRIPT);
  put('assets/index-Ef56Gh78.css', 'body{margin:0}', false);
  put('sw.js', 'self.addEventListener("fetch",()=>{});');
  put('manifest.webmanifest', '{"name":"Kahroba Online"}');
  put('workbox-2fbc6a65.js', 'self.workbox=1;', false);
  writeFileSync(join(dist, 'pwa-192x192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dist;
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, path: string, acceptEncoding?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('static client', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({ env: { WEB_DIST: fakeDist() } });
  });
  afterAll(() => srv.close());

  it('sends brotli when the browser accepts it, with the script type and Vary', async () => {
    const r = await get(srv.url, '/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/iu);
    expect(r.headers.vary).toMatch(/Accept-Encoding/u);
    expect(brotliDecompressSync(r.body).toString()).toBe(`${SCRIPT}/*br*/`);
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await get(srv.url, '/assets/index-Ab12Cd34.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${SCRIPT}/*gz*/`);
    expect(gz.headers.vary).toMatch(/Accept-Encoding/u);
    const plain = await get(srv.url, '/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['content-type']).toMatch(/javascript/u);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/u);
  });

  it('keeps hashed files a year, and a file with no compressed copy is sent plain', async () => {
    const css = await get(srv.url, '/assets/index-Ef56Gh78.css', 'br, gzip');
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toMatch(/^text\/css/u);
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
    const workbox = await get(srv.url, '/workbox-2fbc6a65.js', 'br');
    expect(workbox.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html, the SPA fallback, the service worker and the manifest', async () => {
    for (const path of ['/', '/index.html', '/r/ABCD', '/hotseat']) {
      const r = await get(srv.url, path, 'br');
      expect(r.status, path).toBe(200);
      expect(r.headers['content-type'], path).toMatch(/^text\/html; charset=utf-8$/iu);
      expect(r.headers['content-encoding'], path).toBe('br');
      expect(r.headers['cache-control'], path).toBe(REVALIDATE);
      expect(brotliDecompressSync(r.body).toString(), path).toBe(`${INDEX}/*br*/`);
    }
    const sw = await get(srv.url, '/sw.js', 'gzip');
    expect(sw.headers['cache-control']).toBe(REVALIDATE);
    expect(sw.headers['content-type']).toMatch(/javascript/u);
    const manifest = await get(srv.url, '/manifest.webmanifest', 'br');
    expect(manifest.headers['cache-control']).toBe(REVALIDATE);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/u);
    expect(manifest.headers['content-encoding']).toBe('br');
  });

  it('answers a missing hashed file with 404, and keeps the API out of the fallback', async () => {
    const missing = await get(srv.url, '/assets/index-00000000.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/u); // the API's error shape, not the app's HTML
    const api = await get(srv.url, '/api/nothing', 'br');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/u);
    const icon = await get(srv.url, '/pwa-192x192.png', 'br');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe(SHORT);
  });
});

describe('cacheControlFor', () => {
  it('by path inside dist', () => {
    expect(cacheControlFor('assets/index-Ab12Cd34.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('workbox-2fbc6a65.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('index.html.gz')).toBe(REVALIDATE);
    expect(cacheControlFor('sw.js')).toBe(REVALIDATE);
    expect(cacheControlFor('manifest.webmanifest')).toBe(REVALIDATE);
    expect(cacheControlFor('favicon.svg')).toBe(SHORT);
  });
});
