/**
 * Game intents: each carries the view version it was made against and a
 * client intent id. A timed-out intent, or one answered ROOM_MOVED (the room
 * is moving to another server node), is sent again with the same id (the
 * server answers a repeat without applying it twice; net/resend.ts); a
 * stale one triggers a resync from the server's view, on which the player
 * decides again. An accepted intent stays pending until the view holds what
 * it did: with several server nodes its answer may overtake the push (a node
 * standing in answers through the room's owner; the push comes by the
 * adapter), and a move made on the view before it would be refused as stale.
 */
import type { Action, Seat } from '@kahroba/engine';
import type { TakeBackInfo } from '@kahroba/protocol';
import { gameUpdated, intentSent, intentSettled, useAppStore } from '../store';
import { request } from './request';
import { sendWithResend } from './resend';
import { getSocket, onPush, setGapHandler } from './socket';
import type { Answer, DataOf } from './types';
import { actingSeat } from './local-seats';

let counter = 0;
/** A unique id for an intent; random where the browser allows, else time and a counter. */
export function newIntentId(): string {
  counter += 1;
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** How long an accepted intent waits for the push of what it did before asking for the view. */
export const PUSH_WAIT_MS = 1_000;

/**
 * Asks the server for this viewer's current copy of the game; sent again while
 * the room is moving between nodes (a failover), so the view is not left behind.
 */
export async function syncGame(): Promise<void> {
  const answer = await sendWithResend(() => request('game:sync', {}, { requireOnline: true }));
  if (answer.ok) gameUpdated(answer.data);
}

/** Resolves once the view holds `version` of game `gameNo` (or another game), else asks for it after PUSH_WAIT_MS. */
async function caughtUp(gameNo: number | null, version: number): Promise<void> {
  const holds = (g: { gameNo: number | null; version: number }): boolean => g.gameNo !== gameNo || g.version >= version;
  if (holds(useAppStore.getState().game)) return;
  const pushed = await new Promise<boolean>((resolve) => {
    const done = (ok: boolean): void => {
      clearTimeout(timer);
      unsubscribe();
      resolve(ok);
    };
    const unsubscribe = useAppStore.subscribe((s) => {
      if (holds(s.game)) done(true);
    });
    const timer = setTimeout(() => done(false), PUSH_WAIT_MS);
  });
  if (!pushed) await syncGame();
}

/**
 * A `game:patch` made from a version this tab does not hold: the whole view
 * again. One sync at a time; patches that arrive meanwhile are older than its
 * answer or fit it.
 */
let resyncing: Promise<void> | null = null;
setGapHandler(() => {
  resyncing ??= syncGame().finally(() => {
    resyncing = null;
  });
});

/** Sends one action or decision answer for the seat this tab holds. */
export async function act(action: Action): Promise<Answer<DataOf<'game:act'>>> {
  const { version, gameNo, pending } = useAppStore.getState().game;
  if (pending) {
    return { ok: false, error: { code: 'RATE_LIMITED', message: 'The previous move is still on its way.' } };
  }
  const intentId = newIntentId();
  intentSent({ intentId, action, version });
  try {
    const answer = await sendWithResend(() =>
      request('game:act', { version, intentId, action, ...actingSeat() }, { requireOnline: true }),
    );
    if (answer.ok) await caughtUp(gameNo, answer.data.version);
    else if (answer.error.code === 'STALE_VERSION' || answer.error.code === 'TIMEOUT') await syncGame();
    return answer;
  } finally {
    intentSettled(intentId);
  }
}

/** The full record of the room's game (for the replay screen and download). */
export const fetchRecord = () => request('game:record', {});

/*
 * RULINGS R12 online (protocol undo.ts): undo the seat's last action, or ask the
 * other people for a take-back, and answer theirs. The undone game itself
 * comes as a `game:update` marked `undone`, handled by the game slice.
 */

/** Sends `game:undo` for the version this tab shows; `seat`: a shared device's pass screen names the seat undoing. */
export function undo(seat?: Seat): Promise<Answer<DataOf<'game:undo'>>> {
  const { version, gameNo } = useAppStore.getState().game;
  const as = seat === undefined ? actingSeat() : { as: seat };
  return request('game:undo', gameNo === null ? { version, ...as } : { version, gameNo, ...as }, {
    requireOnline: true,
  });
}

/** Sends `game:hint` (protocol hints.ts) for the version this tab shows: allowed and counted, or refused (HINTS_OFF…). */
export function askHint(): Promise<Answer<DataOf<'game:hint'>>> {
  const { version, gameNo } = useAppStore.getState().game;
  const as = actingSeat();
  return request('game:hint', gameNo === null ? { version, ...as } : { version, gameNo, ...as }, {
    requireOnline: true,
  });
}

/** `as`: on a shared device, the seat answering (each answers for itself). */
export const answerTakeBack = (
  id: string,
  accept: boolean,
  as?: Seat,
): Promise<Answer<DataOf<'game:takeBackAnswer'>>> =>
  request('game:takeBackAnswer', as === undefined ? { id, accept } : { id, accept, as }, { requireOnline: true });

/**
 * A shared device: whose view it is sent from now on (the pass screen
 * confirmed by that person), or none (null). The answer is that whole view.
 */
export async function focusSeat(seat: Seat | null): Promise<Answer<DataOf<'game:focus'>>> {
  const answer = await request('game:focus', { seat }, { requireOnline: true });
  if (answer.ok) gameUpdated(answer.data);
  return answer;
}

/** Calls `listener` with every take-back state pushed to this tab; returns the unsubscribe. */
export function onTakeBack(listener: (info: TakeBackInfo) => void): () => void {
  getSocket();
  // On the room's socket and on the next one (a socket per room, net/socket.ts).
  return onPush('game:takeBack', listener);
}
