/**
 * Reads of the HTTP API (net/api.ts): an answer is read only when the server
 * speaks this page's protocol version (or names none: servers from before the
 * header); any other answer is refused unread.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import { ApiVersionError, apiFetch, answerVersion, fetchTurns } from './api';
import { saveSeatToken } from './storage';

const answer = (version: string | null, body: unknown = { ok: true, data: [] }, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: version === null ? {} : { [PROTOCOL_HEADER]: version } });

let next: Response;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(next)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the API's protocol version", () => {
  it('reads the version an answer names: none is 1, junk is null', () => {
    expect(answerVersion(answer(String(PROTOCOL_VERSION)))).toBe(PROTOCOL_VERSION);
    expect(answerVersion(answer(null))).toBe(1);
    expect(answerVersion(answer('7'))).toBe(7);
    for (const junk of ['', '0', '-1', '1.5', 'x', '01', '9'.repeat(12)])
      expect(answerVersion(answer(junk)), junk).toBeNull();
  });

  it('gives the answer of a server of this version, or of one that names none', async () => {
    next = answer(String(PROTOCOL_VERSION), { ok: true, data: [1] });
    expect(await (await apiFetch('/api/rooms/ABCDEF/games')).json()).toEqual({ ok: true, data: [1] });
    next = answer(null, { ok: true, data: [2] });
    expect(await (await apiFetch('/api/rooms/ABCDEF/games')).json()).toEqual({ ok: true, data: [2] });
    expect(fetch).toHaveBeenCalledWith('/api/rooms/ABCDEF/games', undefined);
  });

  it('refuses, unread, the answer of a newer server (the page is outdated) or of an older one (not)', async () => {
    next = answer(String(PROTOCOL_VERSION + 1));
    const newer = await apiFetch('/api/rooms/ABCDEF').catch((e: unknown) => e);
    expect(newer).toBeInstanceOf(ApiVersionError);
    expect((newer as ApiVersionError).pageOutdated).toBe(true);
    expect(next.bodyUsed).toBe(false);
    next = answer('x');
    const junk = await apiFetch('/api/rooms/ABCDEF').catch((e: unknown) => e);
    expect(junk).toBeInstanceOf(ApiVersionError);
    expect((junk as ApiVersionError).pageOutdated).toBe(false);
  });
});

describe("whose turn in this browser's rooms", () => {
  it('asks with the seat token of each room it holds one for (in the body, never the address), and reads the answer', async () => {
    localStorage.clear();
    saveSeatToken('ABC234', 'tok_abcdefghijklmnop');
    saveSeatToken('XYZ789', 'tok_qrstuvwxyz012345');
    const turn = { code: 'ABC234', status: 'playing', gameNo: 1, toAct: 0 };
    next = answer(String(PROTOCOL_VERSION), { ok: true, data: [turn] });
    expect(await fetchTurns(['ABC234', 'XYZ789', 'NOTOKN'])).toEqual([turn]);
    const [path, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/turns');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      rooms: [
        { code: 'ABC234', token: 'tok_abcdefghijklmnop' },
        { code: 'XYZ789', token: 'tok_qrstuvwxyz012345' },
      ],
    });
    // A refusal or no network: null (what is shown stays); no token at all: nothing asked.
    next = answer(String(PROTOCOL_VERSION), { ok: false, error: { code: 'RATE_LIMITED', message: '' } }, 429);
    expect(await fetchTurns(['ABC234'])).toBeNull();
    expect(await fetchTurns(['NOTOKN'])).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
