/// <reference lib="webworker" />
/**
 * A hint is worked out here, off the page's thread: the expert's analysis of
 * the asking seat's own view (never the whole state), within HINT_BUDGET and the deadline the page sends,
 * telling the page how far it has got. Cancelling ends this worker.
 */
import { analyzePosition } from '@kahroba/engine/bots';
import { HINT_BUDGET, HINT_TOP, WARM_ITERATIONS, sparseProgress, thinkTimeBefore } from './hintProtocol';
import type { HintMessage, HintRequest, WarmRequest } from './hintProtocol';

const ctx = self as unknown as DedicatedWorkerGlobalScope;

ctx.onmessage = (e: MessageEvent<HintRequest | WarmRequest>) => {
  if ('warm' in e.data) {
    warm(e.data);
    return;
  }
  const { id, view, seat, deadline } = e.data;
  // Read now: a worker started at the click has spent part of the hint's time loading.
  const thinkTime = thinkTimeBefore(deadline);
  const post = (m: HintMessage) => ctx.postMessage(m);
  try {
    const analysis = analyzePosition(view, seat, Math.random, {
      iterations: HINT_BUDGET.iterations,
      thinkTime,
      now: () => performance.now(),
      top: HINT_TOP,
      onProgress: sparseProgress((done, budget) => post({ id, kind: 'progress', done, budget })),
    });
    post({ id, kind: 'done', analysis });
  } catch (err) {
    post({ id, kind: 'failed', message: String(err) });
  }
};

/** Compiles the engine's code on the table's position before the first hint; a failure here is the hint's to report. */
function warm({ view, seat }: WarmRequest): void {
  try {
    analyzePosition(view, seat, Math.random, { iterations: WARM_ITERATIONS, top: HINT_TOP });
  } catch {
    // The hint asked later runs the same search and reports what went wrong.
  }
}
