/**
 * The last table this browser saw, kept on the device, so that coming back
 * to a room (a reload, a second visit, a phone that slept) shows the board at
 * once instead of after three round trips to the server (WebSocket handshake,
 * Socket.IO connect, `room:join` — over a second and a half on a slow phone
 * link). The server's answer replaces it as soon as it arrives; until then the
 * header says the link is connecting and an intent made on the old view is
 * refused by the server as `STALE_VERSION`, so nothing can go wrong with it.
 *
 * It holds only what the server already sent this seat (its own view: no
 * other seat's hidden cards, no deck order), for one room: the latest.
 */
import type { GameUpdate, RoomInfo } from '@kahroba/protocol';

const KEY = 'kahroba.lastTable';
/** Older than this, a table is not worth showing: the game has moved on. */
const MAX_AGE_MS = 1000 * 60 * 60 * 24;

export interface TableSnapshot {
  code: string;
  at: number;
  room: RoomInfo;
  game: GameUpdate | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function saveSnapshot(room: RoomInfo, game: GameUpdate | null, now: number = Date.now()): void {
  try {
    // Events are left out: the log is rebuilt by the server's answer.
    const stored: TableSnapshot = { code: room.code, at: now, room, game: game ? { ...game, events: [] } : null };
    storage()?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // A full or blocked storage only costs the instant board.
  }
}

/** The saved table of room `code`, if it is recent; null otherwise. */
export function loadSnapshot(code: string, now: number = Date.now()): TableSnapshot | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<TableSnapshot>;
    if (s.code !== code.toUpperCase() || typeof s.at !== 'number' || now - s.at > MAX_AGE_MS || !s.room) return null;
    return { code: s.code, at: s.at, room: s.room, game: s.game ?? null };
  } catch {
    return null;
  }
}

export function forgetSnapshot(code: string): void {
  try {
    const s = storage();
    const raw = s?.getItem(KEY);
    if (!raw) return;
    if ((JSON.parse(raw) as Partial<TableSnapshot>).code === code.toUpperCase()) s?.removeItem(KEY);
  } catch {
    // Nothing to do.
  }
}

/** Keeps the snapshot up to date with the store: call once; returns the unsubscribe. */
export function keepSnapshot(
  subscribe: (listener: () => void) => () => void,
  read: () => { room: RoomInfo | null; joined: boolean; game: GameUpdate | null },
): () => void {
  let lastRoom: RoomInfo | null = null;
  let lastView: unknown = null;
  return subscribe(() => {
    const { room, joined, game } = read();
    // Saved when the room or the view changes (the store's objects are replaced, never changed in place).
    if (!room || !joined || (room === lastRoom && (game?.view ?? null) === lastView)) return;
    lastRoom = room;
    lastView = game?.view ?? null;
    saveSnapshot(room, game);
  });
}
