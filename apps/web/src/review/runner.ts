/**
 * Runs a review in a Web Worker, one position at a time (protocol.ts): the next position is sent only when the last
 * one is answered, and `cancel()` terminates the worker at once (leaving the review stops the search mid-position).
 * Where workers are missing (unit tests) or the worker's file cannot load, the positions are analysed on this
 * thread instead, each in a later task.
 */
import type { MoveReview } from './marks';
import type { ReviewPosition } from './positions';
import { isReviewResponse } from './protocol';
import type { ReviewRequest, ReviewResponse } from './protocol';

/** The part of a Worker the runner uses. */
export interface ReviewPort {
  postMessage(req: ReviewRequest): void;
  terminate(): void;
  onmessage: ((e: MessageEvent<unknown>) => void) | null;
  onerror: ((e: Event) => void) | null;
}

export interface ReviewEvents {
  /** The position being analysed (its index in the record) and how far its search is, in [0, 1]. */
  progress(index: number, fraction: number): void;
  move(move: MoveReview): void;
  done(): void;
  error(message: string): void;
}

export interface ReviewJob {
  cancel(): void;
}

export interface RunOptions {
  iterations: number;
  /** The seed of the game's review; each position's search gets its own from it. */
  seed: string;
  /** A worker, or null for none (the positions are then answered on this thread). */
  spawn?: () => ReviewPort | null;
}

function defaultSpawn(): ReviewPort | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' }) as unknown as ReviewPort;
}

/** A port that answers on this thread, for browsers (and tests) without a usable worker. */
function threadPort(): ReviewPort {
  let stopped = false;
  const port: ReviewPort = {
    onmessage: null,
    onerror: null,
    terminate: () => {
      stopped = true;
    },
    postMessage: (req) => {
      setTimeout(() => {
        if (stopped) return;
        void import('./answer').then(({ answerWithEngine }) =>
          answerWithEngine(req, (r: ReviewResponse) => {
            if (!stopped) port.onmessage?.({ data: r } as MessageEvent<unknown>);
          }),
        );
      }, 0);
    },
  };
  return port;
}

/** Reviews the positions at `pending` (indices into `positions`, those not yet analysed), in that order. */
export function runReview(
  positions: readonly ReviewPosition[],
  pending: readonly number[],
  events: ReviewEvents,
  { iterations, seed, spawn = defaultSpawn }: RunOptions,
): ReviewJob {
  let port: ReviewPort = spawn() ?? threadPort();
  let next = 0;
  let id = 0;
  let over = false;
  const finish = () => {
    over = true;
    port.terminate();
  };
  const send = () => {
    const at = pending[next];
    const p = at === undefined ? undefined : positions[at];
    if (!p) {
      finish();
      events.done();
      return;
    }
    id += 1;
    port.postMessage({
      id,
      index: p.index,
      state: p.state,
      seat: p.seat,
      played: p.played,
      iterations,
      seed: `${seed}#${p.index}`,
    });
    events.progress(p.index, 0);
  };
  const listen = (target: ReviewPort) => {
    target.onmessage = (e) => {
      const r = e.data;
      if (over || !isReviewResponse(r) || r.id !== id) return;
      const at = pending[next] ?? -1;
      if (r.type === 'progress') events.progress(at, r.budget > 0 ? Math.min(1, r.done / r.budget) : 0);
      else if (r.type === 'error') {
        finish();
        events.error(r.message);
      } else {
        next += 1;
        events.move(r.move);
        send();
      }
    };
    // Only a worker that failed to load lands here (a position's own errors come back as messages): go on here.
    target.onerror = (e) => {
      e.preventDefault();
      if (over) return;
      target.terminate();
      port = threadPort();
      listen(port);
      id -= 1;
      send();
    };
  };
  listen(port);
  send();
  return { cancel: finish };
}
