/**
 * A challenge played: the hot-seat game on the challenge's fixed deal, the
 * person in its seat and its computer players (the Web Worker bots) in the
 * others, saved under its own key so a reload resumes it, with no hints, and
 * the challenge's result at the end instead of the usual end screen.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Challenge } from '@kahroba/engine/challenges';
import { clearGame, HotSeatGame } from '../hotseat';
import type { HotSeatConfig, SeatSpec } from '../hotseat';
import { loadName } from '../net/storage';
import { navigate } from '../router';
import { ChallengeResult } from './ChallengeResult';
import { GoalList } from './ChallengeList';
import { GAME_KEY, savedChallenge } from './progress';
import './challenges.css';

function configOf(ch: Challenge, you: string): HotSeatConfig {
  const seats: SeatSpec[] = [];
  let bots = 0;
  for (let s = 0; s < ch.config.players; s++) {
    const level = s === ch.seat ? null : ch.opponents[bots++];
    seats.push(level ? { kind: 'bot', bot: level, name: '' } : { kind: 'human', name: you });
  }
  const { seed, firstPlayer, setup } = ch.config;
  return {
    players: ch.config.players,
    modules: [...ch.config.modules],
    edition: ch.config.edition,
    seats,
    deal: { seed, firstPlayer, setup },
  };
}

export function ChallengeGame({ ch }: { ch: Challenge }) {
  const { t } = useTranslation('challenges');
  const you = loadName() || t('you');
  // The saved game of this challenge resumes (config null); any other starts this one afresh.
  const [start, setStart] = useState(() => ({
    attempt: 0,
    config: savedChallenge()?.id === ch.id ? null : configOf(ch, you),
  }));
  const again = useCallback(() => {
    clearGame(GAME_KEY);
    setStart((s) => ({ attempt: s.attempt + 1, config: configOf(ch, you) }));
  }, [ch, you]);
  const go = useCallback((path: string) => {
    clearGame(GAME_KEY);
    navigate(path);
  }, []);

  return (
    <HotSeatGame
      key={start.attempt}
      config={start.config}
      saveKey={GAME_KEY}
      noHints
      onExit={() => navigate('/challenges')}
      label={
        <details className="ch-play">
          <summary>
            <span className="ch-play__name">{t(`name.${ch.id}`)}</span> · {t('goals')}
          </summary>
          <GoalList ch={ch} />
        </details>
      }
      renderEnd={(end) => <ChallengeResult ch={ch} end={end} onAgain={again} onGo={go} />}
    />
  );
}
