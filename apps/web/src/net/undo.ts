/**
 * RULES Y6 online (protocol undo.ts): undo the seat's last action, or ask the
 * other people to accept a take-back, and answer their request. The pushed
 * `game:takeBack` states reach a listener; the undone game itself comes as a
 * `game:update` marked `undone`, handled by the game slice.
 */
import type { TakeBackInfo } from '@kahroba/protocol';
import { useAppStore } from '../store';
import { request } from './request';
import { getSocket } from './socket';
import type { Answer, DataOf } from './types';

/** Sends `game:undo` for the version this tab shows. */
export function undo(): Promise<Answer<DataOf<'game:undo'>>> {
  const { version, gameNo } = useAppStore.getState().game;
  return request('game:undo', gameNo === null ? { version } : { version, gameNo }, { requireOnline: true });
}

export const answerTakeBack = (id: string, accept: boolean): Promise<Answer<DataOf<'game:takeBackAnswer'>>> =>
  request('game:takeBackAnswer', { id, accept }, { requireOnline: true });

/** Calls `listener` with every take-back state pushed to this tab; returns the unsubscribe. */
export function onTakeBack(listener: (info: TakeBackInfo) => void): () => void {
  const socket = getSocket();
  socket.on('game:takeBack', listener);
  return () => { socket.off('game:takeBack', listener); };
}
