/**
 * A request's answer (its Socket.IO acknowledgement), sent once: an intent
 * may be answered early, where its push to the asking connection would have
 * gone (game-runner.ts `ActReply`), before its handler's promise settles; the
 * answer the handler's result or error would give after that is not sent.
 */
import type { Ack } from '@kahroba/protocol';

/** Answers the request now with `data` (ok); later answers of the same request are not sent. */
export type Reply = (data: unknown) => void;

export interface Answer {
  /** The answer, ok or refused: only the first call is sent. */
  ack: (value: Ack<unknown>) => void;
  /** `ack({ ok: true, data })`. */
  reply: Reply;
}

/** The answer of one request whose acknowledgement function is `ackFn` (not one: nothing is sent). */
export function answerOnce(ackFn: unknown): Answer {
  let answered = false;
  const ack = (value: Ack<unknown>): void => {
    if (answered || typeof ackFn !== 'function') return;
    answered = true;
    (ackFn as (v: Ack<unknown>) => void)(value);
  };
  return { ack, reply: (data) => ack({ ok: true, data }) };
}
