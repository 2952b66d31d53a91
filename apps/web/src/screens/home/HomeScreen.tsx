/**
 * Home: my games (for a browser that has played), start a game online or on
 * this device, join a room by its code, or read the rules. The two "new game" modes share one set-up form state,
 * so switching between them keeps the choices.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOTSEAT_SETUP, onLinkClick } from '../../router';
import { Logo } from '../shell/Header';
import { ScreenBoundary } from '../shell/ScreenBoundary';
import { CreateRoomForm } from './CreateRoomForm';
import { HotSeatForm } from './HotSeatForm';
import { JoinRoomForm } from './JoinRoomForm';
import { seatRooms } from '../../net/storage';
import { hasSavedHotSeat } from './savedGame';
import { hasFinished } from '../../hotseat/finished';
import { savedLesson } from '../../tutorial/saved';
import { defaultSetup, type SetupForm } from './setup';

type Mode = 'online' | 'hotseat';

/** Loaded only for a browser that has played before: a first visit downloads none of it. */
const MyGames = lazy(() => import('./MyGames'));

export function HomeScreen() {
  const { t } = useTranslation();
  // `/#hotseat` (the hot-seat page with nothing to resume links here) opens the set-up on this device.
  const [mode, setMode] = useState<Mode>(() => (window.location.hash === `#${HOTSEAT_SETUP}` ? 'hotseat' : 'online'));
  const [form, setForm] = useState<SetupForm>(defaultSetup);
  const [hasGames] = useState(() => hasSavedHotSeat() || hasFinished() || seatRooms().length > 0);
  const [lesson] = useState(savedLesson);
  useEffect(() => {
    if (window.location.hash !== `#${HOTSEAT_SETUP}`) return;
    // Focus stays with the app's page change (the main region); the set-up is brought into view.
    document.querySelector('.home-new')?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div className="page home">
      <section className="hero" aria-labelledby="home-title">
        <Logo size={56} />
        <div>
          <h1 id="home-title">{t('app.name')}</h1>
          <p className="hero__tagline">{t('home.tagline')}</p>
          <p className="hero__learn">
            <a className="btn btn-small" href={lesson ? `/learn/${lesson.lesson}` : '/learn'} onClick={onLinkClick}>
              {t(lesson ? 'home.learnResume' : 'home.learnLink')}
            </a>
            <span className="hint">{t('home.learnHint')}</span>
          </p>
          <p className="hero__learn">
            <a className="btn btn-small" href="/challenges" onClick={onLinkClick}>
              {t('home.challengesLink')}
            </a>
            <span className="hint">{t('home.challengesHint')}</span>
          </p>
        </div>
      </section>

      {hasGames && (
        <ScreenBoundary resetKey="myGames" fallback={null}>
          <Suspense fallback={null}>
            <MyGames />
          </Suspense>
        </ScreenBoundary>
      )}

      <div className="home-grid">
        <section className="panel home-new" aria-labelledby="new-title">
          <h2 id="new-title">{t('home.newGame')}</h2>
          <div className="tabs" role="tablist" aria-label={t('home.modeLabel')}>
            {(['online', 'hotseat'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                id={`tab-${m}`}
                aria-selected={mode === m}
                aria-controls={`panel-${m}`}
                tabIndex={mode === m ? 0 : -1}
                className="tab"
                onClick={() => setMode(m)}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowLeft' || e.key === 'ArrowRight' || e.key === 'Home' || e.key === 'End') {
                    e.preventDefault();
                    const next: Mode = mode === 'online' ? 'hotseat' : 'online';
                    setMode(next);
                    document.getElementById(`tab-${next}`)?.focus();
                  }
                }}
              >
                <span className="tab__title">{t(`home.mode.${m}`)}</span>
                <span className="tab__hint">{t(`home.modeHint.${m}`)}</span>
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${mode}`} aria-labelledby={`tab-${mode}`} className="tabpanel">
            {mode === 'online' ? (
              <CreateRoomForm form={form} onChange={setForm} />
            ) : (
              <HotSeatForm form={form} onChange={setForm} />
            )}
          </div>
        </section>

        <section className="panel home-join" aria-labelledby="join-title">
          <h2 id="join-title">{t('home.joinTitle')}</h2>
          <p className="hint">{t('home.joinHint')}</p>
          <JoinRoomForm />
        </section>

        <section className="panel home-more" aria-labelledby="more-title">
          <h2 id="more-title">{t('home.moreTitle')}</h2>
          <ul className="link-list">
            <li>
              <a href="/rules" onClick={onLinkClick}>
                {t('home.rulesLink')}
              </a>
              <span className="hint">{t('home.rulesHint')}</span>
            </li>
            <li>
              <a href="/replay" onClick={onLinkClick}>
                {t('home.replayLink')}
              </a>
              <span className="hint">{t('home.replayHint')}</span>
            </li>
          </ul>
        </section>
      </div>

      <footer className="home-footer">
        <p className="hint">{t('home.footer')}</p>
      </footer>
    </div>
  );
}
