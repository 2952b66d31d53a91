/**
 * The picked move on the board, as the replay shows a position (the table, as a spectator sees it, but with every
 * card in view: the game is over): the position before the move, after the move played, and the expert's line step
 * by step (its move, then the replies it expects), with the log of the game up to there.
 */
import { useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applyAction, eventsFor } from '@kahroba/engine';
import type { GameEvent } from '@kahroba/engine';
import { Chevron } from '../endgame/Chevron';
import { Table } from '../table';
import { num } from '../ui/gems';
import { lineSteps } from './lines';
import type { MoveReview } from './marks';
import type { ReviewPosition } from './positions';
import './position.css';

export interface PositionViewProps {
  position: ReviewPosition;
  move: MoveReview;
  names: string[];
  /** The game's events before the move (what the log shows up to the position). */
  before: readonly GameEvent[];
  onBack: () => void;
}

export function PositionView({ position, move, names, before, onBack }: PositionViewProps) {
  const { t } = useTranslation('review');
  const steps = useMemo(
    () => lineSteps(position.state, { seat: move.seat, action: move.best.action }, move.line),
    [position, move],
  );
  const played = useMemo(() => applyAction(position.state, position.seat, position.played), [position]);
  /** 'played', or the step of the expert's line (0: the position before the move). */
  const [shown, setShown] = useState<'played' | number>(0);
  const last = steps.length;
  const step = shown === 'played' ? null : Math.max(0, Math.min(last, shown));
  const view = step === null ? (played.ok ? played.state : position.state) : (steps[step - 1]?.state ?? position.state);
  const log = useMemo(() => {
    const extra =
      step === null ? (played.ok ? played.events : []) : steps.slice(0, step ?? 0).flatMap((s) => [...s.events]);
    return [...before, ...eventsFor(extra, 'spectator')];
  }, [before, played, steps, step]);
  const go = (n: number) => setShown(Math.max(0, Math.min(last, n)));
  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    const at = step ?? 0;
    if (e.key === 'ArrowRight') go(at + (rtl ? -1 : 1));
    else if (e.key === 'ArrowLeft') go(at + (rtl ? 1 : -1));
    else return;
    e.preventDefault();
  };
  const where =
    step === null
      ? t('review.position.played')
      : step === 0
        ? t('review.position.before', { n: num(move.index + 1) })
        : t('review.position.line', { k: num(step), n: num(last) });

  const banner = (
    <div className="review-pos" role="toolbar" aria-label={t('review.position.controls')} onKeyDown={onKeyDown}>
      <button type="button" className="kt-btn kt-btn--small" onClick={onBack}>
        {t('review.position.back')}
      </button>
      <span className="review-pos__where" aria-live="polite">
        {where}
      </span>
      <span className="review-pos__group">
        <button
          type="button"
          className="kt-btn kt-btn--small"
          aria-pressed={step === null}
          onClick={() => setShown('played')}
        >
          {t('review.position.showPlayed')}
        </button>
        <button type="button" className="kt-btn kt-btn--small" aria-pressed={step !== null} onClick={() => setShown(1)}>
          {t('review.position.showLine')}
        </button>
      </span>
      <span className="review-pos__group">
        <button
          type="button"
          className="kt-btn kt-btn--small"
          onClick={() => go((step ?? 1) - 1)}
          disabled={step === 0}
          aria-label={t('review.position.backStep')}
        >
          <Chevron back />
        </button>
        <button
          type="button"
          className="kt-btn kt-btn--small"
          onClick={() => go((step ?? 0) + 1)}
          disabled={step === last}
          aria-label={t('review.position.forward')}
        >
          <Chevron back={false} />
        </button>
      </span>
    </div>
  );

  return (
    <div className="replayer review-board">
      <Table view={view} viewer="spectator" names={names} log={log} banner={banner} />
    </div>
  );
}
