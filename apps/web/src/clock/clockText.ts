/**
 * Reading a turn clock for display, pure so it is tested without rendering:
 * what counts down now (the turn's own time, or the reserve once that has
 * run out) and a duration split into the units it is shown in — "m:ss" under
 * an hour, hours and minutes under a day, days and hours for slow play.
 */
import type { TurnClockInfo } from '@kahroba/protocol';

export interface ClockReading {
  /** What counts down now. */
  phase: 'turn' | 'reserve';
  /** Time left in that phase (ms). */
  leftMs: number;
  /** The seat's reserve still untouched (ms): all of it during the turn's own time, then what is left of it. */
  reserveMs: number;
}

/** The running clock at `serverNow` (the server's time), or null when no time runs. */
export function readClock(info: TurnClockInfo, serverNow: number): ClockReading | null {
  if (info.seat === null || info.turnEndsAt === null || info.expiresAt === null) return null;
  if (serverNow < info.turnEndsAt) {
    return { phase: 'turn', leftMs: info.turnEndsAt - serverNow, reserveMs: info.expiresAt - info.turnEndsAt };
  }
  const left = Math.max(0, info.expiresAt - serverNow);
  return { phase: 'reserve', leftMs: left, reserveMs: left };
}

export type DurationParts =
  | { unit: 'seconds'; m: number; s: number }
  | { unit: 'hours'; h: number; m: number }
  | { unit: 'days'; d: number; h: number };

/** Whole seconds rounded up (a clock shows 0:01 until the very end), split for display. */
export function splitDuration(ms: number): DurationParts {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  if (total < 3600) return { unit: 'seconds', m: Math.floor(total / 60), s: total % 60 };
  const minutes = Math.floor(total / 60);
  if (minutes < 24 * 60) return { unit: 'hours', h: Math.floor(minutes / 60), m: minutes % 60 };
  const hours = Math.floor(minutes / 60);
  return { unit: 'days', d: Math.floor(hours / 24), h: hours % 24 };
}

/** A setting's length in the largest whole unit: 30 s, 2 min, 24 h → 1 day, 72 h → 3 days. */
export function wholeUnit(ms: number): { unit: 'seconds' | 'minutes' | 'hours' | 'days'; n: number } {
  const units = [
    ['days', 86_400_000],
    ['hours', 3_600_000],
    ['minutes', 60_000],
  ] as const;
  for (const [unit, size] of units) if (ms >= size && ms % size === 0) return { unit, n: ms / size };
  return { unit: 'seconds', n: Math.round(ms / 1000) };
}

/** Under this much left, the clock is shown as urgent. */
export const URGENT_MS = 10_000;
