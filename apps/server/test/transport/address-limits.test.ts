/**
 * Limits per address, tried as an abuser would: rooms counted in the database
 * over a window (leaving and coming back does not reset them), made-up
 * X-Forwarded-For values, many connections, room-code enumeration, record
 * downloads, other sites' pages, and abandoned waiting rooms.
 */
import { describe, expect, test } from 'vitest';
import { CODE_ALPHABET } from '@kahroba/protocol';
import { Client, client, closedAfterEach, fakeClock } from '../harness';
import { ENGINES, storePlace } from '../stores';

const ctx = closedAfterEach();
const TWO = { seats: [{ kind: 'human' as const }, { kind: 'human' as const }] };

async function createAndLeave(url: string, headers?: Record<string, string>): Promise<{ ok: boolean; code?: string; error?: string }> {
  const c = await client(url, ['websocket'], headers);
  const a = await c.request('room:create', { name: 'R', ...TWO });
  c.close();
  return a.ok ? { ok: true, code: a.data.room.code } : { ok: false, error: a.error.code };
}

async function connectError(url: string, headers?: Record<string, string>, transports: ('websocket' | 'polling')[] = ['websocket']): Promise<string | null> {
  const c = new Client(url, transports, headers);
  try {
    await c.connected();
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    c.close();
  }
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

  test('abandoned waiting rooms are deleted after LOBBY_EXPIRE_MS; rooms with a game or people stay', async () => {
    const clock = fakeClock();
    const store = await storePlace(engine).open({ now: () => clock.now() });
    const srv = await ctx.server({ env: { LOBBY_EXPIRE_MS: '86400000', ROOM_IDLE_MS: '600000' }, clock, store });
    const abandoned = await createAndLeave(srv.url);
    const host = await ctx.person(srv);
    const { room: kept } = await host.must('room:create', { name: 'H', ...TWO });
    const player = await client(srv.url);
    const { room: played } = await player.must('room:create', { name: 'P', seats: [{ kind: 'human' }, { kind: 'bot' }] });
    await player.must('room:start', {});
    player.close();

    clock.advance(86_400_000 + 600_000);
    await srv.server.rooms.sweeping();
    expect(await store.roomExists(abandoned.code ?? '')).toBe(false);
    expect(await store.roomExists(kept.code)).toBe(true); // its host is still connected
    expect(await store.roomExists(played.code)).toBe(true); // it had a game
    const late = await ctx.person(srv);
    expect(await late.request('room:join', { code: abandoned.code ?? '', name: 'L' })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_ROOM' } });
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

  test('with TRUST_PROXY the forwarded address counts, and a junk header falls back to the proxy\'s address', async () => {
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
    const srv = await ctx.server({ env: { JOIN_BURST: '10', JOIN_PER_MINUTE: '6', RATE_BURST: '1000', RATE_PER_SECOND: '1000' } });
    const sockets = await Promise.all(Array.from({ length: 10 }, () => ctx.person(srv)));
    const answers = await Promise.all(sockets.flatMap((s, i) =>
      Array.from({ length: 10 }, (_, k) => s.request('room:join', { code: `ABCD${CODE_ALPHABET[i] ?? '2'}${CODE_ALPHABET[k] ?? '2'}`, name: 'E' }))));
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
    const unknownRoom = await other.request('room:join', { code: room.code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ', token: 'A'.repeat(32) });
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

describe('origin', () => {
  test('a page on another site cannot connect; the app\'s own origins can', async () => {
    const srv = await ctx.server({ env: { PUBLIC_ORIGIN: 'https://play.example.org', ALLOWED_ORIGINS: 'http://localhost:5173' } });
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
