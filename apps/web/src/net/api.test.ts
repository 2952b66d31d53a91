/**
 * Reads of the HTTP API (net/api.ts): an answer is read only when the server
 * speaks this page's protocol version (or names none: servers from before the
 * header); any other answer is refused unread.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import { ApiVersionError, apiFetch, answerVersion } from './api';

const answer = (version: string | null, body: unknown = { ok: true, data: [] }, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: version === null ? {} : { [PROTOCOL_HEADER]: version } });

let next: Response;
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(next)));
});
afterEach(() => vi.unstubAllGlobals());

describe('the API\'s protocol version', () => {
  it('reads the version an answer names: none is 1, junk is null', () => {
    expect(answerVersion(answer(String(PROTOCOL_VERSION)))).toBe(PROTOCOL_VERSION);
    expect(answerVersion(answer(null))).toBe(1);
    expect(answerVersion(answer('7'))).toBe(7);
    for (const junk of ['', '0', '-1', '1.5', 'x', '01', '9'.repeat(12)]) expect(answerVersion(answer(junk)), junk).toBeNull();
  });

  it('gives the answer of a server of this version, or of one that names none', async () => {
    next = answer(String(PROTOCOL_VERSION), { ok: true, data: [1] });
    expect(await (await apiFetch('/api/turns?rooms=ABCDEF')).json()).toEqual({ ok: true, data: [1] });
    next = answer(null, { ok: true, data: [2] });
    expect(await (await apiFetch('/api/turns?rooms=ABCDEF')).json()).toEqual({ ok: true, data: [2] });
    expect(fetch).toHaveBeenCalledWith('/api/turns?rooms=ABCDEF', undefined);
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
