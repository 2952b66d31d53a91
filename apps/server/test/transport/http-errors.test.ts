/**
 * Every HTTP route, given bad input, and the room routes with Redis down,
 * answer in the API's one error shape `{ ok: false, error: { code, message } }`
 * as JSON: never an HTML page, a stack or a server file path, whatever
 * NODE_ENV is (vitest runs with NODE_ENV=test, where Express's own error page
 * would show the stack). With Redis down the answer is the retryable
 * UNAVAILABLE (503), a join over Socket.IO gets it too, and /readyz fails.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterAfterEach, clusterTestsRun, redisServer, until } from '../cluster/helpers';
import { startServer, type TestServer } from '../harness';
import { startRedis } from '../redis';
import { TWO_PEOPLE } from '../rooms';
import { storePlace } from '../stores';

interface Reply {
  status: number;
  type: string;
  text: string;
}

/** A raw request: the path goes out exactly as written (`%ZZ` is not valid percent-encoding). */
function send(url: string, method: string, path: string, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers =
      body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = request(`${url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A room's GET routes (room, record, games, a game's record), for `code` as written. */
const roomPaths = (code: string): string[] => [
  `/api/rooms/${code}`,
  `/api/rooms/${code}/record`,
  `/api/rooms/${code}/games`,
  `/api/rooms/${code}/games/1/record`,
];

/** What a stack or a file name looks like in an answer. */
const LEAK =
  /\bat [\w.<>]+ \(|\bat \/|[\w-]+\.(?:ts|js|mjs|cjs):\d+|\/(?:work|home|usr|tmp|src|node_modules)\/|node:internal/u;

/** The answer is the error shape, with that code, and names no file. */
function expectShape(r: Reply, code: string, where: string): void {
  expect(r.type, where).toMatch(/^application\/json/u);
  expect(r.text, where).not.toMatch(LEAK);
  const body = JSON.parse(r.text) as { ok: unknown; error?: { code?: unknown; message?: unknown } };
  expect(body, where).toEqual({ ok: false, error: { code, message: expect.any(String) as string } });
}

describe('HTTP errors', () => {
  let srv: TestServer;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kahroba-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kahroba</title>');
    srv = await startServer({ env: { WEB_DIST: dist, RECORD_BURST: '1000' } });
  });
  afterAll(() => srv.close());

  type Case = [method: string, path: string, status: number, code: string, body?: string];
  const cases: Case[] = [
    ...roomPaths('%ZZ').map((path): Case => ['GET', path, 400, 'BAD_PAYLOAD']),
    ['GET', '/api/rooms/ABCDEF/games/%ZZ/record', 400, 'BAD_PAYLOAD'],
    ['GET', '/api/rooms/%E0%A4%A', 400, 'BAD_PAYLOAD'],
    ['GET', '/api/rooms/not-a-code', 404, 'UNKNOWN_ROOM'],
    ['GET', `/api/rooms/${'Z'.repeat(300)}/games`, 404, 'UNKNOWN_ROOM'],
    ['GET', '/api/rooms/ABCDEF/games/abc/record', 404, 'UNKNOWN_ROOM'],
    ['POST', '/api/turns', 400, 'BAD_PAYLOAD', '{"rooms":'],
    ['POST', '/api/turns', 400, 'BAD_PAYLOAD', '"just a string"'],
    ['POST', '/api/turns', 413, 'BAD_PAYLOAD', JSON.stringify({ rooms: 'x'.repeat(20_000) })],
    ['GET', '/api/turns?rooms=%ZZ', 404, 'NOT_FOUND'],
    ['PUT', '/api/rooms/ABCDEF', 404, 'NOT_FOUND'],
    ['GET', '/api/%ZZ', 404, 'NOT_FOUND'],
    ['GET', '/%ZZ', 400, 'BAD_PAYLOAD'],
    ['GET', '/r/%ZZ', 400, 'BAD_PAYLOAD'],
    ['GET', '/assets/%ZZ.js', 400, 'BAD_PAYLOAD'],
    ['GET', '/assets/missing-Ab12.js', 404, 'NOT_FOUND'],
    ['POST', '/', 404, 'NOT_FOUND'],
    ['DELETE', '/healthz', 404, 'NOT_FOUND'],
  ];

  it.each(cases)('%s %s → %i %s', async (method, path, status, code, body) => {
    const r = await send(srv.url, method, path, body);
    expect(r.status).toBe(status);
    expectShape(r, code, `${method} ${path}`);
  });

  it('a good request still gets the page or the data', async () => {
    expect((await send(srv.url, 'GET', '/r/ABCDEF')).type).toMatch(/^text\/html/u);
    expect(JSON.parse((await send(srv.url, 'GET', '/healthz')).text)).toEqual({ ok: true });
  });
});

const cluster = clusterAfterEach();

describe.skipIf(!clusterTestsRun)('HTTP and joins with Redis down', () => {
  it('room look-ups answer UNAVAILABLE (503) in the error shape, a join gets UNAVAILABLE, /readyz fails; all well again once Redis is back', async () => {
    const redis = cluster.keep(await startRedis(redisServer ?? ''));
    const place = storePlace('postgres');
    const a = await cluster.node(redis.url, place, {}, 1);
    const b = await cluster.node(redis.url, place, {}, 2);
    const host = await cluster.person(a);
    const { room, token } = await host.must('room:create', { name: 'Ana', seats: TWO_PEOPLE });
    const guest = await cluster.person(b);
    expect((await send(b.url, 'GET', '/readyz')).status).toBe(200);

    await redis.stop();
    // Node b does not hold the room: every look-up needs Redis (its lease).
    for (const path of roomPaths(room.code)) {
      const r = await send(b.url, 'GET', path);
      expect(r.status, path).toBe(503);
      expectShape(r, 'UNAVAILABLE', path);
    }
    const turns = await send(b.url, 'POST', '/api/turns', JSON.stringify({ rooms: [{ code: room.code, token }] }));
    expect(turns.status).toBe(200);
    expect(JSON.parse(turns.text)).toEqual({ ok: true, data: [] });
    const ready = await send(b.url, 'GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toMatchObject({ ok: false, redis: false });
    expect(await guest.request('room:join', { code: room.code, name: 'Bo' })).toMatchObject({
      ok: false,
      error: { code: 'UNAVAILABLE' },
    });

    await redis.restart();
    await until(async () => (await send(b.url, 'GET', '/readyz')).status === 200, 10_000);
    expect((await send(b.url, 'GET', `/api/rooms/${room.code}`)).status).not.toBe(500);
  }, 60_000);
});
