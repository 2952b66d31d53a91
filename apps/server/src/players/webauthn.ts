/**
 * The WebAuthn side of players, through @simplewebauthn/server. The relying
 * party is the page's own origin: the request's `Origin` (already checked
 * against the sockets' policy, origin.ts) or, for a program that sends none,
 * PUBLIC_ORIGIN; its host name is the RP ID. A response is checked against
 * exactly that origin and RP ID, so a passkey made on another site, or a
 * response gathered by a page of another origin, is refused (PASSKEY_REFUSED).
 * No attestation is asked for (a name in a board game needs no make of
 * authenticator); user verification is preferred, not required, so a plain
 * security key works too: holding the passkey is the proof.
 */
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { PLAYER_CHALLENGE_MS } from '@kahroba/protocol';
import type {
  AuthenticationOptions,
  AuthenticationResponse,
  RegistrationOptions,
  RegistrationResponse,
} from '@kahroba/protocol';
import { refuse } from '../errors';
import type { StoredCredential } from './store';

/** Shown by the browser when a passkey is made. */
const RP_NAME = 'Kahroba Online';
/** ES256, Ed25519, RS256: what platform authenticators and security keys make. */
const ALGORITHMS = [-7, -8, -257];

export interface RelyingParty {
  origin: string;
  rpID: string;
  /** The page is served over https: its cookie is Secure. */
  secure: boolean;
}

/** The relying party of a page at `origin` (an http(s) origin the policy allowed). */
export function relyingParty(origin: string): RelyingParty {
  const u = new URL(origin);
  return { origin: u.origin, rpID: u.hostname, secure: u.protocol === 'https:' };
}

/** A fresh challenge: 32 random bytes. */
export const newChallenge = (): Uint8Array<ArrayBuffer> => new Uint8Array(randomBytes(32));

/** The challenge a response answers (from its clientDataJSON), or null when it names none. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 ? data.challenge : null;
  } catch {
    return null;
  }
}

export async function registrationOptions(
  rp: RelyingParty,
  name: string,
  playerId: string,
  challenge: Uint8Array<ArrayBuffer>,
): Promise<RegistrationOptions> {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: name,
    userDisplayName: name,
    userID: new Uint8Array(Buffer.from(playerId, 'base64url')),
    challenge,
    timeout: PLAYER_CHALLENGE_MS,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return options as RegistrationOptions;
}

export async function authenticationOptions(
  rp: RelyingParty,
  challenge: Uint8Array<ArrayBuffer>,
): Promise<AuthenticationOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    challenge,
    timeout: PLAYER_CHALLENGE_MS,
    userVerification: 'preferred',
  });
  return options as AuthenticationOptions;
}

/** The new passkey of a registration response for `challenge`, or PASSKEY_REFUSED. */
export async function verifiedRegistration(
  rp: RelyingParty,
  response: RegistrationResponse,
  challenge: string,
): Promise<Omit<StoredCredential, 'playerId'>> {
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch {
    throw refuse('PASSKEY_REFUSED');
  }
  if (!result.verified) throw refuse('PASSKEY_REFUSED');
  const { credential } = result.registrationInfo;
  return {
    id: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: [...(credential.transports ?? [])],
  };
}

/** The passkey's new counter after an authentication response for `challenge`, or PASSKEY_REFUSED. */
export async function verifiedAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponse,
  challenge: string,
  credential: StoredCredential,
): Promise<number> {
  // A user handle, when the authenticator sends one, must be the passkey's own player.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== credential.playerId) throw refuse('PASSKEY_REFUSED');
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
        counter: credential.counter,
        transports: credential.transports,
      },
    });
  } catch {
    throw refuse('PASSKEY_REFUSED');
  }
  if (!result.verified) throw refuse('PASSKEY_REFUSED');
  return result.authenticationInfo.newCounter;
}
