/**
 * Asks a computer player for its move: in a Web Worker when the browser has
 * them (the page never freezes), else in a later task on this thread (tests).
 */
import type { Action, GameState, Seat } from '@kahroba/engine';
import { BOT_THINK_MS } from './botProtocol';
import type { BotKind, BotRequest, BotResponse } from './botProtocol';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (a: Action) => void; reject: (e: Error) => void }>();

function getWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<BotResponse>) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if (e.data.ok) w.resolve(e.data.action);
      else w.reject(new Error(e.data.message));
    };
  }
  return worker;
}

export function chooseBotAction(view: GameState, seat: Seat, bot: BotKind): Promise<Action> {
  const w = getWorker();
  if (!w) {
    const thinkTime = BOT_THINK_MS[bot];
    return import('@kahroba/engine/bots').then(({ createBot }) =>
      createBot(bot, thinkTime === undefined ? {} : { thinkTime, now: () => performance.now() }).choose(view, seat, Math.random));
  }
  const id = nextId++;
  return new Promise<Action>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const req: BotRequest = { id, view, seat, bot };
    w.postMessage(req);
  });
}

/** Stops the worker (leaving the hot-seat game). */
export function stopBots(): void {
  worker?.terminate();
  worker = null;
  for (const w of waiting.values()) w.reject(new Error('stopped'));
  waiting.clear();
}
