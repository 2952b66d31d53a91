/// <reference lib="webworker" />
/**
 * The review's analysis runs here, off the page's thread, one position per message (protocol.ts); the page
 * terminates the worker when the player leaves the review.
 */
import { answerWithEngine } from './answer';
import type { ReviewRequest } from './protocol';

const ctx = self as unknown as DedicatedWorkerGlobalScope;

ctx.onmessage = (e: MessageEvent<ReviewRequest>) => {
  answerWithEngine(e.data, (r) => ctx.postMessage(r));
};
