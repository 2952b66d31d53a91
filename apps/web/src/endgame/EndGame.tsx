/**
 * The end of the game: standings, the winner or shared winners, how the
 * winner was decided (B5.2 / C5), and rematch, replay and download.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRecord, GameResult, GameState } from '@kahroba/engine';
import { num } from '../ui/gems';
import { downloadRecord } from './download';
import { decidedByKey, ranked } from './explain';
import '../ui/gems/controls.css';
import './endgame.css';

export interface EndGameProps {
  result: GameResult;
  names: string[];
  record: GameRecord;
  /** The final state, for the modules in play (defaults to the record's config). */
  view?: GameState;
  onRematch?: () => void;
  onReplay?: () => void;
  onExit: () => void;
}

export function EndGame({ result, names, record, onRematch, onReplay, onExit }: EndGameProps) {
  const { t } = useTranslation('game');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const modules = record.config.modules;
  const winnerNames = result.winners.map((s) => names[s] ?? `#${s + 1}`).join(t('list.sep'));
  const showCities = modules.includes('cities');
  const win = new Set(result.winners);

  return (
    <div className="endgame" role="dialog" aria-modal="true" aria-labelledby="endgame-title">
      <div className="endgame__card">
        <h2 id="endgame-title" ref={heading} tabIndex={-1}>{t('endgame.title')}</h2>
        <p className="endgame__winner">
          {result.winners.length === 0 ? t('endgame.noWinner')
            : result.winners.length > 1 ? t('endgame.winners', { names: winnerNames }) : t('endgame.winner', { names: winnerNames })}
        </p>
        <p className="endgame__why">{t(`endgame.reason.${result.reason}`)} {t(decidedByKey(result, modules))}</p>
        <table className="endgame__table">
          <caption>{t('endgame.standings')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('endgame.rank')}</th>
              <th scope="col">{t('endgame.player')}</th>
              <th scope="col">{t('endgame.prestige')}</th>
              <th scope="col">{t('endgame.cards')}</th>
              {showCities && <th scope="col">{t('endgame.cities')}</th>}
            </tr>
          </thead>
          <tbody>
            {ranked(result).map((s, i) => (
              <tr key={s.seat} className={win.has(s.seat) ? 'endgame__row--win' : undefined}>
                <td>{win.has(s.seat) ? '★ ' : ''}{num(i + 1)}</td>
                <th scope="row"><span className={`seat-dot seat-dot--${s.seat}`} aria-hidden="true" /> {names[s.seat] ?? `#${s.seat + 1}`}</th>
                <td>{num(s.prestige)}</td>
                <td>{num(s.cards)}</td>
                {showCities && <td>{num(s.cities)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="endgame__actions">
          {onRematch && <button type="button" className="kt-btn kt-btn--primary" onClick={onRematch}>{t('endgame.rematch')}</button>}
          {onReplay && <button type="button" className="kt-btn" onClick={onReplay}>{t('endgame.replay')}</button>}
          <button type="button" className="kt-btn" onClick={() => downloadRecord(record)}>{t('endgame.download')}</button>
          <button type="button" className="kt-btn kt-btn--ghost" onClick={onExit}>{t('endgame.exit')}</button>
        </div>
      </div>
    </div>
  );
}
