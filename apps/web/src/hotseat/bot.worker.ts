/// <reference lib="webworker" />
/**
 * Computer players run here, off the page's thread, so the page never
 * freezes while a bot thinks. The bot sees only its seat's view, and stops
 * thinking at its level's deadline.
 */
import { createBot } from '@kahroba/engine/bots';
import { BOT_THINK_MS } from './botProtocol';
import type { BotRequest, BotResponse } from './botProtocol';

const ctx = self as unknown as DedicatedWorkerGlobalScope;

ctx.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, view, seat, bot } = e.data;
  let reply: BotResponse;
  try {
    const thinkTime = BOT_THINK_MS[bot];
    const chooser = createBot(bot, thinkTime === undefined ? {} : { thinkTime, now: () => performance.now() });
    // Bot randomness needs no seed: the chosen action itself is recorded.
    reply = { id, ok: true, action: chooser.choose(view, seat, Math.random) };
  } catch (err) {
    reply = { id, ok: false, message: String(err) };
  }
  ctx.postMessage(reply);
};
