/**
 * The chat at the table: a button with the number of unread messages, which
 * opens the chat as a sheet (at the bottom on a phone, in a corner on a wide
 * screen). The button sits in the room bar, above the board, so it never
 * covers the game; the sheet is not modal, closes with Escape or its ×, and
 * gives the focus back to the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomInfo } from '@kahroba/protocol';
import { useFormatNumber } from '../i18n/hooks';
import { unreadOf, useAppStore } from '../store';
import { ChatPanel } from './ChatPanel';
import './chat.css';

/** A speech bubble, drawn (an emoji would be an empty box where the system has no emoji font). */
export function ChatIcon() {
  return (
    <svg className="chat-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Z" />
    </svg>
  );
}

export function ChatButton({ open, unread, onClick, controls }: { open: boolean; unread: number; onClick: () => void; controls: string }) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  return (
    <button type="button" className="btn btn-small chat-fab" aria-expanded={open} aria-controls={controls} onClick={onClick}>
      <ChatIcon /> {t('chat.open')}
      {unread > 0 && (
        <span className="chat-fab__badge">
          <span aria-hidden="true">{num(unread)}</span>
          <span className="visually-hidden">{t('chat.unread', { count: unread, n: num(unread) })}</span>
        </span>
      )}
    </button>
  );
}

export function ChatSheet({ room }: { room: RoomInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useAppStore((s) => (open ? 0 : unreadOf(s.chat, room.you.memberId)));
  const sheetId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.querySelector('button')?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };

  return (
    <>
      <div ref={buttonRef} className="chat-fab-wrap">
        <ChatButton open={open} unread={unread} controls={sheetId} onClick={() => (open ? close() : setOpen(true))} />
      </div>
      {open && (
        <div id={sheetId} className="chat-sheet" role="dialog" aria-modal="false" aria-label={t('chat.title')} onKeyDown={onKeyDown}>
          <button type="button" className="btn btn-ghost btn-small chat-sheet__close" onClick={close} aria-label={t('chat.close')}>×</button>
          <ChatPanel room={room} inputRef={inputRef} headingLevel={2} />
        </div>
      )}
    </>
  );
}
