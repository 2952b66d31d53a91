/** The typed Socket.IO shapes of this server. */
import type { Server, Socket } from 'socket.io';
import type { Ack, ClientToServerEvents, RequestName, ServerToClientEvents } from '@kahroba/protocol';

export interface SocketData {
  address: string;
}

/** Several nodes (cluster/forward.ts): a request of a connection on one node, run by the node that owns its room. */
export interface ForwardRequest {
  /** The node the connection is on. */
  node: string;
  code: string;
  socketId: string;
  address: string;
  /** The member the connection speaks for (known after its join); null for a join. */
  memberId: string | null;
  /** The other members it holds (a device: room/presence.ts), entered with it by a new owner. */
  local?: string[] | undefined;
  name: RequestName;
  payload: unknown;
}

/** The owner's answer, with the member a join made (so later requests name it) and the other members the connection holds there. */
export interface ForwardResponse {
  ack: Ack<unknown>;
  memberId?: string | undefined;
  local?: string[] | undefined;
}

export interface InterServerEvents {
  'kahroba:forward': (req: ForwardRequest, answer: (res: ForwardResponse | null) => void) => void;
  'kahroba:leave': (req: { code: string; socketId: string }) => void;
  'kahroba:taken': (req: { code: string }) => void;
}

export type ServerSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
