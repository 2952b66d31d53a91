/**
 * Room links with PORT=0: without PUBLIC_ORIGIN they name the port actually
 * bound, never ":0"; a set PUBLIC_ORIGIN is kept as it is; a client's Host
 * header never changes them.
 */
import { pino } from 'pino';
import { io as connectIo } from 'socket.io-client';
import { describe, expect, test } from 'vitest';
import type { Ack, JoinedData } from '@kahroba/protocol';
import { systemClock } from '../src/clock';
import { lanIPv4Addresses, originFor, startBanner } from '../src/addresses';
import { loadConfig, testConfig } from '../src/config';
import { seededRandom } from '../src/random';
import { createServer } from '../src/server';
import { createSqliteStore } from '../src/store/sqlite';
import { client, inProcessBots, startServer } from './harness';
import type { ClientSocket } from './harness';

function serverFrom(config: ReturnType<typeof testConfig>, lan: string[] = []) {
  return createServer({
    config,
    store: createSqliteStore({ file: ':memory:' }),
    clock: systemClock,
    logger: pino({ level: 'silent' }),
    random: seededRandom(3),
    bots: inProcessBots(),
    lanAddresses: () => lan,
  });
}

describe('room links', () => {
  test('PORT=0 without PUBLIC_ORIGIN: the link and the CSP name the bound port', async () => {
    const srv = await startServer();
    const port = Number(new URL(srv.url).port);
    expect(port).toBeGreaterThan(0);
    const c = await client(srv.url);
    const { room } = await c.must('room:create', { name: 'A', seats: [{ kind: 'human' }, { kind: 'bot' }] });
    expect(room.link).toBe(`http://127.0.0.1:${port}/r/${room.code}`);
    expect(room.link).not.toContain(':0/');
    const csp = (await fetch(`${srv.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`ws://127.0.0.1:${port}`);
    // Plain HTTP on a LAN address must not be upgraded to https (a blank page on phones).
    expect(csp).not.toContain('upgrade-insecure-requests');
    c.close();
    await srv.close();
  });

  test('a wildcard HOST on a machine with no network gives localhost and the bound port', async () => {
    const config = testConfig({ HOST: '0.0.0.0' });
    expect(config.PUBLIC_ORIGIN).toBe('http://localhost:0'); // before listening
    const server = serverFrom(config);
    const port = await server.listen();
    expect(config.PUBLIC_ORIGIN).toBe(`http://localhost:${port}`);
    const c = await client(`http://127.0.0.1:${port}`);
    const { room } = await c.must('room:create', { name: 'A', seats: [{ kind: 'human' }, { kind: 'bot' }] });
    expect(room.link).toBe(`http://localhost:${port}/r/${room.code}`);
    c.close();
    await server.close();
  });

  test('a wildcard HOST on a home network gives links a friend can open: the LAN address, not localhost', async () => {
    const config = testConfig({ HOST: '0.0.0.0' });
    const server = serverFrom(config, ['192.168.1.23', '10.0.0.4']);
    const port = await server.listen();
    expect(config.PUBLIC_ORIGIN).toBe(`http://192.168.1.23:${port}`);
    // The host's own browser shows localhost; the link it is given to share does not.
    const c = await client(`http://localhost:${port}`);
    const { room } = await c.must('room:create', { name: 'A', seats: [{ kind: 'human' }, { kind: 'bot' }] });
    expect(room.link).toBe(`http://192.168.1.23:${port}/r/${room.code}`);
    c.close();
    await server.close();
  });

  test('a set PUBLIC_ORIGIN is kept; a forged Host header changes nothing', async () => {
    const srv = await startServer({ env: { PUBLIC_ORIGIN: 'https://play.example.org/' } });
    const forged: ClientSocket = connectIo(srv.url, {
      transports: ['polling'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { Host: 'evil.example"><script>' },
    });
    const answer = await new Promise<unknown>((resolve, reject) => {
      forged.once('connect_error', reject);
      forged.emit('room:create', { name: 'A', seats: [{ kind: 'human' }, { kind: 'bot' }] }, resolve);
    });
    const ack = answer as Ack<JoinedData>;
    expect(ack.ok && ack.data.room.link).toMatch(/^https:\/\/play\.example\.org\/r\/[A-Z0-9]{6}$/u);
    forged.close();
    await srv.close();
  });

  test('origins: IPv6 gets brackets; PUBLIC_ORIGIN must be http(s)', () => {
    expect(originFor('::1', 8080)).toBe('http://[::1]:8080');
    expect(originFor('::', 8080)).toBe('http://localhost:8080');
    expect(originFor('192.168.1.5', 3000)).toBe('http://192.168.1.5:3000');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://k.example' })).toMatchObject({
      PUBLIC_ORIGIN: 'https://k.example',
      PUBLIC_ORIGIN_FIXED: true,
    });
    expect(loadConfig({})).toMatchObject({ PUBLIC_ORIGIN_FIXED: false });
    for (const bad of ['javascript:alert(1)', 'ftp://k.example', 'data:text/html,x']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow('PUBLIC_ORIGIN');
    }
  });
});

describe('LAN addresses and the start banner', () => {
  const iface = (address: string, internal = false, family: 'IPv4' | 'IPv6' = 'IPv4') => ({
    address,
    internal,
    family,
    netmask: '255.255.255.0',
    mac: '00:00:00:00:00:00',
    cidr: null,
  });

  test('non-internal IPv4 only, private ranges first, link-local left out', () => {
    expect(
      lanIPv4Addresses({
        lo: [iface('127.0.0.1', true), iface('::1', true, 'IPv6')],
        eth0: [iface('203.0.113.7'), iface('fe80::1', false, 'IPv6')],
        wlan0: [iface('192.168.1.23')],
        docker0: [iface('172.17.0.1')],
        usb0: [iface('169.254.3.4')],
      } as never),
    ).toEqual(['192.168.1.23', '172.17.0.1', '203.0.113.7']);
    expect(lanIPv4Addresses({ lo: [iface('127.0.0.1', true)] } as never)).toEqual([]);
  });

  test('a wildcard origin names the first LAN address', () => {
    expect(originFor('0.0.0.0', 3000, ['192.168.1.23'])).toBe('http://192.168.1.23:3000');
    expect(originFor('0.0.0.0', 3000, [])).toBe('http://localhost:3000');
  });

  test('one human line: here, and every address a friend can use', () => {
    expect(startBanner('0.0.0.0', 3000, 'http://192.168.1.23:3000', ['192.168.1.23', '10.0.0.4'])).toBe(
      'Kahroba Online is running: open http://localhost:3000 on this machine; friends can join at http://192.168.1.23:3000 or http://10.0.0.4:3000.',
    );
    expect(startBanner('0.0.0.0', 3000, 'https://play.example.org', ['192.168.1.23'])).toBe(
      'Kahroba Online is running: open http://localhost:3000 on this machine; friends can join at https://play.example.org or http://192.168.1.23:3000.',
    );
    expect(startBanner('127.0.0.1', 3000, 'http://127.0.0.1:3000', ['192.168.1.23'])).toContain(
      'only this machine can reach it: set HOST=0.0.0.0',
    );
    expect(startBanner('0.0.0.0', 3000, 'http://localhost:3000', [])).toContain('no network address was found');
    expect(startBanner('192.168.1.23', 8080, 'http://192.168.1.23:8080', [])).toBe(
      'Kahroba Online is running: open http://192.168.1.23:8080 on this machine; friends can join at http://192.168.1.23:8080.',
    );
  });
});
