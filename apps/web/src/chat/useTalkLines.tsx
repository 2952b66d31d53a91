/** The room's chat as lines of the game log: each after the events that came before it was said. */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { TalkLine } from '../table';
import { useAppStore } from '../store';
import { ChatLine } from './ChatLine';
import { ChatIcon } from './ChatSheet';
import { inLog } from './talk';
import './chat.css';

export function useTalkLines(): TalkLine[] {
  const { messages, gameNo, logFrom, logLength, me } = useAppStore(useShallow((s) => ({
    messages: s.chat.messages, gameNo: s.game.gameNo, logFrom: s.game.logFrom, logLength: s.game.log.length,
    me: s.room.info?.you.memberId ?? null,
  })));
  return useMemo(() => inLog(messages, gameNo, logFrom, logLength).map(({ message, at }) => ({
    key: `chat-${message.id}`,
    at,
    node: (
      <span className="log__talk">
        <ChatIcon />{' '}
        <ChatLine message={message} mine={message.memberId === me} />
      </span>
    ),
  })), [messages, gameNo, logFrom, logLength, me]);
}
