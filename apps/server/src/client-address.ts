/**
 * Whose request is this: the address that counts for the per-address limits.
 * By default the TCP peer. Only when the host says a proxy stands in front
 * (TRUST_PROXY, with Express's own `trust proxy` semantics) is
 * X-Forwarded-For read, and then through `proxy-addr` (the library Express
 * uses), which walks the header from the nearest hop and stops at the first
 * address not trusted. Whatever the header says, the result is a valid IP
 * address of bounded length, never the header's text.
 */
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import proxyaddr from 'proxy-addr';

export type Trust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Express reads `trust proxy`: unset/`false` (no proxy),
 * `true` (every hop), a hop count (`1`: one proxy in front), or a
 * comma-separated list of addresses, subnets and the names `loopback`,
 * `linklocal`, `uniquelocal`.
 */
export function parseTrustProxy(value: string): { trust: Trust; express: boolean | number | string[] } {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return { trust: () => false, express: false };
  if (v === 'true') return { trust: () => true, express: true };
  if (/^\d+$/u.test(v)) {
    const hops = Number(v);
    return { trust: (_a, hop) => hop < hops, express: hops };
  }
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { trust: proxyaddr.compile(list), express: list };
}

/** `::ffff:1.2.3.4` is 1.2.3.4. */
export function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** The client's address for a request (an HTTP request or a Socket.IO handshake's). */
export function clientAddress(req: IncomingMessage, trust: Trust): string {
  const peer = normalizeAddress(req.socket.remoteAddress ?? 'unknown');
  let found: string;
  try {
    found = proxyaddr(req, trust);
  } catch {
    return peer;
  }
  const address = normalizeAddress(found);
  // An IPv6 zone id ("fe80::1%…") may be of any length and passes isIP: never a client's address here.
  return address.length <= 45 && !address.includes('%') && net.isIP(address) !== 0 ? address : peer;
}
