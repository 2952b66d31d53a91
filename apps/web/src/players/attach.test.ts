/**
 * Attaching this device's seats (players/attach.ts, attached.ts): only seated
 * rooms not attached yet are sent, each once; a request the server refuses
 * for one seat is settled seat by seat; a page signed in attaches each new seat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import type { PlayerGame } from '@kahroba/protocol';
import { saveSeatToken } from '../net/storage';
import { attachDevice, startAutoAttach, stopAutoAttach } from './attach';
import { pendingSeats } from './attached';
import { signedIn, useSession } from './session';

const reply = (body: unknown): Response =>
  new Response(JSON.stringify(body), { headers: { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) } });
type Seats = { seats: { code: string; token: string }[] };
let server: (body: Seats) => unknown;
const fetchStub = vi.fn((_path: string, init?: RequestInit) =>
  Promise.resolve(reply(server(JSON.parse(init?.body as string) as Seats))),
);
const sentCodes = (): string[][] =>
  fetchStub.mock.calls.map(([, init]) => (JSON.parse(init?.body as string) as Seats).seats.map((s) => s.code));

const ID = 'p_1';
beforeEach(() => {
  localStorage.clear();
  fetchStub.mockClear();
  vi.stubGlobal('fetch', fetchStub);
  saveSeatToken('AAA111', 'tok_aaaaaaaaaaaaaaaa', Date.now() - 3, 0);
  saveSeatToken('BBB222', 'tok_bbbbbbbbbbbbbbbb', Date.now() - 2, 1);
  saveSeatToken('WATCH1', 'tok_wwwwwwwwwwwwwwww', Date.now() - 1, null);
});
afterEach(() => {
  stopAutoAttach();
  vi.unstubAllGlobals();
});

describe("attaching this device's games", () => {
  it('sends the seated rooms once (never a spectator token), and offers nothing after', async () => {
    server = (b) => ({ ok: true, data: { attached: b.seats.length } });
    expect(pendingSeats(ID).map((s) => s.code)).toEqual(['BBB222', 'AAA111']);
    expect(await attachDevice(ID)).toEqual({ attached: 2, error: null });
    expect(sentCodes()).toEqual([['BBB222', 'AAA111']]);
    expect(pendingSeats(ID)).toEqual([]);
    expect(await attachDevice(ID)).toEqual({ attached: 0, error: null });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    // Another player signed in on this device has attached nothing.
    expect(pendingSeats('p_2')).toHaveLength(2);
  });

  it('leaves out the seats the server already lists among the games', () => {
    const listed = { code: 'AAA111', seat: 0 } as PlayerGame;
    expect(pendingSeats(ID, [listed]).map((s) => s.code)).toEqual(['BBB222']);
  });

  it('settles seat by seat when one seat spoils the request, and stops at a refusal of the whole', async () => {
    server = (b) =>
      b.seats.some((s) => s.code === 'AAA111')
        ? { ok: false, error: { code: 'ALREADY_ATTACHED', message: 'taken' } }
        : { ok: true, data: { attached: b.seats.length } };
    expect(await attachDevice(ID)).toEqual({ attached: 1, error: null });
    expect(sentCodes()).toEqual([['BBB222', 'AAA111'], ['BBB222'], ['AAA111']]);
    // Someone's already: never offered again.
    expect(pendingSeats(ID)).toEqual([]);

    localStorage.clear();
    saveSeatToken('CCC333', 'tok_cccccccccccccccc', Date.now(), 0);
    server = () => ({ ok: false, error: { code: 'ATTACH_FULL', message: 'full' } });
    expect(await attachDevice(ID)).toMatchObject({ attached: 0, error: { code: 'ATTACH_FULL' } });
    expect(pendingSeats(ID).map((s) => s.code)).toEqual(['CCC333']);
  });

  it('attaches each new seat while signed in, and none while signed out', async () => {
    server = (b) => ({ ok: true, data: { attached: b.seats.length } });
    startAutoAttach();
    useSession.setState({ status: 'signedOut', player: null });
    saveSeatToken('DDD444', 'tok_dddddddddddddddd', Date.now(), 0);
    expect(fetchStub).not.toHaveBeenCalled();
    signedIn({ id: ID, name: 'Sara', createdAt: 1 });
    saveSeatToken('EEE555', 'tok_eeeeeeeeeeeeeeee', Date.now(), null);
    expect(fetchStub).not.toHaveBeenCalled();
    saveSeatToken('EEE555', 'tok_eeeeeeeeeeeeeeee', Date.now(), 2);
    await vi.waitFor(() => expect(sentCodes()).toEqual([['EEE555']]));
    await vi.waitFor(() => expect(pendingSeats(ID).map((s) => s.code)).not.toContain('EEE555'));
  });
});
