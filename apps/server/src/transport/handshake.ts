/**
 * What a connection must pass before any request (sockets.ts): the page's
 * protocol version (a page of another version, kept open across an upgrade,
 * is told so at once, before it is counted), then the per-address cap on open
 * connections (on all nodes together with a cluster). A refusal's code
 * (HANDSHAKE_ERRORS) is the client's `connect_error` message.
 */
import { handshakeProtocol, PROTOCOL_VERSION } from '@kahroba/protocol';
import type { HandshakeErrorCode } from '@kahroba/protocol';
import { clientAddress } from '../client-address';
import type { Trust } from '../client-address';
import type { connectionCap } from '../cluster/shared-limits';
import type { IoServer } from '../socket-types';

const refusal = (code: HandshakeErrorCode, data?: Record<string, unknown>): Error =>
  Object.assign(new Error(code), data ? { data } : {});

export function guardHandshake(io: IoServer, connections: ReturnType<typeof connectionCap>, trust: Trust): void {
  // A page of another protocol version (kept open across an upgrade) is told so at once, before it is counted.
  io.use((socket, next) => {
    if (handshakeProtocol(socket.handshake.auth) === PROTOCOL_VERSION) {
      next();
      return;
    }
    next(refusal('PROTOCOL_MISMATCH', { server: PROTOCOL_VERSION }));
  });

  // So many open connections per address (on all nodes together with a cluster).
  io.use((socket, next) => {
    const address = clientAddress(socket.request, trust);
    void connections.add(address).then((ok) => {
      if (!ok) {
        next(refusal('TOO_MANY_CONNECTIONS'));
        return;
      }
      socket.data.address = address;
      // Gone while it was counted: Socket.IO drops it without a 'disconnect', so uncounted here.
      if (socket.conn.readyState !== 'open') connections.remove(address);
      else socket.once('disconnect', () => connections.remove(address));
      next();
    });
  });
}
