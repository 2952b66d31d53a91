/**
 * What crosses into a bot worker thread (pool.ts → worker.ts): one
 * decision, or a warm-up that only proves the thread has loaded its modules.
 *
 * Every task carries a small shared buffer: the worker sets its first slot to
 * its thread id when the task's handler starts, and counts each clock read of
 * the search in the second (a heartbeat: a slow thread, starved of CPU, is
 * told from a stuck one). The handler runs only once the worker's
 * module graph has loaded and been evaluated, so a set flag means the thread
 * may be terminated safely; a thread is never terminated while the flag is
 * unset (Node 20 aborts the whole process — `FATAL ERROR:
 * v8::Module::IsGraphAsync` — when a worker is terminated while it is still
 * instantiating its ES modules).
 */
import { threadId } from 'node:worker_threads';
import type { GameState, Seat } from '@kahroba/engine';
import type { BotLevel } from '@kahroba/engine/bots';

export interface BotDecision {
  level: BotLevel;
  /** `viewFor(state, seat)`: the worker never sees more than the seat may. */
  view: GameState;
  seat: Seat;
  seed: string;
  /** Epoch ms (`Date.now()`, the same clock in every thread) at which the search stops; null: the level's iteration budget. */
  deadline: number | null;
}

/** A decision, or `{ warm: true }`: answered with null once the thread has loaded. */
export type BotTask = (BotDecision | { warm: true }) & {
  /** SharedArrayBuffer of two Int32: 0 until the handler starts, then the worker's thread id; the heartbeats. */
  started: SharedArrayBuffer;
};

/** A fresh flag for one task. */
export const startFlag = (): SharedArrayBuffer => new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);

/** Called first by every handler the pool runs: this thread has loaded and may now be terminated. */
export function markStarted(task: { started?: SharedArrayBuffer | undefined }): void {
  if (task.started) Atomics.store(new Int32Array(task.started), 0, threadId);
}

/** A sign of life from a running handler (the search reads its clock once per iteration). */
export function heartbeat(task: { started?: SharedArrayBuffer | undefined }): void {
  if (task.started) Atomics.add(new Int32Array(task.started), 1, 1);
}

/** The heartbeats so far. */
export const heartbeats = (flag: SharedArrayBuffer): number => Atomics.load(new Int32Array(flag), 1);

/** The thread id that started the task, or 0 while it has not started (its thread may still be loading). */
export const startedOn = (flag: SharedArrayBuffer): number => Atomics.load(new Int32Array(flag), 0);
