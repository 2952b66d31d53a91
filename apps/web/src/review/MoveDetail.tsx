/**
 * One picked move: who played it and when, its mark and what it cost, the move played beside the expert's (each as
 * the log tells it, with the chance to win after it and its reasons), and the way to the position and the expert's
 * line on the board.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { actionKey } from '@kahroba/engine';
import type { GameState } from '@kahroba/engine';
import type { MoveAnalysis } from '@kahroba/engine/bots';
import { Reasons } from '../analysis/Reasons';
import { LogLineBody } from '../table/LogLineBody';
import { currentLanguage } from '../i18n';
import { isolate } from '../i18n/bidi';
import { num } from '../ui/gems';
import { percent, points } from './format';
import { GLYPH } from './glyphs';
import { moveLines } from './lines';
import type { MoveReview } from './marks';
import './marks.css';
import './move-detail.css';

export interface MoveDetailProps {
  move: MoveReview;
  /** The state before the move. */
  state: GameState;
  names: readonly string[];
  onSee: () => void;
  onStep: (delta: -1 | 1) => void;
  hasPrevious: boolean;
  hasNext: boolean;
  detailRef?: Ref<HTMLElement>;
}

function Option({
  title,
  option,
  move,
  state,
  names,
}: {
  title: string;
  option: MoveAnalysis;
  move: MoveReview;
  state: GameState;
  names: readonly string[];
}) {
  const { t } = useTranslation('review');
  const { t: tg } = useTranslation('game');
  const lines = moveLines(tg, names, state, move.seat, option.action);
  return (
    <div className="move-detail__option">
      <h3>{title}</h3>
      <ul className="move-detail__lines">
        {lines.map((l, i) => (
          <li key={i} className="log__line">
            <LogLineBody line={l} />
          </li>
        ))}
      </ul>
      <p className="move-detail__chance">{t('review.detail.after', { pct: percent(option.winChance) })}</p>
      {option.reasons.length > 0 && (
        <>
          <h4>{t('review.detail.why')}</h4>
          <Reasons reasons={option.reasons} names={names} mover={move.seat} />
        </>
      )}
    </div>
  );
}

export function MoveDetail({ move, state, names, onSee, onStep, hasPrevious, hasNext, detailRef }: MoveDetailProps) {
  const { t } = useTranslation('review');
  const name = isolate(names[move.seat] ?? `#${move.seat + 1}`, currentLanguage());
  // (after the worker's message the two are copies: compared by the move, not by identity)
  const same = actionKey(move.played.action) === actionKey(move.best.action);
  return (
    <section
      ref={detailRef}
      className="review__block review__area--detail move-detail"
      aria-labelledby="move-detail-title"
    >
      <div className="move-detail__head">
        <h2 id="move-detail-title">
          <span className={`seat-dot seat-dot--${move.seat}`} aria-hidden="true" />{' '}
          {t('review.detail.heading', { n: num(move.index + 1), round: num(state.round), name })}
        </h2>
        <span className={`mark-chip mark--${move.quality}`}>
          <span className="mark__glyph" dir="ltr" aria-hidden="true">
            {GLYPH[move.quality]}
          </span>{' '}
          {t(`review.quality.${move.quality}`)}
        </span>
      </div>
      <p>
        {move.loss > 0
          ? t('review.detail.loss', { name, loss: points(move.loss), count: Math.round(move.loss * 100) })
          : t('review.detail.noLoss', { name })}
      </p>
      <div className="move-detail__options">
        <Option title={t('review.detail.played')} option={move.played} move={move} state={state} names={names} />
        {same ? (
          <div className="move-detail__option">
            <h3>{t('review.detail.expert')}</h3>
            <p>{t('review.detail.same')}</p>
          </div>
        ) : (
          <Option title={t('review.detail.expert')} option={move.best} move={move} state={state} names={names} />
        )}
      </div>
      <div className="move-detail__nav">
        <button type="button" className="btn btn-small" onClick={() => onStep(-1)} disabled={!hasPrevious}>
          {t('review.detail.previous')}
        </button>
        <button type="button" className="btn btn-small btn-primary" onClick={onSee}>
          {t('review.detail.see')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => onStep(1)} disabled={!hasNext}>
          {t('review.detail.next')}
        </button>
      </div>
    </section>
  );
}
