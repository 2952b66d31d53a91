import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './net/fake-socket';
import { closeSocket, setSocketFactory } from './net';
import { warmUp } from './warmup';

vi.mock('./screens/room/OnlineGame', () => ({ default: () => null }));

describe('warmUp', () => {
  afterEach(() => {
    setSocketFactory(null);
    closeSocket();
  });

  it('opens the link to the server at once on a room link', () => {
    const fake = new FakeSocket();
    let made = 0;
    const rooms: (string | null)[] = [];
    setSocketFactory((room) => {
      made += 1;
      rooms.push(room);
      return fake.asSocket();
    });
    warmUp('/r/abcd');
    expect(made).toBe(1);
    expect(rooms).toEqual(['ABCD']);
    expect(fake.active).toBe(true);
  });

  it('starts nothing on the home page, hot-seat or the rules', () => {
    let made = 0;
    setSocketFactory(() => {
      made += 1;
      return new FakeSocket().asSocket();
    });
    for (const path of ['/', '/hotseat', '/rules', '/replay', '/nowhere']) warmUp(path);
    expect(made).toBe(0);
  });
});
