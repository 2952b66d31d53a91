/** A device holding several seats (protocol acting.ts): their tokens kept and presented again, each request made for the seat it shows. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../store';
import { gameUpdated, roomJoined } from '../store/actions';
import { NO_CHAT, roomInfo, update } from '../test-fixtures';
import { FakeSocket } from './fake-socket';
import { act, enterRoom, setSocketFactory } from './index';
import { actingSeat, isSharedDevice, loadLocalTokens, localSeats, saveLocalToken } from './local-seats';
import { saveSeatToken } from './storage';

const TOKEN = 'tok_abcdefghijklmnop';
const BEA = 'tok_bea_abcdefghijklmnop';
let fake: FakeSocket;

beforeEach(() => {
  localStorage.clear();
  resetStore();
  fake = new FakeSocket();
  setSocketFactory(() => fake.asSocket());
});
afterEach(() => setSocketFactory(null));

const shared = roomInfo({
  status: 'playing',
  you: { memberId: 'm0', seat: 0, isHost: true, local: [{ memberId: 'm1', seat: 1, name: 'Bea' }] },
});

describe('several seats on one device', () => {
  it('knows the seats it holds and speaks for the one it shows', () => {
    expect(localSeats(shared)).toEqual([0, 1]);
    expect(isSharedDevice(shared)).toBe(true);
    expect(isSharedDevice(roomInfo())).toBe(false);
    roomJoined(shared, update(3, { seat: null }));
    expect(actingSeat()).toEqual({});
    gameUpdated(update(3, { seat: 1, events: [] }));
    expect(actingSeat()).toEqual({ as: 1 });
    // An ordinary device never names a seat.
    roomJoined(roomInfo({ status: 'playing' }), update(3, { seat: 0 }));
    expect(actingSeat()).toEqual({});
  });

  it('sends an intent for the seat shown', async () => {
    // As the server does: the update with the move, then the answer (an accepted intent waits for its version).
    fake.handlers.set('game:act', () => {
      fake.fire('game:update', update(4, { seat: 1 }));
      return { ok: true, data: { version: 4, duplicate: false } };
    });
    saveSeatToken('ABC234', TOKEN);
    fake.handlers.set('room:join', () => ({
      ok: true,
      data: { token: TOKEN, room: shared, game: update(3, { seat: 1 }), chat: NO_CHAT },
    }));
    await enterRoom('ABC234');
    fake.fire('connect');
    await act({ type: 'takeGems', gems: ['white', 'blue', 'green'] });
    expect(fake.sent.find((s) => s.name === 'game:act')?.payload).toMatchObject({ as: 1, version: 3 });
  });

  it('keeps the other tokens once each, and presents them when it comes back', async () => {
    saveLocalToken('ABC234', BEA);
    saveLocalToken('abc234', BEA);
    expect(loadLocalTokens('ABC234')).toEqual([BEA]);
    saveSeatToken('ABC234', TOKEN);
    fake.handlers.set('room:join', () => ({
      ok: true,
      data: { token: TOKEN, room: shared, game: null, chat: NO_CHAT },
    }));
    await enterRoom('ABC234');
    expect(fake.sent.find((s) => s.name === 'room:join')?.payload).toEqual({
      code: 'ABC234',
      token: TOKEN,
      also: [BEA],
    });
  });

  it('comes back with its first seat alone when another token no longer works', async () => {
    saveLocalToken('ABC234', BEA);
    saveSeatToken('ABC234', TOKEN);
    fake.handlers.set('room:join', (p) =>
      (p as { also?: string[] }).also
        ? { ok: false, error: { code: 'BAD_TOKEN', message: 'no' } }
        : { ok: true, data: { token: TOKEN, room: roomInfo(), game: null, chat: NO_CHAT } },
    );
    await enterRoom('ABC234');
    expect(fake.sent.filter((s) => s.name === 'room:join')).toHaveLength(2);
    expect(loadLocalTokens('ABC234')).toEqual([]);
  });
});
