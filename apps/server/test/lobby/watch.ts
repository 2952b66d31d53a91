/** A connection watching the open lobby: the list it holds, kept up to date by the pushes, as the web client does. */
import type { OpenRoomInfo } from '@kahroba/protocol';
import type { Client } from '../harness';

export interface Watcher {
  /** The list as this connection holds it, by code. */
  rooms: Map<string, OpenRoomInfo>;
  /** Every push, in order. */
  pushes: string[];
}

export async function watchLobby(c: Client): Promise<Watcher> {
  const w: Watcher = { rooms: new Map(), pushes: [] };
  c.socket.on('lobby:room', (r) => {
    w.pushes.push(`room ${r.code}`);
    w.rooms.set(r.code, r);
  });
  c.socket.on('lobby:gone', ({ code }) => {
    w.pushes.push(`gone ${code}`);
    w.rooms.delete(code);
  });
  const list = await c.must('lobby:watch', {});
  for (const r of list.rooms) w.rooms.set(r.code, r);
  return w;
}
