/**
 * Refusals at the handshake (net/socket.ts): Socket.IO does not retry a
 * connection the server refused, so the page does. A page older than the
 * server stays "outdated" (only a reload helps) and its requests fail at
 * once with OUTDATED; too many connections, or a server older than the page,
 * are tried again with a growing wait.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import { resetStore, useAppStore } from '../store';
import { SOCKET_OPTIONS } from './early';
import { FakeSocket } from './fake-socket';
import { closeSocket, getSocket, setSocketFactory } from './index';
import { request } from './request';
import { handshakeRefusal, isOutdated, refusedRetryMs } from './socket';

let fake: FakeSocket;
const status = () => useAppStore.getState().connection.status;

beforeEach(() => {
  resetStore();
  fake = new FakeSocket();
  setSocketFactory(() => fake.asSocket());
});

afterEach(() => {
  setSocketFactory(null);
  vi.useRealTimers();
});

describe('the handshake', () => {
  it("names this page's protocol version", () => {
    expect(SOCKET_OPTIONS.auth).toEqual({ protocol: PROTOCOL_VERSION });
  });

  it('reads a refusal: a newer server means outdated, anything else that refused is retried', () => {
    expect(handshakeRefusal({ message: 'PROTOCOL_MISMATCH', data: { server: PROTOCOL_VERSION + 1 } })).toBe('outdated');
    expect(handshakeRefusal({ message: 'PROTOCOL_MISMATCH', data: { server: PROTOCOL_VERSION - 1 } })).toBe('retry');
    expect(handshakeRefusal({ message: 'PROTOCOL_MISMATCH', data: { server: '9' } })).toBe('retry');
    expect(handshakeRefusal({ message: 'PROTOCOL_MISMATCH' })).toBe('retry');
    expect(handshakeRefusal({ message: 'TOO_MANY_CONNECTIONS' })).toBe('retry');
    expect(handshakeRefusal({ message: 'websocket error' })).toBeNull();
    // Compared with the version the socket named in its handshake.
    expect(handshakeRefusal({ message: 'PROTOCOL_MISMATCH', data: { server: 3 } }, 3)).toBe('retry');
    expect(handshakeRefusal({ message: 'PROTOCOL_MISMATCH', data: { server: 3 } }, 2)).toBe('outdated');
  });

  it('waits 2 s, doubling to 30 s, with jitter, between retries', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => refusedRetryMs(n, 0.5))).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(refusedRetryMs(1, 0)).toBeCloseTo(1_400);
    expect(refusedRetryMs(1, 1)).toBeCloseTo(2_600);
  });
});

describe('a page older than the server', () => {
  it('stays outdated: no reconnecting, and requests fail at once with OUTDATED', async () => {
    vi.useFakeTimers();
    getSocket();
    fake.fire('connect');
    fake.fire('disconnect', 'transport close');
    fake.refuseHandshake('PROTOCOL_MISMATCH', { server: PROTOCOL_VERSION + 1 });
    expect(status()).toBe('outdated');
    expect(isOutdated()).toBe(true);
    const connect = vi.spyOn(fake, 'connect');
    getSocket();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(connect).not.toHaveBeenCalled();
    expect(status()).toBe('outdated');
    const answer = await request('game:sync', undefined as never);
    expect(answer).toMatchObject({ ok: false, error: { code: 'OUTDATED' } });
    expect(fake.sent).toEqual([]);
  });
});

describe('refusals that may pass later', () => {
  it('too many connections: tries again after a wait, shown as connecting, and is online when let in', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    getSocket();
    const connect = vi.spyOn(fake, 'connect');
    fake.refuseHandshake('TOO_MANY_CONNECTIONS');
    expect(status()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(connect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(connect).toHaveBeenCalledTimes(1);
    fake.refuseHandshake('TOO_MANY_CONNECTIONS');
    expect(useAppStore.getState().connection.attempt).toBe(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(connect).toHaveBeenCalledTimes(2);
    fake.fire('connect');
    expect(status()).toBe('online');
    expect(isOutdated()).toBe(false);
  });

  it("a server older than the page (a rolling upgrade) is waited for, not reported as this page's fault", async () => {
    vi.useFakeTimers();
    getSocket();
    fake.fire('connect');
    fake.fire('disconnect', 'transport close');
    fake.refuseHandshake('PROTOCOL_MISMATCH', { server: PROTOCOL_VERSION - 1 });
    expect(status()).toBe('reconnecting');
    const connect = vi.spyOn(fake, 'connect');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('a socket closed meanwhile is not reopened by its retry', async () => {
    vi.useFakeTimers();
    getSocket();
    const connect = vi.spyOn(fake, 'connect');
    fake.refuseHandshake('TOO_MANY_CONNECTIONS');
    closeSocket();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connect).not.toHaveBeenCalled();
  });
});
