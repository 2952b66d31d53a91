/**
 * What the players' routes refuse, on both stores, each with its code and
 * nothing changed: claiming turned off (ACCOUNTS_OFF), a name claimed or one
 * that looks the same (NAME_CLAIMED), a challenge used twice, late or of
 * the other kind (CHALLENGE_EXPIRED), a page of another site
 * (FORBIDDEN_ORIGIN) and a passkey made for another origin or site
 * (PASSKEY_REFUSED), too many attempts from one address (RATE_LIMITED).
 */
import { describe, expect, test } from 'vitest';
import { PLAYER_CHALLENGE_MS, PLAYER_ROUTES } from '@kahroba/protocol';
import type { PlayerInfo } from '@kahroba/protocol';
import type { testConfig } from '../../src/config';
import { closedAfterEach, fakeClock } from '../harness';
import type { FakeClock, TestServer } from '../harness';
import { ENGINES, storePlace } from '../stores';
import type { Engine } from '../stores';
import { Device, carry, code, data } from './device';

const open = closedAfterEach();
const EVIL = 'https://evil.example';

const serve = async (
  engine: Engine,
  env: Parameters<typeof testConfig>[0] = {},
  clock?: FakeClock,
): Promise<TestServer> =>
  open.server({
    env: { PLAYER_BURST: '100', ...env },
    store: await storePlace(engine).open(),
    ...(clock ? { clock } : {}),
  });

describe.each(ENGINES)('players refused on %s', (engine) => {
  test('ACCOUNTS=off: every route answers ACCOUNTS_OFF', async () => {
    const srv = await serve(engine, { ACCOUNTS: 'off' });
    const d = new Device(srv.url);
    for (const path of [
      PLAYER_ROUTES.claimOptions,
      PLAYER_ROUTES.claimVerify,
      PLAYER_ROUTES.signinOptions,
      PLAYER_ROUTES.signinVerify,
      PLAYER_ROUTES.signout,
      PLAYER_ROUTES.attach,
    ]) {
      const answer = await d.post(path, { name: 'Ana' });
      expect([path, answer.status, code(answer)]).toEqual([path, 403, 'ACCOUNTS_OFF']);
    }
    for (const path of [PLAYER_ROUTES.me, PLAYER_ROUTES.games]) expect(code(await d.get(path))).toBe('ACCOUNTS_OFF');
  });

  test('a name claimed, or one that looks the same, cannot be claimed again', async () => {
    const srv = await serve(engine);
    data(await new Device(srv.url).claim('Ian'));
    // Case, a zero-width space, Cyrillic letters, capital I as small L, fullwidth letters.
    for (const look of ['ian', 'IAN', 'I\u200Ban', '\u0406\u0430n', 'lan', 'Ｉａｎ']) {
      const answer = await new Device(srv.url).post(PLAYER_ROUTES.claimOptions, { name: look });
      expect([look, answer.status, code(answer)]).toEqual([look, 409, 'NAME_CLAIMED']);
    }
    // Two people asking for the same free name at once: the first verify gets it, the second is refused.
    const first = new Device(srv.url);
    const second = new Device(srv.url);
    const o1 = await first.claimOptions('Noor');
    const o2 = await second.claimOptions('noor');
    const r2 = second.authenticator.create(o2, second.origin ?? '');
    expect(
      data(
        await first.post(PLAYER_ROUTES.claimVerify, {
          name: 'Noor',
          response: first.authenticator.create(o1, first.origin ?? ''),
        }),
      ),
    ).toMatchObject({ name: 'Noor' });
    const late = await second.post(PLAYER_ROUTES.claimVerify, { name: 'noor', response: r2 });
    expect(code(late)).toBe('NAME_CLAIMED');
    expect(second.cookie).toBeNull();
    // A persian name with ZWNJ is a name of its own.
    expect(data(await new Device(srv.url).claim('نیک\u200Cنام'))).toMatchObject({ name: 'نیک\u200Cنام' });
  });

  test('a challenge is good for one verify, before it expires, for its own kind', async () => {
    const clock = fakeClock(1_700_000_000_000);
    const srv = await serve(engine, {}, clock);
    const d = new Device(srv.url);
    const options = await d.claimOptions('Ana');
    const response = d.authenticator.create(options, d.origin ?? '');
    data(await d.post(PLAYER_ROUTES.claimVerify, { name: 'Ana', response }));
    // The same response again (replayed): the challenge was used.
    const again = new Device(srv.url);
    expect(code(await again.post(PLAYER_ROUTES.claimVerify, { name: 'Ana', response }))).toBe('CHALLENGE_EXPIRED');

    // Late: answered after PLAYER_CHALLENGE_MS; the name stays free.
    const slow = new Device(srv.url);
    const lateOptions = await slow.claimOptions('Bo');
    clock.skip(PLAYER_CHALLENGE_MS + 1);
    const late = slow.authenticator.create(lateOptions, slow.origin ?? '');
    expect(code(await slow.post(PLAYER_ROUTES.claimVerify, { name: 'Bo', response: late }))).toBe('CHALLENGE_EXPIRED');
    expect(data(await slow.claim('Bo'))).toMatchObject({ name: 'Bo' });

    // A claim's challenge for another name, and a sign-in challenge used for a claim, are refused.
    const other = new Device(srv.url);
    const forCy = await other.claimOptions('Cy');
    const swapped = other.authenticator.create(forCy, other.origin ?? '');
    expect(code(await other.post(PLAYER_ROUTES.claimVerify, { name: 'Dee', response: swapped }))).toBe(
      'CHALLENGE_EXPIRED',
    );
    const signin = await other.signinOptions();
    const asClaim = other.authenticator.create({ ...forCy, challenge: signin.challenge }, other.origin ?? '');
    expect(code(await other.post(PLAYER_ROUTES.claimVerify, { name: 'Cy', response: asClaim }))).toBe(
      'CHALLENGE_EXPIRED',
    );

    // A sign-in response replayed: refused, no new session.
    const second = new Device(srv.url);
    carry(d, second);
    const signOptions = await second.signinOptions();
    const assertion = second.authenticator.get(signOptions, second.origin ?? '');
    data(await second.post(PLAYER_ROUTES.signinVerify, { response: assertion }));
    const thief = new Device(srv.url);
    expect(code(await thief.post(PLAYER_ROUTES.signinVerify, { response: assertion }))).toBe('CHALLENGE_EXPIRED');
    expect(thief.cookie).toBeNull();
  });

  test('another site: its requests are FORBIDDEN_ORIGIN, a passkey made for it is PASSKEY_REFUSED', async () => {
    const srv = await serve(engine);
    const d = new Device(srv.url);
    data(await d.claim('Ana'));
    // A page of another site using the player's cookie (CSRF): refused before anything is read or changed.
    for (const path of [
      PLAYER_ROUTES.claimOptions,
      PLAYER_ROUTES.signinOptions,
      PLAYER_ROUTES.attach,
      PLAYER_ROUTES.signout,
    ]) {
      const answer = await d.post(path, { name: 'Bo' }, EVIL);
      expect([path, answer.status, code(answer)]).toEqual([path, 403, 'FORBIDDEN_ORIGIN']);
    }
    expect(code(await d.post(PLAYER_ROUTES.claimOptions, { name: 'Bo' }, 'null'))).toBe('FORBIDDEN_ORIGIN');
    expect(data(await d.get<PlayerInfo>(PLAYER_ROUTES.me))).toMatchObject({ name: 'Ana' }); // still signed in

    // A registration made on another origin (its clientDataJSON and RP ID): no player, the name stays free.
    const fooled = new Device(srv.url);
    const made = await fooled.claim('Bo', { origin: EVIL, rpId: 'evil.example' });
    expect([made.status, code(made)]).toEqual([401, 'PASSKEY_REFUSED']);
    expect(fooled.cookie).toBeNull();
    expect(code(await fooled.claim('Bo', { origin: EVIL }))).toBe('PASSKEY_REFUSED');
    expect(code(await fooled.claim('Bo', { rpId: 'evil.example' }))).toBe('PASSKEY_REFUSED');
    expect(data(await fooled.claim('Bo'))).toMatchObject({ name: 'Bo' });

    // A sign-in gathered on another origin, or a passkey of another site: refused.
    const other = new Device(srv.url);
    carry(d, other);
    expect(code(await other.signIn({ origin: EVIL }))).toBe('PASSKEY_REFUSED');
    expect(code(await other.signIn({ rpId: 'evil.example' }))).toBe('PASSKEY_REFUSED');
    expect(other.cookie).toBeNull();
    // A passkey this server does not know.
    const stranger = new Device(srv.url);
    stranger.authenticator.create(await new Device(srv.url).claimOptions('Zed'), stranger.origin ?? '');
    expect(code(await stranger.signIn())).toBe('PASSKEY_REFUSED');
    expect(data(await other.signIn())).toMatchObject({ name: 'Ana' });
  });

  test('without a session: NOT_SIGNED_IN; a malformed body: BAD_PAYLOAD', async () => {
    const srv = await serve(engine);
    const d = new Device(srv.url);
    expect(code(await d.get(PLAYER_ROUTES.me))).toBe('NOT_SIGNED_IN');
    expect((await d.get(PLAYER_ROUTES.games)).status).toBe(401);
    const seat = { code: 'ABCDEF', token: 'A'.repeat(43) };
    expect(code(await d.post(PLAYER_ROUTES.attach, { seats: [seat] }))).toBe('NOT_SIGNED_IN');
    expect(code(await d.post(PLAYER_ROUTES.claimOptions, { name: '' }))).toBe('BAD_PAYLOAD');
    expect(code(await d.post(PLAYER_ROUTES.signinVerify, { response: { id: 'x' } }))).toBe('BAD_PAYLOAD');
    expect(code(await d.post(PLAYER_ROUTES.signinOptions, { extra: 1 }))).toBe('BAD_PAYLOAD');
  });

  test('sign-in and claim attempts are limited per address: RATE_LIMITED', async () => {
    const srv = await serve(engine, { PLAYER_BURST: '3', PLAYER_PER_MINUTE: '1' });
    const d = new Device(srv.url);
    for (let i = 0; i < 3; i++) data(await d.post(PLAYER_ROUTES.signinOptions));
    const limited = await d.post(PLAYER_ROUTES.signinOptions);
    expect([limited.status, code(limited)]).toEqual([429, 'RATE_LIMITED']);
    expect(code(await new Device(srv.url).post(PLAYER_ROUTES.claimOptions, { name: 'Ana' }))).toBe('RATE_LIMITED');
    // Sign-out is never limited: leaving always works.
    expect(data(await d.post(PLAYER_ROUTES.signout))).toBeNull();
  });
});
