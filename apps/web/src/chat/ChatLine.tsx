/**
 * One message as drawn in the chat and in the game log: who said it (marked
 * when watching), then the words or the emote, each isolated for mixed
 * scripts. Emotes are words (i18n `chat.emote.*`) in a pill, not emoji: a
 * system without an emoji font would draw empty boxes. Also the chat's
 * lines for the table's log.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { ChatMessage } from '@kahroba/protocol';
import { useAppStore } from '../store';
import type { TalkLine } from '../table';
import './chat-line.css';

/** A speech bubble, drawn (an emoji would be an empty box where the system has no emoji font). */
export function ChatIcon() {
  return (
    <svg className="chat-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Z"
      />
    </svg>
  );
}

export function ChatLine({ message, mine = false }: { message: ChatMessage; mine?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {message.seat !== null && <span className={`chat-line__dot seat-color-${message.seat}`} aria-hidden="true" />}
      <span className="chat-line__who">
        <bdi>{message.name}</bdi>
        {mine && <span className="chat-line__tag">{t('chat.you')}</span>}
        {message.spectator && <span className="chat-line__tag">{t('chat.watching')}</span>}
      </span>
      <span className="chat-line__sep">: </span>
      {message.kind === 'emote' && message.emote ? (
        <span className="chat-line__emote">{t(`chat.emote.${message.emote}`)}</span>
      ) : (
        <bdi className="chat-line__text">{message.text}</bdi>
      )}
    </>
  );
}

/**
 * The messages said during game `gameNo`, each with its place in the log the
 * table shows: after its first `at` events. The log keeps only the latest
 * events (`logFrom` came before its first one); a message from before that is left out.
 */
export function inLog(
  messages: readonly ChatMessage[],
  gameNo: number | null,
  logFrom: number,
  logLength: number,
): { message: ChatMessage; at: number }[] {
  if (gameNo === null) return [];
  return messages.flatMap((message) => {
    const g = message.game;
    if (!g || g.gameNo !== gameNo || g.events < logFrom) return [];
    return [{ message, at: Math.min(g.events - logFrom, logLength) }];
  });
}

/** The room's chat as lines of the game log: each after the events that came before it was said. */

export function useTalkLines(): TalkLine[] {
  const { messages, gameNo, logFrom, logLength, me } = useAppStore(
    useShallow((s) => ({
      messages: s.chat.messages,
      gameNo: s.game.gameNo,
      logFrom: s.game.logFrom,
      logLength: s.game.log.length,
      me: s.room.info?.you.memberId ?? null,
    })),
  );
  return useMemo(
    () =>
      inLog(messages, gameNo, logFrom, logLength).map(({ message, at }) => ({
        key: `chat-${message.id}`,
        at,
        node: (
          <span className="log__talk">
            <ChatIcon /> <ChatLine message={message} mine={message.memberId === me} />
          </span>
        ),
      })),
    [messages, gameNo, logFrom, logLength, me],
  );
}
