import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diffViews } from '@kahroba/protocol/patch-diff';
import { resetStore, useAppStore } from '../store';
import { NO_CHAT, roomInfo, update } from '../test-fixtures';
import { FakeSocket } from './fake-socket';
import {
  closeSocket,
  createRoom,
  enterRoom,
  getSocket,
  onTakeBack,
  setSocketFactory,
  socketForRoom,
  startGame,
} from './index';
import { request } from './request';
import { loadSeatToken, saveSeatToken } from './storage';

const TOKEN = 'tok_abcdefghijklmnop';
let fake: FakeSocket;

beforeEach(() => {
  localStorage.clear();
  resetStore();
  fake = new FakeSocket();
  setSocketFactory(() => fake.asSocket());
});

afterEach(() => {
  setSocketFactory(null);
  vi.useRealTimers();
});

const joinedAnswer = (over = {}) => ({
  ok: true,
  data: { token: TOKEN, room: roomInfo(over), game: null, chat: NO_CHAT },
});

describe('connection state', () => {
  it('shows connecting, online, reconnecting and back online', () => {
    getSocket();
    expect(useAppStore.getState().connection.status).toBe('connecting');
    fake.fire('connect');
    expect(useAppStore.getState().connection.status).toBe('online');
    fake.fire('disconnect', 'transport close');
    expect(useAppStore.getState().connection.status).toBe('reconnecting');
    fake.fireManager('reconnect_attempt', 2);
    expect(useAppStore.getState().connection.attempt).toBe(2);
    fake.fire('connect');
    expect(useAppStore.getState().connection.status).toBe('online');
    closeSocket();
    expect(useAppStore.getState().connection.status).toBe('idle');
  });
});

describe('offline', () => {
  it('says offline at once when the browser has no network, even if the socket failed before anything listened', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      getSocket();
      expect(useAppStore.getState().connection.status).toBe('offline');
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('requests', () => {
  it('resolve with a TIMEOUT error when the server does not answer', async () => {
    vi.useFakeTimers();
    const pending = request('game:sync', {}, { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'TIMEOUT' }) as unknown,
    });
  });

  it('fail at once with OFFLINE when asked to need the link', async () => {
    await expect(request('game:sync', {}, { requireOnline: true })).resolves.toMatchObject({
      ok: false,
      error: { code: 'OFFLINE' },
    });
    expect(fake.sent).toHaveLength(0);
  });
});

describe('rooms and seat tokens', () => {
  it('keeps the seat token after creating a room', async () => {
    fake.handlers.set('room:create', () => joinedAnswer());
    const answer = await createRoom({ name: 'Sara', seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(answer.ok).toBe(true);
    expect(loadSeatToken('ABC234')).toBe(TOKEN);
    expect(useAppStore.getState().room).toMatchObject({ code: 'ABC234', status: 'joined' });
  });

  it('creates on a socket that names no room, then joins first thing on the room’s own socket', async () => {
    const opened: (string | null)[] = [];
    const sockets = new Map<string | null, FakeSocket>();
    setSocketFactory((room) => {
      opened.push(room);
      const s = new FakeSocket();
      s.handlers.set('room:create', () => joinedAnswer());
      s.handlers.set('room:join', () => joinedAnswer());
      s.handlers.set('room:start', () => ({ ok: true, data: {} }));
      sockets.set(room, s);
      return s.asSocket();
    });
    const answer = createRoom({ name: 'Sara', seats: [{ kind: 'human' }, { kind: 'human' }] });
    sockets.get(null)?.fire('connect');
    expect((await answer).ok).toBe(true);
    expect(opened).toEqual([null, 'ABC234']);
    // The room-less socket is closed without the link being reported lost: the room's socket is connecting.
    expect(sockets.get(null)?.active).toBe(false);
    expect(useAppStore.getState().connection.status).toBe('connecting');
    // What the player sends next goes after the join (Socket.IO sends a socket's buffer in order once connected).
    void startGame();
    const room = sockets.get('ABC234');
    expect(room?.sent.map((p) => p.name)).toEqual(['room:join', 'room:start']);
    expect(room?.sent[0]?.payload).toEqual({ code: 'ABC234', token: TOKEN });
    // Its first connection sends no second join; a later one does.
    room?.fire('connect');
    expect(room?.sent).toHaveLength(2);
    room?.fire('disconnect', 'transport close');
    room?.fire('connect');
    await vi.waitFor(() => expect(room?.sent.map((p) => p.name)).toEqual(['room:join', 'room:start', 'room:join']));
    // Entering the same room again keeps its socket.
    await enterRoom('ABC234');
    expect(opened).toEqual([null, 'ABC234']);
  });

  it('keeps a take-back listener over the change of socket, and drops it when unsubscribed', () => {
    const sockets: FakeSocket[] = [];
    setSocketFactory(() => {
      const s = new FakeSocket();
      sockets.push(s);
      return s.asSocket();
    });
    const seen: unknown[] = [];
    const stop = onTakeBack((info) => seen.push(info));
    socketForRoom('WXYZ23');
    getSocket();
    sockets[1]?.fire('game:takeBack', { id: 'a' });
    stop();
    sockets[1]?.fire('game:takeBack', { id: 'b' });
    expect(sockets).toHaveLength(2);
    expect(seen).toEqual([{ id: 'a' }]);
  });

  it('presents the stored token when entering a room, and asks for a name without one', async () => {
    await enterRoom('xyz789');
    expect(useAppStore.getState().room).toMatchObject({ code: 'XYZ789', status: 'needsName' });

    saveSeatToken('ABC234', TOKEN);
    fake.handlers.set('room:join', () => joinedAnswer());
    await enterRoom('abc234');
    expect(fake.sent.at(-1)).toEqual({ name: 'room:join', payload: { code: 'ABC234', token: TOKEN } });
    expect(useAppStore.getState().room.status).toBe('joined');
  });

  it('forgets a refused token and asks for a name', async () => {
    saveSeatToken('ABC234', TOKEN);
    fake.handlers.set('room:join', () => ({ ok: false, error: { code: 'BAD_TOKEN', message: '' } }));
    await enterRoom('ABC234');
    expect(loadSeatToken('ABC234')).toBeNull();
    expect(useAppStore.getState().room.status).toBe('needsName');
  });

  it('rejoins with the token after a reconnect and takes the server view', async () => {
    saveSeatToken('ABC234', TOKEN);
    fake.handlers.set('room:join', () => joinedAnswer());
    await enterRoom('ABC234');
    fake.fire('connect');
    fake.fire('disconnect', 'transport close');
    expect(useAppStore.getState().connection.status).toBe('reconnecting');
    fake.handlers.set('room:join', () => ({
      ok: true,
      data: { token: TOKEN, room: roomInfo({ status: 'playing' }), game: update(7, { events: [] }), chat: NO_CHAT },
    }));
    const before = fake.sent.length;
    fake.fire('connect');
    await vi.waitFor(() => expect(useAppStore.getState().game.version).toBe(7));
    expect(fake.sent[before]).toEqual({ name: 'room:join', payload: { code: 'ABC234', token: TOKEN } });
    expect(useAppStore.getState().room.info?.status).toBe('playing');
  });

  it('sends one join when the first connection comes while the join waits for it, and rejoins on later ones', async () => {
    vi.useFakeTimers();
    saveSeatToken('ABC234', TOKEN);
    const reply: { answer?: unknown } = {};
    fake.handlers.set('room:join', () => reply.answer);
    const joins = () => fake.sent.filter((m) => m.name === 'room:join').length;
    const entering = enterRoom('ABC234');
    // The join waits in the buffer; the first connection flushes it: no second join.
    fake.fire('connect');
    expect(joins()).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await entering;
    // A later connection (the first join's answer was lost with the link) sends another.
    reply.answer = joinedAnswer();
    fake.fire('disconnect', 'transport close');
    fake.fire('connect');
    await vi.waitFor(() => expect(useAppStore.getState().room.status).toBe('joined'));
    expect(joins()).toBe(2);
  });

  it('applies pushes for the current room', async () => {
    saveSeatToken('ABC234', TOKEN);
    fake.handlers.set('room:join', () => joinedAnswer());
    await enterRoom('ABC234');
    fake.fire('game:update', update(1));
    expect(useAppStore.getState().game.version).toBe(1);
    fake.fire('room:kicked', { code: 'ABC234' });
    expect(useAppStore.getState().room.status).toBe('kicked');
    expect(loadSeatToken('ABC234')).toBeNull();
  });
});

describe('game patches', () => {
  async function holding(version: number) {
    saveSeatToken('ABC234', TOKEN);
    fake.handlers.set('room:join', () => ({
      ok: true,
      data: { token: TOKEN, room: roomInfo({ status: 'playing' }), game: update(version), chat: NO_CHAT },
    }));
    await enterRoom('ABC234');
    fake.fire('connect');
  }
  const patchTo = (from: number, version: number, over = {}) => ({
    gameNo: 1,
    from,
    version,
    toAct: 0,
    events: [{ type: 'passed', seat: 1 }],
    patch: diffViews(update(from).view, update(version).view),
    ...over,
  });

  it('applies a patch made from the version held, without changing the view held', async () => {
    await holding(4);
    const held = useAppStore.getState().game.view;
    fake.fire('game:patch', patchTo(4, 5));
    const g = useAppStore.getState().game;
    expect(g.version).toBe(5);
    expect(g.view).toEqual(update(5).view);
    expect(held).toEqual(update(4).view);
    expect(g.log.at(-1)).toEqual({ type: 'passed', seat: 1 });
    expect(fake.sent.some((m) => m.name === 'game:sync')).toBe(false);
  });

  it('takes a patch with no operations at the same version (only the clock changed)', async () => {
    await holding(4);
    const clock = { now: 5_000, seat: 0, turnEndsAt: 9_000, expiresAt: 12_000, reserveMs: [0, 0], timeouts: [1, 0] };
    fake.fire('game:patch', { ...patchTo(4, 4), events: [], clock });
    const g = useAppStore.getState().game;
    expect([g.version, g.clock?.info]).toEqual([4, clock]);
    expect(fake.sent.some((m) => m.name === 'game:sync')).toBe(false);
  });

  it('asks for one sync on a gap, and ignores a patch it already has', async () => {
    await holding(4);
    fake.handlers.set('game:sync', () => ({ ok: true, data: { ...update(7), history: [] } }));
    fake.fire('game:patch', patchTo(3, 4));
    expect(fake.sent.some((m) => m.name === 'game:sync')).toBe(false);
    fake.fire('game:patch', patchTo(5, 6));
    fake.fire('game:patch', patchTo(6, 7));
    await vi.waitFor(() => expect(useAppStore.getState().game.version).toBe(7));
    expect(fake.sent.filter((m) => m.name === 'game:sync')).toHaveLength(1);
    expect(useAppStore.getState().game.view).toEqual(update(7).view);
  });
});
