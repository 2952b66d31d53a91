/**
 * The open lobby over the tab's one connection (net/socket.ts): watch the
 * list while the lobby page is open (asked again on every reconnect, since a
 * new connection is no longer subscribed), and quick play, whose seat token
 * is kept like any join's so the room page takes the seat at once.
 */
import type { OpenRoomInfo, QuickPlayPayload } from '@kahroba/protocol';
import { getSocket, type Answer } from '../net';
import { request } from '../net/request';
import { saveName, saveSeatToken } from '../net/storage';
import { changed, listArrived, listAsked, listFailed, update } from './store';

async function ask(): Promise<void> {
  update(listAsked);
  const answer = await request('lobby:watch', {}, { timeoutMs: 10_000 });
  if (answer.ok) update((s) => listArrived(s, answer.data.rooms));
  else update((s) => listFailed(s, answer.error));
}

/** Watches the lobby until the returned function is called (the page closes). */
export function watchLobby(): () => void {
  const socket = getSocket();
  const onRoom = (room: OpenRoomInfo): void => update((s) => changed(s, { kind: 'room', room }));
  const onGone = ({ code }: { code: string }): void => update((s) => changed(s, { kind: 'gone', code }));
  const onConnect = (): void => {
    void ask();
  };
  socket.on('lobby:room', onRoom);
  socket.on('lobby:gone', onGone);
  socket.on('connect', onConnect);
  void ask();
  return () => {
    socket.off('lobby:room', onRoom);
    socket.off('lobby:gone', onGone);
    socket.off('connect', onConnect);
    if (socket.connected) void request('lobby:unwatch', {});
  };
}

/** Try the list again after a refusal or a time-out. */
export const retryLobby = (): Promise<void> => ask();

/** A seat in the best-matching open room, or a new open room; the code of the room to go to. */
export async function quickPlay(payload: QuickPlayPayload): Promise<Answer<{ code: string }>> {
  saveName(payload.name);
  const answer = await request('lobby:quickPlay', payload, { timeoutMs: 10_000 });
  if (!answer.ok) return answer;
  const { room, token } = answer.data;
  saveSeatToken(room.code, token, Date.now(), room.you.seat);
  return { ok: true, data: { code: room.code } };
}
