/**
 * A loopback load balancer for the cluster tests that routes as
 * deploy/nginx.conf does: each connection goes to the node a consistent
 * hash picks for its key — the `room` of the handshake's query when there
 * is one, else the client's address — and to the next node of that key's
 * order when the first refuses the connection (nginx's `proxy_next_upstream
 * error`). The hash is rendezvous hashing (SHA-1 of key and node) rather
 * than nginx's ketama ring: the servers do not depend on which node a key
 * is sent to, only that every connection with that key is sent to the same
 * one while it is up (transport/placement.ts follows it).
 *
 * It reads the first chunk of each TCP connection for the request line and
 * then pipes the connection as it is (websocket upgrades included): one
 * choice per connection, as the tests connect by websocket only.
 */
import { createHash } from 'node:crypto';
import net from 'node:net';

export interface RoomProxy {
  url: string;
  /** The ports in the order tried for this room code (the first is the one it is sent to while up). */
  order(room: string | null): number[];
  /** Connections sent to each port so far. */
  readonly sent: Map<number, number>;
  /** The ports of the connections open now that named this room in their handshake. */
  openTo(room: string): number[];
  close(): Promise<void>;
}

const score = (key: string, port: number): string =>
  createHash('sha1')
    .update(`${key}\u0000${String(port)}`)
    .digest('hex');

export async function roomProxy(ports: readonly number[]): Promise<RoomProxy> {
  const open = new Set<net.Socket>();
  const sent = new Map<number, number>();
  /** Per open outbound connection: its key and port. */
  const routed = new Map<net.Socket, { key: string; port: number }>();
  const order = (key: string): number[] => [...ports].sort((a, b) => (score(key, a) < score(key, b) ? 1 : -1));
  const keyOf = (firstChunk: string, address: string): string => {
    const line = firstChunk.slice(0, firstChunk.indexOf('\r\n'));
    const target = line.split(' ')[1] ?? '/';
    const room = new URL(target, 'http://x').searchParams.get('room');
    return room === null || room === '' ? `address:${address}` : `room:${room}`;
  };

  const server = net.createServer((inbound) => {
    open.add(inbound);
    inbound.on('close', () => open.delete(inbound));
    inbound.on('error', () => inbound.destroy());
    inbound.once('data', (first: Buffer) => {
      inbound.pause();
      const key = keyOf(first.toString('latin1'), inbound.remoteAddress ?? '');
      const tries = order(key);
      const attempt = (i: number): void => {
        const port = tries[i];
        if (port === undefined) {
          inbound.destroy();
          return;
        }
        const outbound = net.connect(port, '127.0.0.1');
        let connected = false;
        outbound.on('error', () => {
          outbound.destroy();
          // Refused (the node is down): the next node of this key's order.
          if (!connected) attempt(i + 1);
        });
        outbound.once('connect', () => {
          connected = true;
          open.add(outbound);
          routed.set(outbound, { key, port });
          sent.set(port, (sent.get(port) ?? 0) + 1);
          outbound.on('close', () => {
            open.delete(outbound);
            routed.delete(outbound);
            inbound.destroy();
          });
          inbound.on('close', () => outbound.destroy());
          outbound.write(first);
          inbound.pipe(outbound);
          outbound.pipe(inbound);
          inbound.resume();
        });
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String((server.address() as net.AddressInfo).port)}`,
    order: (room) => order(room === null ? 'address:127.0.0.1' : `room:${room}`),
    sent,
    openTo: (room) => [...routed.values()].filter((r) => r.key === `room:${room}`).map((r) => r.port),
    close: () =>
      new Promise((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
