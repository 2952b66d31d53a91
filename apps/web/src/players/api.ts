/**
 * The players' HTTP routes (packages/protocol/src/players.ts), one function
 * each. Every answer is checked against its shape (schemas.ts) and comes back
 * as an `Answer`: the server's refusal as it is, a network failure as
 * OFFLINE, a server of another protocol version as OUTDATED, an answer of the
 * wrong shape as INTERNAL. The session cookie is the browser's to send (same
 * origin); the page never sees it.
 */
import type * as z from 'zod/mini';
import type {
  AttachedData,
  AttachPayload,
  AuthenticationOptions,
  AuthenticationResponse,
  PLAYER_ROUTES,
  PlayerGame,
  PlayerInfo,
  RegistrationOptions,
  RegistrationResponse,
} from '@kahroba/protocol';
import { ApiVersionError, apiFetch } from '../net/api';
import type { Answer, RequestError } from '../net/types';
import {
  AttachedSchema,
  AuthenticationOptionsSchema,
  NullSchema,
  PlayerGamesSchema,
  PlayerInfoSchema,
  RegistrationOptionsSchema,
} from './schemas';

/**
 * The contract's paths, typed as the contract's own (a path that differs does
 * not compile) without loading the protocol package's schemas into the page.
 */
const ROUTES: typeof PLAYER_ROUTES = {
  claimOptions: '/api/players/claim/options',
  claimVerify: '/api/players/claim/verify',
  signinOptions: '/api/players/signin/options',
  signinVerify: '/api/players/signin/verify',
  signout: '/api/players/signout',
  me: '/api/players/me',
  attach: '/api/players/me/attach',
  games: '/api/players/me/games',
};

const failure = (code: RequestError['code'], message: string): { ok: false; error: RequestError } => ({
  ok: false,
  error: { code, message } as RequestError,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Reads an answer `{ ok, data } | { ok: false, error }`, its data checked by `schema`. */
export function readAnswer<T>(body: unknown, schema: z.ZodMiniType<T>): Answer<T> {
  if (!isRecord(body)) return failure('INTERNAL', 'the server answered something that is not an answer');
  if (body.ok === true) {
    const data = schema.safeParse(body.data);
    return data.success ? { ok: true, data: data.data } : failure('INTERNAL', 'the server answered in another shape');
  }
  const error = body.error;
  if (body.ok === false && isRecord(error) && typeof error.code === 'string')
    return failure(error.code as RequestError['code'], typeof error.message === 'string' ? error.message : '');
  return failure('INTERNAL', 'the server answered something that is not an answer');
}

async function call<T>(path: string, schema: z.ZodMiniType<T>, body?: unknown): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await apiFetch(
      path,
      body === undefined
        ? { cache: 'no-store', credentials: 'same-origin' }
        : {
            method: 'POST',
            cache: 'no-store',
            credentials: 'same-origin',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          },
    );
  } catch (e) {
    if (e instanceof ApiVersionError) return failure('OUTDATED', e.message);
    return failure('OFFLINE', 'the server could not be reached');
  }
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    return failure(res.status === 429 ? 'RATE_LIMITED' : 'INTERNAL', `the server answered ${res.status} without JSON`);
  }
  return readAnswer(parsed, schema);
}

export const claimOptions = (name: string): Promise<Answer<RegistrationOptions>> =>
  call(ROUTES.claimOptions, RegistrationOptionsSchema, { name });

export const claimVerify = (name: string, response: RegistrationResponse): Promise<Answer<PlayerInfo>> =>
  call(ROUTES.claimVerify, PlayerInfoSchema, { name, response });

export const signinOptions = (): Promise<Answer<AuthenticationOptions>> =>
  call(ROUTES.signinOptions, AuthenticationOptionsSchema, {});

export const signinVerify = (response: AuthenticationResponse): Promise<Answer<PlayerInfo>> =>
  call(ROUTES.signinVerify, PlayerInfoSchema, { response });

export const signout = (): Promise<Answer<null>> => call(ROUTES.signout, NullSchema, {});

export const me = (): Promise<Answer<PlayerInfo>> => call(ROUTES.me, PlayerInfoSchema);

export const attach = (seats: AttachPayload['seats']): Promise<Answer<AttachedData>> =>
  call(ROUTES.attach, AttachedSchema, { seats });

export const myGames = (): Promise<Answer<PlayerGame[]>> => call(ROUTES.games, PlayerGamesSchema);
