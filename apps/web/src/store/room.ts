/**
 * Room slice: the room this tab is in (lobby and seats), as last sent by the
 * server. Pure reducers; see actions.ts.
 */
import type { RoomInfo } from '@kahroba/protocol';
import type { RequestError } from '../net/types';

export type JoinStatus = 'none' | 'joining' | 'joined' | 'needsName' | 'failed' | 'kicked';

export interface RoomSlice {
  room: {
    /** The room code the tab is in or joining (upper case). */
    code: string | null;
    info: RoomInfo | null;
    status: JoinStatus;
    error: RequestError | null;
  };
}

export const initialRoom = (): RoomSlice => ({
  room: { code: null, info: null, status: 'none', error: null },
});

type R = RoomSlice['room'];

export const joining = (_r: R, code: string): R => ({
  code,
  info: _r.code === code ? _r.info : null,
  status: 'joining',
  error: null,
});

export const joined = (r: R, info: RoomInfo): R => ({ ...r, code: info.code, info, status: 'joined', error: null });

/** A push from the server; ignored if it is for another room than ours. */
export const roomUpdated = (r: R, info: RoomInfo): R =>
  r.code !== null && r.code !== info.code ? r : { ...r, code: info.code, info, status: 'joined' };

export const joinFailed = (r: R, error: RequestError): R => ({ ...r, status: 'failed', error });

export const needsName = (r: R, code: string): R => ({ code, info: null, status: 'needsName', error: null });

export const kicked = (r: R, code: string): R =>
  r.code === code ? { ...r, info: null, status: 'kicked', error: null } : r;

export const left = (): R => initialRoom().room;
