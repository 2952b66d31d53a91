/** Types of the client side of the protocol: typed socket, request names and ack data. */
import type { Socket } from 'socket.io-client';
import type { AckFn, ClientToServerEvents, ProtocolError, RequestName, ServerToClientEvents } from '@kahroba/protocol';

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The payload a request takes. */
export type PayloadOf<N extends RequestName> = Parameters<ClientToServerEvents[N]>[0];
/** The data a successful acknowledgement carries. */
export type DataOf<N extends RequestName> = Parameters<ClientToServerEvents[N]>[1] extends AckFn<infer T> ? T : never;

/** Failures decided on this side of the wire (OUTDATED: the server refused this page's protocol at the handshake). */
export const CLIENT_ERRORS = ['TIMEOUT', 'OFFLINE', 'OUTDATED'] as const;
export type ClientErrorCode = (typeof CLIENT_ERRORS)[number];

/** A refusal from the server (protocol or engine, with a rule id) or a local failure. */
export type RequestError = ProtocolError | { code: ClientErrorCode; message: string; rule?: undefined };

export type Answer<T> = { ok: true; data: T } | { ok: false; error: RequestError };
