import { describe, expect, it } from 'vitest';
import type { TurnClockInfo } from '@kahroba/protocol';
import { readClock, splitDuration, wholeUnit } from './clockText';

const info = (over: Partial<TurnClockInfo> = {}): TurnClockInfo => ({
  now: 0,
  seat: 1,
  turnEndsAt: 30_000,
  expiresAt: 90_000,
  reserveMs: [60_000, 60_000],
  timeouts: [0, 0],
  ...over,
});

describe('reading a turn clock', () => {
  it('counts the turn first, with the reserve untouched, then the reserve', () => {
    expect(readClock(info(), 12_000)).toEqual({ phase: 'turn', leftMs: 18_000, reserveMs: 60_000 });
    expect(readClock(info(), 30_000)).toEqual({ phase: 'reserve', leftMs: 60_000, reserveMs: 60_000 });
    expect(readClock(info(), 75_500)).toEqual({ phase: 'reserve', leftMs: 14_500, reserveMs: 14_500 });
    expect(readClock(info(), 99_000)).toEqual({ phase: 'reserve', leftMs: 0, reserveMs: 0 });
  });

  it('shows nothing when no time runs (a computer player moves, or the game is over)', () => {
    expect(readClock(info({ seat: null, turnEndsAt: null, expiresAt: null }), 0)).toBeNull();
  });

  it('splits durations into the units shown: m:ss, hours and minutes, days and hours', () => {
    expect(splitDuration(59_001)).toEqual({ unit: 'seconds', m: 1, s: 0 });
    expect(splitDuration(400)).toEqual({ unit: 'seconds', m: 0, s: 1 });
    expect(splitDuration(0)).toEqual({ unit: 'seconds', m: 0, s: 0 });
    expect(splitDuration(3_599_000)).toEqual({ unit: 'seconds', m: 59, s: 59 });
    expect(splitDuration(5 * 3_600_000 + 20 * 60_000)).toEqual({ unit: 'hours', h: 5, m: 20 });
    expect(splitDuration(72 * 3_600_000 - 30 * 60_000)).toEqual({ unit: 'days', d: 2, h: 23 });
  });

  it('names a setting in its largest whole unit', () => {
    expect(wholeUnit(30_000)).toEqual({ unit: 'seconds', n: 30 });
    expect(wholeUnit(120_000)).toEqual({ unit: 'minutes', n: 2 });
    expect(wholeUnit(86_400_000)).toEqual({ unit: 'days', n: 1 });
    expect(wholeUnit(259_200_000)).toEqual({ unit: 'days', n: 3 });
    expect(wholeUnit(90_000)).toEqual({ unit: 'seconds', n: 90 });
  });
});
