import { describe, expect, it, vi } from 'vitest';

const opened: unknown[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    opened.push(options);
    return { options };
  },
}));

const { ROOM_PATH, adoptEarly, openEarly } = await import('./early');
const { parseRoute } = await import('../router');

describe('the early socket', () => {
  it('opens nothing off a room link', () => {
    for (const path of ['/', '/hotseat', '/rules', '/r/', '/r/AB', '/replay']) openEarly(path);
    expect(opened).toEqual([]);
    expect(adoptEarly()).toBeNull();
  });

  it('opens one connecting WebSocket-first socket on a room link, adopted once', () => {
    openEarly('/r/ABCD');
    openEarly('/r/ABCD');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ autoConnect: true, transports: ['websocket', 'polling'] });
    expect(adoptEarly()).toEqual({ options: opened[0] });
    expect(adoptEarly()).toBeNull();
  });

  it('knows a room link exactly as the router does', () => {
    for (const path of [
      '/',
      '/r/ABCD',
      '/r/abcd12/',
      '/r/ABC',
      '/r/ABCDEFGHIJKLM',
      '/r/AB-CD',
      '/r/ABCD/x',
      '/hotseat',
      '/rules/',
    ]) {
      expect(ROOM_PATH.test(path), path).toBe(parseRoute(path).name === 'room');
    }
  });
});
