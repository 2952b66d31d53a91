/** The writers of the chat slice (store/chat.ts), called by the socket handlers and the chat panel. */
import type { ChatMessage, ChatSnapshot } from '@kahroba/protocol';
import * as chat from './chat';
import { useAppStore } from './store';

const set = useAppStore.setState;
const get = useAppStore.getState;

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
