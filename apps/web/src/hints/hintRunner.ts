/**
 * Asks the expert for a hint: in a Web Worker when the browser has them (the
 * page never freezes, and cancelling ends the worker at once), else on this
 * thread in a later task (tests, or a worker that could not start). Only the
 * seat's own view is sent.
 */
import type { GameState, Seat } from '@kahroba/engine';
import type { PositionAnalysis } from '@kahroba/engine/bots';
import { HINT_BUDGET, HINT_TOP, hintDeadline, thinkTimeBefore } from './hintProtocol';
import type { HintMessage, HintRequest, WarmRequest } from './hintProtocol';

export interface HintJob {
  result: Promise<PositionAnalysis>;
  /** Stops the search; `result` then rejects with `cancelled`. */
  cancel: () => void;
}

export type Progress = (done: number, budget: number) => void;

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;

function onThisThread(view: GameState, seat: Seat, askedAt: number, onProgress: Progress, stopped: () => boolean) {
  return import('@kahroba/engine/bots').then(({ analyzePosition }) =>
    analyzePosition(view, seat, Math.random, {
      iterations: HINT_BUDGET.iterations,
      thinkTime: thinkTimeBefore(hintDeadline(askedAt)),
      now: () => performance.now(),
      top: HINT_TOP,
      shouldStop: stopped,
      onProgress,
    }),
  );
}

const cancelled = () => new Error('cancelled');

const startWorker = (): Worker => new Worker(new URL('./hint.worker.ts', import.meta.url), { type: 'module' });

/**
 * Starts the hint worker ahead of the first hint, where hints are allowed: its engine chunk loads and a short search
 * of `view` for `seat` (the seat's own view) compiles the engine's code, so that the first hint's deadline goes to
 * its search. Does nothing without workers or with one running.
 */
export function warmHints(view: GameState, seat: Seat): void {
  if (typeof Worker === 'undefined' || workerBroken || worker) return;
  worker = startWorker();
  const req: WarmRequest = { id: 0, warm: true, view, seat };
  worker.postMessage(req);
}

/** The hint for `seat` from `view` (its own `viewFor`), asked at `askedAt` (`performance.now()`: the click). */
export function askHint(view: GameState, seat: Seat, onProgress: Progress, askedAt = performance.now()): HintJob {
  if (typeof Worker === 'undefined' || workerBroken) {
    let stop = false;
    const result = new Promise<PositionAnalysis>((resolve, reject) => {
      setTimeout(() => {
        if (stop) reject(cancelled());
        else
          onThisThread(view, seat, askedAt, onProgress, () => stop).then(
            (a) => (stop ? reject(cancelled()) : resolve(a)),
            reject,
          );
      }, 0);
    });
    return { result, cancel: () => void (stop = true) };
  }
  const id = nextId++;
  let settle: { resolve: (a: PositionAnalysis) => void; reject: (e: Error) => void } | null = null;
  const result = new Promise<PositionAnalysis>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const w = (worker ??= startWorker());
  w.onmessage = (e: MessageEvent<HintMessage>) => {
    const m = e.data;
    if (m.id !== id || !settle) return;
    if (m.kind === 'progress') {
      onProgress(m.done, m.budget);
      return;
    }
    const { resolve, reject } = settle;
    settle = null;
    if (m.kind === 'done') resolve(m.analysis);
    else reject(new Error(m.message));
  };
  // A worker that failed to load: this hint and every later one are worked out on this thread.
  w.onerror = (e: Event) => {
    e.preventDefault();
    stopWorker();
    workerBroken = true;
    onThisThread(view, seat, askedAt, onProgress, () => settle === null).then(
      (a) => settle?.resolve(a),
      (err: unknown) => settle?.reject(err instanceof Error ? err : new Error(String(err))),
    );
  };
  const req: HintRequest = { id, view, seat, deadline: hintDeadline(askedAt) };
  w.postMessage(req);
  return {
    result,
    cancel: () => {
      if (!settle) return;
      const { reject } = settle;
      settle = null;
      // The search runs to its end inside the worker: only ending the worker stops it.
      stopWorker();
      reject(cancelled());
    },
  };
}

function stopWorker(): void {
  worker?.terminate();
  worker = null;
}

/** Leaving the game: no hint goes on thinking. */
export function stopHints(): void {
  stopWorker();
  workerBroken = false;
}
