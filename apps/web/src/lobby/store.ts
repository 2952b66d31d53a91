/**
 * The open lobby as this tab holds it (protocol lobby.ts): the rooms waiting
 * for players, oldest first, and how far the list is (loading, ready, the
 * server refused or has the lobby off). Pure reducers, then one small zustand
 * store that the screen reads and net.ts writes.
 *
 * A push can come before the list it follows (the server subscribes the
 * connection, then reads the list): pushes received while the list is on its
 * way are kept and applied after it, in order, so the last word on each
 * room wins.
 */
import { create } from 'zustand';
import type { OpenRoomInfo } from '@kahroba/protocol';
import type { RequestError } from '../net';

export type LobbyStatus = 'idle' | 'loading' | 'ready' | 'error' | 'closed';

type Change = { kind: 'room'; room: OpenRoomInfo } | { kind: 'gone'; code: string };

export interface LobbyState {
  status: LobbyStatus;
  rooms: OpenRoomInfo[];
  error: RequestError | null;
  /** Pushes received while the list is being fetched. */
  early: Change[];
}

export const initialLobby = (): LobbyState => ({ status: 'idle', rooms: [], error: null, early: [] });

const byAge = (a: OpenRoomInfo, b: OpenRoomInfo): number =>
  a.createdAt - b.createdAt || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

function apply(rooms: OpenRoomInfo[], change: Change): OpenRoomInfo[] {
  const rest = rooms.filter((r) => r.code !== (change.kind === 'room' ? change.room.code : change.code));
  return change.kind === 'room' ? [...rest, change.room].sort(byAge) : rest;
}

/** The list is asked for (first time, or again after a reconnect): the rooms shown stay until it comes. */
export const listAsked = (s: LobbyState): LobbyState => ({
  ...s,
  status: s.status === 'ready' ? 'ready' : 'loading',
  error: null,
  early: [],
});

export const listArrived = (s: LobbyState, rooms: OpenRoomInfo[]): LobbyState => ({
  status: 'ready',
  error: null,
  early: [],
  rooms: s.early.reduce(apply, [...rooms].sort(byAge)),
});

export const listFailed = (s: LobbyState, error: RequestError): LobbyState => ({
  ...s,
  status: error.code === 'LOBBY_CLOSED' ? 'closed' : 'error',
  error,
  early: [],
});

export function changed(s: LobbyState, change: Change): LobbyState {
  if (s.status === 'loading') return { ...s, early: [...s.early, change] };
  if (s.status !== 'ready') return s;
  return { ...s, rooms: apply(s.rooms, change) };
}

export const useLobbyStore = create<LobbyState>()(() => initialLobby());

/** Applies a reducer to the store. */
export const update = (f: (s: LobbyState) => LobbyState): void =>
  useLobbyStore.setState(f(useLobbyStore.getState()), true);
