/**
 * The players' client (players/api.ts): each route asked at its path with its
 * body, the answer's data checked against its shape, refusals passed on with
 * their code, and the failures of the wire named.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import type { PlayerGame } from '@kahroba/protocol';
import {
  attach,
  claimOptions,
  claimVerify,
  me,
  myGames,
  readAnswer,
  signinOptions,
  signinVerify,
  signout,
} from './api';
import { PlayerInfoSchema } from './schemas';

const reply = (body: unknown, status = 200, version = String(PROTOCOL_VERSION)): Response =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { [PROTOCOL_HEADER]: version },
  });

let next: () => Response | Promise<Response>;
const fetchStub = vi.fn((_path: string, _init?: RequestInit) => Promise.resolve(next()));
beforeEach(() => {
  fetchStub.mockClear();
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => vi.unstubAllGlobals());

const player = { id: 'p_1', name: 'Sara', createdAt: 1_700_000_000_000 };
const game: PlayerGame = {
  code: 'ABC234',
  seat: 1,
  playedAs: 'Sara',
  gameNo: 1,
  status: 'finished',
  players: [
    { seat: 0, kind: 'human', bot: null, name: 'Ana' },
    { seat: 1, kind: 'human', bot: null, name: 'Sara' },
  ],
  playerCount: 2,
  modules: ['cities'],
  edition: 'kahroba',
  toAct: null,
  winners: [1],
  prestige: [12, 15],
  actions: 40,
  startedAt: 1,
  lastMoveAt: 2,
  finishedAt: 3,
};
const regOptions = {
  rp: { name: 'Kahroba Online', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'Sara', displayName: 'Sara' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  attestation: 'none',
};
const regResponse = {
  id: 'aWQ',
  rawId: 'aWQ',
  type: 'public-key' as const,
  response: { clientDataJSON: 'Y2Q', attestationObject: 'YW8' },
  clientExtensionResults: {},
};
const authResponse = {
  id: 'aWQ',
  rawId: 'aWQ',
  type: 'public-key' as const,
  response: { clientDataJSON: 'Y2Q', authenticatorData: 'YWQ', signature: 'c2ln' },
  clientExtensionResults: {},
};

/** The path, method and JSON body of the last request. */
function sent(): { path: string; method: string; body: unknown; credentials: string | undefined } {
  const [path, init] = fetchStub.mock.calls.at(-1) ?? ['', undefined];
  return {
    path,
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    credentials: init?.credentials,
  };
}

describe('the players routes', () => {
  it('asks each route at its path with its body, and reads its data', async () => {
    next = () => reply({ ok: true, data: regOptions });
    expect(await claimOptions('Sara')).toEqual({ ok: true, data: regOptions });
    expect(sent()).toEqual({
      path: '/api/players/claim/options',
      method: 'POST',
      body: { name: 'Sara' },
      credentials: 'same-origin',
    });

    next = () => reply({ ok: true, data: player });
    expect(await claimVerify('Sara', regResponse)).toEqual({ ok: true, data: player });
    expect(sent()).toMatchObject({ path: '/api/players/claim/verify', body: { name: 'Sara', response: regResponse } });

    next = () => reply({ ok: true, data: { challenge: 'Y2g', userVerification: 'preferred' } });
    expect(await signinOptions()).toEqual({ ok: true, data: { challenge: 'Y2g', userVerification: 'preferred' } });
    expect(sent()).toMatchObject({ path: '/api/players/signin/options', method: 'POST', body: {} });

    next = () => reply({ ok: true, data: player });
    expect(await signinVerify(authResponse)).toEqual({ ok: true, data: player });
    expect(sent()).toMatchObject({ path: '/api/players/signin/verify', body: { response: authResponse } });

    next = () => reply({ ok: true, data: null });
    expect(await signout()).toEqual({ ok: true, data: null });
    expect(sent()).toMatchObject({ path: '/api/players/signout', method: 'POST', body: {} });

    next = () => reply({ ok: true, data: player });
    expect(await me()).toEqual({ ok: true, data: player });
    expect(sent()).toMatchObject({ path: '/api/players/me', method: 'GET', body: undefined });

    next = () => reply({ ok: true, data: { attached: 2 } });
    const seats = [
      { code: 'ABC234', token: 'tok_abcdefghijklmnop' },
      { code: 'XYZ789', token: 'tok_qrstuvwxyz012345' },
    ];
    expect(await attach(seats)).toEqual({ ok: true, data: { attached: 2 } });
    expect(sent()).toMatchObject({ path: '/api/players/me/attach', method: 'POST', body: { seats } });

    next = () => reply({ ok: true, data: [game] });
    expect(await myGames()).toEqual({ ok: true, data: [game] });
    expect(sent()).toMatchObject({ path: '/api/players/me/games', method: 'GET' });
  });

  it("passes the server's refusal on with its code and message", async () => {
    for (const code of ['NAME_CLAIMED', 'ACCOUNTS_OFF', 'PASSKEY_REFUSED', 'CHALLENGE_EXPIRED', 'RATE_LIMITED']) {
      next = () => reply({ ok: false, error: { code, message: `said ${code}` } }, code === 'RATE_LIMITED' ? 429 : 400);
      expect(await claimOptions('Sara')).toEqual({ ok: false, error: { code, message: `said ${code}` } });
    }
    next = () => reply({ ok: false, error: { code: 'NOT_SIGNED_IN', message: 'Sign in first.' } }, 401);
    expect(await me()).toMatchObject({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
  });

  it('refuses data of another shape rather than read half of it', async () => {
    next = () => reply({ ok: true, data: { ...player, createdAt: 'yesterday' } });
    expect(await me()).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    next = () => reply({ ok: true, data: [{ ...game, seat: -1 }] });
    expect(await myGames()).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    next = () => reply({ ok: true, data: [{ ...game, token: 'x' }] });
    const extra = await myGames();
    // An unknown field is dropped, never kept: a token would not reach the page's state.
    expect(extra.ok && Object.keys(extra.data[0] ?? {})).not.toContain('token');
    next = () => reply({ ok: true, data: { ...regOptions, challenge: '' } });
    expect(await claimOptions('Sara')).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(readAnswer('nonsense', PlayerInfoSchema)).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(readAnswer({ ok: false }, PlayerInfoSchema)).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });

  it('names the failures of the wire: offline, another protocol version, no JSON', async () => {
    next = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await me()).toMatchObject({ ok: false, error: { code: 'OFFLINE' } });
    next = () => reply({ ok: true, data: player }, 200, String(PROTOCOL_VERSION + 1));
    expect(await me()).toMatchObject({ ok: false, error: { code: 'OUTDATED' } });
    next = () => reply('<html>busy</html>', 429);
    expect(await signinOptions()).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    next = () => reply('<html>oops</html>', 502);
    expect(await signinOptions()).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });
});
