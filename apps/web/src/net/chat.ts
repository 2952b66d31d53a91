/**
 * Table talk requests (protocol chat.ts). Each answer is applied to the store
 * at once, so the speaker sees their own message even before its push, and a
 * mute or the host's switch before the server's `chat:sync` arrives.
 */
import type { ChatSendPayload } from '@kahroba/protocol';
import { chatReceived, chatSynced } from '../store';
import { request } from './request';

/** Sends a message or an emote; never buffered for later (a stale "hurry" means nothing). */
export async function sendChat(payload: ChatSendPayload) {
  const answer = await request('chat:send', payload, { requireOnline: true });
  if (answer.ok) chatReceived(answer.data);
  return answer;
}

/** Stops (or starts again) receiving a member's messages, in every tab of this seat. */
export async function muteMember(memberId: string, muted: boolean) {
  const answer = await request('chat:mute', { memberId, muted }, { requireOnline: true });
  if (answer.ok) chatSynced(answer.data);
  return answer;
}

/** Host: chat on or off for the room. */
export async function setChatEnabled(enabled: boolean) {
  const answer = await request('chat:setEnabled', { enabled }, { requireOnline: true });
  if (answer.ok) chatSynced(answer.data);
  return answer;
}
