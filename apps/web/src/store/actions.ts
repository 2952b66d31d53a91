/**
 * Plain module-level actions: the only writers of the store. Socket handlers
 * (src/net) and components call these; each maps one event onto the pure
 * reducers of a slice.
 */
// The patch module alone: '@kahroba/protocol' itself would bring the engine's schemas into the home page's bundle.
import { applyGamePatch } from '@kahroba/protocol/patch';
import type { ChatMessage, ChatSnapshot, GamePatch, GameUpdate, RoomInfo } from '@kahroba/protocol';
import type { RequestError } from '../net/types';
import * as chat from './chat';
import * as conn from './connection';
import * as game from './game';
import * as room from './room';
import * as ui from './ui';
import { useAppStore } from './store';

const set = useAppStore.setState;
const get = useAppStore.getState;

/* connection */
export const linkConnecting = (): void => set((s) => ({ connection: conn.connecting(s.connection) }));
export const linkSwitched = (): void => set((s) => ({ connection: conn.switched(s.connection) }));
export const linkConnected = (): void => set((s) => ({ connection: conn.connected(s.connection) }));
export const linkDropped = (willRetry: boolean): void =>
  set((s) => ({ connection: conn.disconnected(s.connection, willRetry) }));
export const linkRetrying = (attempt: number): void =>
  set((s) => ({ connection: conn.retrying(s.connection, attempt) }));
export const linkOffline = (): void => set((s) => ({ connection: conn.wentOffline(s.connection) }));
export const linkOutdated = (): void => set((s) => ({ connection: conn.wentOutdated(s.connection) }));

/* room */
export const roomJoining = (code: string): void => set((s) => ({ room: room.joining(s.room, code) }));
export const roomNeedsName = (code: string): void => set((s) => ({ room: room.needsName(s.room, code) }));
export const roomJoinFailed = (error: RequestError): void => set((s) => ({ room: room.joinFailed(s.room, error) }));
export const roomKicked = (code: string): void => set((s) => ({ room: room.kicked(s.room, code) }));
export const roomUpdated = (info: RoomInfo): void => set((s) => ({ room: room.roomUpdated(s.room, info) }));

/** A join or resync answer: the room, and the game when one is running. */
export function roomJoined(info: RoomInfo, update: GameUpdate | null): void {
  set((s) => ({
    room: room.joined(s.room, info),
    game: update ? game.gameUpdated(s.game, update, Date.now()) : s.game.gameNo === null ? s.game : game.gameCleared(),
  }));
}

export const roomLeft = (): void => set({ room: room.left(), game: game.gameCleared(), chat: chat.chatCleared() });

/* game */
export function gameUpdated(update: GameUpdate): void {
  const code = get().room.code;
  if (code === null) return; // a late push after leaving the room
  set((s) => ({ game: game.gameUpdated(s.game, update, Date.now()) }));
}
/**
 * A `game:patch` (protocol patch.ts) applied to the game held: 'gap' when it
 * was made from a version this tab does not hold (the caller asks for
 * `game:sync`), 'stale' when it brings nothing newer.
 */
export function gamePatched(patch: GamePatch): 'applied' | 'stale' | 'gap' {
  if (get().room.code === null) return 'stale'; // a late push after leaving the room
  const outcome = applyGamePatch(get().game, patch);
  if (outcome.kind === 'applied') set((s) => ({ game: game.gameUpdated(s.game, outcome.update, Date.now()) }));
  return outcome.kind;
}
export const intentSent = (intent: game.PendingIntent): void => set((s) => ({ game: game.intentSent(s.game, intent) }));
export const intentSettled = (intentId: string): void => set((s) => ({ game: game.intentSettled(s.game, intentId) }));

/* chat */
/** A snapshot for the room this tab is in (pushes for a room already left are dropped). */
export function chatSynced(snapshot: ChatSnapshot, code: string | null = get().room.code): void {
  if (code === null) return;
  set((s) => ({ chat: chat.chatSynced(s.chat, code, snapshot) }));
}
export function chatReceived(message: ChatMessage): void {
  if (get().room.code === null) return;
  set((s) => ({ chat: chat.chatReceived(s.chat, message) }));
}
export const chatSeen = (): void => set((s) => ({ chat: chat.chatSeen(s.chat) }));

/* ui */
const TOAST_MS = 4500;

/** Shows a short notice; it disappears on its own after a few seconds. */
export function notify(message: string, tone: ui.ToastTone = 'info', values?: ui.Toast['values']): void {
  const id = get().ui.nextToastId;
  set((s) => ({ ui: ui.toastAdded(s.ui, values ? { message, tone, values } : { message, tone }) }));
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), TOAST_MS);
}
export const dismissToast = (id: number): void => set((s) => ({ ui: ui.toastDismissed(s.ui, id) }));
