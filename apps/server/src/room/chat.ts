/**
 * A room's table talk (docs/ARCHITECTURE.md, "Table talk"): messages and quick emotes, the host's
 * on/off switch and each member's mutes. Everything is kept in the room
 * document (`StoredRoom.chat`: the last CHAT_HISTORY messages), never in a
 * game record, and called on the room's serial queue like the lobby.
 *
 * A message is cleaned like a name (`cleanName`: invisible and bidi controls
 * out, NFKC, spaces collapsed; line breaks count as spaces); its speaker is the member the connection speaks for, under the
 * name the room already holds as unique (names.ts: confusables), so nobody can
 * talk as someone else. A refusal (CHAT_OFF, CHAT_EMPTY, CHAT_TOO_LONG,
 * CHAT_TOO_FAST, UNKNOWN_MEMBER, NOT_HOST, STORAGE_FAILED) changes nothing:
 * every check comes before the document is touched, and a failed write puts
 * the document back as the disk holds it.
 */
import { CHAT_HISTORY, CHAT_MAX, cleanName } from '@kahroba/protocol';
import type { ChatMessage, ChatSendPayload, ChatSnapshot } from '@kahroba/protocol';
import { refuse } from '../errors';
import { tokenBucket } from '../rate-limit';
import type { RateLimiter } from '../rate-limit';
import type { RoomContext } from './context';
import type { StoredChat, StoredMember } from '../store/store';

/** What the chat needs from the rest of the room. */
export interface ChatHooks {
  /** The member, or NOT_IN_ROOM. */
  member(memberId: string): StoredMember;
  /** NOT_HOST unless the member is the host (after the lazy host handover). */
  requireHost(memberId: string): Promise<void>;
  /** Where the running (or last) game's log is: said after its first `events` events. */
  gamePosition(): ChatMessage['game'];
}

const fresh = (): StoredChat => ({ enabled: true, nextId: 1, messages: [], muted: {} });

export class Chat {
  private readonly room: RoomContext;
  private readonly hooks: ChatHooks;
  /** One bucket per member, shared by all their connections (in memory: a restart refills them). */
  private readonly buckets = new Map<string, RateLimiter>();

  constructor(room: RoomContext, hooks: ChatHooks) {
    this.room = room;
    this.hooks = hooks;
  }

  /** The chat as kept (a room saved before chat existed has it on and empty). */
  private get state(): StoredChat {
    return this.room.doc.chat ?? fresh();
  }

  /** The chat as `memberId` sees it: their mutes, and the messages of everyone else. */
  snapshot(memberId: string): ChatSnapshot {
    const { enabled, messages, muted } = this.state;
    const mine = muted[memberId] ?? [];
    return { enabled, muted: [...mine], messages: messages.filter((m) => !mine.includes(m.memberId)) };
  }

  /** Checks, keeps and sends one message or emote; returns it. */
  async send(memberId: string, payload: ChatSendPayload): Promise<ChatMessage> {
    const member = this.hooks.member(memberId);
    const state = this.state;
    if (!state.enabled) throw refuse('CHAT_OFF');
    let body: Pick<ChatMessage, 'kind' | 'text' | 'emote'>;
    if (payload.kind === 'text') {
      // Line breaks and tabs are spaces between words (a name drops them), then the names' cleaning.
      const text = cleanName(payload.text.replace(/\s/gu, ' '));
      if (text.length === 0) throw refuse('CHAT_EMPTY');
      if ([...text].length > CHAT_MAX)
        throw refuse('CHAT_TOO_LONG', `A message may have at most ${CHAT_MAX} characters.`);
      body = { kind: 'text', text };
    } else {
      body = { kind: 'emote', emote: payload.emote };
    }
    // Last of the checks: a refused message does not use up the member's allowance.
    const bucket = this.bucket(memberId);
    if (!bucket.take()) throw refuse('CHAT_TOO_FAST');
    const message: ChatMessage = {
      id: state.nextId,
      at: this.room.deps.clock.now(),
      memberId,
      name: member.name,
      seat: member.seat,
      spectator: member.seat === null,
      ...body,
      game: this.hooks.gamePosition(),
    };
    this.room.doc.chat = {
      ...state,
      nextId: state.nextId + 1,
      messages: [...state.messages, message].slice(-CHAT_HISTORY),
    };
    try {
      await this.room.save();
    } catch (e) {
      bucket.giveBack(); // not kept, not sent: it cost nothing
      throw e;
    }
    const presence = this.room.presence;
    for (const id of presence.connectedMembers()) {
      if (this.state.muted[id]?.includes(memberId)) continue;
      for (const socket of presence.socketsOf(id)) socket.emit('chat:message', message);
    }
    return message;
  }

  /** `memberId` stops (or starts again) receiving `target`'s messages; their other tabs follow. */
  async mute(memberId: string, target: string, muted: boolean): Promise<ChatSnapshot> {
    this.hooks.member(memberId);
    if (target === memberId) throw refuse('UNKNOWN_MEMBER', 'You cannot mute yourself.');
    const known =
      this.room.doc.members.some((m) => m.id === target) || this.state.messages.some((m) => m.memberId === target);
    if (!known) throw refuse('UNKNOWN_MEMBER');
    const state = this.state;
    const before = state.muted[memberId] ?? [];
    if (before.includes(target) !== muted) {
      const after = muted ? [...before, target] : before.filter((id) => id !== target);
      const all = { ...state.muted, [memberId]: after };
      if (after.length === 0) delete all[memberId];
      this.room.doc.chat = { ...state, muted: all };
      await this.room.save();
    }
    const snapshot = this.snapshot(memberId);
    for (const socket of this.room.presence.socketsOf(memberId)) socket.emit('chat:sync', snapshot);
    return snapshot;
  }

  /** Host: chat on or off for the whole room (messages kept either way). */
  async setEnabled(memberId: string, enabled: boolean): Promise<ChatSnapshot> {
    await this.hooks.requireHost(memberId);
    const state = this.state;
    if (state.enabled !== enabled) {
      this.room.doc.chat = { ...state, enabled };
      await this.room.save();
      const presence = this.room.presence;
      for (const id of presence.connectedMembers()) {
        const snapshot = this.snapshot(id);
        for (const socket of presence.socketsOf(id)) socket.emit('chat:sync', snapshot);
      }
    }
    return this.snapshot(memberId);
  }

  private bucket(memberId: string): RateLimiter {
    let b = this.buckets.get(memberId);
    if (!b) {
      const { clock, config } = this.room.deps;
      b = tokenBucket(clock, config.CHAT_BURST, config.CHAT_PER_MINUTE / 60);
      this.buckets.set(memberId, b);
    }
    return b;
  }
}
