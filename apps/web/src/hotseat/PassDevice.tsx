/**
 * Between two human players on one device: a screen that hides the table
 * (and so the next player's blind reservations, B3.3.3) until they are ready,
 * with what the others did since that player's last turn.
 */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@kahroba/engine';
import { SinceLastTurn, UndoButton } from '../table';
import type { UndoControl } from '../table';
import '../ui/gems/controls.css';

export interface PassDeviceProps {
  name: string;
  onReady: () => void;
  /** What the others did since this player's last turn, as this player may see it. */
  since?: readonly GameEvent[];
  names?: readonly string[];
  /** RULINGS R12: the player who just ended their turn may still take it back before passing the device. */
  undo?: UndoControl | undefined;
  /** That player's name. */
  previous?: string | undefined;
  /** The Undo button's words (online with other people: a take-back request); "{previous}: undo my last move" by default. */
  undoLabel?: string | undefined;
  /** Below the buttons (online: a take-back request's panel). */
  children?: ReactNode;
  /** The player has not had a turn yet: `since` is everything before their first. */
  first?: boolean;
}

export function PassDevice({
  name,
  onReady,
  since = [],
  names = [],
  undo,
  previous = '',
  first = false,
  undoLabel,
  children,
}: PassDeviceProps) {
  const { t } = useTranslation('game');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="pass" role="dialog" aria-modal="true" aria-labelledby="pass-title">
      <div className="pass__card">
        <h2 id="pass-title">{t('hotseat.passTitle', { name })}</h2>
        <p>{t('hotseat.passBody', { name })}</p>
        <SinceLastTurn events={since} names={names} first={first} />
        <button ref={button} type="button" className="kt-btn kt-btn--primary" onClick={onReady}>
          {t('hotseat.ready', { name })}
        </button>
        {undo?.available && <UndoButton control={undo} label={undoLabel ?? t('undo.passScreen', { name: previous })} />}
        {children}
      </div>
    </div>
  );
}
