/**
 * Asks a computer player for its move: in a Web Worker when the browser has
 * them (the page never freezes), else in a later task on this thread (tests).
 * A worker that cannot start (its file failed to load: the network, or an
 * upgrade of the server while this page ran the old client) is not waited
 * for forever: the moves asked of it, and every later one, are worked out
 * on this thread instead, so the game goes on.
 */
import type { Action, GameState, Seat } from '@kahroba/engine';
import { BOT_THINK_MS } from './botProtocol';
import type { BotKind, BotRequest, BotResponse } from './botProtocol';

let worker: Worker | null = null;
/** The worker could not start: think on this thread from now on. */
let workerBroken = false;
let nextId = 1;
interface Waiting {
  req: BotRequest;
  resolve: (a: Action) => void;
  reject: (e: Error) => void;
}
const waiting = new Map<number, Waiting>();

function onThisThread({ view, seat, bot }: Omit<BotRequest, 'id'>): Promise<Action> {
  const thinkTime = BOT_THINK_MS[bot];
  return import('@kahroba/engine/bots').then(({ createBot }) =>
    createBot(bot, thinkTime === undefined ? {} : { thinkTime, now: () => performance.now() }).choose(
      view,
      seat,
      Math.random,
    ),
  );
}

function getWorker(): Worker | null {
  if (typeof Worker === 'undefined' || workerBroken) return null;
  if (!worker) {
    worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<BotResponse>) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if (e.data.ok) w.resolve(e.data.action);
      else w.reject(new Error(e.data.message));
    };
    // Only a worker that failed to load or start lands here (a move's own errors come back as messages).
    worker.onerror = (e: Event) => {
      e.preventDefault();
      worker?.terminate();
      worker = null;
      workerBroken = true;
      const pending = [...waiting.values()];
      waiting.clear();
      for (const w of pending) onThisThread(w.req).then(w.resolve, w.reject);
    };
  }
  return worker;
}

export function chooseBotAction(view: GameState, seat: Seat, bot: BotKind): Promise<Action> {
  const w = getWorker();
  if (!w) return onThisThread({ view, seat, bot });
  const id = nextId++;
  return new Promise<Action>((resolve, reject) => {
    const req: BotRequest = { id, view, seat, bot };
    waiting.set(id, { req, resolve, reject });
    w.postMessage(req);
  });
}

/** Stops the worker (leaving the hot-seat game). */
export function stopBots(): void {
  worker?.terminate();
  worker = null;
  workerBroken = false;
  for (const w of waiting.values()) w.reject(new Error('stopped'));
  waiting.clear();
}
