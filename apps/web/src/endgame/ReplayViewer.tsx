/**
 * Steps through a finished game from its record: first, back, a slider,
 * forward, last, and the arrow keys; the table is shown as a spectator sees it.
 */
import { Suspense, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRecord } from '@kahroba/engine';
import { LazyReview, useReviewStrings } from '../review/lazy';
import { Table } from '../table';
import { num } from '../ui/gems';
import { Chevron } from './Chevron';
import { buildReplay } from './timeline';
import './endgame.css';

export interface ReplayViewerProps {
  record: GameRecord;
  names?: string[];
  onClose?: () => void;
  /** Open the review of the game at once (/replay?…&review=1, from My games). */
  review?: boolean;
}

export function ReplayViewer({ record, names, onClose, review = false }: ReplayViewerProps) {
  const { t } = useTranslation('game');
  const { t: tr } = useTranslation('review');
  const [reviewing, setReviewing] = useState(review);
  const reviewReady = useReviewStrings();
  const timeline = useMemo(() => buildReplay(record), [record]);
  const [step, setStep] = useState(() => Math.max(0, (timeline?.views.length ?? 1) - 1));
  const seatNames = useMemo(
    () => names ?? Array.from({ length: record.config.players }, (_, i) => t('hotseat.seat', { n: num(i + 1) })),
    [names, record.config.players, t],
  );
  const log = useMemo(() => timeline?.events.slice(0, step + 1).flat() ?? [], [timeline, step]);

  if (!timeline) return <p role="alert">{t('replay.bad')}</p>;
  if (reviewing) {
    return (
      <Suspense fallback={<p className="hint">{t('common:status.loading')}</p>}>
        <LazyReview record={record} names={seatNames} onClose={() => setReviewing(false)} />
      </Suspense>
    );
  }
  const last = timeline.views.length - 1;
  const go = (n: number) => setStep(Math.max(0, Math.min(last, n)));
  const view = timeline.views[step] ?? timeline.views[0];
  const onKeyDown = (e: KeyboardEvent) => {
    // Arrow keys follow the reading direction of the page.
    const rtl = document.documentElement.dir === 'rtl';
    if (e.key === 'ArrowRight') go(step + (rtl ? -1 : 1));
    else if (e.key === 'ArrowLeft') go(step + (rtl ? 1 : -1));
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(last);
    else return;
    e.preventDefault();
  };

  const controls = (
    <div className="replayer__controls" role="toolbar" aria-label={t('replay.title')} onKeyDown={onKeyDown}>
      <button type="button" className="kt-btn kt-btn--small" onClick={() => go(0)} disabled={step === 0}>
        {t('replay.first')}
      </button>
      <button
        type="button"
        className="kt-btn kt-btn--small"
        onClick={() => go(step - 1)}
        disabled={step === 0}
        aria-label={t('replay.back')}
      >
        <Chevron back />
      </button>
      <input
        type="range"
        className="replayer__range"
        min={0}
        max={last}
        value={step}
        aria-label={t('replay.slider')}
        aria-valuetext={t('replay.step', { n: num(step), of: num(last) })}
        onChange={(e) => go(Number(e.currentTarget.value))}
      />
      <button
        type="button"
        className="kt-btn kt-btn--small"
        onClick={() => go(step + 1)}
        disabled={step === last}
        aria-label={t('replay.forward')}
      >
        <Chevron back={false} />
      </button>
      <button type="button" className="kt-btn kt-btn--small" onClick={() => go(last)} disabled={step === last}>
        {t('replay.last')}
      </button>
      <span className="replayer__pos" aria-live="polite">
        {t('replay.step', { n: num(step), of: num(last) })}
      </span>
      {timeline.brokenAt !== null && <span className="kt-reason">{t('replay.bad')}</span>}
      {reviewReady && timeline.brokenAt === null && timeline.views[last]?.result && (
        <button type="button" className="kt-btn kt-btn--primary kt-btn--small" onClick={() => setReviewing(true)}>
          {tr('review.open')}
        </button>
      )}
      {onClose && (
        <button type="button" className="kt-btn kt-btn--small" onClick={onClose}>
          {t('replay.close')}
        </button>
      )}
    </div>
  );

  return (
    <div className="replayer">
      {view && <Table view={view} viewer="spectator" names={seatNames} log={log} banner={controls} />}
    </div>
  );
}
