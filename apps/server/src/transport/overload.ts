/**
 * Shedding load instead of queueing it. A request is refused at once with
 * OVERLOADED (it changes nothing; the client may send it again):
 *
 * - when its room already has MAX_ROOM_QUEUE requests waiting;
 * - an intent (`game:act`, the bulk of the work; the client sends it again),
 *   with a probability, the shed share, that follows the event loop's delay
 *   (`perf_hooks.monitorEventLoopDelay`, p99 over each LOAD_WINDOW_MS): up
 *   by SHED_STEP_UP each window the delay is above SHED_EVENT_LOOP_DELAY_MS,
 *   down by SHED_STEP_DOWN each window it is below half of it. The process
 *   sheds as soon as it starts to fall behind, and only as much as it must,
 *   so what it accepts stays fast instead of everyone waiting in a backlog;
 * - an intent past the MAX_INTENTS_PER_TURN one turn of the event loop takes
 *   (turn-budget.ts): the bound acts in the turn a surge arrives in, the shed
 *   share only windows later;
 * - every request while the process is far behind (p99 above
 *   MAX_EVENT_LOOP_DELAY_MS).
 *
 * Health endpoints are plain HTTP routes and keep answering.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { IntervalHistogram } from 'node:perf_hooks';
import { TurnBudget } from './turn-budget';

/** How often the event-loop delay is read (and its histogram restarted). */
export const LOAD_WINDOW_MS = 250;
/** The shed share goes up by this much each window the process is behind its target, and down by the other when well within it. */
export const SHED_STEP_UP = 0.1;
export const SHED_STEP_DOWN = 0.05;
/** Some requests always get through: they are what shows the process has caught up. */
export const MAX_SHED = 0.9;

export interface LoadLimits {
  maxQueue: number;
  /** Far behind: every request refused; 0 = off. */
  maxDelayMs: number;
  /** The event-loop delay the shed share steers for; 0 = no graded shedding. */
  shedDelayMs: number;
  /** Intents one event-loop turn takes at most (turn-budget.ts); 0 or absent = no bound. */
  intentsPerTurn?: number;
}

export class LoadGuard {
  private readonly histogram: IntervalHistogram;
  private timer: NodeJS.Timeout | null = null;
  private delayMs = 0;
  private share = 0;
  private readonly limits: LoadLimits;
  private readonly random: () => number;
  private readonly onChange: (behind: boolean, delayMs: number) => void;
  private readonly turn: TurnBudget;

  /**
   * `onChange` hears when the process falls far behind or catches up; `random` draws which requests are shed;
   * `turn` bounds the intents of one event-loop turn (tests pass one with their own turn ends).
   */
  constructor(
    limits: LoadLimits,
    onChange: (behind: boolean, delayMs: number) => void = () => undefined,
    random: () => number = Math.random,
    turn: TurnBudget = new TurnBudget(limits.intentsPerTurn ?? 0),
  ) {
    this.limits = limits;
    this.onChange = onChange;
    this.random = random;
    this.turn = turn;
    this.histogram = monitorEventLoopDelay({ resolution: 10 });
  }

  start(): void {
    if ((this.limits.maxDelayMs === 0 && this.limits.shedDelayMs === 0) || this.timer) return;
    this.histogram.enable();
    this.timer = setInterval(() => {
      // Read late when the loop was blocked: the block itself is then in the histogram.
      const was = this.processBehind;
      this.observe(this.histogram.count > 0 ? this.histogram.percentile(99) / 1e6 : 0);
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

  /** One window's p99 event-loop delay (ms): the shed share follows it. */
  observe(delayMs: number): void {
    this.delayMs = delayMs;
    const target = this.limits.shedDelayMs;
    if (target === 0) return;
    // In hundredths, so the steps add up exactly.
    if (delayMs > target) this.share = Math.min(MAX_SHED, Math.round((this.share + SHED_STEP_UP) * 100) / 100);
    else if (delayMs < target / 2) this.share = Math.max(0, Math.round((this.share - SHED_STEP_DOWN) * 100) / 100);
  }

  /** p99 event-loop delay of the last window, in ms. */
  get eventLoopDelayMs(): number {
    return this.delayMs;
  }

  /** The share of new requests refused now (0 to MAX_SHED). */
  get shedShare(): number {
    return this.share;
  }

  /** True when the process as a whole is far behind: every request is refused. */
  get processBehind(): boolean {
    return this.limits.maxDelayMs > 0 && this.delayMs > this.limits.maxDelayMs;
  }

  /**
   * Whether a new intent is refused now: always while far behind, otherwise drawn with the shed share, and past the
   * turn's bound (an intent refused by the first two takes nothing of the turn's bound).
   */
  shed(): boolean {
    return this.processBehind || (this.share > 0 && this.random() < this.share) || !this.turn.take();
  }

  /** True when a room with `queued` requests waiting may take no more. */
  roomFull(queued: number): boolean {
    return queued >= this.limits.maxQueue;
  }
}
