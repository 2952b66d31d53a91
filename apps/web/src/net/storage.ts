/**
 * What the client remembers in localStorage: the secret seat token of each
 * room (presenting it again on reload or reconnect gives the same seat back)
 * and the last display name typed.
 */

const TOKEN_PREFIX = 'kahroba.seat.';
const NAME_KEY = 'kahroba.name';
/** Tokens of rooms older than this are forgotten, so storage does not grow forever. */
const TOKEN_TTL_MS = 1000 * 60 * 60 * 24 * 30;

interface StoredToken {
  token: string;
  at: number;
  /** The seat this browser holds in the room (null while watching; absent in tokens saved before it was kept). */
  seat?: number | null;
  /** The other seats this browser holds in the room (a shared device: net/local-seats.ts); absent: none. */
  local?: number[];
}

/** A room this browser holds a seat token for (My games). */
export interface SeatRoom {
  code: string;
  seat: number | null;
  /** The other seats held on this device (a mixed table), each its own player in My games. */
  local: number[];
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs the automatic rejoin.
  }
}

const tokenKey = (code: string): string => TOKEN_PREFIX + code.toUpperCase();

const seatListeners = new Set<(code: string) => void>();
/**
 * Called with a room's code whenever this browser stores a seat token for it
 * or its seat changes (a signed-in player's page attaches each new seat:
 * players/autoAttach.ts). Returns the unsubscribe.
 */
export function onSeatSaved(listener: (code: string) => void): () => void {
  seatListeners.add(listener);
  return () => seatListeners.delete(listener);
}
const seatSaved = (code: string): void => seatListeners.forEach((l) => l(code.toUpperCase()));

/** The seat token for a room, if this browser joined it before. */
export function loadSeatToken(code: string, now: number = Date.now()): string | null {
  const raw = storage()?.getItem(tokenKey(code));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredToken>;
    if (typeof parsed.token !== 'string' || typeof parsed.at !== 'number') return null;
    if (now - parsed.at > TOKEN_TTL_MS) {
      forgetSeatToken(code);
      return null;
    }
    return parsed.token;
  } catch {
    return null;
  }
}

export function saveSeatToken(
  code: string,
  token: string,
  now: number = Date.now(),
  seat: number | null = null,
  local: readonly number[] = [],
): void {
  const stored = { token, at: now, seat, ...(local.length > 0 ? { local: [...local] } : {}) } satisfies StoredToken;
  write(tokenKey(code), JSON.stringify(stored));
  pruneSeatTokens(now);
  seatSaved(code);
}

function readToken(code: string): StoredToken | null {
  const raw = storage()?.getItem(tokenKey(code));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredToken>;
    return typeof parsed.token === 'string' && typeof parsed.at === 'number' ? (parsed as StoredToken) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the seats held in a room up to date (a player may sit, stand or move
 * in the lobby; a device may add people): `local`, the other seats of a shared device.
 */
export function rememberSeat(code: string, seat: number | null, local: readonly number[] = []): void {
  const stored = readToken(code);
  if (!stored) return;
  const same = stored.seat === seat && (stored.local ?? []).join() === local.join();
  if (same) return;
  const { local: _old, ...rest } = stored;
  write(
    tokenKey(code),
    JSON.stringify({ ...rest, seat, ...(local.length > 0 ? { local: [...local] } : {}) } satisfies StoredToken),
  );
  seatSaved(code);
}

/** The rooms this browser holds a live seat token for, most recently joined first. */
export function seatRooms(now: number = Date.now()): SeatRoom[] {
  const s = storage();
  if (!s) return [];
  const out: SeatRoom[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const key = s.key(i);
    if (!key?.startsWith(TOKEN_PREFIX)) continue;
    const code = key.slice(TOKEN_PREFIX.length);
    const stored = readToken(code);
    if (stored && now - stored.at <= TOKEN_TTL_MS)
      out.push({
        code,
        seat: typeof stored.seat === 'number' ? stored.seat : null,
        local: Array.isArray(stored.local) ? stored.local.filter((n): n is number => typeof n === 'number') : [],
        at: stored.at,
      });
  }
  return out.sort((a, b) => b.at - a.at);
}

export function forgetSeatToken(code: string): void {
  try {
    storage()?.removeItem(tokenKey(code));
  } catch {
    // Nothing to do.
  }
}

/** Drops expired tokens of other rooms. */
export function pruneSeatTokens(now: number = Date.now()): void {
  const s = storage();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const key = s.key(i);
    if (key?.startsWith(TOKEN_PREFIX)) keys.push(key);
  }
  for (const key of keys) loadSeatToken(key.slice(TOKEN_PREFIX.length), now);
}

export const loadName = (): string => storage()?.getItem(NAME_KEY) ?? '';
export const saveName = (name: string): void => write(NAME_KEY, name.trim());
