/// <reference lib="webworker" />
/**
 * Computer players run here, off the page's thread, so the page never
 * freezes while a bot thinks. The bot sees only its seat's view.
 */
import { greedyBot, randomBot } from '@kahroba/engine/bots';
import type { BotRequest, BotResponse } from './botProtocol';

const ctx = self as unknown as DedicatedWorkerGlobalScope;

ctx.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, view, seat, bot } = e.data;
  let reply: BotResponse;
  try {
    const chooser = bot === 'greedy' ? greedyBot : randomBot;
    // Bot randomness needs no seed: the chosen action itself is recorded.
    reply = { id, ok: true, action: chooser.choose(view, seat, Math.random) };
  } catch (err) {
    reply = { id, ok: false, message: String(err) };
  }
  ctx.postMessage(reply);
};
