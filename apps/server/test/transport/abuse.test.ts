/**
 * Bad input: thousands of malformed, oversized, stale, duplicated and
 * out-of-turn payloads. The server stays up, answers each with an error code,
 * and the game does not change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GameUpdate, RequestName } from '@kahroba/protocol';
import { REQUEST_SCHEMAS } from '@kahroba/protocol';
import { chooseFrom, client, rngFrom, startServer } from '../harness';
import type { Client, TestServer } from '../harness';
import { twoPlayerGame } from '../rooms';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({
    env: { RATE_BURST: '100000', RATE_PER_SECOND: '100000', MAX_ROOMS_PER_ADDRESS: '3', MAX_ROOM_MEMBERS: '4' },
  });
});
afterAll(async () => {
  await srv.close();
});

const NAMES = Object.keys(REQUEST_SCHEMAS) as RequestName[];

/** Junk of every shape, seeded. */
function junk(rng: () => number, depth = 0): unknown {
  const pick = Math.floor(rng() * 12);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return undefined;
    case 2:
      return Math.floor(rng() * 1e9) - 5e8;
    case 3:
      return 'x'.repeat(Math.floor(rng() * 3000));
    case 4:
      return rng() < 0.5;
    case 5:
      return depth > 3 ? {} : Array.from({ length: Math.floor(rng() * 5) }, () => junk(rng, depth + 1));
    case 6:
      return { version: -1, intentId: '', action: { type: 'takeGems', gems: ['red', 'red', 'red'] } };
    case 7:
      return { version: 0, intentId: 'x'.repeat(100), action: { type: 'buy' } };
    case 8:
      return { code: '000000', name: '' };
    case 9:
      return { seats: [{ kind: 'alien' }], name: 'A' };
    case 10:
      return { __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } };
    default:
      return depth > 3
        ? 'deep'
        : Object.fromEntries(Array.from({ length: 4 }, (_, k) => [`k${k}`, junk(rng, depth + 1)]));
  }
}

async function startedGame(): Promise<{ code: string; a: Client; b: Client }> {
  const { room, a, b } = await twoPlayerGame(() => client(srv.url), 'abuse');
  await b.until(() => b.game !== null, 5000, 'start');
  return { code: room.code, a, b };
}

describe('bad input', () => {
  test('thousands of malformed, stale, duplicated and out-of-turn intents change nothing', async () => {
    const { code, a, b } = await startedGame();
    const rng = rngFrom(42);
    // One real move so that there is a stale version and an answered intent id.
    const g0 = a.game as GameUpdate;
    const move = chooseFrom(g0.view, 0, rng);
    expect((await a.request('game:act', { version: 0, intentId: 'real', action: move })).ok).toBe(true);
    await b.until(() => b.game?.version === 1, 5000, 'update');
    const state = structuredClone((await srv.server.rooms.get(code))?.game?.state);
    const bView = structuredClone(b.game?.view);

    const codes = new Map<string, number>();
    const count = (c: string) => codes.set(c, (codes.get(c) ?? 0) + 1);
    const sends: Promise<void>[] = [];
    const send = (c: Client, name: RequestName, payload: unknown) => {
      sends.push(
        c.request(name, payload as never).then((ans) => {
          expect(ans.ok, `${name} ${JSON.stringify(payload)?.slice(0, 80)}`).toBe(false);
          if (!ans.ok) count(ans.error.code);
        }),
      );
    };
    for (let k = 0; k < 2000; k++) {
      const name = NAMES[k % NAMES.length] as RequestName;
      if (name === 'room:create' || name === 'room:join' || name === 'game:sync' || name === 'game:record') {
        send(k % 2 ? a : b, name === 'room:create' || name === 'room:join' ? name : 'game:act', junk(rng));
      } else {
        send(k % 2 ? a : b, name, junk(rng));
      }
    }
    const bg = b.game as GameUpdate;
    for (let k = 0; k < 300; k++) {
      // Stale: made against version 0; out of turn: seat 0 acting on seat 1's turn; duplicate id by the other seat.
      send(b, 'game:act', { version: 0, intentId: `stale${k}`, action: chooseFrom(bg.view, 1, rng) });
      send(a, 'game:act', {
        version: 1,
        intentId: `oot${k}`,
        action: { type: 'takeGems', gems: ['red', 'blue', 'green'] },
      });
      send(b, 'game:act', { version: 1, intentId: `bad${k}`, action: { type: 'reserve', card: 'NOPE' } });
      send(b, 'room:start', {});
      send(a, 'room:kick', { seat: 1 });
    }
    await Promise.all(sends);
    // A repeated intent id is answered as before, not applied again.
    expect(await a.request('game:act', { version: 0, intentId: 'real', action: move })).toEqual({
      ok: true,
      data: { version: 1, duplicate: true },
    });

    expect((await srv.server.rooms.get(code))?.game?.state).toEqual(state);
    expect((await b.must('game:sync', {})).view).toEqual(bView);
    for (const c of ['BAD_PAYLOAD', 'STALE_VERSION', 'NOT_YOUR_TURN', 'NOT_HOST', 'ROOM_STARTED'])
      expect(codes.get(c), c).toBeGreaterThan(0);
    expect([...codes.values()].reduce((x, y) => x + y, 0)).toBe(2000 + 5 * 300);
    expect((await fetch(`${srv.url}/healthz`)).status).toBe(200);
    a.close();
    b.close();
  });

  test('an oversized message closes only that connection', async () => {
    const big = await client(srv.url);
    const closed = new Promise<string>((r) => big.socket.once('disconnect', (reason) => r(reason)));
    big.socket.emit('room:join', { code: 'ABCDEF', name: 'x'.repeat(100_000) }, () => undefined);
    expect(await closed).toBe('transport close');
    const ok = await client(srv.url);
    expect(await ok.request('room:join', { code: 'ABCDEF', name: 'fine' })).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_ROOM' },
    });
    ok.close();
  });

  test('caps: rooms per address, room size, names', async () => {
    const c = await client(srv.url);
    const made = [];
    for (let k = 0; k < 4; k++)
      made.push(await c.request('room:create', { name: 'C', seats: [{ kind: 'human' }, { kind: 'human' }] }));
    // Other tests of this file opened rooms from the same address too: at most 3 an hour.
    expect(made[3]).toMatchObject({ ok: false, error: { code: 'TOO_MANY_ROOMS' } });
    const first = made[0];
    if (!first?.ok) throw new Error('no room');
    const room = first.data.room.code;
    const others = await Promise.all([1, 2, 3, 4].map(() => client(srv.url)));
    const answers = [];
    for (const [k, o] of others.entries())
      answers.push(await o.request('room:join', { code: room, name: ` \u202Eevil\u0000 name ${k} ` }));
    expect(answers.slice(0, 3).every((x) => x.ok)).toBe(true);
    expect(answers[3]).toMatchObject({ ok: false, error: { code: 'ROOM_FULL' } });
    expect(others[0]?.room?.seats[1]?.name).toBe('evil name 0');
    expect(await others[3]?.request('room:join', { code: room, name: '   ' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD' },
    });
    expect(await others[3]?.request('room:join', { code: room, name: 'n'.repeat(25) })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD' },
    });
    for (const x of [c, ...others]) x.close();
  });
});

describe('stacked set-ups', () => {
  test('only in test mode, and checked by the engine when the room is made', async () => {
    // A server of its own: the other tests used up this address's rooms on the shared one.
    const own = await startServer();
    const bad = await client(own.url);
    expect(
      await bad.request('room:create', {
        name: 'T',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        test: { setup: { nobles: ['nope'] } },
      }),
    ).toMatchObject({ ok: false, error: { code: 'BAD_SETUP', rule: 'B2' } });
    bad.close();
    await own.close();
    const prod = await startServer({ env: { TEST_MODE: '0' } });
    const c = await client(prod.url);
    expect(
      await c.request('room:create', { name: 'T', seats: [{ kind: 'human' }, { kind: 'human' }], test: { seed: 'x' } }),
    ).toMatchObject({ ok: false, error: { code: 'TEST_MODE_ONLY' } });
    c.close();
    await prod.close();
  });
});

describe('rate limit', () => {
  test('a flood from one connection gets RATE_LIMITED, others are unaffected', async () => {
    const s = await startServer({ env: { RATE_BURST: '20', RATE_PER_SECOND: '5' } });
    const flood = await client(s.url);
    const answers = await Promise.all(Array.from({ length: 100 }, () => flood.request('game:sync', {})));
    const limited = answers.filter((x) => !x.ok && x.error.code === 'RATE_LIMITED').length;
    expect(limited).toBeGreaterThanOrEqual(75);
    const calm = await client(s.url);
    expect(await calm.request('game:sync', {})).toMatchObject({ ok: false, error: { code: 'NOT_IN_ROOM' } });
    flood.close();
    calm.close();
    await s.close();
  });
});

describe('http', () => {
  test('health, readiness, security headers, unknown record', async () => {
    const h = await fetch(`${srv.url}/healthz`);
    expect(await h.json()).toEqual({ ok: true });
    expect(h.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(h.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${srv.url}/readyz`)).status).toBe(200);
    // A dead connection is noticed within ~10 s.
    const { pingInterval, pingTimeout } = srv.server.io.engine.opts;
    expect((pingInterval ?? Infinity) + (pingTimeout ?? Infinity)).toBeLessThanOrEqual(10_000);
    expect((await fetch(`${srv.url}/api/rooms/ZZZZZZ/record`)).status).toBe(404);
    expect((await fetch(`${srv.url}/api/rooms/not-a-code/record`)).status).toBe(404);
  });
});

describe('the web client', () => {
  test('served from WEB_DIST with SPA fallback; API and socket paths are not swallowed', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kahroba-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kahroba</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    const web = await startServer({ env: { WEB_DIST: dist } });
    for (const route of ['/', '/r/ABC234', '/some/client/route']) {
      const res = await fetch(`${web.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toContain('<title>Kahroba</title>');
    }
    const js = await fetch(`${web.url}/assets/app.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${web.url}/api/nothing`)).status).toBe(404);
    expect((await fetch(`${web.url}/healthz`)).status).toBe(200);
    const c = await client(web.url, ['polling']);
    expect(c.socket.connected).toBe(true);
    c.close();
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
