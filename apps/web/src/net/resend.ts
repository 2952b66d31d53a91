/**
 * When a request is sent again. The same intent (same id) goes out again
 * after a TIMEOUT (at most TIMEOUT_RETRIES times: its answer may have been
 * lost) and after a retryable refusal (RETRYABLE_ERRORS: ROOM_MOVED — the
 * room was being moved to another server node —, UNAVAILABLE — the server
 * could not reach a service it needs — or OVERLOADED — a busy server shed it;
 * nothing was applied in any of them) after a
 * growing pause and, if the link dropped meanwhile, once it is back and the
 * room has been joined again (net/room.ts rejoins on every reconnect), at
 * most MOVED_PAUSES_MS.length times. The server answers a repeat of an intent
 * it did apply with `duplicate: true`, so nothing is applied twice. Joins and
 * room creation are sent again only after a retryable refusal, never after a
 * TIMEOUT (a join by name that did arrive would be made twice).
 */
import { RETRYABLE_ERRORS } from '@kahroba/protocol/constants';
import type { ProtocolErrorCode } from '@kahroba/protocol/constants';
import { getSocket } from './socket';
import type { Answer } from './types';

/** How many times a timed-out intent is sent again. */
export const TIMEOUT_RETRIES = 2;
/** The pauses before each resend after a retryable refusal (a takeover lasts about one server lease, 10 s by default). */
export const MOVED_PAUSES_MS = [300, 700, 1_500, 3_000, 5_000] as const;
/** How long a resend waits for the link to come back, and then for the rejoin to go first. */
export const RECONNECT_WAIT_MS = 15_000;
export const AFTER_RECONNECT_MS = 500;

const sleep = (ms: number): Promise<void> =>
  new Promise((r) => {
    setTimeout(r, ms);
  });

/** Resolves once the socket is connected (true), or false after `ms`. */
function connectedWithin(ms: number): Promise<boolean> {
  const socket = getSocket();
  if (socket.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean): void => {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      resolve(ok);
    };
    const onConnect = (): void => done(true);
    const timer = setTimeout(() => done(false), ms);
    socket.on('connect', onConnect);
  });
}

/** Nothing was done and the same request may succeed in a moment (a room changing nodes, Redis not answering). */
export const isRetryable = (code: string): boolean => RETRYABLE_ERRORS.includes(code as ProtocolErrorCode);

/**
 * Sends with `send` until it is answered, refused for good, or the retries
 * are spent. `timeouts: false`: a TIMEOUT is final (requests that must not arrive twice).
 */
export async function sendWithResend<T>(
  send: () => Promise<Answer<T>>,
  { timeouts: resendTimeouts = true } = {},
): Promise<Answer<T>> {
  let timeouts = 0;
  let moves = 0;
  for (;;) {
    const answer = await send();
    if (answer.ok) return answer;
    const { code } = answer.error;
    if (code === 'TIMEOUT' && resendTimeouts && timeouts < TIMEOUT_RETRIES) {
      timeouts += 1;
      continue;
    }
    // OFFLINE counts as part of a move under way (the node went, the link with it); alone it is final, as before.
    const pause = MOVED_PAUSES_MS[moves];
    if ((isRetryable(code) || (code === 'OFFLINE' && moves > 0)) && pause !== undefined) {
      moves += 1;
      await sleep(pause);
      if (!getSocket().connected) {
        if (!(await connectedWithin(RECONNECT_WAIT_MS))) return answer;
        await sleep(AFTER_RECONNECT_MS);
      }
      continue;
    }
    return answer;
  }
}
