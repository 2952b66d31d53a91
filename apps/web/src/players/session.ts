/**
 * Whether this page is signed in to a claimed name. The session itself is an
 * HttpOnly cookie the page cannot read, so the page remembers only a hint
 * (the name and id, in localStorage) to know whether asking the server is
 * worth a request: a browser that never signed in asks nothing, and its home
 * page is as before.
 */
import { create } from 'zustand';
import type { PlayerInfo } from '@kahroba/protocol';
import type { RequestError } from '../net/types';
import { me, signout } from './api';

const HINT_KEY = 'kahroba.player';

/** unknown: not asked yet; off: the host turned claiming names off; error: the server could not say. */
export type SessionStatus = 'unknown' | 'checking' | 'signedOut' | 'signedIn' | 'off' | 'error';

export interface SessionState {
  status: SessionStatus;
  player: PlayerInfo | null;
  error: RequestError | null;
}

export const useSession = create<SessionState>(() => ({ status: 'unknown', player: readHint(), error: null }));

function readHint(): PlayerInfo | null {
  try {
    const raw = localStorage.getItem(HINT_KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as Partial<PlayerInfo>;
    return typeof p.id === 'string' && typeof p.name === 'string' && typeof p.createdAt === 'number'
      ? { id: p.id, name: p.name, createdAt: p.createdAt }
      : null;
  } catch {
    return null;
  }
}

function writeHint(player: PlayerInfo | null): void {
  try {
    if (player) localStorage.setItem(HINT_KEY, JSON.stringify(player));
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Without storage the page asks the server on the account page only.
  }
}

/** This browser signed in before (and has not signed out): worth asking the server. */
export const hasSessionHint = (): boolean => readHint() !== null;

/** The claimed name this page is signed in to (after a claim or a sign-in). */
export function signedIn(player: PlayerInfo): void {
  writeHint(player);
  useSession.setState({ status: 'signedIn', player, error: null });
}

let asking: Promise<SessionState> | null = null;

/** Asks the server who this page is signed in as (once at a time). */
export function refreshSession(): Promise<SessionState> {
  asking ??= (async () => {
    useSession.setState({ status: 'checking' });
    const answer = await me();
    if (answer.ok) signedIn(answer.data);
    else if (answer.error.code === 'NOT_SIGNED_IN') {
      writeHint(null);
      useSession.setState({ status: 'signedOut', player: null, error: null });
    } else if (answer.error.code === 'ACCOUNTS_OFF') {
      writeHint(null);
      useSession.setState({ status: 'off', player: null, error: null });
    } else useSession.setState({ status: 'error', error: answer.error });
    asking = null;
    return useSession.getState();
  })();
  return asking;
}

/** Signs out (the server deletes the session and clears the cookie); the device's own games stay. */
export async function signOut(): Promise<RequestError | null> {
  const answer = await signout();
  if (!answer.ok) return answer.error;
  writeHint(null);
  useSession.setState({ status: 'signedOut', player: null, error: null });
  return null;
}
