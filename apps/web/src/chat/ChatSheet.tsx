/**
 * The chat at the table: a button with the number of unread messages, which
 * opens the chat as a sheet (at the bottom on a phone, in a corner on a wide
 * screen). The button sits in the room bar, above the board, so it never
 * covers the game; the sheet is not modal, closes with Escape or its ×, and
 * gives the focus back to the button. It also closes by itself at the moments
 * the board needs the screen (a new game, each decision of this viewer's:
 * useChatCloseSignal); the unread badge then counts what comes after.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomInfo } from '@kahroba/protocol';
import { useFormatNumber } from '../i18n/hooks';
import { unreadOf, useAppStore } from '../store';
import { ChatIcon } from './ChatLine';
import { ChatPanel } from './ChatPanel';
import './chat-sheet.css';

export function ChatButton({
  open,
  unread,
  onClick,
  controls,
}: {
  open: boolean;
  unread: number;
  onClick: () => void;
  controls: string;
}) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  return (
    <button
      type="button"
      className="btn btn-small chat-fab"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
    >
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

/**
 * A number that grows at each moment the chat sheet must close (so that it
 * never hides the board when the player is asked to move): a
 * new game of the room (the start, a rematch) and each new decision of this
 * viewer (`decision`: an id of the decision before them, such as the view's
 * version when it is their turn; null while it is not). A decision ending
 * is no such moment: the chat opened after a move stays open.
 */
export function useCloseMoments(gameNo: number | null, decision: number | null): number {
  const [moment, setMoment] = useState({ gameNo, decision, n: 0 });
  if (moment.gameNo !== gameNo || moment.decision !== decision) {
    const closes = moment.gameNo !== gameNo || decision !== null;
    setMoment({ gameNo, decision, n: moment.n + (closes ? 1 : 0) });
  }
  return moment.n;
}

/** useCloseMoments of the game this tab holds: a decision is the version at which this seat is to act (each step of a turn a new one). */
export function useChatCloseSignal(): number {
  const gameNo = useAppStore((s) => s.game.gameNo);
  const decision = useAppStore((s) => (s.game.seat !== null && s.game.toAct === s.game.seat ? s.game.version : null));
  return useCloseMoments(gameNo, decision);
}

export function ChatSheet({ room }: { room: RoomInfo }) {
  const { t } = useTranslation();
  const closeSignal = useChatCloseSignal();
  const [open, setOpen] = useState(false);
  const unread = useAppStore((s) => (open ? 0 : unreadOf(s.chat, room.you.memberId)));
  const sheetId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The board needs the screen: close, and give the focus back to the button only if it was in the sheet.
  const sheetRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const inSheet = sheetRef.current?.contains(document.activeElement) === true;
    setOpen(false);
    if (inSheet) buttonRef.current?.querySelector('button')?.focus();
  }, [closeSignal]);

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
        <div
          ref={sheetRef}
          id={sheetId}
          className="chat-sheet"
          role="dialog"
          aria-modal="false"
          aria-label={t('chat.title')}
          onKeyDown={onKeyDown}
        >
          <button
            type="button"
            className="btn btn-ghost btn-small chat-sheet__close"
            onClick={close}
            aria-label={t('chat.close')}
          >
            ×
          </button>
          <ChatPanel room={room} inputRef={inputRef} headingLevel={2} />
        </div>
      )}
    </>
  );
}
