/**
 * Room links with PORT=0: without PUBLIC_ORIGIN they name the port actually
 * bound, never ":0"; a set PUBLIC_ORIGIN is kept as it is; a client's Host
 * header never changes them.
 */
import { pino } from 'pino';
import { io as connectIo } from 'socket.io-client';
import { describe, expect, test } from 'vitest';
import type { Ack, JoinedData } from '@kahroba/protocol';
import { greedyBot, randomBot } from '@kahroba/engine/bots';
import { systemClock } from '../src/clock';
import { loadConfig, originFor, testConfig } from '../src/config';
import { seededRandom } from '../src/random';
import { createServer } from '../src/server';
import { createSqliteStore } from '../src/store';
import { client, startServer } from './harness';
import type { ClientSocket } from './harness';

function serverFrom(config: ReturnType<typeof testConfig>) {
  return createServer({
    config, store: createSqliteStore({ file: ':memory:' }), clock: systemClock, logger: pino({ level: 'silent' }),
    random: seededRandom(3), bots: { random: randomBot, greedy: greedyBot },
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
    c.close();
    await srv.close();
  });

  test('a wildcard HOST gives localhost and the bound port (the listen defaults from config)', async () => {
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

  test('a set PUBLIC_ORIGIN is kept; a forged Host header changes nothing', async () => {
    const srv = await startServer({ env: { PUBLIC_ORIGIN: 'https://play.example.org/' } });
    const forged: ClientSocket = connectIo(srv.url, {
      transports: ['polling'], forceNew: true, reconnection: false, extraHeaders: { Host: 'evil.example"><script>' },
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
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://k.example' })).toMatchObject({ PUBLIC_ORIGIN: 'https://k.example', PUBLIC_ORIGIN_FIXED: true });
    expect(loadConfig({})).toMatchObject({ PUBLIC_ORIGIN_FIXED: false });
    for (const bad of ['javascript:alert(1)', 'ftp://k.example', 'data:text/html,x']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow('PUBLIC_ORIGIN');
    }
  });
});
