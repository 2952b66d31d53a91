/**
 * Which of this device's seats are already attached to a claimed name, so
 * "Add this device's games" offers only the others and a seat is sent once.
 * Kept per player in localStorage as a fingerprint of each room's seat token
 * (not the token: one copy of a secret is enough); a seat the server lists
 * among the player's games counts as attached too.
 */
import type { PlayerGame } from '@kahroba/protocol';
import { loadSeatToken, seatRooms } from '../net/storage';

const KEY_PREFIX = 'kahroba.attached.';
/** Fingerprints kept per player at most (the server's MAX_PLAYER_SEATS). */
const MAX_KEPT = 500;

/** A seat this device could attach: the room and its stored token. */
export interface DeviceSeat {
  code: string;
  token: string;
}

/** FNV-1a of the room and its token, in hex: enough to recognise a seat again, useless to take it. */
export function fingerprint(seat: DeviceSeat): string {
  let h = 0x811c9dc5;
  for (const ch of `${seat.code.toUpperCase()}:${seat.token}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

function read(playerId: string): string[] {
  try {
    const raw = localStorage.getItem(KEY_PREFIX + playerId);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Records seats as attached to this player (sent, or known to the server already). */
export function markAttached(playerId: string, seats: readonly DeviceSeat[]): void {
  const kept = new Set(read(playerId));
  for (const s of seats) kept.add(fingerprint(s));
  try {
    localStorage.setItem(KEY_PREFIX + playerId, JSON.stringify([...kept].slice(-MAX_KEPT)));
  } catch {
    // Without storage a seat is offered again; the server refuses it (ALREADY_ATTACHED) and nothing changes.
  }
}

/**
 * This device's seats not yet attached to the player: rooms where it holds a
 * seat (a spectator's token has none to attach), minus the recorded ones and
 * those the server lists among the player's games (same room and seat).
 */
export function pendingSeats(playerId: string, serverGames: readonly PlayerGame[] = []): DeviceSeat[] {
  const done = new Set(read(playerId));
  const listed = new Set(serverGames.map((g) => `${g.code.toUpperCase()}:${g.seat}`));
  return seatRooms().flatMap((room) => {
    if (room.seat === null || listed.has(`${room.code}:${room.seat}`)) return [];
    const token = loadSeatToken(room.code);
    if (!token) return [];
    const seat = { code: room.code, token };
    return done.has(fingerprint(seat)) ? [] : [seat];
  });
}
