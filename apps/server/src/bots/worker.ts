/**
 * The body of a bot worker thread (run by the pool in `pool.ts`): one
 * decision per task, away from the event loop. The room's random source
 * cannot cross threads, so the task carries a seed drawn from it and the
 * worker rebuilds a seeded rng (the engine's `randomSource`).
 */
import { randomSource } from '@kahroba/engine';
import type { Action } from '@kahroba/engine';
import { createBot } from '@kahroba/engine/bots';
import { heartbeat, markStarted } from './task';
import type { BotTask } from './task';

export default function chooseInWorker(task: BotTask): Action | null {
  markStarted(task);
  if ('warm' in task) return null;
  const now = (): number => {
    heartbeat(task);
    return Date.now();
  };
  const bot = createBot(task.level, task.deadline === null ? {} : { deadline: task.deadline, now });
  return bot.choose(task.view, task.seat, randomSource(task.seed));
}
