/**
 * The end of a challenge game: the stars earned (scored by the engine from
 * the record), each goal met or not, the best result kept on this device
 * (the game counted as a try once, however often its result is shown),
 * and what next: try again, the next challenge, the list, the replay.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextChallenge, scoreChallenge } from '@kahroba/engine/challenges';
import type { Challenge } from '@kahroba/engine/challenges';
import type { HotSeatEnd } from '../hotseat';
import { GoalList } from './ChallengeList';
import { recordFinished } from './progress';
import type { ChallengeBest } from './progress';
import { Stars } from './Stars';

export interface ChallengeResultProps {
  ch: Challenge;
  end: HotSeatEnd;
  onAgain: () => void;
  onGo: (path: string) => void;
}

export function ChallengeResult({ ch, end, onAgain, onGo }: ChallengeResultProps) {
  const { t } = useTranslation('challenges');
  const scored = useMemo(() => scoreChallenge(ch, end.record), [ch, end.record]);
  const score = scored.ok ? scored.score : null;
  const stars = score?.stars ?? 0;
  const [best, setBest] = useState<ChallengeBest | null>(null);
  useEffect(() => {
    setBest(recordFinished(ch.id, end.record, stars, stars > 0 ? end.state.round : null));
  }, [ch.id, end.record, stars, end.state.round]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const next = nextChallenge(ch.id);

  return (
    <div className="endgame" role="dialog" aria-modal="true" aria-labelledby="ch-result-title">
      <div className="endgame__card ch-result" data-stars={stars}>
        <h2 id="ch-result-title" ref={heading} tabIndex={-1}>
          {t(stars > 0 ? 'result.won' : 'result.lost')}
        </h2>
        <p className="ch-result__name">{t(`name.${ch.id}`)}</p>
        <Stars earned={stars} total={ch.stars.length} large />
        <p className="ch-result__round">{t('result.round', { n: end.state.round })}</p>
        {score && <GoalList ch={ch} met={score.goals.map((star) => star.map((g) => g.met))} />}
        {!scored.ok && <p role="alert">{t('result.unscored')}</p>}
        {best && (
          <p className="hint ch-result__best">
            {best.round === null
              ? t('result.noWin', { tries: t('tries', { count: best.tries }) })
              : t('result.bestLine', { n: best.stars, round: best.round, tries: t('tries', { count: best.tries }) })}
          </p>
        )}
        <div className="endgame__actions">
          <button
            type="button"
            className={`kt-btn${stars < ch.stars.length || !next ? ' kt-btn--primary' : ''}`}
            onClick={onAgain}
          >
            {t('result.again')}
          </button>
          {next && (
            <button
              type="button"
              className={`kt-btn${stars === ch.stars.length ? ' kt-btn--primary' : ''}`}
              onClick={() => onGo(`/challenges/${next.id}`)}
            >
              {t('result.next')}
            </button>
          )}
          <button type="button" className="kt-btn" onClick={() => onGo('/challenges')}>
            {t('result.list')}
          </button>
          <button type="button" className="kt-btn kt-btn--ghost" onClick={end.onReplay}>
            {t('result.replay')}
          </button>
        </div>
      </div>
    </div>
  );
}
