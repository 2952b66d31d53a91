import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore, useAppStore } from '../store';
import { NO_CHAT, roomInfo, update } from '../test-fixtures';
import { FakeSocket } from './fake-socket';
import { PUSH_WAIT_MS } from './game';
import { act, enterRoom, setSocketFactory } from './index';
import { MOVED_PAUSES_MS } from './resend';
import { saveSeatToken } from './storage';

const TOKEN = 'tok_abcdefghijklmnop';
let fake: FakeSocket;

beforeEach(async () => {
  localStorage.clear();
  resetStore();
  fake = new FakeSocket();
  setSocketFactory(() => fake.asSocket());
  saveSeatToken('ABC234', TOKEN);
  fake.handlers.set('room:join', () => ({
    ok: true,
    data: { token: TOKEN, room: roomInfo({ status: 'playing' }), game: update(4), chat: NO_CHAT },
  }));
  await enterRoom('ABC234');
  fake.fire('connect');
});

afterEach(() => {
  setSocketFactory(null);
  vi.useRealTimers();
});

const sent = (name: string) => fake.sent.filter((s) => s.name === name);
const acts = () => sent('game:act').map((s) => s.payload as { version: number; intentId: string });
const game = () => useAppStore.getState().game;

describe('game intents', () => {
  it('carry the view version and an intent id, and a timeout is sent again with the same id', async () => {
    vi.useFakeTimers();
    let calls = 0;
    fake.handlers.set('game:act', () => {
      if (++calls === 1) return undefined;
      fake.fire('game:update', update(5));
      return { ok: true, data: { version: 5, duplicate: true } };
    });
    const pending = act({ type: 'declineConquest' });
    expect(game().pending).not.toBeNull();
    await vi.advanceTimersByTimeAsync(9000);
    const answer = await pending;
    expect(answer.ok).toBe(true);
    expect(acts()).toHaveLength(2);
    expect(acts()[0]?.version).toBe(4);
    expect(acts()[0]?.intentId).toBe(acts()[1]?.intentId);
    expect(game().pending).toBeNull();
  });

  it('resync after a stale intent: the player decides again on the server’s view', async () => {
    fake.handlers.set('game:act', () => ({ ok: false, error: { code: 'STALE_VERSION', message: '' } }));
    fake.handlers.set('game:sync', () => ({ ok: true, data: update(9, { events: [] }) }));
    const answer = await act({ type: 'declineConquest' });
    expect(answer.ok).toBe(false);
    expect(game().version).toBe(9);
    expect(game().pending).toBeNull();
  });

  it('resync after a stale intent also while the room is moving between nodes (the sync is sent again)', async () => {
    vi.useFakeTimers();
    let syncs = 0;
    fake.handlers.set('game:act', () => ({ ok: false, error: { code: 'STALE_VERSION', message: '' } }));
    fake.handlers.set('game:sync', () =>
      ++syncs === 1
        ? { ok: false, error: { code: 'ROOM_MOVED', message: 'moving' } }
        : { ok: true, data: update(9, { events: [] }) },
    );
    const pending = act({ type: 'declineConquest' });
    await vi.advanceTimersByTimeAsync(MOVED_PAUSES_MS[0]);
    expect((await pending).ok).toBe(false);
    expect(sent('game:sync')).toHaveLength(2);
    expect(game().version).toBe(9);
  });
});

describe('an accepted intent whose answer overtakes its push (a node standing in answers through the owner)', () => {
  it('stays pending until the push of what it did comes, and asks for nothing', async () => {
    fake.handlers.set('game:act', () => ({ ok: true, data: { version: 5, duplicate: false } }));
    let settled = false;
    const pending = act({ type: 'declineConquest' }).then((a) => {
      settled = true;
      return a;
    });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    // Answered, but the view is still the one the move was made on: no second move on it.
    expect(settled).toBe(false);
    expect(game().pending).not.toBeNull();
    expect((await act({ type: 'declineConquest' })).ok).toBe(false);
    fake.fire('game:update', update(5));
    expect((await pending).ok).toBe(true);
    expect(game().version).toBe(5);
    expect(game().pending).toBeNull();
    expect(acts()).toHaveLength(1);
    expect(sent('game:sync')).toHaveLength(0);
  });

  it('asks for the view when that push does not come', async () => {
    vi.useFakeTimers();
    fake.handlers.set('game:act', () => ({ ok: true, data: { version: 5, duplicate: false } }));
    fake.handlers.set('game:sync', () => ({ ok: true, data: update(5, { events: [] }) }));
    const pending = act({ type: 'declineConquest' });
    await vi.advanceTimersByTimeAsync(PUSH_WAIT_MS - 1);
    expect(sent('game:sync')).toHaveLength(0);
    expect(game().pending).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).ok).toBe(true);
    expect(sent('game:sync')).toHaveLength(1);
    expect(game().version).toBe(5);
    expect(game().pending).toBeNull();
  });
});
