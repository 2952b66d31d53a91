/// <reference lib="webworker" />
/**
 * A hint is worked out here, off the page's thread: the expert's analysis of
 * the asking seat's own view (never the whole state), within HINT_BUDGET,
 * telling the page how far it has got. Cancelling ends this worker.
 */
import { analyzePosition } from '@kahroba/engine/bots';
import { HINT_BUDGET, HINT_TOP, sparseProgress } from './hintProtocol';
import type { HintMessage, HintRequest } from './hintProtocol';

const ctx = self as unknown as DedicatedWorkerGlobalScope;

ctx.onmessage = (e: MessageEvent<HintRequest>) => {
  const { id, view, seat } = e.data;
  const post = (m: HintMessage) => ctx.postMessage(m);
  try {
    const analysis = analyzePosition(view, seat, Math.random, {
      iterations: HINT_BUDGET.iterations,
      thinkTime: HINT_BUDGET.thinkTime,
      now: () => performance.now(),
      top: HINT_TOP,
      onProgress: sparseProgress((done, budget) => post({ id, kind: 'progress', done, budget })),
    });
    post({ id, kind: 'done', analysis });
  } catch (err) {
    post({ id, kind: 'failed', message: String(err) });
  }
};
