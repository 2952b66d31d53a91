/**
 * The two passkey ceremonies: claim a name (options, the browser makes a
 * passkey, verify) and sign in (options, the browser offers its passkeys for
 * this site, verify). What the browser refuses becomes a code the page words
 * (PASSKEY_CANCELLED when the person closed the prompt or it timed out).
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { AuthenticationResponse, PlayerInfo, RegistrationResponse } from '@kahroba/protocol';
import type { RequestError } from '../net/types';
import { claimOptions, claimVerify, signinOptions, signinVerify } from './api';

/** What the browser itself refused, before anything reached the server. */
export const BROWSER_ERRORS = ['PASSKEY_CANCELLED', 'PASSKEY_UNSUPPORTED', 'PASSKEY_EXISTS', 'PASSKEY_FAILED'] as const;
export type BrowserErrorCode = (typeof BROWSER_ERRORS)[number];

export type PlayerError = RequestError | { code: BrowserErrorCode; message: string; rule?: undefined };
export type PlayerAnswer<T> = { ok: true; data: T } | { ok: false; error: PlayerError };

/** The browser's refusal as a code: a closed prompt, a passkey this device already has for the name, or another failure. */
export function browserError(e: unknown): { ok: false; error: PlayerError } {
  const name = e instanceof Error ? e.name : '';
  const code = (e as { code?: unknown } | null)?.code;
  const message = e instanceof Error ? e.message : String(e);
  if (name === 'NotAllowedError' || name === 'AbortError')
    return { ok: false, error: { code: 'PASSKEY_CANCELLED', message } };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return { ok: false, error: { code: 'PASSKEY_EXISTS', message } };
  if (name === 'NotSupportedError') return { ok: false, error: { code: 'PASSKEY_UNSUPPORTED', message } };
  return { ok: false, error: { code: 'PASSKEY_FAILED', message } };
}

/** Whether this browser can make or use a passkey at all. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

const unsupported = (): { ok: false; error: PlayerError } => ({
  ok: false,
  error: { code: 'PASSKEY_UNSUPPORTED', message: 'this browser has no passkeys' },
});

/* The library's responses as the plain JSON objects they are (its interfaces only lack the contract's open index). */
const registrationJson = (r: RegistrationResponseJSON): RegistrationResponse => ({
  ...r,
  response: { ...r.response },
  clientExtensionResults: { ...r.clientExtensionResults },
});
const authenticationJson = (r: AuthenticationResponseJSON): AuthenticationResponse => ({
  ...r,
  response: { ...r.response },
  clientExtensionResults: { ...r.clientExtensionResults },
});

/** Claims `name` with a new passkey made on this device. */
export async function claimName(name: string): Promise<PlayerAnswer<PlayerInfo>> {
  if (!passkeysSupported()) return unsupported();
  const options = await claimOptions(name);
  if (!options.ok) return options;
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.data });
  } catch (e) {
    return browserError(e);
  }
  return claimVerify(name, registrationJson(response));
}

/** Signs in with one of the passkeys the browser holds for this site. */
export async function signIn(): Promise<PlayerAnswer<PlayerInfo>> {
  if (!passkeysSupported()) return unsupported();
  const options = await signinOptions();
  if (!options.ok) return options;
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.data });
  } catch (e) {
    return browserError(e);
  }
  return signinVerify(authenticationJson(response));
}
