/**
 * The body of a bot worker thread (run by the pool in `pool.ts`): one
 * decision per task, away from the event loop. The room's random source
 * cannot cross threads, so the task carries a seed drawn from it and the
 * worker rebuilds a seeded rng (the engine's `randomSource`).
 */
import { randomSource } from '@kahroba/engine';
import type { Action, GameState, Seat } from '@kahroba/engine';
import { createBot } from '@kahroba/engine/bots';
import type { BotLevel } from '@kahroba/engine/bots';

export interface BotTask {
  level: BotLevel;
  /** `viewFor(state, seat)`: the worker never sees more than the seat may. */
  view: GameState;
  seat: Seat;
  seed: string;
  /** Epoch ms (`Date.now()`, the same clock in every thread) at which the search stops; null: the level's iteration budget. */
  deadline: number | null;
}

export default function chooseInWorker(task: BotTask): Action {
  const bot = createBot(task.level, task.deadline === null ? {} : { deadline: task.deadline, now: Date.now });
  return bot.choose(task.view, task.seat, randomSource(task.seed));
}
