/**
 * The hint in the dock (on a desktop in the side column, on a phone just
 * above the bar: never over the board): the Hint button, the progress while
 * the expert thinks (cancelable), then the suggestion in words with its
 * estimated chance and its reasons, and Play it / Dismiss. The suggestion is
 * also highlighted on the table (Table.tsx, hintTarget.ts); its sentence is
 * announced (the dock's prompt is a polite live region, and it is a status).
 */
import { useTranslation } from 'react-i18next';
import type { Action } from '@kahroba/engine';
import { Reasons } from '../analysis/Reasons';
import { useTable } from '../table/context';
import { moveText } from './moveText';
import type { Hint } from './useHint';
import './hints.css';

const percent = (x: number, lng: string): string =>
  new Intl.NumberFormat(lng === 'fa' ? 'fa-IR' : 'en', { style: 'percent', maximumFractionDigits: 0 }).format(x);

export function HintButton({ hint }: { hint: Hint }) {
  const { t } = useTranslation('hints');
  if (!hint.canAsk) return null;
  return (
    <button
      type="button"
      className="kt-btn kt-btn--small hint-panel__ask"
      onClick={hint.request}
      aria-label={t('buttonLabel')}
      title={t('buttonLabel')}
    >
      {t('button')}
    </button>
  );
}

export function HintPanel({ hint, onPlay, busy }: { hint: Hint; onPlay: (a: Action) => void; busy: boolean }) {
  const { t, i18n } = useTranslation('hints');
  const { t: tg } = useTranslation('game');
  const { view, viewer, names } = useTable();
  const { state } = hint;
  const lng = i18n.resolvedLanguage ?? 'en';
  if (state.phase === 'idle') return null;
  if (state.phase === 'asking' || state.phase === 'thinking') {
    const share = state.phase === 'thinking' && state.budget > 0 ? Math.min(1, state.done / state.budget) : 0;
    return (
      <div className="hint-panel hint-panel--thinking" data-testid="hint">
        <p className="hint-panel__status" role="status">
          {t('thinking', { percent: percent(share, lng) })}
        </p>
        <progress className="hint-panel__progress" max={1} value={share} aria-label={t('title')} />
        <button type="button" className="kt-btn kt-btn--ghost kt-btn--small" onClick={hint.close}>
          {t('cancel')}
        </button>
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div className="hint-panel hint-panel--failed" data-testid="hint">
        <p className="hint-panel__status" role="alert">
          {state.message}
        </p>
        <button type="button" className="kt-btn kt-btn--ghost kt-btn--small" onClick={hint.close}>
          {t('dismiss')}
        </button>
      </div>
    );
  }
  const { move } = state;
  const words = moveText(tg, move.action);
  const seat = typeof viewer === 'number' ? viewer : null;
  return (
    <div className="hint-panel hint-panel--shown" data-testid="hint">
      <p className="hint-panel__move" role="status">
        <strong>{t('suggest', { move: words })}</strong>{' '}
        <span className="hint-panel__chance">{t('chance', { percent: percent(move.winChance, lng) })}</span>
      </p>
      {seat !== null && (
        <div className="hint-panel__reasons">
          <Reasons reasons={move.reasons} names={names} mover={seat} viewer={seat} />
        </div>
      )}
      <div className="hint-panel__actions">
        <button
          type="button"
          className="kt-btn kt-btn--primary kt-btn--small"
          disabled={busy || seat === null || view.current !== seat}
          onClick={() => onPlay(move.action)}
        >
          {t('play')}
        </button>
        <button type="button" className="kt-btn kt-btn--ghost kt-btn--small" onClick={hint.close}>
          {t('dismiss')}
        </button>
      </div>
    </div>
  );
}
