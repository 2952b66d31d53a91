/**
 * The other seats this device holds in a room (a mixed table: protocol
 * acting.ts): their tokens are kept beside the first seat's, so a reload or
 * reconnect presents them all (`room:join { token, also }`), and every
 * request made for one of them names it (`as`).
 */
import type { Seat } from '@kahroba/engine';
import type { RoomInfo } from '@kahroba/protocol';
import { useAppStore } from '../store';

const LOCAL_PREFIX = 'kahroba.local.';
const key = (code: string): string => LOCAL_PREFIX + code.toUpperCase();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The other seats' tokens for a room (none: an ordinary one-seat device). */
export function loadLocalTokens(code: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key(code)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function saveLocalToken(code: string, token: string): void {
  const tokens = loadLocalTokens(code);
  if (tokens.includes(token)) return;
  try {
    storage()?.setItem(key(code), JSON.stringify([...tokens, token]));
  } catch {
    // A full or blocked storage only costs the automatic rejoin of that seat.
  }
}

export function forgetLocalTokens(code: string): void {
  try {
    storage()?.removeItem(key(code));
  } catch {
    // Nothing to do.
  }
}

/** Every seat this connection holds: the one it joined with first, then the added ones. */
export function localSeats(info: RoomInfo | null): Seat[] {
  if (!info) return [];
  const seats = [info.you.seat, ...(info.you.local ?? []).map((l) => l.seat)];
  return seats.filter((s): s is Seat => s !== null);
}

/** The seats of the other people on this device (none: an ordinary one-seat device), as My games keeps them. */
export const otherLocalSeats = (info: RoomInfo): number[] =>
  (info.you.local ?? []).map((l) => l.seat).filter((s): s is Seat => s !== null);

/** This connection holds several seats (a device passed around a table). */
export const isSharedDevice = (info: RoomInfo | null): boolean => (info?.you.local?.length ?? 0) > 0;

/**
 * The `as` of a request made now: on a shared device, the seat it shows (the
 * person holding it), else nothing (the seat it joined with).
 */
export function actingSeat(): { as?: Seat } {
  const { room, game } = useAppStore.getState();
  return isSharedDevice(room.info) && game.seat !== null ? { as: game.seat } : {};
}
