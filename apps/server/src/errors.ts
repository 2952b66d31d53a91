/** Refusals travel as `AppError`s inside the server and leave it as ack errors. */
import { PROTOCOL_ERRORS } from '@kahroba/protocol';
import type { ProtocolError, ProtocolErrorCode } from '@kahroba/protocol';
import type { EngineError } from '@kahroba/engine';

export class AppError extends Error {
  readonly error: ProtocolError;

  constructor(error: ProtocolError) {
    super(error.message);
    this.error = error;
  }
}

/** A protocol refusal: `refuse('NOT_HOST')`. */
export const refuse = (code: ProtocolErrorCode, message: string = PROTOCOL_ERRORS[code]): AppError =>
  new AppError({ code, message });

/** An engine refusal passes through with its rule id. */
export const engineRefusal = (e: EngineError): AppError =>
  new AppError({ code: e.code, message: e.message, rule: e.rule });

/** Anything else is a bug: the client gets INTERNAL, the log gets the detail. */
export function toProtocolError(e: unknown): { error: ProtocolError; unexpected: boolean } {
  if (e instanceof AppError) return { error: e.error, unexpected: false };
  return { error: { code: 'INTERNAL', message: PROTOCOL_ERRORS.INTERNAL }, unexpected: true };
}

/** A write to the database failed (nothing was saved): the same request may succeed later. */
export const isStorageFailure = (e: unknown): boolean => e instanceof AppError && e.error.code === 'STORAGE_FAILED';
