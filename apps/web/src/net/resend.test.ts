import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore, useAppStore } from '../store';
import { NO_CHAT, roomInfo, update } from '../test-fixtures';
import { FakeSocket } from './fake-socket';
import { act, enterRoom, joinRoom, setSocketFactory } from './index';
import { AFTER_RECONNECT_MS, MOVED_PAUSES_MS } from './resend';
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

const moved = { ok: false, error: { code: 'ROOM_MOVED', message: 'moving' } };
/** The answer to an accepted intent, its push first (as one server node sends them). */
const accepted = (version: number, duplicate = false) => {
  fake.fire('game:update', update(version));
  return { ok: true, data: { version, duplicate } };
};
const acts = () =>
  fake.sent.filter((s) => s.name === 'game:act').map((s) => s.payload as { version: number; intentId: string });

describe('an intent answered ROOM_MOVED', () => {
  it('is sent again with the same intent id after a pause, and its answer (a duplicate) is taken', async () => {
    vi.useFakeTimers();
    let calls = 0;
    fake.handlers.set('game:act', () => (++calls <= 2 ? moved : accepted(5, true)));
    const pending = act({ type: 'declineConquest' });
    await vi.advanceTimersByTimeAsync(0);
    expect(acts()).toHaveLength(1);
    // Nothing goes out again before the first pause is over: no hammering of a node that is taking the room.
    await vi.advanceTimersByTimeAsync(MOVED_PAUSES_MS[0] - 1);
    expect(acts()).toHaveLength(1);
    expect(useAppStore.getState().game.pending).not.toBeNull();
    await vi.advanceTimersByTimeAsync(MOVED_PAUSES_MS[0] + MOVED_PAUSES_MS[1]);
    const answer = await pending;
    expect(answer).toEqual({ ok: true, data: { version: 5, duplicate: true } });
    expect(acts()).toHaveLength(3);
    expect(new Set(acts().map((a) => a.intentId)).size).toBe(1);
    expect(acts().every((a) => a.version === 4)).toBe(true);
    expect(useAppStore.getState().game.pending).toBeNull();
  });

  it('gives up with ROOM_MOVED after a bounded number of resends', async () => {
    vi.useFakeTimers();
    fake.handlers.set('game:act', () => moved);
    const pending = act({ type: 'declineConquest' });
    await vi.advanceTimersByTimeAsync(MOVED_PAUSES_MS.reduce((a, b) => a + b, 0) + 1_000);
    const answer = await pending;
    expect(answer).toMatchObject({ ok: false, error: { code: 'ROOM_MOVED' } });
    expect(acts()).toHaveLength(MOVED_PAUSES_MS.length + 1);
    expect(useAppStore.getState().game.pending).toBeNull();
  });

  it('waits for the link to come back (and the rejoin to go first) when it dropped meanwhile', async () => {
    vi.useFakeTimers();
    let calls = 0;
    fake.handlers.set('game:act', () => {
      calls += 1;
      if (calls === 1) {
        // The node goes away with the answer.
        queueMicrotask(() => fake.fire('disconnect', 'transport close'));
        return moved;
      }
      return accepted(5);
    });
    const pending = act({ type: 'declineConquest' });
    await vi.advanceTimersByTimeAsync(MOVED_PAUSES_MS[0] + 5_000);
    // Offline: nothing sent meanwhile (the request would fail OFFLINE, or wait for minutes in a buffer).
    expect(acts()).toHaveLength(1);
    const joins = () => fake.sent.filter((s) => s.name === 'room:join').length;
    const joinsBefore = joins();
    fake.fire('connect');
    expect(joins()).toBe(joinsBefore + 1);
    await vi.advanceTimersByTimeAsync(AFTER_RECONNECT_MS);
    const answer = await pending;
    expect(answer.ok).toBe(true);
    // The rejoin went out before the resend.
    const order = fake.sent.map((s) => s.name);
    expect(order.lastIndexOf('room:join')).toBeLessThan(order.lastIndexOf('game:act'));
    expect(acts()).toHaveLength(2);
    expect(acts()[0]?.intentId).toBe(acts()[1]?.intentId);
  });

  it('other refusals are not sent again', async () => {
    fake.handlers.set('game:act', () => ({ ok: false, error: { code: 'NOT_YOUR_TURN', message: '' } }));
    const answer = await act({ type: 'declineConquest' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(acts()).toHaveLength(1);
  });
});

describe('OVERLOADED (the server shed the request; nothing done)', () => {
  it('an intent shed by a busy server is sent again with the same id, not lost to the player', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const shed = { ok: false, error: { code: 'OVERLOADED', message: 'busy' } };
    fake.handlers.set('game:act', () => (++calls <= 2 ? shed : accepted(5)));
    const pending = act({ type: 'declineConquest' });
    await vi.advanceTimersByTimeAsync(MOVED_PAUSES_MS[0] - 1);
    expect(acts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MOVED_PAUSES_MS[0] + MOVED_PAUSES_MS[1]);
    expect(await pending).toEqual({ ok: true, data: { version: 5, duplicate: false } });
    expect(acts()).toHaveLength(3);
    expect(new Set(acts().map((a) => a.intentId)).size).toBe(1);
  });
});

describe('UNAVAILABLE (the server could not reach a service it needs; nothing done)', () => {
  const unavailable = { ok: false, error: { code: 'UNAVAILABLE', message: 'redis down' } };

  it('an intent is sent again with the same id after growing pauses', async () => {
    vi.useFakeTimers();
    let calls = 0;
    fake.handlers.set('game:act', () => (++calls <= 3 ? unavailable : accepted(5)));
    const pending = act({ type: 'declineConquest' });
    await vi.advanceTimersByTimeAsync(MOVED_PAUSES_MS[0] - 1);
    expect(acts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MOVED_PAUSES_MS[0] + MOVED_PAUSES_MS[1] + MOVED_PAUSES_MS[2]);
    expect(await pending).toEqual({ ok: true, data: { version: 5, duplicate: false } });
    expect(acts()).toHaveLength(4);
    expect(new Set(acts().map((a) => a.intentId)).size).toBe(1);
  });

  it('a join by name is sent again after a pause and gets in; a join that timed out is not sent twice', async () => {
    vi.useFakeTimers();
    const joins = () => fake.sent.filter((s) => s.name === 'room:join').length;
    let calls = 0;
    fake.handlers.set('room:join', () =>
      ++calls <= 2
        ? unavailable
        : {
            ok: true,
            data: { token: TOKEN, room: roomInfo({ code: 'XYZ234', status: 'lobby' }), game: null, chat: NO_CHAT },
          },
    );
    const before = joins();
    const pending = joinRoom('XYZ234', 'Ana');
    // Another room: its own socket (the load balancer routes by the room it names), which connects.
    fake.fire('connect');
    await vi.advanceTimersByTimeAsync(0);
    expect(joins()).toBe(before + 1);
    expect(useAppStore.getState().room.status).toBe('joining');
    await vi.advanceTimersByTimeAsync(MOVED_PAUSES_MS[0] + MOVED_PAUSES_MS[1]);
    expect((await pending).ok).toBe(true);
    expect(joins()).toBe(before + 3);
    expect(useAppStore.getState().room.status).toBe('joined');

    fake.handlers.set('room:join', () => undefined);
    const lost = joinRoom('XYZ567', 'Bo');
    fake.fire('connect');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await lost).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    expect(joins()).toBe(before + 4);
  });
});
