/**
 * RULINGS R12 for the online table: the Undo control (alone with computer
 * players: undo at once; with other people: ask them for a take-back), whose
 * availability is the server's answer (`GameUpdate.undoable`, from the
 * engine), and a take-back request as this viewer sees it — accept or refuse
 * it when asked, wait when it is yours, and how it ended (applied, refused,
 * expired, or void because the game moved on).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState, Seat } from '@kahroba/engine';
import type { RoomInfo, TakeBackInfo } from '@kahroba/protocol';
import { answerTakeBack, onTakeBack, undo } from '../../net';
import type { ActionResult, UndoControl } from '../../table';

/** The latest take-back state pushed to this tab, and a way to dismiss a closed one. */
export function useTakeBack(): { info: TakeBackInfo | null; dismiss: () => void } {
  const [info, setInfo] = useState<TakeBackInfo | null>(null);
  useEffect(() => onTakeBack(setInfo), []);
  return { info, dismiss: () => setInfo(null) };
}

export interface OnlineUndo {
  control: UndoControl | undefined;
  takeBack: TakeBackInfo | null;
  dismiss: () => void;
}

export function useOnlineUndo(
  room: RoomInfo,
  seat: Seat | null,
  view: GameState | null,
  undoable: boolean,
): OnlineUndo {
  const { t } = useTranslation('game');
  const { info, dismiss } = useTakeBack();
  const others = room.seats.filter((s) => s.kind === 'human' && s.seat !== seat).length;
  const pending = info?.status === 'pending';
  const onUndo = useCallback(async (): Promise<ActionResult> => {
    const r = await undo();
    return r.ok ? { ok: true } : { ok: false, error: { code: r.error.code, message: r.error.message } };
  }, []);
  const control = useMemo<UndoControl | undefined>(
    () =>
      seat === null || !view || view.result
        ? undefined
        : { available: undoable && !pending, onUndo, label: others > 0 ? t('undo.ask') : undefined },
    [seat, view, undoable, pending, onUndo, others, t],
  );
  return { control, takeBack: info, dismiss };
}

export interface TakeBackPanelProps {
  info: TakeBackInfo;
  seat: Seat | null;
  names: readonly string[];
  onDismiss: () => void;
  /** A device holding several seats: each of them answers for itself (protocol acting.ts). */
  local?: readonly Seat[];
}

export function TakeBackPanel({ info, seat, names, onDismiss, local }: TakeBackPanelProps) {
  const { t } = useTranslation('game');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const name = names[info.seat] ?? '';
  const shared = local !== undefined && local.length > 1;
  const answer = async (accept: boolean, as: Seat) => {
    setSending(true);
    const r = await answerTakeBack(info.id, accept, shared ? as : undefined);
    setSending(false);
    if (!r.ok) setFailed(t(`undo.outcome.${r.error.code}`, { defaultValue: r.error.message }));
  };

  if (info.status !== 'pending') {
    const text =
      info.status === 'applied' ? t('undo.applied', { name }) : t(`undo.outcome.${info.code ?? 'TAKEBACK_STALE'}`);
    return (
      <p className="takeback" role="status">
        {text}
        <button
          type="button"
          className="kt-btn kt-btn--ghost kt-btn--small"
          onClick={onDismiss}
          aria-label={t('action.dismiss')}
        >
          ×
        </button>
      </p>
    );
  }
  const mine = shared ? local : seat === null ? [] : [seat];
  const asked = mine.filter((s) => info.voters.includes(s) && !info.accepted.includes(s));
  const asking = mine.includes(info.seat) && (!shared || asked.length === 0);
  return (
    <div className="takeback" role={asked.length > 0 ? 'alertdialog' : 'status'} aria-label={t('undo.requestTitle')}>
      <span>{asking ? t('undo.waiting') : t('undo.request', { name })}</span>
      {asked.map((s) => (
        <span key={s} className="takeback__answer">
          {shared && <span>{t('common:device.answerFor', { name: names[s] ?? '' })}</span>}
          <button
            type="button"
            className="kt-btn kt-btn--primary kt-btn--small"
            disabled={sending}
            onClick={() => void answer(true, s)}
          >
            {t('undo.accept')}
          </button>
          <button
            type="button"
            className="kt-btn kt-btn--small"
            disabled={sending}
            onClick={() => void answer(false, s)}
          >
            {t('undo.refuse')}
          </button>
        </span>
      ))}
      {failed && <span role="alert">{failed}</span>}
    </div>
  );
}
