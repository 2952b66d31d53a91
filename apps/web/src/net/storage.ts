/**
 * What the client remembers in localStorage: the secret seat token of each
 * room (presenting it again on reload or reconnect gives the same seat back)
 * and the last display name typed.
 */

const TOKEN_PREFIX = 'kahroba.seat.';
const NAME_KEY = 'kahroba.name';
/** Tokens of rooms older than this are forgotten, so storage does not grow forever. */
const TOKEN_TTL_MS = 1000 * 60 * 60 * 24 * 30;

interface StoredToken { token: string; at: number }

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

export function saveSeatToken(code: string, token: string, now: number = Date.now()): void {
  write(tokenKey(code), JSON.stringify({ token, at: now } satisfies StoredToken));
  pruneSeatTokens(now);
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
