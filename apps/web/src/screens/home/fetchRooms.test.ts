/**
 * My games asks each held room for its games (fetchRooms): an "unknown room"
 * answer forgets the seat, but only from a server of this page's protocol
 * version; another version's answer is not read (net/api.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import { loadSeatToken, saveSeatToken } from '../../net/storage';
import { fetchRooms } from './MyGames';

const answer = (version: string, body: unknown, status: number): Response =>
  new Response(JSON.stringify(body), { status, headers: { [PROTOCOL_HEADER]: version } });

let next: Response;
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(next)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("My games and the server's version", () => {
  it('keeps a seat when a server of another version says its room is unknown, and forgets it when one of this version does', async () => {
    saveSeatToken('ABCDEF', 'tok_abcdefghijklmnop', Date.now(), 0);
    const unknown = { ok: false, error: { code: 'UNKNOWN_ROOM', message: 'There is no room with that code.' } };
    next = answer(String(PROTOCOL_VERSION + 1), unknown, 404);
    expect(await fetchRooms()).toEqual({ rooms: [], unreachable: 1 });
    expect(loadSeatToken('ABCDEF')).toBe('tok_abcdefghijklmnop');
    next = answer(String(PROTOCOL_VERSION), unknown, 404);
    expect(await fetchRooms()).toEqual({ rooms: [], unreachable: 0 });
    expect(loadSeatToken('ABCDEF')).toBeNull();
  });
});
