/**
 * Every HTTP error leaves the server in one shape, `{ ok: false, error: {
 * code, message } }`, the one the API's own refusals use: a refusal of the
 * protocol (AppError) with its code, a request Express or a middleware could
 * not read (a malformed percent-escape in the path, a body that is not JSON
 * or too large) as BAD_PAYLOAD, and anything else as INTERNAL, logged here.
 * Never a stack or a file path, whatever NODE_ENV says.
 */
import type { ErrorRequestHandler, Response } from 'express';
import { PROTOCOL_ERRORS } from '@kahroba/protocol';
import type { ProtocolError, ProtocolErrorCode } from '@kahroba/protocol';
import type { Logger } from 'pino';
import { AppError } from '../errors';

/** The API's error codes beyond the protocol's: an /api path with no endpoint. */
export type HttpErrorCode = ProtocolErrorCode | 'NOT_FOUND';

const STATUS: Partial<Record<HttpErrorCode, number>> = {
  BAD_PAYLOAD: 400,
  NOT_FOUND: 404,
  UNKNOWN_ROOM: 404,
  UNKNOWN_GAME: 404,
  NOT_FINISHED: 409,
  NOT_SIGNED_IN: 401,
  PASSKEY_REFUSED: 401,
  ACCOUNTS_OFF: 403,
  FORBIDDEN_ORIGIN: 403,
  NAME_CLAIMED: 409,
  ALREADY_ATTACHED: 409,
  ATTACH_FULL: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  ROOM_MOVED: 503,
  UNAVAILABLE: 503,
  OVERLOADED: 503,
  SHUTTING_DOWN: 503,
  STORAGE_FAILED: 503,
};

/** The HTTP status of an error code (400 for a refusal with none of its own). */
export const statusOf = (code: string): number => STATUS[code as HttpErrorCode] ?? 400;

/** Sends the error shape: `sendError(res, 'UNKNOWN_ROOM')`, or a refusal as it came. */
export function sendError(res: Response, error: HttpErrorCode | ProtocolError, message?: string): void {
  const body =
    typeof error === 'string'
      ? { code: error, message: message ?? (error === 'NOT_FOUND' ? 'No such endpoint.' : PROTOCOL_ERRORS[error]) }
      : { code: error.code, message: error.message };
  res.status(statusOf(body.code)).json({ ok: false, error: body });
}

/** The status an error from Express or a middleware asks for (4xx/5xx), or null. */
function statusAsked(e: unknown): number | null {
  const { status, statusCode } = (e ?? {}) as { status?: unknown; statusCode?: unknown };
  const s = typeof status === 'number' ? status : statusCode;
  return typeof s === 'number' && s >= 400 && s < 600 ? s : null;
}

/** The last handler of the app: every error that reached `next(err)` or was thrown by a route. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (e: unknown, req, res, next) => {
    if (res.headersSent) {
      next(e);
      return;
    }
    if (e instanceof AppError) {
      sendError(res, e.error);
      return;
    }
    const asked = statusAsked(e);
    if (asked !== null && asked < 500) {
      // The request could not be read: its path, its query or its body.
      if (asked === 404) sendError(res, 'NOT_FOUND', 'Not found.');
      else res.status(asked).json({ ok: false, error: { code: 'BAD_PAYLOAD', message: PROTOCOL_ERRORS.BAD_PAYLOAD } });
      return;
    }
    logger.error({ err: e, method: req.method, path: req.path }, 'HTTP request failed');
    sendError(res, 'INTERNAL');
  };
}
