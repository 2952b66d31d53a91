/**
 * The protocol version in the handshake (PROTOCOL_VERSION): a page of another
 * version, kept open across an upgrade, is refused at once with
 * PROTOCOL_MISMATCH and the server's version, before it counts against its
 * address; a page that names no version (clients from before the number)
 * speaks version 1 and is let in.
 */
import { describe, expect, test } from 'vitest';
import { io as connectIo } from 'socket.io-client';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol';
import { closedAfterEach } from '../harness';

const ctx = closedAfterEach();

/** Connects with `auth`; resolves to null once in, or to the refusal's message and data. */
function handshake(url: string, auth?: Record<string, unknown>): Promise<{ message: string; data: unknown } | null> {
  const socket = connectIo(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(auth ? { auth } : {}),
  });
  return new Promise((resolve) => {
    socket.on('connect', () => {
      socket.close();
      resolve(null);
    });
    socket.on('connect_error', (e: Error & { data?: unknown }) => {
      socket.close();
      resolve({ message: e.message, data: e.data });
    });
  });
}

describe('protocol version at the handshake', () => {
  test("the server's own version and no version at all are let in", async () => {
    const srv = await ctx.server();
    expect(PROTOCOL_VERSION).toBe(1);
    expect(await handshake(srv.url, { protocol: PROTOCOL_VERSION })).toBeNull();
    expect(await handshake(srv.url)).toBeNull();
    expect(await handshake(srv.url, {})).toBeNull();
  });

  test("another version, or something that is not a version, is refused with the server's version", async () => {
    const srv = await ctx.server();
    const refused = { message: 'PROTOCOL_MISMATCH', data: { server: PROTOCOL_VERSION } };
    for (const protocol of [PROTOCOL_VERSION + 1, 0, -1, 1.5, '1', null, [1], { v: 1 }, 'x'.repeat(5000)]) {
      expect(await handshake(srv.url, { protocol }), JSON.stringify(protocol).slice(0, 20)).toEqual(refused);
    }
  });

  test("refused pages do not count against their address's connections", async () => {
    const srv = await ctx.server({ env: { MAX_CONNECTIONS_PER_ADDRESS: '2' } });
    for (let i = 0; i < 5; i++) expect((await handshake(srv.url, { protocol: 99 }))?.message).toBe('PROTOCOL_MISMATCH');
    const a = await ctx.person(srv);
    const b = await ctx.person(srv);
    expect(await handshake(srv.url, { protocol: PROTOCOL_VERSION })).toEqual({
      message: 'TOO_MANY_CONNECTIONS',
      data: undefined,
    });
    a.close();
    b.close();
  });

  test("every /api answer names the server's version in a header, found or not; the page itself does not", async () => {
    const srv = await ctx.server();
    const host = await ctx.person(srv);
    const { code } = (await host.must('room:create', { name: 'Ana', seats: [{ kind: 'human' }, { kind: 'human' }] }))
      .room;
    for (const path of [
      `/api/rooms/${code}`,
      '/api/rooms/ZZZZZZ',
      `/api/turns?rooms=${code}`,
      `/api/rooms/${code}/games`,
      '/api/nothing',
    ]) {
      const res = await fetch(`${srv.url}${path}`);
      expect(res.headers.get(PROTOCOL_HEADER), path).toBe(String(PROTOCOL_VERSION));
    }
    expect((await fetch(`${srv.url}/healthz`)).headers.get(PROTOCOL_HEADER)).toBeNull();
    host.close();
  });
});
