/**
 * Players with passkeys (docs/ARCHITECTURE.md, "Players and passkeys"), on
 * both stores: a name claimed on one device, signed in on a second one (its
 * own cookie jar, the passkey carried over as a synced passkey would be),
 * the same My games on both, the device's seats attached once, the
 * session cookie's flags, sign-out, and no session fixation.
 */
import { describe, expect, test } from 'vitest';
import { PLAYER_COOKIE, PLAYER_ROUTES } from '@kahroba/protocol';
import type { AttachedData, PlayerGame, PlayerInfo } from '@kahroba/protocol';
import type { testConfig } from '../../src/config';
import { hashToken } from '../../src/random';
import { closedAfterEach } from '../harness';
import type { TestServer } from '../harness';
import { ENGINES, storePlace } from '../stores';
import type { Engine } from '../stores';
import { Device, carry, code, data } from './device';

const open = closedAfterEach();

const serve = async (engine: Engine, env: Parameters<typeof testConfig>[0] = {}): Promise<TestServer> =>
  open.server({ env: { PLAYER_BURST: '100', ...env }, store: await storePlace(engine).open() });

/** A room of Ana (seat 0) and a computer player, its game started: a seat with a game for My games. */
async function playedRoom(srv: TestServer, name = 'Ana'): Promise<{ code: string; token: string }> {
  const host = await open.person(srv);
  const created = await host.must('room:create', {
    name,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }],
    test: { seed: `players-${name}`, firstPlayer: 0 },
  });
  await host.must('room:start', {});
  host.close();
  return { code: created.room.code, token: created.token };
}

describe.each(ENGINES)('players on %s', (engine) => {
  test('claim on one device, sign in on another, the same games on both; the seats attach once', async () => {
    const srv = await serve(engine);
    const phone = new Device(srv.url);
    const claimed = await phone.claim('Ana');
    const ana = data(claimed);
    expect(ana).toMatchObject({ name: 'Ana' });
    expect(data(await phone.get<PlayerInfo>(PLAYER_ROUTES.me))).toEqual(ana);

    // The phone's history: two rooms it holds seat tokens for.
    const one = await playedRoom(srv);
    const two = await playedRoom(srv, 'Ana S.');
    const attached = await phone.post<AttachedData>(PLAYER_ROUTES.attach, { seats: [one, two] });
    expect(data(attached)).toEqual({ attached: 2 });
    const games = data(await phone.get<PlayerGame[]>(PLAYER_ROUTES.games));
    expect(games.map((g) => [g.code, g.seat, g.playedAs, g.gameNo, g.status]).sort()).toEqual(
      [
        [one.code, 0, 'Ana', 1, 'playing'],
        [two.code, 0, 'Ana S.', 1, 'playing'],
      ].sort(),
    );
    expect(games[0]).toMatchObject({ playerCount: 2, toAct: 0, players: expect.any(Array) as unknown });
    // Never a seat token.
    const text = JSON.stringify(games);
    for (const t of [one.token, two.token]) expect(text).not.toContain(t);

    // The laptop: its own cookie jar, the same passkey (synced).
    const laptop = new Device(srv.url);
    expect(code(await laptop.get(PLAYER_ROUTES.me))).toBe('NOT_SIGNED_IN');
    carry(phone, laptop);
    expect(data(await laptop.signIn())).toEqual(ana);
    expect(laptop.cookie).not.toBeNull();
    expect(laptop.cookie).not.toBe(phone.cookie);
    expect(data(await laptop.get<PlayerInfo>(PLAYER_ROUTES.me))).toEqual(ana);
    expect(data(await laptop.get<PlayerGame[]>(PLAYER_ROUTES.games))).toEqual(games);

    // Attached once: again from either device, or with one new seat among them, refused and nothing changed.
    const three = await playedRoom(srv, 'Ana 3');
    for (const [device, seats] of [
      [phone, [one]],
      [laptop, [two]],
      [laptop, [three, one]],
    ] as const) {
      const again = await device.post(PLAYER_ROUTES.attach, { seats });
      expect([again.status, code(again)]).toEqual([409, 'ALREADY_ATTACHED']);
    }
    expect(data(await phone.get<PlayerGame[]>(PLAYER_ROUTES.games))).toEqual(games);
    // A seat already another player's is refused too.
    const bo = new Device(srv.url);
    data(await bo.claim('Bo'));
    expect(code(await bo.post(PLAYER_ROUTES.attach, { seats: [one] }))).toBe('ALREADY_ATTACHED');
    expect(data(await bo.get<PlayerGame[]>(PLAYER_ROUTES.games))).toEqual([]);
    // The new seat alone attaches.
    expect(data(await laptop.post<AttachedData>(PLAYER_ROUTES.attach, { seats: [three] }))).toEqual({ attached: 1 });
    expect(data(await phone.get<PlayerGame[]>(PLAYER_ROUTES.games))).toHaveLength(3);
  });

  test('a token not valid for its room, or a spectator’s, attaches nothing', async () => {
    const srv = await serve(engine);
    const phone = new Device(srv.url);
    data(await phone.claim('Cy'));
    const room = await playedRoom(srv, 'Cy');
    const watcher = await open.person(srv);
    const watching = await watcher.must('room:join', { code: room.code, name: 'Watcher' });
    const wrong = { code: room.code, token: 'A'.repeat(43) };
    expect(code(await phone.post(PLAYER_ROUTES.attach, { seats: [room, wrong] }))).toBe('BAD_TOKEN');
    expect(code(await phone.post(PLAYER_ROUTES.attach, { seats: [{ code: 'ZZZZZZ', token: room.token }] }))).toBe(
      'BAD_TOKEN',
    );
    expect(
      code(await phone.post(PLAYER_ROUTES.attach, { seats: [room, { code: room.code, token: watching.token }] })),
    ).toBe('NOT_SEATED');
    expect(code(await phone.post(PLAYER_ROUTES.attach, { seats: [] }))).toBe('BAD_PAYLOAD');
    expect(data(await phone.get<PlayerGame[]>(PLAYER_ROUTES.games))).toEqual([]);
    expect(data(await phone.post<AttachedData>(PLAYER_ROUTES.attach, { seats: [room] }))).toEqual({ attached: 1 });
  });

  test('the session cookie: HttpOnly, SameSite=Lax, Path=/; Secure on an https page', async () => {
    const srv = await serve(engine);
    const plain = new Device(srv.url);
    const line = (await plain.claim('Dana')).cookies.find((c) => c.startsWith(`${PLAYER_COOKIE}=`)) ?? '';
    expect(line).toMatch(/; HttpOnly/u);
    expect(line).toMatch(/; SameSite=Lax/u);
    expect(line).toMatch(/; Path=\//u);
    expect(line).not.toMatch(/; Secure/u);
    // The session id is 32 random bytes; the database keeps only its hash.
    expect(plain.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    const id = plain.cookie ?? '';
    expect(await srv.store.players.sessionPlayer(hashToken(id), Date.now())).toMatchObject({ name: 'Dana' });
    expect(await srv.store.players.sessionPlayer(id, Date.now())).toBeNull();

    const https = 'https://kahroba.example';
    const tls = await serve(engine, { PUBLIC_ORIGIN: https });
    const secure = new Device(tls.url, https);
    const secureLine = (await secure.claim('Dana')).cookies.find((c) => c.startsWith(`${PLAYER_COOKIE}=`)) ?? '';
    expect(secureLine).toMatch(/; Secure/u);
    expect(secureLine).toMatch(/; HttpOnly/u);
  });

  test('sign-out deletes the session: the old cookie is worth nothing after', async () => {
    const srv = await serve(engine);
    const phone = new Device(srv.url);
    data(await phone.claim('Eli'));
    const stolen = phone.cookie;
    const out = await phone.post(PLAYER_ROUTES.signout);
    expect(data(out)).toBeNull();
    expect(out.cookies.some((c) => c.startsWith(`${PLAYER_COOKIE}=;`))).toBe(true);
    expect(phone.cookie).toBeNull();
    expect(code(await phone.get(PLAYER_ROUTES.me))).toBe('NOT_SIGNED_IN');
    const replay = new Device(srv.url);
    replay.cookie = stolen;
    expect(code(await replay.get(PLAYER_ROUTES.me))).toBe('NOT_SIGNED_IN');
    // Signing out without a session is answered the same.
    expect(data(await phone.post(PLAYER_ROUTES.signout))).toBeNull();
    // The passkey still signs in.
    expect(data(await phone.signIn())).toMatchObject({ name: 'Eli' });
  });

  test('no fixation: a session id planted before the sign-in is replaced, and deleted', async () => {
    const srv = await serve(engine);
    const attacker = new Device(srv.url);
    data(await attacker.claim('Mallory'));
    const planted = attacker.cookie;
    const victim = new Device(srv.url);
    data(await victim.claim('Vera'));
    data(await victim.post(PLAYER_ROUTES.signout));
    victim.cookie = planted;
    expect(data(await victim.signIn())).toMatchObject({ name: 'Vera' });
    expect(victim.cookie).not.toBe(planted);
    // The planted id was deleted with the sign-in: it names no one now.
    expect(code(await attacker.get(PLAYER_ROUTES.me))).toBe('NOT_SIGNED_IN');
    expect(data(await victim.get<PlayerInfo>(PLAYER_ROUTES.me))).toMatchObject({ name: 'Vera' });
  });
});
