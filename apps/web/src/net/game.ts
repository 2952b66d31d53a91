/**
 * Game intents: each carries the view version it was made against and a
 * client intent id. A timed-out intent, or one answered ROOM_MOVED (the room
 * is moving to another server node), is sent again with the same id (the
 * server answers a repeat without applying it twice; net/resend.ts); a
 * stale one triggers a resync from the server's view.
 */
import type { Action } from '@kahroba/engine';
import type { TakeBackInfo } from '@kahroba/protocol';
import { gameUpdated, intentSent, intentSettled, useAppStore } from '../store';
import { request } from './request';
import { sendWithResend } from './resend';
import { getSocket, onPush, setGapHandler } from './socket';
import type { Answer, DataOf } from './types';

let counter = 0;
/** A unique id for an intent; random where the browser allows, else time and a counter. */
export function newIntentId(): string {
  counter += 1;
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Asks the server for this viewer's current copy of the game. */
export async function syncGame(): Promise<void> {
  const answer = await request('game:sync', {}, { requireOnline: true });
  if (answer.ok) gameUpdated(answer.data);
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
  const { version, pending } = useAppStore.getState().game;
  if (pending) {
    return { ok: false, error: { code: 'RATE_LIMITED', message: 'The previous move is still on its way.' } };
  }
  const intentId = newIntentId();
  intentSent({ intentId, action, version });
  try {
    const answer = await sendWithResend(() =>
      request('game:act', { version, intentId, action }, { requireOnline: true }),
    );
    if (!answer.ok && (answer.error.code === 'STALE_VERSION' || answer.error.code === 'TIMEOUT')) {
      await syncGame();
    }
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

/** Sends `game:undo` for the version this tab shows. */
export function undo(): Promise<Answer<DataOf<'game:undo'>>> {
  const { version, gameNo } = useAppStore.getState().game;
  return request('game:undo', gameNo === null ? { version } : { version, gameNo }, { requireOnline: true });
}

/** Sends `game:hint` (protocol hints.ts) for the version this tab shows: allowed and counted, or refused (HINTS_OFF…). */
export function askHint(): Promise<Answer<DataOf<'game:hint'>>> {
  const { version, gameNo } = useAppStore.getState().game;
  return request('game:hint', gameNo === null ? { version } : { version, gameNo }, { requireOnline: true });
}

export const answerTakeBack = (id: string, accept: boolean): Promise<Answer<DataOf<'game:takeBackAnswer'>>> =>
  request('game:takeBackAnswer', { id, accept }, { requireOnline: true });

/** Calls `listener` with every take-back state pushed to this tab; returns the unsubscribe. */
export function onTakeBack(listener: (info: TakeBackInfo) => void): () => void {
  getSocket();
  // On the room's socket and on the next one (a socket per room, net/socket.ts).
  return onPush('game:takeBack', listener);
}
