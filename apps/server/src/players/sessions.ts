/**
 * A player's session: 32 random bytes in the `kahroba_player` cookie
 * (HttpOnly, SameSite=Lax, Path=/, Secure when the page is https), stored
 * only as its sha256 with an expiry. Every sign-in and claim makes a new id
 * and deletes the one the request carried, so an id planted in a browser
 * before it signs in is worth nothing after (no fixation); sign-out deletes it.
 */
import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { PLAYER_COOKIE } from '@kahroba/protocol';
import { hashToken } from '../random';
import type { PlayerStore, StoredPlayer } from './store';

const DAY_MS = 86_400_000;
/** What a session id looks like: 43 base64url characters (anything else is not looked up). */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/u;

/** The session id the request's cookie carries, or null. */
export function sessionIdOf(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== PLAYER_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return SESSION_ID.test(value) ? value : null;
  }
  return null;
}

const cookieOptions = (secure: boolean): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure, path: '/' });

export interface Sessions {
  /** A new session for the player; the request's own session, if any, is deleted. */
  start(req: Request, res: Response, playerId: string, secure: boolean): Promise<void>;
  /** The signed-in player, or null. */
  player(req: Request): Promise<StoredPlayer | null>;
  /** Deletes the request's session (if any) and clears the cookie. */
  end(req: Request, res: Response, secure: boolean): Promise<void>;
}

export function sessions(store: PlayerStore, now: () => number, days: number): Sessions {
  return {
    async start(req, res, playerId, secure) {
      const id = randomBytes(32).toString('base64url');
      const old = sessionIdOf(req);
      const at = now();
      await store.createSession(hashToken(id), playerId, at, at + days * DAY_MS, old === null ? null : hashToken(old));
      res.cookie(PLAYER_COOKIE, id, { ...cookieOptions(secure), maxAge: days * DAY_MS });
    },
    async player(req) {
      const id = sessionIdOf(req);
      return id === null ? null : store.sessionPlayer(hashToken(id), now());
    },
    async end(req, res, secure) {
      const id = sessionIdOf(req);
      if (id !== null) await store.deleteSession(hashToken(id));
      res.clearCookie(PLAYER_COOKIE, cookieOptions(secure));
    },
  };
}
