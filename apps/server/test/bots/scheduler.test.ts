/**
 * A fair share of the bot threads: one address with many
 * busy rooms cannot starve another room's computer player. The scheduler's
 * order is checked with tasks that finish when the test says so: counts and
 * order, never time.
 */
import { describe, expect, test } from 'vitest';
import { BotTaskCancelled, FairScheduler } from '../../src/bots/scheduler';
import type { BotOwner } from '../../src/bots/scheduler';

/** A scheduler whose tasks record their start and finish only when `finishNext` is called. */
function harness(slots: number) {
  const scheduler = new FairScheduler(slots);
  const started: string[] = [];
  const running: (() => void)[] = [];
  const submit = (owner: BotOwner, name: string, signal?: AbortSignal): Promise<string> =>
    scheduler.run(
      owner,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          running.push(() => resolve(name));
        }),
      signal,
    );
  /** Finishes the oldest running task and lets the scheduler start the next. */
  const finishNext = async (): Promise<void> => {
    running.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { scheduler, started, submit, finishNext };
}

const owner = (address: string, room: string): BotOwner => ({ address, room });

describe('the bot threads are shared fairly', () => {
  test("twenty busy rooms of one address: another address's move waits for at most one more of theirs per thread", async () => {
    const h = harness(1);
    // The attacker's 20 rooms each ask 4 moves (80 tasks; the first runs at once), then another address's room asks one.
    const all: Promise<string>[] = [];
    for (let k = 0; k < 4; k++)
      for (let r = 0; r < 20; r++) all.push(h.submit(owner('198.51.100.1', `A${r}`), `A${r}-${k}`));
    all.push(h.submit(owner('203.0.113.9', 'V'), 'V'));
    await h.finishNext();
    await h.finishNext();
    // A0-0 was running when V came, and the attacker's address was ahead in the ring: one more of theirs, then V, not 79.
    expect(h.started.slice(0, 3)).toEqual(['A0-0', 'A1-0', 'V']);
    for (let i = 0; i < 80; i++) await h.finishNext();
    await Promise.all(all);
    expect(h.started).toHaveLength(81);
    expect(h.scheduler.waiting).toBe(0);
    expect(h.scheduler.active).toBe(0);
  });

  test("within an address the rooms take turns: every room's first move starts before any room's second", async () => {
    const h = harness(2);
    const all: Promise<string>[] = [];
    for (let k = 0; k < 3; k++)
      for (let r = 0; r < 5; r++) all.push(h.submit(owner('198.51.100.1', `R${r}`), `R${r}-${k}`));
    for (let i = 0; i < 15; i++) await h.finishNext();
    await Promise.all(all);
    expect(h.started).toHaveLength(15);
    for (let k = 0; k < 3; k++) {
      const round = h.started.slice(5 * k, 5 * k + 5);
      expect(new Set(round), `round ${k}: ${round.join(' ')}`).toEqual(
        new Set([0, 1, 2, 3, 4].map((r) => `R${r}-${k}`)),
      );
    }
  });

  test('addresses take turns whatever their number of rooms; at most `slots` tasks run at once', async () => {
    const h = harness(2);
    const all: Promise<string>[] = [];
    for (let r = 0; r < 10; r++) all.push(h.submit(owner('a', `a${r}`), `a${r}`));
    for (let r = 0; r < 2; r++) all.push(h.submit(owner('b', `b${r}`), `b${r}`));
    all.push(h.submit(owner('c', 'c0'), 'c0'));
    expect(h.scheduler.active).toBe(2);
    expect(h.scheduler.waiting).toBe(11);
    for (let i = 0; i < 13; i++) await h.finishNext();
    await Promise.all(all);
    // a0 and a1 took the two free threads; then a, b, c in turn while each has a task waiting; then a's backlog.
    expect(h.started.slice(0, 7)).toEqual(['a0', 'a1', 'a2', 'b0', 'c0', 'a3', 'b1']);
    expect(h.started.slice(7)).toEqual(['a4', 'a5', 'a6', 'a7', 'a8', 'a9']);
  });

  test('a move no longer wanted leaves the queue without running; one already running finishes', async () => {
    const h = harness(1);
    const first = h.submit(owner('a', 'r1'), 'first');
    const stop = new AbortController();
    const cancelled = h.submit(owner('a', 'r2'), 'cancelled', stop.signal);
    const last = h.submit(owner('b', 'r3'), 'last');
    stop.abort();
    await expect(cancelled).rejects.toBeInstanceOf(BotTaskCancelled);
    expect(h.scheduler.waiting).toBe(1);
    await h.finishNext();
    await h.finishNext();
    expect(await first).toBe('first');
    expect(await last).toBe('last');
    expect(h.started).toEqual(['first', 'last']);
    // Aborted before it was even queued: refused at once, nothing runs.
    await expect(h.submit(owner('a', 'r4'), 'never', stop.signal)).rejects.toBeInstanceOf(BotTaskCancelled);
    expect(h.started).toHaveLength(2);
  });

  test('closing drops every waiting move with the reason given; a failing task frees its thread', async () => {
    const h = harness(1);
    const failing = h.scheduler.run(owner('a', 'r'), () => Promise.reject(new Error('worker failed')));
    const waiting = [h.submit(owner('a', 'r'), 'w1'), h.submit(owner('b', 'r'), 'w2')];
    await expect(failing).rejects.toThrow('worker failed');
    await new Promise((r) => setImmediate(r));
    expect(h.started).toEqual(['w1']);
    h.scheduler.clear(new Error('shutting down'));
    await expect(waiting[1]).rejects.toThrow('shutting down');
    expect(h.scheduler.waiting).toBe(0);
    await h.finishNext();
    expect(await waiting[0]).toBe('w1');
  });
});
