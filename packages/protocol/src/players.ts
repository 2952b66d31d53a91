/**
 * Players (issue 52): an optional name a person claims on the server with a
 * passkey (WebAuthn; no passwords), kept across devices. Anyone still plays
 * without one. HTTP, JSON bodies, every answer
 * `{ ok: true, data } | { ok: false, error: { code, message } }`.
 *
 * Every POST is refused with FORBIDDEN_ORIGIN when its `Origin` header is not
 * one the server's sockets accept (PUBLIC_ORIGIN, ALLOWED_ORIGINS, its own
 * addresses). A host who set ACCOUNTS=off gets ACCOUNTS_OFF from every route.
 * The session lives in the HttpOnly, SameSite=Lax cookie `kahroba_player`
 * (Secure over https); a page never sees its value. Sign-in and claim
 * attempts are limited per address (RATE_LIMITED).
 *
 * - `POST /api/players/claim/options { name }` → `RegistrationOptions`, for
 *   `startRegistration({ optionsJSON })` of @simplewebauthn/browser. NAME_CLAIMED
 *   when the name, or one that looks the same (the seat names' confusable
 *   rules), is already claimed.
 * - `POST /api/players/claim/verify { name, response }` (the same name, the
 *   browser's registration response) → `PlayerInfo`, and the session cookie.
 * - `POST /api/players/signin/options {}` → `AuthenticationOptions` for
 *   `startAuthentication({ optionsJSON })`: no credential list (a passkey
 *   is discoverable, the browser offers the ones it has for this site).
 * - `POST /api/players/signin/verify { response }` → `PlayerInfo`, and a new
 *   session cookie (a new session id at every sign-in; any session the
 *   request carried is deleted).
 * - `POST /api/players/signout {}` → `null`; the session is deleted and the
 *   cookie cleared (answered the same when there was none).
 * - `GET /api/players/me` → `PlayerInfo`, or NOT_SIGNED_IN.
 * - `POST /api/players/me/attach { seats: [{ code, token }] }` → `AttachedData`:
 *   the seats a device holds (its stored seat tokens) become the player's.
 *   All or nothing: a token not valid for its room is BAD_TOKEN, a spectator's
 *   NOT_SEATED, a seat already attached (to this player or another)
 *   ALREADY_ATTACHED, more than MAX_PLAYER_SEATS in all ATTACH_FULL, each with
 *   nothing changed. A page signed in attaches each new seat it gets.
 * - `GET /api/players/me/games` → `PlayerGame[]`, the games of the attached
 *   seats, the most recent first: each a room's public game summary (as
 *   `GET /api/rooms/:code/games` lists it) with the room, the seat and the
 *   name played as. Never a seat token, never a hand.
 *
 * A challenge (the `challenge` of the options) is good for one verify
 * within PLAYER_CHALLENGE_MS, whatever that verify's outcome:
 * CHALLENGE_EXPIRED after. A response the server cannot accept (made for
 * another origin or site, a wrong signature, a passkey it does not know) is
 * PASSKEY_REFUSED.
 */
import { z } from 'zod';
import type { Seat } from '@kahroba/engine';
import type { GameSummary } from './games';
import { NameSchema } from './name';
import { CodeSchema, TokenSchema } from './room-requests';

/** The cookie that carries a player's session. */
export const PLAYER_COOKIE = 'kahroba_player';
/** How long a challenge may be answered (ms). */
export const PLAYER_CHALLENGE_MS = 5 * 60_000;
/** Seats a player may hold attached, in all. */
export const MAX_PLAYER_SEATS = 500;
/** Seats sent in one attach request. */
export const MAX_ATTACH_SEATS = 100;

/** A claimed name, as its owner sees it. */
export interface PlayerInfo {
  /** Public and stable: the player's id. */
  id: string;
  name: string;
  /** Epoch ms. */
  createdAt: number;
}

/** One game of a player's: the room's public summary plus where they sat. */
export interface PlayerGame extends GameSummary {
  code: string;
  seat: Seat;
  /** The seat's name when the game started (the name the player had in that room). */
  playedAs: string;
}

export interface AttachedData {
  /** Seats attached by this request. */
  attached: number;
}

/* WebAuthn, as JSON (base64url for every binary field): the shapes of the W3C spec and @simplewebauthn. */

export type Base64URL = string;
export type AuthenticatorTransport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';

export interface CredentialDescriptor {
  id: Base64URL;
  type: 'public-key';
  transports?: AuthenticatorTransport[];
}

export interface RegistrationOptions {
  rp: { name: string; id?: string };
  user: { id: Base64URL; name: string; displayName: string };
  challenge: Base64URL;
  pubKeyCredParams: { alg: number; type: 'public-key' }[];
  timeout?: number;
  excludeCredentials?: CredentialDescriptor[];
  authenticatorSelection?: {
    authenticatorAttachment?: 'platform' | 'cross-platform';
    requireResidentKey?: boolean;
    residentKey?: 'discouraged' | 'preferred' | 'required';
    userVerification?: 'discouraged' | 'preferred' | 'required';
  };
  attestation?: 'direct' | 'enterprise' | 'indirect' | 'none';
  extensions?: Record<string, unknown>;
}

export interface AuthenticationOptions {
  challenge: Base64URL;
  timeout?: number;
  rpId?: string;
  allowCredentials?: CredentialDescriptor[];
  userVerification?: 'discouraged' | 'preferred' | 'required';
  extensions?: Record<string, unknown>;
}

const B64URL = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/u);
const Transports = z.array(z.string().max(32)).max(8);

/** What `startRegistration` resolves to (`RegistrationResponseJSON`). */
export const RegistrationResponseSchema = z.object({
  id: B64URL(1_024),
  rawId: B64URL(1_024),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: B64URL(4_096),
    attestationObject: B64URL(16_384),
    transports: Transports.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** What `startAuthentication` resolves to (`AuthenticationResponseJSON`). */
export const AuthenticationResponseSchema = z.object({
  id: B64URL(1_024),
  rawId: B64URL(1_024),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: B64URL(4_096),
    authenticatorData: B64URL(4_096),
    signature: B64URL(1_024),
    userHandle: B64URL(512).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

export type RegistrationResponse = z.input<typeof RegistrationResponseSchema>;
export type AuthenticationResponse = z.input<typeof AuthenticationResponseSchema>;

export const ClaimOptionsSchema = z.object({ name: NameSchema }).strict();
export const ClaimVerifySchema = z.object({ name: NameSchema, response: RegistrationResponseSchema }).strict();
export const SigninOptionsSchema = z.object({}).strict();
export const SigninVerifySchema = z.object({ response: AuthenticationResponseSchema }).strict();
export const SignoutSchema = z.object({}).strict();
export const AttachSchema = z
  .object({
    seats: z
      .array(z.object({ code: CodeSchema, token: TokenSchema }).strict())
      .min(1)
      .max(MAX_ATTACH_SEATS)
      .refine((s) => new Set(s.map((x) => x.token)).size === s.length, 'tokens must be distinct'),
  })
  .strict();

export type ClaimOptionsPayload = z.input<typeof ClaimOptionsSchema>;
export type ClaimVerifyPayload = z.input<typeof ClaimVerifySchema>;
export type SigninVerifyPayload = z.input<typeof SigninVerifySchema>;
export type AttachPayload = z.input<typeof AttachSchema>;

/** The routes, for a client to name them once. */
export const PLAYER_ROUTES = {
  claimOptions: '/api/players/claim/options',
  claimVerify: '/api/players/claim/verify',
  signinOptions: '/api/players/signin/options',
  signinVerify: '/api/players/signin/verify',
  signout: '/api/players/signout',
  me: '/api/players/me',
  attach: '/api/players/me/attach',
  games: '/api/players/me/games',
} as const;
