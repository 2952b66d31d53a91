/**
 * A room link is opened on a slow phone: everything its table needs is
 * started at once, in parallel, instead of one after the other — the link to
 * the server (its handshake takes several round trips) and the table's code
 * (loaded otherwise only once the room has answered). Other routes start
 * nothing: the home page and hot-seat need no server.
 */
import { parseRoute } from './router';
import { getSocket, socketForRoom } from './net';

export function warmUp(pathname: string): void {
  const route = parseRoute(pathname);
  if (route.name !== 'room') return;
  // The room's own socket (the load balancer routes it by the room it names).
  socketForRoom(route.code);
  getSocket();
  // A failure here is met again, and shown, where the table is needed (screens/shell/ScreenBoundary.tsx).
  import('./screens/room/OnlineGame').catch(() => undefined);
}
