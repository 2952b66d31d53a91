/**
 * Pure helpers of the chat's display: who may be muted, and where each
 * message goes in the game log. Emotes are words (i18n `chat.emote.*`) in a
 * pill, not emoji: a system without an emoji font would draw empty boxes.
 */
import type { ChatMessage, RoomInfo } from '@kahroba/protocol';

export interface RoomMember { memberId: string; name: string; spectator: boolean }

/** Everyone in the room but you, seated first: the people you could mute. */
export function othersIn(room: RoomInfo): RoomMember[] {
  const seated = room.seats.flatMap((s) => (s.memberId !== null && s.name !== null ? [{ memberId: s.memberId, name: s.name, spectator: false }] : []));
  const watching = room.spectators.map((m) => ({ memberId: m.memberId, name: m.name, spectator: true }));
  return [...seated, ...watching].filter((m) => m.memberId !== room.you.memberId);
}

/**
 * The messages said during game `gameNo`, each with its place in the log the
 * table shows: after its first `at` events. The log keeps only the latest
 * events (`logFrom` came before its first one); a message from before that is left out.
 */
export function inLog(messages: readonly ChatMessage[], gameNo: number | null, logFrom: number, logLength: number): { message: ChatMessage; at: number }[] {
  if (gameNo === null) return [];
  return messages.flatMap((message) => {
    const g = message.game;
    if (!g || g.gameNo !== gameNo || g.events < logFrom) return [];
    return [{ message, at: Math.min(g.events - logFrom, logLength) }];
  });
}

/** Messages that arrived after `after` (an id), newest last: what the table shows as bubbles. */
export const emotesAfter = (messages: readonly ChatMessage[], after: number): ChatMessage[] =>
  messages.filter((m) => m.id > after && m.kind === 'emote');
