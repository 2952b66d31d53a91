/**
 * RULES Y6 online with other people: a take-back request as this viewer sees
 * it — accept or refuse it when asked, wait when it is yours, and how it
 * ended (applied, refused, expired, or void because the game moved on).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '@kahroba/engine';
import type { TakeBackInfo } from '@kahroba/protocol';
import { answerTakeBack, onTakeBack } from '../../net';

/** The latest take-back state pushed to this tab, and a way to dismiss a closed one. */
export function useTakeBack(): { info: TakeBackInfo | null; dismiss: () => void } {
  const [info, setInfo] = useState<TakeBackInfo | null>(null);
  useEffect(() => onTakeBack(setInfo), []);
  return { info, dismiss: () => setInfo(null) };
}

export interface TakeBackPanelProps {
  info: TakeBackInfo;
  seat: Seat | null;
  names: readonly string[];
  onDismiss: () => void;
}

export function TakeBackPanel({ info, seat, names, onDismiss }: TakeBackPanelProps) {
  const { t } = useTranslation('game');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const name = names[info.seat] ?? '';
  const answer = async (accept: boolean) => {
    setSending(true);
    const r = await answerTakeBack(info.id, accept);
    setSending(false);
    if (!r.ok) setFailed(t(`undo.outcome.${r.error.code}`, { defaultValue: r.error.message }));
  };

  if (info.status !== 'pending') {
    const text = info.status === 'applied' ? t('undo.applied', { name }) : t(`undo.outcome.${info.code ?? 'TAKEBACK_STALE'}`);
    return (
      <p className="takeback" role="status">
        {text}
        <button type="button" className="kt-btn kt-btn--ghost kt-btn--small" onClick={onDismiss} aria-label={t('action.dismiss')}>×</button>
      </p>
    );
  }
  const asked = seat !== null && info.voters.includes(seat) && !info.accepted.includes(seat);
  return (
    <div className="takeback" role={asked ? 'alertdialog' : 'status'} aria-label={t('undo.requestTitle')}>
      <span>{seat === info.seat ? t('undo.waiting') : t('undo.request', { name })}</span>
      {asked && (
        <>
          <button type="button" className="kt-btn kt-btn--primary kt-btn--small" disabled={sending} onClick={() => void answer(true)}>
            {t('undo.accept')}
          </button>
          <button type="button" className="kt-btn kt-btn--small" disabled={sending} onClick={() => void answer(false)}>
            {t('undo.refuse')}
          </button>
        </>
      )}
      {failed && <span role="alert">{failed}</span>}
    </div>
  );
}
