/**
 * /challenges: every challenge, grouped by module, each with its goals star
 * by star, its computer players and the stars this device has earned.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHALLENGE_GROUPS, challengesOf } from '@kahroba/engine/challenges';
import type { Challenge } from '@kahroba/engine/challenges';
import { onLinkClick } from '../router';
import { useGoalText } from './goalText';
import { loadProgress, unfinishedChallenge } from './progress';
import { Stars } from './Stars';

/** "Against: Computer · hard, Computer · hard" and the edition when it is not the default. */
export function Opponents({ ch }: { ch: Challenge }) {
  const { t } = useTranslation('challenges');
  const list = ch.opponents.map((level) => t(`common:setup.kind.${level}`)).join(t('common:list.separator'));
  return (
    <p className="ch-card__against">
      {t('against', { list })}
      {ch.config.edition === 'classic' && <span className="ch-tag">{t('common:edition.classic')}</span>}
    </p>
  );
}

/** The goals star by star: each star adds its goals to the ones before. */
export function GoalList({ ch, met }: { ch: Challenge; met?: boolean[][] }) {
  const goalText = useGoalText();
  return (
    <ol className="ch-goals">
      {ch.stars.map((star, i) => (
        <li key={i} className="ch-goals__star">
          <Stars earned={i + 1} total={i + 1} />
          <span>
            {star.map((goal, j) => (
              <span key={j} className="ch-goals__goal" data-met={met ? String(met[i]?.[j] ?? false) : undefined}>
                {met && (met[i]?.[j] ? '✓ ' : '✗ ')}
                {goalText(goal)}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function ChallengeList() {
  const { t } = useTranslation('challenges');
  const [progress] = useState(loadProgress);
  const [saved] = useState(() => unfinishedChallenge()?.id ?? null);
  const earned = (ids: readonly Challenge[]) => ids.reduce((n, c) => n + (progress[c.id]?.stars ?? 0), 0);
  return (
    <article className="page challenges" aria-labelledby="challenges-title">
      <h1 id="challenges-title">{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      {CHALLENGE_GROUPS.map((group) => {
        const list = challengesOf(group);
        const total = list.reduce((n, c) => n + c.stars.length, 0);
        return (
          <section key={group} className="ch-group" aria-labelledby={`ch-${group}`}>
            <h2 id={`ch-${group}`}>
              {t(group === 'base' ? 'common:module.none' : `common:module.${group}`)}
              <span className="ch-group__count">{t('groupStars', { n: earned(list), total })}</span>
            </h2>
            <ul className="ch-grid">
              {list.map((ch) => (
                <li key={ch.id} className="panel ch-card" data-challenge={ch.id}>
                  <h3>
                    <span>{t(`name.${ch.id}`)}</span>
                    <Stars earned={progress[ch.id]?.stars ?? 0} total={ch.stars.length} />
                  </h3>
                  <Opponents ch={ch} />
                  <GoalList ch={ch} />
                  <div className="ch-card__buttons">
                    <a
                      className={`btn${saved === ch.id ? ' btn-primary' : ''}`}
                      href={`/challenges/${ch.id}`}
                      onClick={onLinkClick}
                    >
                      {t(saved === ch.id ? 'resume' : progress[ch.id] ? 'playAgain' : 'play')}
                    </a>
                    {progress[ch.id] && (
                      <span className="hint ch-card__record">
                        {/* Persian: not a middle dot, which reads as the digit zero (۰) between two numbers. */}
                        {progress[ch.id]?.round != null &&
                          `${t('bestRound', { n: progress[ch.id]?.round })}${t('recordSep')}`}
                        {t('tries', { count: progress[ch.id]?.tries })}
                      </span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </article>
  );
}
