/** The last table kept on the device: shown at once on return, replaced by the server's answer. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetStore, useAppStore } from '../store';
import { gameUpdated, roomJoined } from '../store/actions';
import { NO_CHAT, roomInfo, update } from '../test-fixtures';
import { FakeSocket } from './fake-socket';
import { enterRoom, setSocketFactory } from './index';
import { loadSnapshot, saveSnapshot } from './snapshot';
import { saveSeatToken } from './storage';

const TOKEN = 'tok_abcdefghijklmnop';
let fake: FakeSocket;

beforeEach(() => {
  localStorage.clear();
  resetStore();
  fake = new FakeSocket();
  setSocketFactory(() => fake.asSocket());
});
afterEach(() => setSocketFactory(null));

describe('the last table on the device', () => {
  it('follows the store: each new view of the joined room is saved, without its events', () => {
    const info = roomInfo();
    roomJoined(info, update(1));
    expect(loadSnapshot(info.code)?.game?.version).toBe(1);
    gameUpdated(update(2));
    const saved = loadSnapshot(info.code);
    expect(saved?.game?.version).toBe(2);
    expect(saved?.game?.events).toEqual([]);
    expect(loadSnapshot('OTHER1')).toBeNull();
  });

  it('is too old after a day', () => {
    const info = roomInfo();
    saveSnapshot(info, update(3), 1_000);
    expect(loadSnapshot(info.code, 1_000 + 60_000)?.game?.version).toBe(3);
    expect(loadSnapshot(info.code, 1_000 + 25 * 3600_000)).toBeNull();
  });

  it("shows the board before the server answers, then takes the server's copy", async () => {
    const info = roomInfo();
    saveSeatToken(info.code, TOKEN);
    saveSnapshot(info, update(4));
    let answer: (() => unknown) | null = null;
    fake.handlers.set('room:join', () => (answer ? answer() : undefined));
    answer = () => ({ ok: true, data: { token: TOKEN, room: info, game: update(6), chat: NO_CHAT } });
    const entering = enterRoom(info.code);
    // Before the answer arrives (it comes in a microtask), the saved table is up.
    expect(useAppStore.getState().room.status).toBe('joined');
    expect(useAppStore.getState().game.version).toBe(4);
    await entering;
    expect(useAppStore.getState().game.version).toBe(6);
  });

  it('is dropped, with the board, when the seat is no longer ours', async () => {
    const info = roomInfo();
    saveSeatToken(info.code, TOKEN);
    saveSnapshot(info, update(4));
    fake.handlers.set('room:join', () => ({ ok: false, error: { code: 'BAD_TOKEN', message: 'x' } }));
    await enterRoom(info.code);
    expect(useAppStore.getState().room.status).toBe('needsName');
    expect(useAppStore.getState().game.view).toBeNull();
    expect(loadSnapshot(info.code)).toBeNull();
  });
});
