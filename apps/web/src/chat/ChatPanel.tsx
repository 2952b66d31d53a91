/**
 * The room's chat: the messages, the quick emotes and a line to type in;
 * for the host, the switch that turns chat off for everyone; for everyone,
 * the people they can mute. Shown in the lobby as a panel and at the table
 * inside ChatSheet.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX, EMOTES } from '@kahroba/protocol/constants';
import type { ChatSendPayload, RoomInfo } from '@kahroba/protocol';
import { useFormatNumber } from '../i18n/hooks';
import { muteMember, sendChat, setChatEnabled } from '../net';
import type { Answer } from '../net';
import { chatSeen, notify, useAppStore } from '../store';
import { useErrorMessage } from '../screens/shell/useErrorMessage';
import { ChatLine } from './ChatLine';
import './chat.css';

export interface ChatPanelProps {
  room: RoomInfo;
  /** The text field, for the sheet to focus when it opens. */
  inputRef?: RefObject<HTMLInputElement | null>;
  headingLevel?: 2 | 3;
}

export function ChatPanel({ room, inputRef, headingLevel = 2 }: ChatPanelProps) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  const describe = useErrorMessage();
  const { enabled, messages } = useAppStore((s) => s.chat);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The host's switch as just set, until the server's answer (then the store says). */
  const [switching, setSwitching] = useState<boolean | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const titleId = useId();
  const inputId = useId();
  const left = CHAT_MAX - [...text].length;
  const me = room.you.memberId;

  // Whatever is drawn here has been seen; new lines scroll into view.
  useEffect(() => {
    chatSeen();
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const run = async (command: () => Promise<Answer<unknown>>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const answer = await command();
    setBusy(false);
    if (!answer.ok) setError(describe(answer.error));
    return answer.ok;
  };
  const send = (payload: ChatSendPayload) => run(() => sendChat(payload));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '' || left < 0) return;
    void send({ kind: 'text', text }).then((ok) => {
      if (ok) setText('');
    });
  };
  const Heading = `h${headingLevel}` as const;

  return (
    <section className="chat" aria-labelledby={titleId}>
      <div className="chat__head">
        <Heading id={titleId} className="chat__title">
          {t('chat.title')}
        </Heading>
        {room.you.isHost && (
          <label className="chat__switch">
            <input
              type="checkbox"
              checked={switching ?? enabled}
              disabled={busy}
              onChange={(e) => {
                const on = e.target.checked;
                setSwitching(on);
                void run(() => setChatEnabled(on)).finally(() => setSwitching(null));
              }}
            />
            {t('chat.switch')}
          </label>
        )}
      </div>
      <ol
        ref={listRef}
        className="chat__list"
        aria-live="polite"
        aria-relevant="additions"
        tabIndex={0}
        aria-label={t('chat.messages')}
      >
        {messages.length === 0 && <li className="chat__empty">{t('chat.empty')}</li>}
        {messages.map((m) => (
          <li key={m.id} className={`chat-line${m.kind === 'emote' ? ' chat-line--emote' : ''}`}>
            <ChatLine message={m} mine={m.memberId === me} />
          </li>
        ))}
      </ol>
      {enabled ? (
        <>
          <div className="chat__emotes" role="group" aria-label={t('chat.emotes')}>
            {EMOTES.map((emote) => (
              <button
                key={emote}
                type="button"
                className="chat__emote"
                disabled={busy}
                onClick={() => {
                  void send({ kind: 'emote', emote });
                }}
              >
                {t(`chat.emote.${emote}`)}
              </button>
            ))}
          </div>
          <form className="chat__form" onSubmit={onSubmit}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('chat.inputLabel')}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="input chat__input"
              value={text}
              autoComplete="off"
              dir="auto"
              placeholder={t('chat.placeholder')}
              aria-describedby={`${inputId}-left`}
              aria-invalid={left < 0}
              onChange={(e) => setText(e.target.value)}
            />
            <button
              type="submit"
              className="btn btn-primary btn-small"
              disabled={busy || left < 0 || text.trim() === ''}
            >
              {t('chat.send')}
            </button>
            <span
              id={`${inputId}-left`}
              className={`chat__left${left < 0 ? ' chat__left--over' : ''}`}
              aria-live="polite"
            >
              {left <= 40
                ? t('chat.left', { n: num(left), count: Math.max(left, 0) /* past the cap: "-1 characters" */ })
                : ''}
            </span>
          </form>
        </>
      ) : (
        <p className="hint chat__off">{t('chat.off')}</p>
      )}
      {error && (
        <p className="chat__error" role="alert">
          {error}
        </p>
      )}
      <MuteList room={room} />
    </section>
  );
}

interface RoomMember {
  memberId: string;
  name: string;
  spectator: boolean;
}

/** Everyone in the room but you, seated first: the people you could mute. */
export function othersIn(room: RoomInfo): RoomMember[] {
  const seated = room.seats.flatMap((s) =>
    s.memberId !== null && s.name !== null ? [{ memberId: s.memberId, name: s.name, spectator: false }] : [],
  );
  const watching = room.spectators.map((m) => ({ memberId: m.memberId, name: m.name, spectator: true }));
  return [...seated, ...watching].filter((m) => m.memberId !== room.you.memberId);
}

/**
 * The people this viewer can mute. A mute is kept by the server with the
 * room, for this member (every tab and device of the seat): their messages
 * and emotes stop coming, and the earlier ones are hidden too until unmuted.
 */
function MuteList({ room }: { room: RoomInfo }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const num = useFormatNumber();
  const muted = useAppStore((s) => s.chat.muted);
  const [busy, setBusy] = useState<string | null>(null);
  const others = othersIn(room);

  const toggle = (memberId: string, mute: boolean) => {
    setBusy(memberId);
    void muteMember(memberId, mute).then((answer) => {
      setBusy(null);
      if (!answer.ok) notify(describe(answer.error), 'error');
    });
  };

  return (
    <details className="chat__mute">
      <summary>
        {t('chat.muteTitle')}
        {muted.length > 0 && ` (${num(muted.length)})`}
      </summary>
      <p className="hint">{t('chat.muteHint')}</p>
      {others.length === 0 ? (
        <p className="hint">{t('chat.nobody')}</p>
      ) : (
        <ul className="chat__people">
          {others.map((m) => {
            const on = muted.includes(m.memberId);
            return (
              <li key={m.memberId}>
                <bdi className="chat__person">{m.name}</bdi>
                {m.spectator && <span className="chat-line__tag">{t('chat.watching')}</span>}
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-pressed={on}
                  disabled={busy === m.memberId}
                  aria-label={t('chat.mute', { name: m.name })}
                  onClick={() => toggle(m.memberId, !on)}
                >
                  {t(on ? 'chat.muted' : 'chat.muteShort')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
