/**
 * Computer players that think in worker threads (piscina), never on the
 * event loop. Each level has a thinking time (hard ≈ 300 ms, expert ≈ 1 s).
 *
 * - Fair: moves wait for a thread in scheduler.ts (round robin over
 *   addresses, then rooms), never in piscina's own queue, so one address's
 *   busy rooms cannot starve another room's computer player. A move that
 *   waited keeps its turn rather than being replaced by a weak move; its
 *   deadline is set when it gets its thread: its thinking time from when it
 *   was asked, but at least MIN_THINK_SHARE of it from now.
 * - Warm: every thread first answers a warm-up task (its modules loaded)
 *   before it takes a move.
 * - Never aborted mid-load: the server times a running task itself; only a
 *   task whose handler has started (task.ts: its thread has loaded) is
 *   ever aborted, which terminates its thread. A task whose thread is still
 *   loading is waited for; `close` waits until every thread has loaded
 *   before terminating them (however long: CLOSE_WAIT_MS). Every call of `close` waits for
 *   the same closing, so the process may exit once any of them is done.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import type { Action, GameState, Seat } from '@kahroba/engine';
import type { BotKind } from '@kahroba/protocol';
import { BOT_KINDS } from '@kahroba/protocol';
import { FairScheduler } from './scheduler';
import type { BotOwner } from './scheduler';
import { heartbeats, startFlag, startedOn } from './task';
import type { BotDecision, BotTask } from './task';
import type { Bot, BotAsk } from './choice';

/** Thinking time per level (ms); null: the level's own fixed budget (fast). */
export const BOT_THINK_MS: Readonly<Record<BotKind, number | null>> = {
  easy: null,
  normal: null,
  hard: 300,
  expert: 1_000,
};
/** How long past its deadline a running task is given up and its thread terminated (a stuck or runaway worker). */
export const BOT_GRACE_MS = 2_000;
/** A move that waited for a thread still thinks at least this share of its level's time once it runs. */
export const MIN_THINK_SHARE = 0.25;
/**
 * `close` waits for threads still loading as long as they take: terminating one aborts the process, and so would
 * exiting with one loading. Past this long it says so in the log once and goes on waiting; a thread whose modules
 * never finish loading is then bounded by the host's own stop timeout (a SIGKILL, which loses nothing: the rooms and
 * the store are closed before the pool). It was a limit after which the threads were terminated anyway: on a machine
 * loaded forty times over, where the threads (niced) got almost no CPU, one of 200 restarts aborted, most likely so.
 */
export const CLOSE_WAIT_MS = 60_000;
/** The owner of tasks asked without one (tests, tools): one shared queue. */
const NO_OWNER: BotOwner = { address: '', room: '' };

export interface BotPoolOptions {
  /** The worker module: bot-worker.js next to the built server, or worker.ts under tsx. */
  filename?: string;
  threads?: number;
  /** Node flags for the worker threads (tests: ['--import', 'tsx'] to run worker.ts); inherited from this process otherwise. */
  execArgv?: string[];
  think?: Readonly<Record<BotKind, number | null>>;
  graceMs?: number;
  /** Wall clock shared by every thread (deadlines cross threads as epoch ms). */
  now?: () => number;
  /** Hears a thread's failure that no task was waiting for (a worker file that cannot load); without it, it is dropped. */
  logger?: Logger;
}

export interface BotPool {
  bots: Record<BotKind, Bot>;
  /** Moves waiting for a thread, and moves on a thread. */
  stats(): { waiting: number; active: number };
  close(): Promise<void>;
}

/** Rejected when a running task overran its deadline by the grace time (its thread has been terminated). */
export class BotTimeout extends Error {
  constructor(ms: number) {
    super(`the computer player did not answer within ${ms} ms of its deadline`);
    this.name = 'BotTimeout';
  }
}

/**
 * The worker, in whichever form this module runs: worker.ts next to it under
 * tsx, or dist/bot-worker.js next to the built bundle (dist/index.js, which
 * holds this module; tsup.config.ts).
 */
export const defaultWorkerFile = (): string =>
  fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './bot-worker.js', import.meta.url));

/** One thread fewer than the cores (at least one): the event loop keeps a core for people's intents. */
export const defaultBotThreads = (): number => Math.max(1, availableParallelism() - 1);

/** Waits for `p`, at most `ms`; never keeps the process alive longer. */
async function within(p: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    p,
    new Promise((r) => {
      timer = setTimeout(r, Math.max(0, ms));
    }),
  ]);
  clearTimeout(timer);
}

/** A 32-bit seed from the room's random source, for the worker's own seeded rng. */
const seedFrom = (rng: () => number): string => Math.floor(rng() * 0x1_0000_0000).toString(36);

export function createBotPool(opts: BotPoolOptions = {}): BotPool {
  const threads = Math.max(1, opts.threads ?? defaultBotThreads());
  // Every thread from the start and for good: no thread is started (and loading) while moves run, but to replace a terminated one.
  const pool = new Piscina<BotTask, Action | null>({
    filename: opts.filename ?? defaultWorkerFile(),
    minThreads: threads,
    maxThreads: threads,
    // Bot threads yield to the event loop when both want a core (Linux; ignored where unsupported).
    niceIncrement: 10,
    ...(opts.execArgv ? { execArgv: opts.execArgv } : {}),
  });
  // A thread that fails with no task of its own must not end the process (an 'error' event nobody hears would).
  pool.on('error', (e: unknown) => opts.logger?.error({ err: e }, "a computer players' thread failed"));
  const think = opts.think ?? BOT_THINK_MS;
  const grace = opts.graceMs ?? BOT_GRACE_MS;
  const now = opts.now ?? Date.now;
  const scheduler = new FairScheduler(threads);
  /** Threads known to have loaded (a task's handler started on them). */
  const loaded = new Set<number>();
  /** The flags of the tasks on a thread now. */
  const inFlight = new Set<SharedArrayBuffer>();
  /** The one closing: every `close` call waits for the same one. */
  let closing: Promise<void> | null = null;

  /** Runs one task on a thread; `deadline` (epoch ms) + grace is when a started task is given up. */
  const onThread = (task: BotDecision | { warm: true }, deadline: number): Promise<Action | null> => {
    const started = startFlag();
    const abort = new AbortController();
    inFlight.add(started);
    const answer = pool.run({ ...task, started }, { signal: abort.signal });
    let timer: NodeJS.Timeout | undefined;
    let beats = 0;
    const check = (): void => {
      const thread = startedOn(started);
      const now = heartbeats(started);
      // Not started: its thread is still loading (or about to take it): waited for, never terminated. Started and
      // still beating: a thread starved of CPU, past its deadline, answers at its next clock read: waited for too
      // (terminating it would cost a whole new thread's loading). Started and silent for a grace: stuck.
      if (thread === 0 || now !== beats) {
        beats = now;
        timer = setTimeout(check, grace);
      } else abort.abort(new BotTimeout(grace));
    };
    timer = setTimeout(check, Math.max(0, deadline - now()) + grace);
    const settle = (): void => {
      clearTimeout(timer);
      inFlight.delete(started);
      const thread = startedOn(started);
      if (thread !== 0) loaded.add(thread);
    };
    return answer.finally(settle);
  };

  // Warm-up: one task per thread, first in the queue, so no move is taken before the threads have loaded.
  const warm = Promise.allSettled(
    Array.from({ length: threads }, () => scheduler.run(NO_OWNER, () => onThread({ warm: true }, now()))),
  );

  const botFor = (level: BotKind): Bot => ({
    async choose(view: GameState, seat: Seat, rng: () => number, ask?: BotAsk): Promise<Action> {
      const ms = think[level];
      const asked = now();
      const seed = seedFrom(rng);
      const action = await scheduler.run(
        ask?.owner ?? NO_OWNER,
        () => {
          const deadline = ms === null ? null : Math.max(asked + ms, now() + Math.ceil(ms * MIN_THINK_SHARE));
          return onThread({ level, view, seat, seed, deadline }, deadline ?? now());
        },
        ask?.signal,
      );
      if (action === null) throw new Error('the worker answered no move');
      return action;
    },
  });
  const bots = Object.fromEntries(BOT_KINDS.map((k) => [k, botFor(k)])) as Record<BotKind, Bot>;

  /** Before terminating: every thread has loaded (past CLOSE_WAIT_MS still waited for, and logged once). */
  const untilLoaded = async (): Promise<void> => {
    const until = Date.now() + CLOSE_WAIT_MS;
    let said = false;
    await within(warm, CLOSE_WAIT_MS);
    let probing = 0;
    for (;;) {
      for (const flag of inFlight) if (startedOn(flag) !== 0) loaded.add(startedOn(flag));
      const loading = pool.threads.filter((t) => !loaded.has(t.threadId)).length;
      if (loading === 0) return;
      if (!said && Date.now() >= until) {
        said = true;
        opts.logger?.warn(
          { loading, waitedMs: CLOSE_WAIT_MS },
          "shutdown waits for computer players' threads still loading",
        );
      }
      // A replacement thread (after a terminated one) that took no task yet: a warm-up task started on it shows it has loaded.
      for (; probing < loading; probing += 1) {
        void onThread({ warm: true }, until)
          .catch(() => null)
          .finally(() => {
            probing -= 1;
          });
      }
      await within(new Promise(() => undefined), 50);
    }
  };

  return {
    bots,
    stats: () => ({ waiting: scheduler.waiting, active: scheduler.active }),
    close: () =>
      (closing ??= (async () => {
        scheduler.clear(new Error('the computer players are shutting down'));
        await untilLoaded();
        await pool.destroy();
      })()),
  };
}
