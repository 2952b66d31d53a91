/**
 * Table talk (docs/ARCHITECTURE.md, "Table talk"): a room's chat and quick emotes. Kept with the room
 * (its last CHAT_HISTORY messages), never in a game record; a message carries
 * only who said it, what, and where in the game's log it was said, never any
 * part of the game.
 *
 * Requests: `chat:send` (a text or an emote), `chat:mute` (this member stops
 * or starts receiving another member's messages; kept with the room, per
 * member), `chat:setEnabled` (host: chat on or off for the room). Pushes:
 * `chat:message` (one new message, to every connected member who has not
 * muted its speaker) and `chat:sync` (the whole chat as that member sees it:
 * on a mute change to that member, on chat on/off to everyone). The answer to
 * `room:join` / `room:create` carries the same snapshot, so a member who
 * joins or comes back has the recent messages at once.
 */
import { z } from 'zod';
import type { Seat } from '@kahroba/engine';
import { EMOTES } from './constants';
import { ActingSeat } from './acting-seat';
import type { Emote } from './constants';

/** Raw text accepted before cleaning; beyond it the payload is malformed. */
const CHAT_RAW_MAX = 2_000;

export const ChatSendSchema = z.discriminatedUnion('kind', [
  /** Cleaned like a name (`cleanName`) on the server; CHAT_EMPTY / CHAT_TOO_LONG when it is nothing or too long. */
  z.object({ kind: z.literal('text'), text: z.string().max(CHAT_RAW_MAX), as: ActingSeat }).strict(),
  z.object({ kind: z.literal('emote'), emote: z.enum(EMOTES), as: ActingSeat }).strict(),
]);
export const ChatMuteSchema = z
  .object({ memberId: z.string().min(1).max(64), muted: z.boolean(), as: ActingSeat })
  .strict();
export const ChatSetEnabledSchema = z.object({ enabled: z.boolean(), as: ActingSeat }).strict();

export type ChatSendPayload = z.input<typeof ChatSendSchema>;
export type ChatMutePayload = z.input<typeof ChatMuteSchema>;
export type ChatSetEnabledPayload = z.input<typeof ChatSetEnabledSchema>;

export interface ChatMessage {
  /** Increasing within the room. */
  id: number;
  /** Epoch ms on the server. */
  at: number;
  memberId: string;
  /** The speaker's name as it was when said. */
  name: string;
  /** The speaker's seat when said; null for a spectator (`spectator` true). */
  seat: Seat | null;
  spectator: boolean;
  kind: 'text' | 'emote';
  /** Cleaned text (kind 'text'). */
  text?: string;
  emote?: Emote;
  /**
   * Where in the log of game `gameNo` it was said: after its first `events`
   * events (every viewer's log has the same events, redacted). Null in the
   * lobby before the first game.
   */
  game: { gameNo: number; events: number } | null;
}

/** The chat as one member sees it. */
export interface ChatSnapshot {
  enabled: boolean;
  /** Member ids this member has muted. */
  muted: string[];
  /** The room's recent messages, less those of muted members, oldest first. */
  messages: ChatMessage[];
}

/** The schema of each chat request (part of `REQUEST_SCHEMAS`). */
export const CHAT_REQUEST_SCHEMAS = {
  'chat:send': ChatSendSchema,
  'chat:mute': ChatMuteSchema,
  'chat:setEnabled': ChatSetEnabledSchema,
} as const;
