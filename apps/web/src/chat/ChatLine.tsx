/** One message: who said it (marked when watching), then the words or the emote; both isolated for mixed scripts. */
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@kahroba/protocol';

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
