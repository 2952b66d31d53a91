/**
 * The link to the server, opened before the app's main bundle has arrived.
 * The build loads this module (Socket.IO's client and nothing else) as its
 * own entry, `src/early.ts`, from index.html (vite.config.ts), so on a room link the WebSocket handshake — two round trips,
 * about a second on a phone — runs while the rest of the app downloads;
 * `getSocket()` then adopts the socket instead of opening another.
 *
 * A socket is opened for one room: the room's code goes in the handshake's
 * query (`?room=`), so the load balancer sends all of a room's members to the
 * node that runs it (deploy/nginx.conf; docs/ARCHITECTURE.md "Several nodes").
 */
import { io } from 'socket.io-client';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import { PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import type { GameSocket } from './types';

/** How the app's one socket is configured (also used when it is opened late). */
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  // A WebSocket first: long-polling's handshake and its later upgrade cost
  // extra round trips, half a second each on a phone link (bench/phone.ts);
  // polling stays as the fallback where a WebSocket cannot be opened.
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  reconnection: true,
  reconnectionDelay: 500,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.3,
  timeout: 8000,
  // The server refuses another version at the handshake (PROTOCOL_MISMATCH; net/socket.ts).
  auth: { protocol: PROTOCOL_VERSION },
};

/** The room route (`parseRoute` in router.ts, without React: this module must stay small). */
export const ROOM_PATH = /^\/r\/([A-Za-z0-9]{4,12})\/?$/u;

/** The handshake query of a socket for `room` (none for a socket that has no room yet: creating one). */
export const roomQuery = (room: string | null): Partial<ManagerOptions & SocketOptions> =>
  room === null ? {} : { query: { room } };

let early: { socket: GameSocket; room: string } | null = null;

/** Opens the socket now if `pathname` is a room link. */
export function openEarly(pathname: string): void {
  const code = ROOM_PATH.exec(pathname.replace(/\/{2,}/gu, '/'))?.[1];
  if (early || code === undefined) return;
  const room = code.toUpperCase();
  early = { socket: io({ ...SOCKET_OPTIONS, ...roomQuery(room), autoConnect: true }), room };
}

/** The socket opened early for `room`, once; null when none was (one opened for another room is closed). */
export function adoptEarly(room: string | null): GameSocket | null {
  const e = early;
  early = null;
  if (!e || e.room === room) return e?.socket ?? null;
  e.socket.disconnect();
  return null;
}
