/**
 * RULINGS R12: the small Undo button of the table (hot-seat, or online alone
 * with computer players) and its shortcut, Ctrl+Z / Cmd+Z. Whether it is
 * available comes from the engine (`planUndo`) through the caller; a refusal
 * is shown in the player's language with the rule it cites.
 */
import { useCallback, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from './context';
import { useErrorText } from './useErrorText';

export interface UndoControl {
  /** The engine allows the viewer to take back their last action now. */
  available: boolean;
  onUndo: () => Promise<ActionResult>;
  /** The button's words when not "Undo" (online with other people: a take-back request). */
  label?: string | undefined;
}

/** Ctrl+Z / Cmd+Z, except while typing in a field. */
const isUndoKey = (e: KeyboardEvent): boolean =>
  (e.ctrlKey || e.metaKey) &&
  !e.shiftKey &&
  !e.altKey &&
  e.key.toLowerCase() === 'z' &&
  !(e.target instanceof HTMLElement && e.target.closest('input, textarea, select, [contenteditable="true"]'));

export function UndoButton({ control, label }: { control: UndoControl; label?: string | undefined }) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { available, onUndo } = control;

  const undo = useCallback(async () => {
    if (busy || !available) return;
    setBusy(true);
    setError(null);
    try {
      const r = await onUndo();
      // The undo block's own sentence, with the rule the refusal cites (useErrorText adds it).
      if (!r.ok) setError(errorText(r.error.code, t(`undo.error.${r.error.code}`, { defaultValue: r.error.message })));
    } catch {
      setError(errorText('OFFLINE'));
    } finally {
      setBusy(false);
    }
  }, [busy, available, onUndo, errorText, t]);

  // A layout effect: the shortcut follows `available` as soon as the screen
  // shows it, not a frame later (a quick Ctrl+Z would reach the old state).
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isUndoKey(e)) return;
      e.preventDefault();
      void undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo]);

  return (
    <div className="table__undo">
      <button
        type="button"
        className="kt-btn kt-btn--ghost kt-btn--small"
        disabled={!available || busy}
        onClick={() => void undo()}
        title={t('undo.hint')}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        {label ?? control.label ?? t('undo.button')}
      </button>
      {error && (
        <span className="table__undo-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
