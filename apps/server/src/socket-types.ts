/** The typed Socket.IO shapes of this server. */
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@kahroba/protocol';
import type { Room } from './room';

/** Which room and member a connection speaks for, once joined. */
export interface Session { room: Room; memberId: string }

export interface SocketData {
  session: Session | null;
  address: string;
}

export type ServerSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
