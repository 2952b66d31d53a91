/**
 * The one Socket.IO connection of the tab. Opened lazily (the home page and
 * hot-seat need none), reconnects on its own with backoff, and on every
 * reconnect rejoins the current room with its seat token so the view is
 * resynchronised from the server. A connection the server refuses at the
 * handshake is not retried by Socket.IO: a page older than the server stays
 * down as "outdated" until it is reloaded; other refusals (too many
 * connections, a server older than the page) are tried again here.
 */
import { io } from 'socket.io-client';
import { PROTOCOL_VERSION } from '@kahroba/protocol/constants';
import type { HandshakeErrorCode } from '@kahroba/protocol/constants';
import {
  chatReceived,
  chatSynced,
  gamePatched,
  gameUpdated,
  linkConnected,
  linkConnecting,
  linkDropped,
  linkOffline,
  linkOutdated,
  linkRetrying,
  linkSwitched,
  roomKicked,
  roomUpdated,
  useAppStore,
} from '../store';
import { adoptEarly, roomQuery, SOCKET_OPTIONS } from './early';
import { forgetSeatToken, rememberSeat } from './storage';
import { otherLocalSeats } from './local-seats';
import type { ServerToClientEvents } from '@kahroba/protocol';
import type { GameSocket } from './types';

/** Opens a socket for `room` (its code in the handshake query; null: no room yet). */
type SocketFactory = (room: string | null) => GameSocket;

const defaultFactory: SocketFactory = (room) =>
  adoptEarly(room) ?? io({ ...SOCKET_OPTIONS, ...roomQuery(room), autoConnect: false });

let factory: SocketFactory = defaultFactory;
let socket: GameSocket | null = null;
/** The room the socket is (to be) opened for. */
let socketRoom: string | null = null;
let onReconnect: ((first: boolean) => void) | null = null;
let onGap: (() => void) | null = null;
/** The server said this page is too old for it: no more connecting until a reload. */
let outdated = false;
export const isOutdated = (): boolean => outdated;

/** Tests inject a fake socket. */
export function setSocketFactory(f: SocketFactory | null): void {
  closeSocket();
  outdated = false;
  factory = f ?? defaultFactory;
}

/**
 * Called after every successful (re)connection, with whether it is this
 * socket's first: the room layer rejoins there.
 */
export function setReconnectHandler(handler: ((first: boolean) => void) | null): void {
  onReconnect = handler;
}

/** Called when a `game:patch` does not fit the game held (a version gap): the game layer resyncs there. */
export function setGapHandler(handler: (() => void) | null): void {
  onGap = handler;
}

/**
 * What to do when the server refuses the handshake: 'outdated' when it speaks
 * a newer protocol (only a reload helps), 'retry' when trying again later may
 * work, null for an ordinary failure to connect (Socket.IO retries those).
 */
export function handshakeRefusal(
  err: { message?: unknown; data?: unknown },
  sent: number = PROTOCOL_VERSION,
): 'outdated' | 'retry' | null {
  const is = (code: HandshakeErrorCode): boolean => err.message === code;
  if (is('TOO_MANY_CONNECTIONS')) return 'retry';
  if (!is('PROTOCOL_MISMATCH')) return null;
  const server =
    typeof err.data === 'object' && err.data !== null ? (err.data as { server?: unknown }).server : undefined;
  // A server older than the page (a rolling upgrade, a roll-back) is waited for.
  return typeof server === 'number' && server > sent ? 'outdated' : 'retry';
}

/** The protocol version a socket named in its handshake (net/early.ts). */
const sentVersion = (s: GameSocket): number => {
  const auth = (s as { auth?: unknown }).auth;
  const v = typeof auth === 'object' && auth !== null ? (auth as { protocol?: unknown }).protocol : undefined;
  return typeof v === 'number' ? v : PROTOCOL_VERSION;
};

/** The wait before the n-th retry (from 1) after a refused handshake: 2 s doubling to 30 s, ±30 %. */
export const refusedRetryMs = (n: number, rnd: number = Math.random()): number =>
  Math.min(30_000, 2_000 * 2 ** (n - 1)) * (0.7 + 0.6 * rnd);

function attach(s: GameSocket): void {
  let connects = 0;
  let refusals = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  s.on('connect', () => {
    connects += 1;
    refusals = 0;
    linkConnected();
    onReconnect?.(connects === 1);
  });
  s.on('disconnect', (reason) => {
    // After a server-side or client-side close Socket.IO does not retry by itself.
    const willRetry = reason !== 'io client disconnect' && reason !== 'io server disconnect';
    linkDropped(willRetry);
    if (reason === 'io server disconnect') s.connect();
  });
  s.on('connect_error', (err: Error & { data?: unknown }) => {
    const refusal = handshakeRefusal(err, sentVersion(s));
    if (refusal === 'outdated') {
      outdated = true;
      linkOutdated();
      return;
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) linkOffline();
    if (refusal === 'retry' && retry === null) {
      refusals += 1;
      linkRetrying(refusals);
      retry = setTimeout(() => {
        retry = null;
        if (socket === s && !s.connected && !s.active) s.connect();
      }, refusedRetryMs(refusals));
    }
  });
  s.io.on('reconnect_attempt', (attempt) => linkRetrying(attempt));
  s.on('room:update', (info) => {
    rememberSeat(info.code, info.you.seat, otherLocalSeats(info));
    roomUpdated(info);
  });
  s.on('game:update', (update) => gameUpdated(update));
  s.on('game:patch', (patch) => {
    if (gamePatched(patch) === 'gap') onGap?.();
  });
  s.on('chat:message', (message) => chatReceived(message));
  s.on('chat:sync', (chat) => chatSynced(chat));
  for (const [event, listeners] of lasting) for (const l of listeners) (s as LooseListener).on(event, l);
  s.on('room:kicked', ({ code }) => {
    forgetSeatToken(code);
    roomKicked(code);
  });
}

type Pushes = ServerToClientEvents;
/** Listeners of pushes that outlive a socket (one is opened per room): on the current socket and every later one. */
const lasting = new Map<keyof Pushes, Set<Pushes[keyof Pushes]>>();

/** Listens to `event` on this socket and on every later one; returns the unsubscribe. */
export function onPush<E extends keyof Pushes>(event: E, listener: Pushes[E]): () => void {
  const set = lasting.get(event) ?? new Set();
  lasting.set(event, set);
  set.add(listener);
  (socket as LooseListener | null)?.on(event, listener);
  return () => {
    set.delete(listener);
    (socket as LooseListener | null)?.off(event, listener);
  };
}

/** Socket.IO's generic typing cannot follow an event variable; this narrow shape can. */
interface LooseListener {
  on(event: string, listener: unknown): void;
  off(event: string, listener: unknown): void;
}

function watchNetwork(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', () => {
    if (socket) linkOffline();
  });
  window.addEventListener('online', () => {
    if (socket && !socket.connected && !outdated) {
      linkConnecting();
      socket.connect();
    }
  });
}
let watching = false;

/**
 * The room the link is for (null: none yet, to create one). Several nodes
 * route a socket by the room it names at its handshake, so a socket opened
 * for another room is closed here; the next `getSocket` opens one for `room`.
 */
export function socketForRoom(room: string | null): void {
  if (socket && socketRoom !== room) {
    // Not a lost link: another one, a first connection of its own (its rejoin is the room layer's).
    drop();
    if (useAppStore.getState().connection.status !== 'idle') linkSwitched();
  }
  socketRoom = room;
}

/** The room the socket is (to be) opened for (null: none). */
export const roomOfSocket = (): string | null => socketRoom;

/** The socket, opened if needed. */
export function getSocket(): GameSocket {
  if (!socket) {
    socket = factory(socketRoom);
    attach(socket);
    if (!watching) {
      watching = true;
      watchNetwork();
    }
    // A socket opened early (net/early.ts) may be connecting or already up.
    if (socket.connected) linkConnected();
    else if (socket.active) linkConnecting();
  }
  if (!socket.connected && !socket.active) {
    if (outdated) {
      linkOutdated();
    } else {
      linkConnecting();
      socket.connect();
    }
  }
  // No network: say so now. A socket opened early (net/early.ts) may have
  // failed to connect before anything here listened for its error.
  if (!socket.connected && typeof navigator !== 'undefined' && navigator.onLine === false) linkOffline();
  return socket;
}

/** True while the link is up. */
export const isOnline = (): boolean => socket?.connected === true;

/** Closes the link (leaving a room for the home page keeps it; tests close it). */
export function closeSocket(): void {
  if (!socket) return;
  drop();
  if (useAppStore.getState().connection.status !== 'idle') linkDropped(false);
}

function drop(): void {
  if (!socket) return;
  socket.removeAllListeners();
  socket.io.removeAllListeners();
  socket.disconnect();
  socket = null;
}
