/**
 * The page's reads of the server's HTTP API (`/api/…`). Every answer names
 * the server's protocol version (PROTOCOL_HEADER); an answer of another
 * version is never read, since that version may shape it differently (a
 * misread "unknown room" would make My games forget a seat). The socket's
 * handshake is what tells the player to reload (net/socket.ts).
 */
import type { RoomTurn } from '@kahroba/protocol';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import { loadSeatToken } from './storage';

/** The server answered in another protocol version than this page's. */
export class ApiVersionError extends Error {
  /** The version the server named (null: not a version). */
  readonly server: number | null;

  constructor(server: number | null) {
    super(`the server speaks protocol ${String(server)}, this page ${PROTOCOL_VERSION}`);
    this.name = 'ApiVersionError';
    this.server = server;
  }

  /** The server is newer: only a reload helps (otherwise it is older, in an upgrade or a roll-back, and a later try may do). */
  get pageOutdated(): boolean {
    return this.server !== null && this.server > PROTOCOL_VERSION;
  }
}

/** The version an answer names: 1 when it names none (servers from before the header), null when the header is not a version. */
export function answerVersion(res: Response): number | null {
  const v = res.headers.get(PROTOCOL_HEADER);
  if (v === null) return 1;
  return /^[1-9]\d{0,8}$/u.test(v) ? Number(v) : null;
}

/** `fetch` of an API path, rejected with ApiVersionError when the server speaks another version (and as `fetch` is, when the network fails). */
export async function apiFetch(path: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(path, init);
  const server = answerVersion(res);
  if (server !== PROTOCOL_VERSION) throw new ApiVersionError(server);
  return res;
}

/**
 * Whose turn it is in these rooms (`POST /api/turns`), asked with this
 * browser's seat token of each (the server answers only for rooms whose token
 * is right); rooms without a stored token are not asked. Null when offline,
 * refused or of another version.
 */
export async function fetchTurns(codes: string[]): Promise<RoomTurn[] | null> {
  const rooms = codes.flatMap((code) => {
    const token = loadSeatToken(code);
    return token ? [{ code, token }] : [];
  });
  if (rooms.length === 0) return [];
  try {
    const res = await apiFetch('/api/turns', {
      method: 'POST',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rooms }),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { ok: boolean; data?: RoomTurn[] };
    return body.ok && body.data ? body.data : null;
  } catch {
    return null;
  }
}
