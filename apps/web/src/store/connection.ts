/**
 * Connection slice: the state of the realtime link, shown to the player as
 * "online", "reconnecting…" or "offline". Pure reducers; see actions.ts.
 */

export const CONNECTION_STATUSES = ['idle', 'connecting', 'online', 'reconnecting', 'offline', 'outdated'] as const;
/**
 * - idle: no socket opened yet (home page, hot-seat);
 * - connecting: first connection under way;
 * - online: connected;
 * - reconnecting: the link dropped and Socket.IO is retrying;
 * - offline: the browser reports no network, or retries gave up;
 * - outdated: the server speaks a newer protocol than this page (an upgrade
 *   while it was open): only a reload brings the link back.
 */
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export interface ConnectionSlice {
  connection: {
    status: ConnectionStatus;
    /** Reconnection attempts since the link dropped (0 while online). */
    attempt: number;
    /** True once the first connection succeeded: later connects are resyncs. */
    everConnected: boolean;
    /** Connections made again after a drop (a server restart among them). */
    resumed: number;
  };
}

export const initialConnection = (): ConnectionSlice => ({
  connection: { status: 'idle', attempt: 0, everConnected: false, resumed: 0 },
});

type C = ConnectionSlice['connection'];

export const connecting = (c: C): C => ({ ...c, status: c.everConnected ? 'reconnecting' : 'connecting' });

export const connected = (c: C): C => ({
  ...c,
  status: 'online',
  attempt: 0,
  everConnected: true,
  resumed: c.everConnected ? c.resumed + 1 : c.resumed,
});

/** A socket opened for another room (one per room, net/socket.ts): a first connection again, not a resumed one. */
export const switched = (c: C): C => ({ ...c, status: 'connecting', everConnected: false });

/** The link dropped; Socket.IO will retry on its own unless we closed it. */
export const disconnected = (c: C, willRetry: boolean): C => ({
  ...c,
  status: willRetry ? (c.everConnected ? 'reconnecting' : 'connecting') : 'idle',
});

export const retrying = (c: C, attempt: number): C => ({
  ...c,
  status: c.everConnected ? 'reconnecting' : 'connecting',
  attempt,
});

export const wentOffline = (c: C): C => ({ ...c, status: 'offline' });

/** The server refused this page's protocol version as older than its own: the link stays down until a reload. */
export const wentOutdated = (c: C): C => ({ ...c, status: 'outdated' });
