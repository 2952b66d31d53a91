/**
 * A challenge played: the hot-seat game on the challenge's fixed deal, the
 * person in its seat and its computer players (the Web Worker bots) in the
 * others, saved under its own key so a reload resumes it, with no hints, and
 * the challenge's result at the end instead of the usual end screen.
 *
 * One challenge game is kept at a time. Opening another while one is
 * unfinished asks first (continue it, give it up for this one, or cancel);
 * giving up, there or with the game's own Give up, counts as a try of it.
 * Leaving the game (the bar's Leave) or a reload keeps it to resume.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Challenge } from '@kahroba/engine/challenges';
import { clearGame, HotSeatGame } from '../hotseat';
import type { HotSeatConfig, SeatSpec } from '../hotseat';
import { loadName } from '../net/storage';
import { navigate } from '../router';
import { ChallengeResult } from './ChallengeResult';
import { ChallengeList, GoalList } from './ChallengeList';
import { ConfirmDialog } from './ConfirmDialog';
import { GAME_KEY, giveUp, savedChallenge, unfinishedChallenge } from './progress';
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
  // Another challenge's game not over yet: asked about before this one replaces it.
  const [other, setOther] = useState(() => {
    const x = unfinishedChallenge();
    return x && x.id !== ch.id ? x : null;
  });
  const [quitting, setQuitting] = useState(false);
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

  if (other) {
    const names = { current: t(`name.${other.id}`), next: t(`name.${ch.id}`) };
    const cancel = () => navigate('/challenges', { replace: true });
    return (
      <>
        <div inert aria-hidden="true">
          <ChallengeList />
        </div>
        <ConfirmDialog
          title={t('replace.title')}
          body={t('replace.body', names)}
          choices={[
            {
              id: 'continue',
              label: t('replace.continue', names),
              primary: true,
              onChoose: () => navigate(`/challenges/${other.id}`, { replace: true }),
            },
            {
              id: 'start',
              label: t('replace.start', names),
              onChoose: () => {
                giveUp(other.id);
                setOther(null);
              },
            },
            { id: 'cancel', label: t('replace.cancel'), onChoose: cancel },
          ]}
          onCancel={cancel}
        />
      </>
    );
  }

  const quit = (then: 'again' | 'list') => {
    setQuitting(false);
    giveUp(ch.id);
    if (then === 'again') again();
    else navigate('/challenges');
  };
  return (
    <>
      <HotSeatGame
        key={start.attempt}
        config={start.config}
        saveKey={GAME_KEY}
        noHints
        onExit={() => navigate('/challenges')}
        label={
          <>
            <details className="ch-play">
              <summary>
                <span className="ch-play__name">{t(`name.${ch.id}`)}</span> · {t('goals')}
              </summary>
              <GoalList ch={ch} />
            </details>
            <button type="button" className="kt-btn kt-btn--small" onClick={() => setQuitting(true)}>
              {t('quit.open')}
            </button>
          </>
        }
        renderEnd={(end) => <ChallengeResult ch={ch} end={end} onAgain={again} onGo={go} />}
      />
      {quitting && (
        <ConfirmDialog
          title={t('quit.title')}
          body={t('quit.body', { name: t(`name.${ch.id}`) })}
          choices={[
            { id: 'keep', label: t('quit.keep'), primary: true, onChoose: () => setQuitting(false) },
            { id: 'again', label: t('quit.again'), onChoose: () => quit('again') },
            { id: 'list', label: t('quit.list'), onChoose: () => quit('list') },
          ]}
          onCancel={() => setQuitting(false)}
        />
      )}
    </>
  );
}
