/** The game log in readable sentences with gem icons, newest at the bottom. */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@kahroba/engine';
import { useTable } from './context';
import { LogLineBody } from './LogLineBody';
import { logLine } from './logText';

/** How many lines are drawn; older ones stay in the record. */
const SHOWN = 120;

export function GameLog({ log }: { log: readonly GameEvent[] }) {
  const { t } = useTranslation('game');
  const { names } = useTable();
  const listRef = useRef<HTMLOListElement>(null);
  const first = Math.max(0, log.length - SHOWN);
  const lines = useMemo(() => log.slice(first).map((e) => logLine(t, names, e)), [log, first, t, names]);

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);

  return (
    <details className="log" open>
      <summary>{t('log.title')}</summary>
      {/* Focusable, so that a keyboard can scroll a long log (axe: scrollable-region-focusable). */}
      <ol ref={listRef} className="log__list" aria-live="polite" aria-relevant="additions" tabIndex={0} aria-label={t('log.title')}>
        {lines.map((line, i) => (
          <li key={first + i} className={`log__line${line.minor ? ' log__line--minor' : ''}`}>
            <LogLineBody line={line} />
          </li>
        ))}
      </ol>
    </details>
  );
}
