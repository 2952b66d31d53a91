import { describe, expect, it, vi } from 'vitest';

const opened: unknown[] = [];
const closed: unknown[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    opened.push(options);
    return { options, disconnect: () => closed.push(options) };
  },
}));

const { ROOM_PATH, adoptEarly, openEarly } = await import('./early');
const { parseRoute } = await import('../router');

describe('the early socket', () => {
  it('opens nothing off a room link', () => {
    for (const path of ['/', '/hotseat', '/rules', '/r/', '/r/AB', '/replay']) openEarly(path);
    expect(opened).toEqual([]);
    expect(adoptEarly(null)).toBeNull();
  });

  it('opens one connecting WebSocket-first socket for the room of a room link, adopted once for that room', () => {
    openEarly('/r/abcd');
    openEarly('/r/ABCD');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      autoConnect: true,
      transports: ['websocket', 'polling'],
      query: { room: 'ABCD' },
    });
    expect(adoptEarly('ABCD')).toMatchObject({ options: opened[0] });
    expect(closed).toEqual([]);
    expect(adoptEarly('ABCD')).toBeNull();
  });

  it('closes a socket opened early for another room instead of adopting it', () => {
    openEarly('/r/WXYZ');
    expect(opened.at(-1)).toMatchObject({ query: { room: 'WXYZ' } });
    expect(adoptEarly('ABCD')).toBeNull();
    expect(closed).toEqual([opened.at(-1)]);
    expect(adoptEarly('WXYZ')).toBeNull();
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
