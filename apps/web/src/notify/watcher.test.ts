import { describe, expect, it } from 'vitest';
import type { RoomTurn } from '@kahroba/protocol';
import { createTurnWatcher, POLL_MS, type WatcherDeps } from './watcher';

function harness(initial: RoomTurn[]) {
  let turns: RoomTurn[] | null = initial;
  const asked: string[][] = [];
  const badges: number[] = [];
  const announced: string[] = [];
  let tick: (() => void) | null = null;
  let wake: (() => void) | null = null;
  let interval = 0;
  const deps: WatcherDeps = {
    held: () => [
      { code: 'AAAAAA', seat: 0 },
      { code: 'BBBBBB', seat: 1 },
      { code: 'WATCH1', seat: null },
    ],
    fetchTurns: (codes) => {
      asked.push(codes);
      return Promise.resolve(turns);
    },
    openRoom: () => 'BBBBBB',
    badge: (n) => badges.push(n),
    announce: (code) => announced.push(code),
    every: (ms, fn) => {
      interval = ms;
      tick = fn;
      return () => {
        tick = null;
      };
    },
    onWake: (fn) => {
      wake = fn;
      return () => {
        wake = null;
      };
    },
  };
  const watcher = createTurnWatcher(deps);
  return {
    watcher,
    asked,
    badges,
    announced,
    set: (t: RoomTurn[] | null) => {
      turns = t;
    },
    interval: () => interval,
    timers: () => ({ tick, wake }),
  };
}

const playing = (code: string, toAct: number): RoomTurn => ({ code, status: 'playing', gameNo: 1, toAct });

describe('the turn watcher', () => {
  it('asks for the seated rooms in one request, counts waiting games in the title and announces new ones once', async () => {
    const h = harness([playing('AAAAAA', 1), playing('BBBBBB', 0)]);
    expect(h.interval()).toBe(POLL_MS);
    await h.watcher.poll();
    expect(h.asked).toEqual([['AAAAAA', 'BBBBBB']]);
    expect(h.badges).toEqual([0]);

    h.set([playing('AAAAAA', 0), playing('BBBBBB', 1)]);
    await h.watcher.poll();
    // The open room (BBBBBB) is not counted: its table shows the turn.
    expect(h.badges).toEqual([0, 1]);
    // The open room (BBBBBB) cues at its own table; only AAAAAA is announced.
    expect(h.announced).toEqual(['AAAAAA']);
    await h.watcher.poll();
    expect(h.announced).toEqual(['AAAAAA']);
  });

  it('keeps what it showed when the server cannot be reached, and stops its timers', async () => {
    const h = harness([playing('AAAAAA', 0)]);
    await h.watcher.poll();
    h.set(null);
    await h.watcher.poll();
    expect(h.badges).toEqual([1]);
    expect(h.timers().tick).not.toBeNull();
    h.watcher.stop();
    expect(h.timers()).toEqual({ tick: null, wake: null });
  });
});
