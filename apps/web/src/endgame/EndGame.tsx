/**
 * The end of the game: the winner or shared winners, how the winner was
 * decided (B5.2 / C5), standings, where each player's prestige comes from,
 * a chart of prestige over the rounds, and rematch, replay and download.
 * It can be folded to a bar to look at the final board behind it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRecord, GameResult, GameState } from '@kahroba/engine';
import { useReviewStrings } from '../review/lazy';
import { num } from '../ui/gems';
import { Breakdown } from './Breakdown';
import { downloadRecord } from './download';
import { decidedByKey, ranked } from './explain';
import { PrestigeChart } from './PrestigeChart';
import { prestigeProgress } from './progress';
import '../ui/gems/controls.css';
import './endgame.css';
import './results.css';

export interface EndGameProps {
  result: GameResult;
  names: string[];
  record: GameRecord;
  /** The final state, for the modules in play (defaults to the record's config). */
  view?: GameState;
  /** Hints asked, by seat (hints allowed): a column of the standings. */
  hints?: readonly number[] | undefined;
  onRematch?: () => void;
  onReplay?: () => void;
  /** The review of the game (src/review). */
  onReview?: () => void;
  onExit: () => void;
}

export function EndGame({ result, names, record, view, hints, onRematch, onReplay, onReview, onExit }: EndGameProps) {
  const { t, i18n } = useTranslation('game');
  const { t: tr } = useTranslation('review');
  const { t: th } = useTranslation('hints');
  const reviewReady = useReviewStrings();
  // The column shows only when someone asked for a hint: it never narrows the standings of a game without one.
  const hintsUsed = hints?.some((n) => n > 0) === true ? hints : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    if (!folded) heading.current?.focus();
  }, [folded]);
  const progress = useMemo(() => prestigeProgress(record), [record]);
  const modules = record.config.modules;
  const winnerNames = result.winners.map((s) => names[s] ?? `#${s + 1}`).join(t('list.sep'));
  const winnerText =
    result.winners.length === 0
      ? t('endgame.noWinner')
      : result.winners.length > 1
        ? t('endgame.winners', { names: winnerNames })
        : t('endgame.winner', { names: winnerNames });
  const showCities = modules.includes('cities');
  const win = new Set(result.winners);
  const order = ranked(result);
  const final = view ?? progress?.last ?? null;
  const reservedOf = (seat: number) => final?.players[seat]?.reserved.length ?? 0;

  if (folded) {
    return (
      <div className="endgame-bar" role="region" aria-label={t('endgame.title')}>
        <span className="endgame-bar__winner">★ {winnerText}</span>
        <button type="button" className="kt-btn kt-btn--primary kt-btn--small" onClick={() => setFolded(false)}>
          {t('endgame.showResults')}
        </button>
      </div>
    );
  }

  return (
    <div className="endgame" role="dialog" aria-modal="true" aria-labelledby="endgame-title">
      <div className="endgame__card">
        <div className="endgame__head">
          <h2 id="endgame-title" ref={heading} tabIndex={-1}>
            {t('endgame.title')}
          </h2>
          <button type="button" className="kt-btn kt-btn--ghost kt-btn--small" onClick={() => setFolded(true)}>
            {t('endgame.showBoard')}
          </button>
        </div>
        <p className="endgame__winner">{winnerText}</p>
        <p className="endgame__why">
          {t(`endgame.reason.${result.reason}`)} {t(decidedByKey(result, modules))}
        </p>
        <table className="endgame__table">
          <caption>{t('endgame.standings')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('endgame.rank')}</th>
              <th scope="col">{t('endgame.player')}</th>
              <th scope="col">{t('endgame.prestige')}</th>
              <th scope="col">{t('endgame.cards')}</th>
              <th scope="col" className="endgame__col--reserved">
                {t('endgame.reserved')}
              </th>
              {showCities && <th scope="col">{t('endgame.cities')}</th>}
              {hintsUsed && <th scope="col">{th('endgame.column')}</th>}
            </tr>
          </thead>
          <tbody>
            {order.map((s, i) => (
              <tr key={s.seat} className={win.has(s.seat) ? 'endgame__row--win' : undefined}>
                <td>
                  {win.has(s.seat) ? '★ ' : ''}
                  {num(i + 1)}
                </td>
                <th scope="row">
                  <span className={`seat-dot seat-dot--${s.seat}`} aria-hidden="true" />{' '}
                  {names[s.seat] ?? `#${s.seat + 1}`}
                </th>
                <td>{num(s.prestige)}</td>
                <td>{num(s.cards)}</td>
                <td className="endgame__col--reserved">{num(reservedOf(s.seat))}</td>
                {showCities && <td>{num(s.cities)}</td>}
                {hintsUsed && <td data-testid={`hints-${s.seat}`}>{num(hintsUsed[s.seat] ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="endgame__more">
          {final && <Breakdown state={final} order={order.map((s) => s.seat)} names={names} />}
          {progress && progress.rounds.length > 1 && (
            <PrestigeChart progress={progress} names={names} rtl={i18n.dir() === 'rtl'} />
          )}
        </div>
        <div className="endgame__actions">
          {onRematch && (
            <button type="button" className="kt-btn kt-btn--primary" onClick={onRematch}>
              {t('endgame.rematch')}
            </button>
          )}
          {onReplay && (
            <button type="button" className="kt-btn" onClick={onReplay}>
              {t('endgame.replay')}
            </button>
          )}
          {onReview && reviewReady && (
            <button type="button" className="kt-btn" onClick={onReview}>
              {tr('review.open')}
            </button>
          )}
          <button type="button" className="kt-btn" onClick={() => downloadRecord(record)}>
            {t('endgame.download')}
          </button>
          <button type="button" className="kt-btn kt-btn--ghost" onClick={onExit}>
            {t('endgame.exit')}
          </button>
        </div>
      </div>
    </div>
  );
}
