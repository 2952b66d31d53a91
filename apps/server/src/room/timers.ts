/**
 * Timers of the room manager on the injected clock (clock.ts): a repeating one (the idle sweep) and one per room
 * code (the wake of a released room whose turn clock runs). Tests drive them with a fake clock.
 */
import type { Clock } from '../clock';

/** Calls `fn` every `ms` until cancelled; an error thrown by `fn` goes to `onError` and the timer goes on. */
export function repeat(clock: Clock, ms: number, fn: () => void, onError: (e: unknown) => void): { cancel(): void } {
  let timer: { cancel(): void } | null = null;
  let cancelled = false;
  const tick = (): void => {
    timer = clock.setTimeout(() => {
      try {
        fn();
      } catch (e) {
        onError(e);
      }
      if (!cancelled) tick();
    }, ms);
  };
  tick();
  return {
    cancel: () => {
      cancelled = true;
      timer?.cancel();
    },
  };
}

/** At most one pending timer per key: setting one cancels the key's previous one. */
export class KeyedTimers {
  private readonly timers = new Map<string, { cancel(): void }>();
  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  /** Runs `fn` at `at` on the clock (the key's timer is forgotten first, so `fn` may set it again). */
  set(key: string, at: number, fn: () => void): void {
    this.cancel(key);
    this.timers.set(
      key,
      this.clock.setTimeout(() => {
        this.timers.delete(key);
        fn();
      }, at - this.clock.now()),
    );
  }

  cancel(key: string): void {
    this.timers.get(key)?.cancel();
    this.timers.delete(key);
  }

  cancelAll(): void {
    for (const timer of this.timers.values()) timer.cancel();
    this.timers.clear();
  }
}
