/**
 * Plain module-level actions: the only writers of the store. Socket handlers
 * (src/net) and components call these; each maps one event onto the pure
 * reducers of a slice.
 */
// The patch module alone: '@kahroba/protocol' itself would bring the engine's schemas into the home page's bundle.
import { applyGamePatch } from '@kahroba/protocol/patch';
import type { ActedData, ChatMessage, ChatSnapshot, GamePatch, GameUpdate, RoomInfo } from '@kahroba/protocol';
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
  takeAhead();
}

export type PatchResult = 'applied' | 'stale' | 'gap' | 'held';

/**
 * A `game:patch` (protocol patch.ts) applied to the game held: 'gap' when it
 * was made from a version this tab does not hold (the caller asks for
 * `game:sync`), 'stale' when it brings nothing newer, 'held' when it is from a
 * later version while an intent is in flight: kept until that intent's
 * answer brings this tab's view of its move (`intentAnswered`).
 */
export const gamePatched = (patch: GamePatch): PatchResult => patched(patch, true);

function patched(patch: GamePatch, mayHold: boolean): PatchResult {
  if (get().room.code === null) return 'stale'; // a late push after leaving the room
  const g = get().game;
  const outcome = applyGamePatch(g, patch);
  if (outcome.kind === 'applied') {
    set((s) => ({ game: game.gameUpdated(s.game, outcome.update, Date.now()) }));
    takeAhead();
  } else if (
    outcome.kind === 'gap' &&
    mayHold &&
    g.pending !== null &&
    g.view !== null &&
    g.gameNo === patch.gameNo &&
    patch.from > g.version &&
    g.ahead.length < game.AHEAD_LIMIT
  ) {
    set((s) => ({ game: game.pushedAhead(s.game, patch) }));
    return 'held';
  }
  return outcome.kind;
}

/** Applies the pushes kept for an intent's answer that fit the game held now, in order; stale ones are dropped. */
function takeAhead(): void {
  for (;;) {
    const g = get().game;
    const next = g.ahead[0];
    if (!next) return;
    const outcome = applyGamePatch(g, next);
    if (outcome.kind === 'gap') return;
    set((s) => ({
      game: game.aheadTaken(outcome.kind === 'applied' ? game.gameUpdated(s.game, outcome.update, Date.now()) : s.game),
    }));
  }
}

/**
 * An accepted intent's answer: this tab's view of its move (ActedData
 * `patch` or `update`, as the push it stands for), then the pushes that came
 * ahead of it. 'none': the answer carried no view (a repeat, or a server that
 * pushes it); 'gap': its patch does not fit the game held (the caller resyncs).
 */
export function intentAnswered(data: ActedData): PatchResult | 'none' {
  if (data.patch) return patched(data.patch, false);
  if (data.update) {
    gameUpdated(data.update);
    return 'applied';
  }
  return 'none';
}

export const intentSent = (intent: game.PendingIntent): void => set((s) => ({ game: game.intentSent(s.game, intent) }));
/** The intent is settled; true when pushes kept for its answer still did not fit (dropped: the caller resyncs). */
export function intentSettled(intentId: string): boolean {
  takeAhead();
  const dropped = get().game.ahead.length > 0;
  set((s) => ({ game: game.intentSettled(s.game, intentId) }));
  return dropped && get().game.ahead.length === 0;
}

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
