/**
 * A question before a try is given up: a modal alert dialog with its choices
 * as buttons, the first (the harmless one) focused, Tab kept inside and
 * Escape to cancel.
 */
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';

export interface Choice {
  label: string;
  onChoose: () => void;
  primary?: boolean;
  /** A stable hook for tests and styles. */
  id: string;
}

export interface ConfirmDialogProps {
  title: string;
  body: string;
  /** In order; the first is focused. */
  choices: readonly Choice[];
  /** Escape: nothing given up. */
  onCancel: () => void;
}

export function ConfirmDialog({ title, body, choices, onCancel }: ConfirmDialogProps) {
  const card = useRef<HTMLDivElement>(null);
  // After the page's own focus move (App moves it to the main region on navigation, after its children's effects).
  useEffect(() => {
    const timer = setTimeout(() => card.current?.querySelector('button')?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  // Escape wherever the focus is: the dialog is modal.
  useEffect(() => {
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      onCancel();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [onCancel]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !card.current) return;
    const buttons = Array.from(card.current.querySelectorAll('button'));
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const to = e.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : at === buttons.length - 1 ? 0 : at + 1;
    e.preventDefault();
    buttons[to]?.focus();
  };
  return (
    <div
      className="ch-confirm"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="ch-confirm-title"
      aria-describedby="ch-confirm-body"
      onKeyDown={onKeyDown}
    >
      <div className="ch-confirm__card" ref={card}>
        <h2 id="ch-confirm-title">{title}</h2>
        <p id="ch-confirm-body">{body}</p>
        <div className="ch-confirm__actions">
          {choices.map((c) => (
            <button
              key={c.id}
              type="button"
              data-choice={c.id}
              className={`kt-btn${c.primary ? ' kt-btn--primary' : ''}`}
              onClick={c.onChoose}
            >
              {c.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
