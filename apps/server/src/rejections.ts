/**
 * A promise rejected with nothing to handle it (the process's 'unhandledRejection') is a bug on one path — a request's,
 * a timer's, a computer move's — not a broken process, so the server logs it with its stack, counts it and keeps
 * running its games. Exiting would drop every room's connections for one path's bug, and a rejection a client could
 * cause would then stop the server for everyone. The states that are fatal have their own handling: a store that
 * cannot be opened stops the start (store/data-dir.ts), a failed write makes /readyz fail until a write succeeds
 * (store/health.ts), and a shutdown drains the rooms and flushes the store (index.ts).
 *
 * A path that rejects on every request must not flood the log: at most `perMinute` rejections a minute are logged in
 * full; the others are counted, and the first rejection after that minute logs how many were left out.
 */
import type { Logger } from 'pino';

export interface RejectionWatch {
  /** Handles one unhandled rejection (what `process.on('unhandledRejection')` is given). */
  handle(reason: unknown): void;
  /** Rejections seen since the start. */
  readonly count: number;
  /** Of those, how many were counted without their own log line. */
  readonly unlogged: number;
}

export const REJECTION_LOG_WINDOW_MS = 60_000;

export function watchRejections(logger: Logger, perMinute = 20, now: () => number = Date.now): RejectionWatch {
  let count = 0;
  let unlogged = 0;
  let windowStart = -Infinity;
  let loggedInWindow = 0;
  let leftOut = 0;
  return {
    handle(reason: unknown): void {
      count += 1;
      const t = now();
      if (t - windowStart >= REJECTION_LOG_WINDOW_MS) {
        if (leftOut > 0)
          logger.error({ leftOut, unhandledRejections: count }, 'unhandled promise rejections not logged');
        windowStart = t;
        loggedInWindow = 0;
        leftOut = 0;
      }
      if (loggedInWindow >= perMinute) {
        unlogged += 1;
        leftOut += 1;
        return;
      }
      loggedInWindow += 1;
      // pino's `err` serializer keeps the type, message and stack; anything else is logged as its text.
      const fields = reason instanceof Error ? { err: reason } : { reason: String(reason) };
      logger.error({ ...fields, unhandledRejections: count }, 'unhandled promise rejection: still running');
    },
    get count() {
      return count;
    },
    get unlogged() {
      return unlogged;
    },
  };
}
