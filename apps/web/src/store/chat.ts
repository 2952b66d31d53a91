/**
 * Chat slice: the room's table talk as the server sends it to this member
 * (protocol chat.ts): on or off, whom this member has muted, the recent
 * messages (the server leaves out those of muted members), and the last
 * message this tab has shown, for the unread badge. Pure reducers; see
 * actions.ts.
 */
import type { ChatMessage, ChatSnapshot } from '@kahroba/protocol';
import { CHAT_HISTORY } from '@kahroba/protocol/constants';

export interface ChatSlice {
  chat: {
    /** The room these messages belong to. */
    code: string | null;
    enabled: boolean;
    muted: string[];
    /** Oldest first, by id. */
    messages: ChatMessage[];
    /** The id of the last message shown to this person (0: none). */
    seen: number;
  };
}

export const initialChat = (): ChatSlice => ({
  chat: { code: null, enabled: true, muted: [], messages: [], seen: 0 },
});

type C = ChatSlice['chat'];

const lastId = (messages: readonly ChatMessage[]): number => messages.at(-1)?.id ?? 0;

/**
 * The whole chat of room `code` (a join answer or a `chat:sync` push). What
 * was said before this tab first saw the room does not count as unread.
 */
export function chatSynced(c: C, code: string, snapshot: ChatSnapshot): C {
  const messages = [...snapshot.messages].sort((a, b) => a.id - b.id).slice(-CHAT_HISTORY);
  const seen = c.code === code ? c.seen : lastId(messages);
  return { code, enabled: snapshot.enabled, muted: [...snapshot.muted], messages, seen };
}

/** One new message of the current room (a push, or the answer to our own); a repeat is ignored. */
export function chatReceived(c: C, message: ChatMessage): C {
  if (c.code === null || c.messages.some((m) => m.id === message.id)) return c;
  const messages = [...c.messages, message].sort((a, b) => a.id - b.id).slice(-CHAT_HISTORY);
  return { ...c, messages };
}

/** Everything so far has been shown. */
export const chatSeen = (c: C): C => {
  const seen = lastId(c.messages);
  return seen === c.seen ? c : { ...c, seen };
};

/** Messages of others this person has not seen yet. */
export const unreadOf = (c: C, me: string | null): number =>
  c.messages.filter((m) => m.id > c.seen && m.memberId !== me).length;

export const chatCleared = (): C => initialChat().chat;
