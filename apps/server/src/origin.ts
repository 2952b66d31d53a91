/**
 * Which web pages may open a Socket.IO connection: only the app's own. A
 * browser always sends `Origin` with a websocket or cross-site request, so a
 * page on another site is refused at the handshake. Allowed: PUBLIC_ORIGIN,
 * ALLOWED_ORIGINS, and the addresses this server is reached at directly, on
 * the port it listens on: the loopback names (`localhost`, 127.0.0.1,
 * [::1]), this machine's host name (and `<name>.local`), each LAN address it
 * has now (how a friend's phone reaches http://192.168.1.23:3000) and a
 * non-wildcard HOST. The request's own `Host` header is never trusted: a page
 * of another site whose name was re-pointed at this server (DNS rebinding)
 * sends its own name in both `Origin` and `Host`.
 *
 * A request with no Origin at all comes from a program, not a page (a
 * browser cannot leave it out), and gets through: the header is a guard
 * against other sites in a player's browser, which always send it, not
 * against programs, which can write any header they like.
 */
import os from 'node:os';
import { isWildcard } from './addresses';

export interface OriginPolicy {
  /** PUBLIC_ORIGIN (read per handshake: it gets the bound port once the server listens). */
  publicOrigin: () => string;
  allowed: readonly string[];
  /** The origins of this server's own addresses (`localOrigins`), read per handshake: LAN addresses change. */
  local: () => readonly string[];
}

const canonical = (origin: string): string | null => {
  try {
    const u = new URL(origin);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin;
  } catch {
    return null;
  }
};

/** Parses ALLOWED_ORIGINS: a comma-separated list of http(s) origins. */
export function parseAllowedOrigins(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const c = canonical(s);
      if (!c) throw new Error(`ALLOWED_ORIGINS: "${s}" is not an http(s) origin`);
      return c;
    });
}

/**
 * `http://name:port` for every name this machine answers to directly on the
 * address it listens on: with a wildcard `host`, the loopback names, its host
 * name (with `.local`, as mDNS names it) and the LAN addresses `lan`;
 * otherwise `host` itself (and the loopback names when it is a loopback address).
 */
export function localOrigins(
  port: number,
  host: string,
  lan: readonly string[],
  hostname: string = os.hostname(),
): string[] {
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  const names: string[] = [];
  if (isWildcard(host)) {
    const name = hostname.toLowerCase();
    names.push(...loopback, ...lan);
    if (/^[a-z0-9-]+(\.[a-z0-9-]+)*$/u.test(name)) names.push(name, ...(name.includes('.') ? [] : [`${name}.local`]));
  } else {
    names.push(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
    if (/^127\./u.test(host) || host === '::1' || host === 'localhost') names.push(...loopback);
  }
  return [...new Set(names.map((n) => canonical(`http://${n}:${port}`)).filter((o): o is string => o !== null))];
}

export function originAllowed(origin: string | undefined, policy: OriginPolicy): boolean {
  if (origin === undefined) return true;
  const o = canonical(origin);
  if (!o) return false;
  return o === canonical(policy.publicOrigin()) || policy.allowed.includes(o) || policy.local().includes(o);
}
