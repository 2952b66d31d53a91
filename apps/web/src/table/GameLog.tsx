/**
 * The game log in readable sentences with gem icons, newest at the bottom.
 * Lines from outside the game (the room's chat, online) may be woven in:
 * each after the first `at` events of `log`.
 */
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@kahroba/engine';
import { useTable } from './context';
import { num } from '../ui/gems';
import { LogLineBody } from './LogLineBody';
import { logLine } from './logText';
import './log.css';

/** How many lines are drawn at first; the earlier ones are a tap away. */
const SHOWN = 120;

/** A line that is not a game event, drawn after the first `at` events of the log. */
export interface TalkLine {
  key: string;
  at: number;
  node: ReactNode;
}

export function GameLog({ log, talk = [] }: { log: readonly GameEvent[]; talk?: readonly TalkLine[] }) {
  const { t } = useTranslation('game');
  const { names, viewer } = useTable();
  const listRef = useRef<HTMLOListElement>(null);
  const [all, setAll] = useState(false);
  const toTop = useRef(false);
  const first = all ? 0 : Math.max(0, log.length - SHOWN);
  const lines = useMemo(
    () => log.slice(first).map((e) => logLine(t, names, e, viewer)),
    [log, first, t, names, viewer],
  );
  const shownTalk = talk.filter((x) => x.at >= first);
  const talkAt = (i: number) =>
    shownTalk
      .filter((x) => x.at === i)
      .map((x) => (
        <li key={x.key} className="log__line log__line--talk">
          {x.node}
        </li>
      ));

  useEffect(() => {
    const el = listRef.current;
    // New lines scroll into view; the earlier lines, once asked for, are read from the top.
    if (el) el.scrollTop = toTop.current ? 0 : el.scrollHeight;
    toTop.current = false;
  }, [lines.length, shownTalk.length]);

  return (
    <details className="log" open>
      <summary>{t('log.title')}</summary>
      {first > 0 && (
        <button
          type="button"
          className="kt-btn kt-btn--ghost kt-btn--small log__earlier"
          onClick={() => {
            toTop.current = true;
            setAll(true);
          }}
        >
          {t('log.earlier', { count: first, n: num(first) })}
        </button>
      )}
      {/* Focusable, so that a keyboard can scroll a long log (axe: scrollable-region-focusable). */}
      <ol
        ref={listRef}
        className="log__list"
        aria-live="polite"
        aria-relevant="additions"
        tabIndex={0}
        aria-label={t('log.title')}
      >
        {talkAt(first)}
        {lines.map((line, i) => (
          <Fragment key={first + i}>
            <li className={`log__line${line.minor ? ' log__line--minor' : ''}`}>
              <LogLineBody line={line} />
            </li>
            {talkAt(first + i + 1)}
          </Fragment>
        ))}
      </ol>
    </details>
  );
}
