/**
 * One request to the server: emit with an acknowledgement and a timeout.
 * Always resolves (never rejects) with the server's answer or a local
 * TIMEOUT / OFFLINE failure, so callers handle one shape.
 */
import type { Ack, RequestName } from '@kahroba/protocol';
import { getSocket, isOutdated } from './socket';
import type { Answer, DataOf, PayloadOf } from './types';

/** Default time to wait for an acknowledgement. */
export const ACK_TIMEOUT_MS = 8000;

export interface RequestOptions {
  timeoutMs?: number;
  /**
   * Fail at once with OFFLINE when the link is down instead of letting
   * Socket.IO buffer the request until it reconnects (game intents: a stale
   * move must not be sent minutes later).
   */
  requireOnline?: boolean;
}

/** Socket.IO's generic emit typing cannot follow a name variable; this narrow shape can. */
interface LooseEmitter {
  emit(name: string, payload: unknown, cb: (err: Error | null, answer: unknown) => void): void;
}

export const timeoutError = { code: 'TIMEOUT', message: 'The server did not answer in time.' } as const;
export const offlineError = { code: 'OFFLINE', message: 'Not connected to the server.' } as const;
export const outdatedError = { code: 'OUTDATED', message: 'This page is older than the server: reload it.' } as const;

function isAck(value: unknown): value is Ack<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

export function request<N extends RequestName>(
  name: N,
  payload: PayloadOf<N>,
  options: RequestOptions = {},
): Promise<Answer<DataOf<N>>> {
  const socket = getSocket();
  // The server will not take this page's requests: say so now rather than after a time-out.
  if (isOutdated() && !socket.connected) return Promise.resolve({ ok: false, error: outdatedError });
  if (options.requireOnline && !socket.connected) {
    return Promise.resolve({ ok: false, error: offlineError });
  }
  const timeoutMs = options.timeoutMs ?? ACK_TIMEOUT_MS;
  return new Promise((resolve) => {
    const emitter = socket.timeout(timeoutMs) as unknown as LooseEmitter;
    emitter.emit(name, payload, (err, answer) => {
      if (err) resolve({ ok: false, error: timeoutError });
      else if (isAck(answer)) resolve(answer as Answer<DataOf<N>>);
      else resolve({ ok: false, error: { code: 'INTERNAL', message: 'Malformed answer from the server.' } });
    });
  });
}
