import { describe, expect, it } from 'vitest';
import type { OpenRoomInfo } from '@kahroba/protocol';
import { changed, initialLobby, listArrived, listAsked, listFailed } from './store';

const room = (code: string, createdAt: number, taken = 1): OpenRoomInfo => ({
  code,
  host: `H${code}`,
  createdAt,
  modules: [],
  edition: 'kahroba',
  clock: 'none',
  hints: false,
  seats: [0, 1].map((i) => ({ kind: 'human' as const, bot: null, taken: i < taken })),
});

describe('the open lobby store', () => {
  it('loads the list oldest first; pushes then add, change and remove rooms in place', () => {
    let s = listAsked(initialLobby());
    expect(s.status).toBe('loading');
    s = listArrived(s, [room('B', 20), room('A', 10)]);
    expect(s.status).toBe('ready');
    expect(s.rooms.map((r) => r.code)).toEqual(['A', 'B']);
    s = changed(s, { kind: 'room', room: room('C', 5) });
    s = changed(s, { kind: 'room', room: room('A', 10, 2) });
    expect(s.rooms.map((r) => `${r.code}${r.seats.filter((x) => x.taken).length}`)).toEqual(['C1', 'A2', 'B1']);
    s = changed(s, { kind: 'gone', code: 'A' });
    s = changed(s, { kind: 'gone', code: 'nope' });
    expect(s.rooms.map((r) => r.code)).toEqual(['C', 'B']);
  });

  it('pushes that come before the list are applied after it, in order', () => {
    let s = listAsked(initialLobby());
    s = changed(s, { kind: 'room', room: room('N', 30) });
    s = changed(s, { kind: 'gone', code: 'A' });
    s = changed(s, { kind: 'room', room: room('B', 20, 2) });
    expect(s.rooms).toEqual([]);
    s = listArrived(s, [room('A', 10), room('B', 20)]);
    expect(s.rooms.map((r) => `${r.code}${r.seats.filter((x) => x.taken).length}`)).toEqual(['B2', 'N1']);
    expect(s.early).toEqual([]);
  });

  it('asked again (a reconnect) keeps the rooms shown until the new list comes', () => {
    let s = listArrived(listAsked(initialLobby()), [room('A', 1)]);
    s = listAsked(s);
    expect(s).toMatchObject({ status: 'ready', rooms: [{ code: 'A' }] });
    s = changed(s, { kind: 'gone', code: 'A' });
    expect(s.rooms).toEqual([]);
  });

  it('a refusal is an error, the lobby turned off its own state; pushes are then ignored', () => {
    let s = listFailed(listAsked(initialLobby()), { code: 'TIMEOUT', message: 't' });
    expect(s.status).toBe('error');
    s = listFailed(listAsked(s), { code: 'LOBBY_CLOSED', message: 'off' });
    expect(s.status).toBe('closed');
    expect(changed(s, { kind: 'room', room: room('A', 1) }).rooms).toEqual([]);
  });
});
