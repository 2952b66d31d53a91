/**
 * Shedding load instead of queueing it: a request is refused at once with
 * OVERLOADED when its room already has MAX_ROOM_QUEUE requests waiting, or
 * when the whole process is behind — the 99th percentile of the event loop's
 * delay (`perf_hooks.monitorEventLoopDelay`) over the last second above
 * MAX_EVENT_LOOP_DELAY_MS. A refused request changes nothing; the client may
 * send it again. Health endpoints are plain HTTP routes and keep answering.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { IntervalHistogram } from 'node:perf_hooks';

/** How often the event-loop delay is read (and its histogram restarted). */
export const LOAD_WINDOW_MS = 1_000;

export class LoadGuard {
  private readonly histogram: IntervalHistogram;
  private timer: NodeJS.Timeout | null = null;
  private delayMs = 0;
  private readonly maxQueue: number;
  private readonly maxDelayMs: number;
  private readonly onChange: (behind: boolean, delayMs: number) => void;

  /** `maxDelayMs` 0 turns the process-wide check off; `onChange` hears when the process falls behind or catches up. */
  constructor(maxQueue: number, maxDelayMs: number, onChange: (behind: boolean, delayMs: number) => void = () => undefined) {
    this.maxQueue = maxQueue;
    this.maxDelayMs = maxDelayMs;
    this.onChange = onChange;
    this.histogram = monitorEventLoopDelay({ resolution: 10 });
  }

  start(): void {
    if (this.maxDelayMs === 0 || this.timer) return;
    this.histogram.enable();
    this.timer = setInterval(() => {
      // Read late when the loop was blocked: the block itself is then in the histogram.
      const was = this.processBehind;
      this.delayMs = this.histogram.count > 0 ? this.histogram.percentile(99) / 1e6 : 0;
      this.histogram.reset();
      if (this.processBehind !== was) this.onChange(this.processBehind, this.delayMs);
    }, LOAD_WINDOW_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.histogram.disable();
  }

  /** p99 event-loop delay of the last window, in ms. */
  get eventLoopDelayMs(): number {
    return this.delayMs;
  }

  /** True when the process as a whole is behind. */
  get processBehind(): boolean {
    return this.maxDelayMs > 0 && this.delayMs > this.maxDelayMs;
  }

  /** True when a room with `queued` requests waiting may take no more. */
  roomFull(queued: number): boolean {
    return queued >= this.maxQueue;
  }
}
