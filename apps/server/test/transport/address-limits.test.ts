/**
 * Limits per address, tried as an abuser would: rooms counted in the database
 * over a window (leaving and coming back does not reset them), made-up
 * X-Forwarded-For values, many connections, room-code enumeration, record
 * downloads, other sites' pages, and abandoned waiting rooms.
 */
import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { CODE_ALPHABET } from '@kahroba/protocol';
import { client, closedAfterEach, fakeClock } from '../harness';
import { localOrigins, originAllowed } from '../../src/origin';
import { TWO_PEOPLE, connectError, createRoomsAtOnce } from '../rooms';
import { ENGINES, storePlace } from '../stores';

const ctx = closedAfterEach();
const TWO = { seats: TWO_PEOPLE };

async function createAndLeave(
  url: string,
  headers?: Record<string, string>,
): Promise<{ ok: boolean; code?: string; error?: string }> {
  const c = await client(url, ['websocket'], headers);
  const a = await c.request('room:create', { name: 'R', ...TWO });
  c.close();
  return a.ok ? { ok: true, code: a.data.room.code } : { ok: false, error: a.error.code };
}

describe.each(ENGINES)('rooms per address on %s', (engine) => {
  test('counted in the database over a window: connect, create, disconnect, repeat is capped, also after a restart', async () => {
    const clock = fakeClock();
    const store = await storePlace(engine).open({ now: () => clock.now() });
    const env = { MAX_ROOMS_PER_ADDRESS: '5', ROOM_CREATE_WINDOW_MS: '3600000' };
    const srv = await ctx.server({ env, clock, store });
    const answers = [];
    for (let k = 0; k < 8; k++) answers.push(await createAndLeave(srv.url));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    expect(answers.slice(5).every((a) => a.error === 'TOO_MANY_ROOMS')).toBe(true);

    // Still counted by a new server on the same database.
    ctx.forget(srv);
    srv.server.http.close();
    const again = await ctx.server({ env, clock, store: { ...store, close: () => Promise.resolve() } });
    expect(await createAndLeave(again.url)).toEqual({ ok: false, error: 'TOO_MANY_ROOMS' });
    // Once the window has passed, the address may open rooms again.
    clock.skip(3_600_001);
    expect((await createAndLeave(again.url)).ok).toBe(true);
  });

  test('parallel creations from one address: exactly the cap succeed, the rest get TOO_MANY_ROOMS and leave nothing behind', async () => {
    const store = await storePlace(engine).open();
    const srv = await ctx.server({
      env: { MAX_ROOMS_PER_ADDRESS: '5', RATE_BURST: '1000', RATE_PER_SECOND: '1000' },
      store,
    });
    const sockets = await Promise.all(Array.from({ length: 10 }, () => ctx.person(srv)));
    const answers = await createRoomsAtOnce(sockets, 3);
    const made = answers.flatMap((a) => (a.ok ? [a.data.room.code] : []));
    expect(made).toHaveLength(5);
    expect(answers.filter((a) => !a.ok && a.error.code === 'TOO_MANY_ROOMS')).toHaveLength(25);
    expect(await store.roomsCreatedSince('127.0.0.1', 0)).toBe(5);
    for (const code of made) expect(await store.roomExists(code)).toBe(true);
  });

  test('abandoned waiting rooms are deleted after LOBBY_EXPIRE_MS; rooms with a game or people stay', async () => {
    const clock = fakeClock();
    const store = await storePlace(engine).open({ now: () => clock.now() });
    const srv = await ctx.server({ env: { LOBBY_EXPIRE_MS: '86400000', ROOM_IDLE_MS: '600000' }, clock, store });
    const abandoned = await createAndLeave(srv.url);
    const host = await ctx.person(srv);
    const { room: kept } = await host.must('room:create', { name: 'H', ...TWO });
    const player = await client(srv.url);
    const { room: played } = await player.must('room:create', {
      name: 'P',
      seats: [{ kind: 'human' }, { kind: 'bot' }],
    });
    await player.must('room:start', {});
    player.close();

    clock.advance(86_400_000 + 600_000);
    await srv.server.rooms.sweeping();
    expect(await store.roomExists(abandoned.code ?? '')).toBe(false);
    expect(await store.roomExists(kept.code)).toBe(true); // its host is still connected
    expect(await store.roomExists(played.code)).toBe(true); // it had a game
    const late = await ctx.person(srv);
    expect(await late.request('room:join', { code: abandoned.code ?? '', name: 'L' })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_ROOM' },
    });
  });
});

describe('proxies', () => {
  test('by default X-Forwarded-For is ignored: made-up addresses do not get around the cap', async () => {
    const srv = await ctx.server({ env: { MAX_ROOMS_PER_ADDRESS: '3' } });
    const answers = [];
    for (let k = 0; k < 6; k++) answers.push(await createAndLeave(srv.url, { 'X-Forwarded-For': `203.0.113.${k}` }));
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    const first = answers[0]?.code ?? '';
    expect((await srv.store.loadRoom(first))?.address).toBe('127.0.0.1');
  });

  test("with TRUST_PROXY the forwarded address counts, and a junk header falls back to the proxy's address", async () => {
    const srv = await ctx.server({ env: { MAX_ROOMS_PER_ADDRESS: '2', TRUST_PROXY: 'loopback' } });
    const a = await createAndLeave(srv.url, { 'X-Forwarded-For': '198.51.100.7' });
    expect((await srv.store.loadRoom(a.code ?? ''))?.address).toBe('198.51.100.7');
    expect((await createAndLeave(srv.url, { 'X-Forwarded-For': '198.51.100.8' })).ok).toBe(true);
    const junk = await createAndLeave(srv.url, { 'X-Forwarded-For': 'x'.repeat(4018) });
    expect(junk.ok).toBe(true);
    expect((await srv.store.loadRoom(junk.code ?? ''))?.address).toBe('127.0.0.1');
    // An IPv6 zone id of any length is a valid address to Node: still not stored.
    const zoned = await createAndLeave(srv.url, { 'X-Forwarded-For': `fe80::1%${'a'.repeat(4000)}` });
    expect((await srv.store.loadRoom(zoned.code ?? ''))?.address).toBe('127.0.0.1');
    // A hop count: the nearest hop (loopback) is the proxy, the entry before it the client.
    const hops = await ctx.server({ env: { TRUST_PROXY: '1' } });
    const b = await createAndLeave(hops.url, { 'X-Forwarded-For': '192.0.2.1, 198.51.100.9' });
    expect((await hops.store.loadRoom(b.code ?? ''))?.address).toBe('198.51.100.9');
  });

  test('bad TRUST_PROXY or ALLOWED_ORIGINS values stop the start with the variable named', async () => {
    await expect(ctx.server({ env: { TRUST_PROXY: 'not-an-address' } })).rejects.toThrow('TRUST_PROXY');
    await expect(ctx.server({ env: { ALLOWED_ORIGINS: 'ftp://x.example' } })).rejects.toThrow('ALLOWED_ORIGINS');
  });
});

describe('limits per address', () => {
  test('open connections per address are capped; a closed one frees its place', async () => {
    const srv = await ctx.server({ env: { MAX_CONNECTIONS_PER_ADDRESS: '3' } });
    const open = [await ctx.person(srv), await ctx.person(srv), await ctx.person(srv)];
    expect(await connectError(srv.url)).toBe('TOO_MANY_CONNECTIONS');
    open[0]?.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(await connectError(srv.url)).toBeNull();
  });

  test('joins are limited per address across all its connections (no fast code enumeration)', async () => {
    const srv = await ctx.server({
      env: { JOIN_BURST: '10', JOIN_PER_MINUTE: '6', RATE_BURST: '1000', RATE_PER_SECOND: '1000' },
    });
    const sockets = await Promise.all(Array.from({ length: 10 }, () => ctx.person(srv)));
    const answers = await Promise.all(
      sockets.flatMap((s, i) =>
        Array.from({ length: 10 }, (_, k) =>
          s.request('room:join', { code: `ABCD${CODE_ALPHABET[i] ?? '2'}${CODE_ALPHABET[k] ?? '2'}`, name: 'E' }),
        ),
      ),
    );
    const limited = answers.filter((a) => !a.ok && a.error.code === 'RATE_LIMITED').length;
    expect(answers.filter((a) => !a.ok && a.error.code === 'UNKNOWN_ROOM').length).toBe(answers.length - limited);
    expect(answers.length - limited).toBeLessThanOrEqual(11);
    expect(limited).toBeGreaterThanOrEqual(89);
  });

  test('with a token, an unknown room and a wrong token get the same answer', async () => {
    const srv = await ctx.server();
    const host = await ctx.person(srv);
    const { room } = await host.must('room:create', { name: 'H', ...TWO });
    const other = await ctx.person(srv);
    const wrongToken = await other.request('room:join', { code: room.code, token: 'A'.repeat(32) });
    const unknownRoom = await other.request('room:join', {
      code: room.code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ',
      token: 'A'.repeat(32),
    });
    expect(wrongToken.ok).toBe(false);
    expect(unknownRoom).toEqual(wrongToken);
  });

  test('record downloads are limited per address', async () => {
    const srv = await ctx.server({ env: { RECORD_BURST: '3', RECORD_PER_MINUTE: '1' } });
    const statuses = [];
    for (let k = 0; k < 5; k++) statuses.push((await fetch(`${srv.url}/api/rooms/ZZZZZZ/record`)).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});

/** The Engine.IO handshake over long-polling with these headers, on loopback: its HTTP status (200 let in, 403 refused). */
function handshakeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/socket.io/?EIO=4&transport=polling`, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('origin', () => {
  test('DNS rebinding: a page of another site re-pointed at this server is refused, though its Host header names the same site', async () => {
    const srv = await ctx.server({ env: { PUBLIC_ORIGIN: 'https://play.example.org' } });
    const port = new URL(srv.url).port;
    const evil = `evil.example:${port}`;
    expect(await handshakeStatus(srv.url, { Origin: `http://${evil}`, Host: evil })).toBe(403);
    expect(await handshakeStatus(srv.url, { Origin: `http://${evil}` })).toBe(403);
    // The names this server is reached at (it listens on 127.0.0.1 here), whatever the Host header says.
    for (const name of ['127.0.0.1', 'localhost', '[::1]']) {
      expect(await handshakeStatus(srv.url, { Origin: `http://${name}:${port}`, Host: `${name}:${port}` }), name).toBe(
        200,
      );
    }
    expect(await handshakeStatus(srv.url, { Origin: `http://127.0.0.1:${Number(port) + 1}` })).toBe(403);
    expect(await handshakeStatus(srv.url, { Origin: 'https://play.example.org', Host: 'play.example.org' })).toBe(200);
  });

  test("on a wildcard HOST, a phone on the LAN opening one of the machine's addresses is let in; other hosts and ports are not", () => {
    const local = localOrigins(3000, '0.0.0.0', ['192.168.1.23', '10.0.0.5'], 'Kitchen-PC');
    const policy = { publicOrigin: () => 'http://192.168.1.23:3000', allowed: [], local: () => local };
    for (const ok of [
      'http://192.168.1.23:3000',
      'http://10.0.0.5:3000',
      'http://localhost:3000',
      'http://kitchen-pc.local:3000',
      'http://KITCHEN-PC:3000',
    ]) {
      expect(originAllowed(ok, policy), ok).toBe(true);
    }
    for (const no of [
      'http://192.168.1.24:3000',
      'http://192.168.1.23:3001',
      'https://10.0.0.5:3000',
      'http://attacker.example:3000',
      'null',
      'file://x',
    ]) {
      expect(originAllowed(no, policy), no).toBe(false);
    }
    // Listening on one address: only that one (and loopback names for a loopback address).
    expect(localOrigins(3000, '192.168.1.23', ['10.0.0.5'], 'pc')).toEqual(['http://192.168.1.23:3000']);
    expect(localOrigins(3000, '::1', [], 'pc')).toEqual([
      'http://[::1]:3000',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
  });

  test("a page on another site cannot connect; the app's own origins can", async () => {
    const srv = await ctx.server({
      env: { PUBLIC_ORIGIN: 'https://play.example.org', ALLOWED_ORIGINS: 'http://localhost:5173' },
    });
    const host = new URL(srv.url).host;
    for (const transports of [['websocket'], ['polling']] as const) {
      expect(await connectError(srv.url, { Origin: 'https://evil.example' }, [...transports])).not.toBeNull();
      expect(await connectError(srv.url, { Origin: 'null' }, [...transports])).not.toBeNull();
      expect(await connectError(srv.url, { Origin: 'https://play.example.org' }, [...transports])).toBeNull();
      expect(await connectError(srv.url, { Origin: `http://${host}` }, [...transports])).toBeNull();
      expect(await connectError(srv.url, { Origin: 'http://localhost:5173' }, [...transports])).toBeNull();
      expect(await connectError(srv.url, undefined, [...transports])).toBeNull();
    }
  });
});
