/**
 * "Ana used a hint" in the game log, for everyone at the table: each hint a
 * line woven in after the events that came before it (the table's `talk`).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '@kahroba/engine';
import type { TalkLine } from '../table/GameLog';

export interface HintMark {
  seat: Seat;
  /** The game's events before it. */
  at: number;
}

/**
 * `logFrom`: how many of the game's events came before the log's first (online the log keeps the
 * latest events); a hint from before that is left out, and none lies beyond the log's end.
 */
export function useHintLines(
  used: readonly HintMark[],
  names: readonly string[],
  viewer: Seat | 'spectator',
  logLength: number,
  logFrom = 0,
): TalkLine[] {
  const { t } = useTranslation('hints');
  return useMemo(
    () =>
      used.flatMap((h, i) =>
        h.at < logFrom
          ? []
          : [
              {
                key: `hint-${i}`,
                at: Math.min(h.at - logFrom, logLength),
                node: (
                  <span className="log__hint">
                    <span className={`seat-dot seat-dot--${h.seat}`} aria-hidden="true" />{' '}
                    {t('log.used', {
                      name: names[h.seat] ?? `#${h.seat + 1}`,
                      ...(h.seat === viewer ? { context: 'you' } : {}),
                    })}
                  </span>
                ),
              },
            ],
      ),
    [used, names, viewer, logLength, logFrom, t],
  );
}
