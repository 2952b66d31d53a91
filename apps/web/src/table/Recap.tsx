/**
 * What happened lately, in the log's own sentences: the last move (who and
 * what) above the board, and "since your last turn" in the dock and on the
 * hot-seat pass-the-device screen.
 */
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@kahroba/engine';
import { TableContext } from './context';
import { LogLineBody } from './LogLineBody';
import { logLine } from './logText';
import './recap.css';

export interface RecapListProps {
  events: readonly GameEvent[];
  names: readonly string[];
}

/** Log lines of these events, each with its player's colour and the tokens as icons. */
export function RecapList({ events, names }: RecapListProps) {
  const { t } = useTranslation('game');
  // At the table the viewer's own turns and strongholds read "your"; elsewhere (the pass-the-device screen) by name.
  const viewer = useContext(TableContext)?.viewer;
  const lines = useMemo(() => events.map((e) => logLine(t, names, e, viewer)), [events, names, t, viewer]);
  return (
    <ul className="recap__list">
      {lines.map((line, i) => (
        <li key={i} className="recap__line">
          <LogLineBody line={line} />
        </li>
      ))}
    </ul>
  );
}

/** "Since your last turn" ("Before your first turn" when `first`): a short list the player dismisses. */
export function SinceLastTurn({
  events,
  names,
  onDismiss,
  first = false,
}: RecapListProps & { onDismiss?: () => void; first?: boolean }) {
  const { t } = useTranslation('game');
  if (events.length === 0) return null;
  const title = t(first ? 'recap.beforeFirst' : 'recap.since');
  return (
    <section className="recap" aria-label={title}>
      <p className="recap__title">{title}</p>
      <RecapList events={events} names={names} />
      {onDismiss && (
        <button type="button" className="kt-btn kt-btn--small" onClick={onDismiss}>
          {t('recap.gotIt')}
        </button>
      )}
    </section>
  );
}
