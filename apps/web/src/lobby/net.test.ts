import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenRoomInfo } from '@kahroba/protocol';
import { resetStore } from '../store';
import { NO_CHAT, roomInfo } from '../test-fixtures';
import { FakeSocket } from '../net/fake-socket';
import { setSocketFactory } from '../net';
import { loadName, loadSeatToken } from '../net/storage';
import { quickPlay, watchLobby } from './net';
import { initialLobby, useLobbyStore } from './store';

let fake: FakeSocket;
const open = (code: string, createdAt: number): OpenRoomInfo => ({
  code,
  host: 'H',
  createdAt,
  modules: [],
  edition: 'kahroba',
  clock: 'none',
  hints: false,
  seats: [
    { kind: 'human', bot: null, taken: true },
    { kind: 'human', bot: null, taken: false },
  ],
});
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  localStorage.clear();
  resetStore();
  useLobbyStore.setState(initialLobby(), true);
  fake = new FakeSocket();
  setSocketFactory(() => fake.asSocket());
});
afterEach(() => setSocketFactory(null));

describe('watching the lobby', () => {
  it('asks for the list, applies pushes, asks again after a reconnect, and stops when the page closes', async () => {
    let list = [open('A', 1)];
    fake.handlers.set('lobby:watch', () => ({ ok: true, data: { rooms: list } }));
    fake.handlers.set('lobby:unwatch', () => ({ ok: true, data: null }));
    const stop = watchLobby();
    fake.fire('connect');
    await settle();
    expect(useLobbyStore.getState().rooms.map((r) => r.code)).toEqual(['A']);
    fake.fire('lobby:room', open('B', 2));
    fake.fire('lobby:gone', { code: 'A' });
    expect(useLobbyStore.getState().rooms.map((r) => r.code)).toEqual(['B']);

    // A new connection is not subscribed any more: the list is asked for again.
    list = [open('C', 3)];
    fake.fire('disconnect', 'transport close');
    fake.fire('connect');
    await settle();
    expect(useLobbyStore.getState().rooms.map((r) => r.code)).toEqual(['C']);
    const watches = fake.sent.filter((s) => s.name === 'lobby:watch').length;

    stop();
    expect(fake.sent.at(-1)?.name).toBe('lobby:unwatch');
    fake.fire('lobby:room', open('D', 4));
    fake.fire('connect');
    expect(useLobbyStore.getState().rooms.map((r) => r.code)).toEqual(['C']);
    expect(fake.sent.filter((s) => s.name === 'lobby:watch').length).toBe(watches);
  });
});

describe('quick play', () => {
  it('keeps the seat token of the room it was seated in, and the name', async () => {
    fake.handlers.set('lobby:quickPlay', () => ({
      ok: true,
      data: {
        token: 'tok_abcdefghijklmnop',
        room: roomInfo({ code: 'QQQQQQ', you: { memberId: 'm2', seat: 1, isHost: false } }),
        game: null,
        chat: NO_CHAT,
      },
    }));
    fake.fire('connect');
    const answer = await quickPlay({ name: 'Nika', players: 3 });
    expect(answer).toEqual({ ok: true, data: { code: 'QQQQQQ' } });
    expect(fake.sent.find((s) => s.name === 'lobby:quickPlay')?.payload).toEqual({ name: 'Nika', players: 3 });
    expect(loadSeatToken('QQQQQQ')).toBe('tok_abcdefghijklmnop');
    expect(loadName()).toBe('Nika');
  });

  it('a refusal is handed back and keeps no token', async () => {
    fake.handlers.set('lobby:quickPlay', () => ({ ok: false, error: { code: 'RATE_LIMITED', message: 'slow' } }));
    fake.fire('connect');
    const answer = await quickPlay({ name: 'Nika' });
    expect(answer.ok ? 'ok' : answer.error.code).toBe('RATE_LIMITED');
    expect(localStorage.length).toBe(1); // the name only
  });
});
