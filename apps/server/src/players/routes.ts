/**
 * The players' HTTP routes (the contract: packages/protocol/src/players.ts).
 * Every POST passes, in order: ACCOUNTS on (else ACCOUNTS_OFF), its `Origin`
 * allowed by the sockets' policy (else FORBIDDEN_ORIGIN: a page of another
 * site cannot use a player's cookie), a token of the address's bucket for
 * claims, sign-ins and attaches (RATE_LIMITED), a well-formed body
 * (BAD_PAYLOAD). The reads (`GET /me`, `/me/games`) need the session cookie,
 * which SameSite=Lax keeps off other sites' requests, and take a token of
 * the records' bucket.
 */
import express from 'express';
import type { Express, Request, RequestHandler, Response } from 'express';
import { randomBytes } from 'node:crypto';
import {
  AttachSchema,
  ClaimOptionsSchema,
  ClaimVerifySchema,
  PLAYER_CHALLENGE_MS,
  PLAYER_ROUTES,
  SigninOptionsSchema,
  SigninVerifySchema,
  SignoutSchema,
} from '@kahroba/protocol';
import type { PlayerInfo } from '@kahroba/protocol';
import type { z } from 'zod';
import { refuse } from '../errors';
import { originAllowed } from '../origin';
import type { OriginPolicy } from '../origin';
import { hashToken } from '../random';
import { nameKeys } from '../room/names';
import { sendError } from '../transport/http-errors';
import { attachSeats, gamesOf } from './seats';
import type { SeatSources } from './seats';
import { sessions } from './sessions';
import type { StoredPlayer } from './store';
import {
  authenticationOptions,
  challengeOf,
  newChallenge,
  registrationOptions,
  relyingParty,
  verifiedAuthentication,
  verifiedRegistration,
} from './webauthn';
import type { RelyingParty } from './webauthn';

export interface PlayerRouteDeps extends SeatSources {
  enabled: boolean;
  sessionDays: number;
  originPolicy: OriginPolicy;
  /** A token of the address's claim and sign-in bucket; false once RATE_LIMITED was sent. */
  attempt: (req: Request, res: Response) => Promise<boolean>;
  /** A token of the records' bucket (reads); false once RATE_LIMITED was sent. */
  read: (req: Request, res: Response) => Promise<boolean>;
}

const info = (p: StoredPlayer): PlayerInfo => ({ id: p.id, name: p.name, createdAt: p.createdAt });
const ok = (res: Response, data: unknown): void => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ ok: true, data });
};

export function registerPlayerRoutes(app: Express, deps: PlayerRouteDeps): void {
  const store = deps.store.players;
  const session = sessions(store, deps.now, deps.sessionDays);
  const json = express.json({ limit: '32kb' });

  /** The page's relying party: its Origin, once allowed; PUBLIC_ORIGIN for a program that sends none. */
  const rpOf = (req: Request): RelyingParty | null => {
    const origin = req.headers.origin;
    if (!originAllowed(origin, deps.originPolicy)) return null;
    return relyingParty(origin ?? deps.originPolicy.publicOrigin());
  };

  /** A POST route: the checks of the header comment, then `handle` with the parsed body. */
  function post<S extends z.ZodType>(
    path: string,
    schema: S,
    limited: boolean,
    handle: (req: Request, res: Response, body: z.output<S>, rp: RelyingParty) => Promise<void>,
  ): void {
    const route: RequestHandler = async (req, res) => {
      if (!deps.enabled) return sendError(res, 'ACCOUNTS_OFF');
      const rp = rpOf(req);
      if (!rp) return sendError(res, 'FORBIDDEN_ORIGIN');
      if (limited && !(await deps.attempt(req, res))) return;
      const parsed = schema.safeParse(req.body ?? {});
      if (!parsed.success) return sendError(res, 'BAD_PAYLOAD');
      await handle(req, res, parsed.data, rp);
    };
    app.post(path, json, route);
  }
  function get(path: string, handle: (res: Response, player: StoredPlayer) => void | Promise<void>): void {
    app.get(path, async (req, res) => {
      if (!deps.enabled) return sendError(res, 'ACCOUNTS_OFF');
      if (!(await deps.read(req, res))) return;
      const player = await session.player(req);
      if (!player) return sendError(res, 'NOT_SIGNED_IN');
      await handle(res, player);
    });
  }

  /** Hands out a challenge for one verify. */
  const challenge = async (kind: 'claim' | 'signin', name: string | null, playerId: string | null) => {
    const bytes = newChallenge();
    const hash = hashToken(Buffer.from(bytes).toString('base64url'));
    const now = deps.now();
    await store.addChallenge({ hash, kind, name, playerId, expiresAt: now + PLAYER_CHALLENGE_MS }, now);
    return bytes;
  };
  /** The challenge a response answers, taken (single use): CHALLENGE_EXPIRED when gone, late or of another kind. */
  const taken = async (clientDataJSON: string, kind: 'claim' | 'signin') => {
    const sent = challengeOf(clientDataJSON);
    const row = sent === null ? null : await store.takeChallenge(hashToken(sent));
    if (!row || sent === null || row.kind !== kind || row.expiresAt <= deps.now()) throw refuse('CHALLENGE_EXPIRED');
    return { sent, row };
  };

  post(PLAYER_ROUTES.claimOptions, ClaimOptionsSchema, true, async (_req, res, { name }, rp) => {
    if (await store.nameClaimed(nameKeys(name))) throw refuse('NAME_CLAIMED');
    const playerId = randomBytes(16).toString('base64url');
    ok(res, await registrationOptions(rp, name, playerId, await challenge('claim', name, playerId)));
  });

  post(PLAYER_ROUTES.claimVerify, ClaimVerifySchema, true, async (req, res, { name, response }, rp) => {
    const { sent, row } = await taken(response.response.clientDataJSON, 'claim');
    if (row.name !== name || row.playerId === null) throw refuse('CHALLENGE_EXPIRED');
    const credential = await verifiedRegistration(rp, response, sent);
    const player: StoredPlayer = { id: row.playerId, name, createdAt: deps.now() };
    const outcome = await store.createPlayer(
      player,
      nameKeys(name),
      { ...credential, playerId: player.id },
      deps.now(),
    );
    if (outcome === 'name-claimed') throw refuse('NAME_CLAIMED');
    if (outcome === 'credential-known') throw refuse('PASSKEY_REFUSED');
    await session.start(req, res, player.id, rp.secure || req.secure);
    ok(res, info(player));
  });

  post(PLAYER_ROUTES.signinOptions, SigninOptionsSchema, true, async (_req, res, _body, rp) => {
    ok(res, await authenticationOptions(rp, await challenge('signin', null, null)));
  });

  post(PLAYER_ROUTES.signinVerify, SigninVerifySchema, true, async (req, res, { response }, rp) => {
    const { sent } = await taken(response.response.clientDataJSON, 'signin');
    const credential = await store.credential(response.id);
    if (!credential) throw refuse('PASSKEY_REFUSED');
    const counter = await verifiedAuthentication(rp, response, sent, credential);
    const player = await store.player(credential.playerId);
    if (!player) throw refuse('PASSKEY_REFUSED');
    await store.credentialUsed(credential.id, counter, deps.now());
    await session.start(req, res, player.id, rp.secure || req.secure);
    ok(res, info(player));
  });

  post(PLAYER_ROUTES.signout, SignoutSchema, false, async (req, res, _body, rp) => {
    await session.end(req, res, rp.secure || req.secure);
    ok(res, null);
  });

  post(PLAYER_ROUTES.attach, AttachSchema, true, async (req, res, { seats }) => {
    const player = await session.player(req);
    if (!player) throw refuse('NOT_SIGNED_IN');
    ok(res, { attached: await attachSeats(deps, player.id, seats) });
  });

  get(PLAYER_ROUTES.me, (res, player) => {
    ok(res, info(player));
  });
  get(PLAYER_ROUTES.games, async (res, player) => {
    ok(res, await gamesOf(deps, player.id));
  });
}
