/**
 * Computer players that think in worker threads (piscina), never on the
 * event loop. Each level has a thinking time (hard ≈ 300 ms, expert ≈ 1 s):
 * the deadline is fixed when the move is asked for, so a move that waited in
 * the pool's queue thinks less rather than longer. A task that has not
 * answered well after its deadline is aborted and the room plays its
 * fallback (choice.ts), so a stuck or failing worker never stalls a
 * table.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Action, GameState, Seat } from '@kahroba/engine';
import type { BotKind } from '@kahroba/protocol';
import { BOT_KINDS } from '@kahroba/protocol';
import type { BotTask } from './worker';
import type { Bot } from './choice';

/** Thinking time per level (ms); null: the level's own fixed budget (fast). */
export const BOT_THINK_MS: Readonly<Record<BotKind, number | null>> = { easy: null, normal: null, hard: 300, expert: 1_000 };
/** How long after its deadline a task is given up (the pool may be busy with other rooms' moves). */
export const BOT_GRACE_MS = 2_000;

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
}

export interface BotPool {
  bots: Record<BotKind, Bot>;
  close(): Promise<void>;
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

/** A 32-bit seed from the room's random source, for the worker's own seeded rng. */
const seedFrom = (rng: () => number): string => Math.floor(rng() * 0x1_0000_0000).toString(36);

export function createBotPool(opts: BotPoolOptions = {}): BotPool {
  const threads = opts.threads ?? defaultBotThreads();
  const pool = new Piscina<BotTask, Action>({
    filename: opts.filename ?? defaultWorkerFile(),
    minThreads: 1,
    maxThreads: threads,
    // Bot threads yield to the event loop when both want a core (Linux; ignored where unsupported).
    niceIncrement: 10,
    idleTimeout: 60_000,
    ...(opts.execArgv ? { execArgv: opts.execArgv } : {}),
  });
  const think = opts.think ?? BOT_THINK_MS;
  const grace = opts.graceMs ?? BOT_GRACE_MS;
  const now = opts.now ?? Date.now;
  const botFor = (level: BotKind): Bot => ({
    async choose(view: GameState, seat: Seat, rng: () => number): Promise<Action> {
      const ms = think[level];
      const deadline = ms === null ? null : now() + ms;
      const signal = AbortSignal.timeout((ms ?? 0) + grace);
      return pool.run({ level, view, seat, seed: seedFrom(rng), deadline }, { signal });
    },
  });
  const bots = Object.fromEntries(BOT_KINDS.map((k) => [k, botFor(k)])) as Record<BotKind, Bot>;
  return { bots, close: () => pool.destroy() };
}
