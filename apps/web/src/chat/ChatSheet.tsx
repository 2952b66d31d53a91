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
import { ChatIcon } from './ChatLine';
import { ChatPanel } from './ChatPanel';
import './chat.css';

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
