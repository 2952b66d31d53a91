/** Round, whose turn it is (and what they are doing), the sound toggle and the caller's banner. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { num } from '../ui/gems';
import { nameOf, useTable } from './context';
import './status.css';

export interface StatusBarProps {
  banner?: ReactNode;
  sound: boolean;
  onToggleSound: () => void;
}

export function StatusBar({ banner, sound, onToggleSound }: StatusBarProps) {
  const { t } = useTranslation('game');
  const { view, viewer, names } = useTable();
  const mine = viewer === view.current;
  let text: string;
  if (view.result) text = t('status.over');
  else if (mine) text = view.turn.decision ? t('status.yourDecision') : t('status.yourTurn');
  else text = t('status.theirTurn', { name: nameOf(names, view.current) });

  return (
    <header className="status">
      {banner && <div className="status__banner">{banner}</div>}
      <p className={`status__turn${mine && !view.result ? ' status__turn--mine' : ''}`} role="status">
        <span className={`seat-dot seat-dot--${view.current}`} aria-hidden="true" />
        <span>{text}</span>
        <span className="status__round">{t('status.round', { n: num(view.round) })}</span>
        {view.endTriggered && !view.result && <span className="status__last">{t('status.lastRound')}</span>}
      </p>
      {/* A toggle keeps one name; aria-pressed says whether it is on. Spectators get no turn cue. */}
      {viewer !== 'spectator' && (
        <button
          type="button"
          className="kt-btn kt-btn--ghost kt-btn--small"
          aria-pressed={sound}
          onClick={onToggleSound}
          aria-label={t('status.sound')}
          title={t(sound ? 'status.soundOn' : 'status.soundOff')}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
            {sound ? (
              <path
                d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            ) : (
              <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      )}
    </header>
  );
}
