/**
 * The one Socket.IO connection of the tab. Opened lazily (the home page and
 * hot-seat need none), reconnects on its own with backoff, and on every
 * reconnect rejoins the current room with its seat token so the view is
 * resynchronised from the server.
 */
import { io } from 'socket.io-client';
import {
  chatReceived, chatSynced, gamePatched, gameUpdated, linkConnected, linkConnecting, linkDropped, linkOffline, linkRetrying,
  roomKicked, roomUpdated, useAppStore,
} from '../store';
import { adoptEarly, SOCKET_OPTIONS } from './early';
import { forgetSeatToken, rememberSeat } from './storage';
import type { GameSocket } from './types';

type SocketFactory = () => GameSocket;

const defaultFactory: SocketFactory = () => adoptEarly() ?? io({ ...SOCKET_OPTIONS, autoConnect: false });

let factory: SocketFactory = defaultFactory;
let socket: GameSocket | null = null;
let onReconnect: ((first: boolean) => void) | null = null;
let onGap: (() => void) | null = null;

/** Tests inject a fake socket. */
export function setSocketFactory(f: SocketFactory | null): void {
  closeSocket();
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

function attach(s: GameSocket): void {
  let connects = 0;
  s.on('connect', () => {
    connects += 1;
    linkConnected();
    onReconnect?.(connects === 1);
  });
  s.on('disconnect', (reason) => {
    // After a server-side or client-side close Socket.IO does not retry by itself.
    const willRetry = reason !== 'io client disconnect' && reason !== 'io server disconnect';
    linkDropped(willRetry);
    if (reason === 'io server disconnect') s.connect();
  });
  s.on('connect_error', () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) linkOffline();
  });
  s.io.on('reconnect_attempt', (attempt) => linkRetrying(attempt));
  s.on('room:update', (info) => {
    rememberSeat(info.code, info.you.seat);
    roomUpdated(info);
  });
  s.on('game:update', (update) => gameUpdated(update));
  s.on('game:patch', (patch) => {
    if (gamePatched(patch) === 'gap') onGap?.();
  });
  s.on('chat:message', (message) => chatReceived(message));
  s.on('chat:sync', (chat) => chatSynced(chat));
  s.on('room:kicked', ({ code }) => {
    forgetSeatToken(code);
    roomKicked(code);
  });
}

function watchNetwork(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', () => {
    if (socket) linkOffline();
  });
  window.addEventListener('online', () => {
    if (socket && !socket.connected) {
      linkConnecting();
      socket.connect();
    }
  });
}
let watching = false;

/** The socket, opened if needed. */
export function getSocket(): GameSocket {
  if (!socket) {
    socket = factory();
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
    linkConnecting();
    socket.connect();
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
  socket.removeAllListeners();
  socket.io.removeAllListeners();
  socket.disconnect();
  socket = null;
  if (useAppStore.getState().connection.status !== 'idle') linkDropped(false);
}
