/**
 * The turn clock in words and digits of the interface language: a setting's
 * name ("30 s a turn + 1 min reserve", "Slow play: 1 day a turn") and a time
 * left ("0:27" under an hour, "5 h 20 min", "2 d 5 h"), Persian digits in Persian.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TurnClockId } from '@kahroba/protocol';
import { TURN_CLOCK_MS } from '@kahroba/protocol/constants';
import { useFormatNumber } from '../i18n/hooks';
import { splitDuration, wholeUnit } from './clockText';

export interface ClockText {
  /** A setting's name. */
  setting: (clock: TurnClockId) => string;
  /** A time left. */
  left: (ms: number) => string;
}

export function useClockText(): ClockText {
  const { t } = useTranslation();
  const num = useFormatNumber();
  const length = useCallback(
    (ms: number) => {
      const { unit, n } = wholeUnit(ms);
      return t(`clock.unit.${unit}`, { count: n, n: num(n) });
    },
    [t, num],
  );
  const setting = useCallback(
    (clock: TurnClockId) => {
      if (clock === 'none') return t('clock.option.none');
      const { turnMs, reserveMs } = TURN_CLOCK_MS[clock];
      return reserveMs > 0
        ? t('clock.option.turn', { turn: length(turnMs), reserve: length(reserveMs) })
        : t('clock.option.slow', { turn: length(turnMs) });
    },
    [t, length],
  );
  const left = useCallback(
    (ms: number) => {
      const p = splitDuration(ms);
      if (p.unit === 'seconds') return `${num(p.m)}:${num(Math.floor(p.s / 10))}${num(p.s % 10)}`;
      if (p.unit === 'hours') return t('clock.hoursMinutes', { h: num(p.h), m: num(p.m) });
      return t('clock.daysHours', { d: num(p.d), h: num(p.h) });
    },
    [t, num],
  );
  return { setting, left };
}

/** This device's time, renewed every second while `running`. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}
