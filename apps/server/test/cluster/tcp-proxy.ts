/**
 * A loopback TCP proxy that a test can cut: `cut()` destroys every open
 * connection and drops new ones until `mend()` (a network partition between
 * one node and Redis, while the other nodes still reach it).
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  cut(): void;
  mend(): void;
  close(): Promise<void>;
}

export async function tcpProxy(targetPort: number): Promise<TcpProxy> {
  let cut = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    if (cut) {
      inbound.destroy();
      return;
    }
    const outbound = net.connect(targetPort, '127.0.0.1');
    open.add(inbound);
    open.add(outbound);
    const end = (): void => {
      inbound.destroy();
      outbound.destroy();
      open.delete(inbound);
      open.delete(outbound);
    };
    inbound.on('error', end).on('close', end);
    outbound.on('error', end).on('close', end);
    inbound.pipe(outbound);
    outbound.pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      for (const s of open) s.destroy();
      open.clear();
    },
    mend() {
      cut = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
